import * as XLSX from '@e965/xlsx'
import { expect, type Page } from '@playwright/test'
import { downloadExcel, numberCell, seenRows, textCell } from './excel-support.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, expectLoaded, login, sidebar, table } from './support.ts'

/** Bulk employee import (issue 5): the export is the template; the preview names every problem. */

async function openPegawai(page: Page) {
  await login(page, ADMIN)
  await sidebar(page).getByRole('link', { name: 'Pegawai', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Data Pegawai', level: 1 })).toBeVisible()
  await expectLoaded(table(page))
}

async function search(page: Page, text: string) {
  await page.getByLabel('Cari pegawai').fill(text)
}

const xlsxFile = (rows: Record<string, unknown>[]) => {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Pegawai')
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as ArrayBuffer)
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: 'Impor', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Impor Pegawai' })
  await modal.getByLabel('Berkas pegawai').setInputFiles({
    name,
    mimeType: name.endsWith('.csv')
      ? 'text/csv'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  })
  return modal
}

test('round trip: export → edit the file → import → the list shows the new employees', async ({ page }) => {
  await openPegawai(page)
  await search(page, 'Kepala Sekolah')
  await expect(table(page).locator('tbody tr').first()).toContainText('Kepala Sekolah')
  const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
  const exported = file.records
  expect(exported.length).toBeGreaterThan(1)

  // Edited as an HR admin would, in the file itself (heading block, date cells and the schedule's
  // name kept): new NIPs and names, everything else as exported.
  const edited = exported.map((row, i) => ({ ...row, NIP: `RT-${i + 1}`, Nama: `Impor Ulang ${i + 1}` }))
  const nipColumn = file.headers.indexOf('NIP')
  const namaColumn = file.headers.indexOf('Nama')
  edited.forEach((row, i) => {
    const r = file.headerRow + 1 + i
    file.sheet[XLSX.utils.encode_cell({ r, c: nipColumn })] = { t: 's', v: row.NIP }
    file.sheet[XLSX.utils.encode_cell({ r, c: namaColumn })] = { t: 's', v: row.Nama }
  })
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, file.sheet, file.sheetName)
  const modal = await upload(
    page,
    'pegawai.xlsx',
    Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as ArrayBuffer),
  )
  await expect(modal.getByTestId('impor-ringkasan')).toHaveText(
    `${edited.length} baris: ${edited.length} siap diimpor, 0 bermasalah.`,
  )
  await modal.getByRole('button', { name: `Impor ${edited.length} pegawai` }).click()
  // The toast shows over the open modal (which blocks clicks outside it, so it is not closed here).
  await expect(
    page.getByRole('listitem').filter({ hasText: `${edited.length} pegawai telah diimpor!` }),
  ).toBeVisible()
  const accounts = modal.getByRole('table', { name: 'Akun pegawai hasil impor' }).locator('tbody tr')
  await expect(accounts).toHaveCount(edited.length)
  await expect(modal.getByTestId('impor-akun')).toContainText(`${edited.length} akun pegawai dibuat.`)
  await expect(accounts.first().locator('code')).toHaveText(/^[a-zA-Z2-9]{12}$/)
  const akun = await downloadExcel(page, modal.getByRole('button', { name: 'Unduh daftar akun' }))
  expect(akun.fileName).toBe('akun-pegawai-impor.xlsx')
  expect(akun.heading[1]).toBe('Akun Pegawai Hasil Impor')
  expect(akun.headers).toEqual(['Baris', 'NIP', 'Nama', 'WA', 'Kata Sandi'])
  expect(akun.cells).toHaveLength(edited.length)
  const [firstAccount] = seenRows(akun, ['Baris', 'NIP', 'Kata Sandi'])
  expect(firstAccount).toMatchObject({ Baris: numberCell(file.headerRow + 2), NIP: textCell('RT-1') })
  await expect(accounts.first().locator('code')).toHaveText(String(firstAccount?.['Kata Sandi']?.v))
  await modal.getByRole('button', { name: 'Selesai' }).click()

  await search(page, 'Impor Ulang')
  const rows = table(page).locator('tbody tr')
  await expect(rows).toHaveCount(edited.length)
  const first = exported[0] ?? {}
  const imported = rows.filter({ hasText: 'Impor Ulang 1' }).first()
  await expect(imported).toContainText('RT-1')
  await expect(imported).toContainText(String(first.Jabatan))
  await expect(imported).toContainText(String(first.Unit))
  await expect(imported).toContainText(String(first.Status))
})

test('the preview names each kind of problem; only the valid rows are imported', async ({ page }) => {
  await openPegawai(page)
  const takenNip = (await table(page).locator('tbody tr').first().locator('td').nth(1).textContent()) ?? ''
  const ok = { JK: 'P', 'Kode Unit': 'PST', 'ID Jadwal': 1 }
  const rows = [
    { ...ok, NIP: 'PV-OK', Nama: 'Baris Benar' }, // row 2
    { ...ok, NIP: '', Nama: 'Tanpa NIP' },
    { ...ok, NIP: 'PV-3', Nama: '' },
    { ...ok, NIP: takenNip, Nama: 'NIP Terpakai' },
    { ...ok, NIP: 'PV-DUP', Nama: 'Pertama' },
    { ...ok, NIP: 'PV-DUP', Nama: 'Kedua' }, // row 7
    { ...ok, NIP: 'PV-8', Nama: 'Unit Asing', 'Kode Unit': 'ZZZ' },
    { ...ok, NIP: 'PV-9', Nama: 'Jabatan Asing', Jabatan: 'Astronot' },
    { ...ok, NIP: 'PV-10', Nama: 'Pendidikan Asing', Pendidikan: 'S9' },
    { ...ok, NIP: 'PV-11', Nama: 'Jadwal Asing', 'ID Jadwal': 999 },
    { ...ok, NIP: 'PV-12', Nama: 'Tanggal Mustahil', 'Tanggal Lahir': '1990-02-30' },
    { ...ok, NIP: 'PV-13', Nama: 'Telepon Salah', WA: '12345' },
  ]
  const modal = await upload(page, 'masalah.xlsx', xlsxFile(rows))
  const summary = modal.getByTestId('impor-ringkasan')
  await expect(summary).toHaveText('12 baris: 2 siap diimpor, 10 bermasalah.')
  const row = (nomor: number) =>
    modal
      .getByRole('table', { name: 'Pratinjau impor pegawai' })
      .locator('tbody tr')
      .filter({ has: page.getByRole('cell', { name: String(nomor), exact: true }) })
  const problems: [number, string][] = [
    [3, 'Pastikan lengkapi isian NIP dan Nama!'],
    [4, 'Pastikan lengkapi isian NIP dan Nama!'],
    [5, 'No induk pegawai sudah digunakan!'],
    [7, 'NIP ganda di berkas (sama dengan baris 6)'],
    [8, 'Kode Unit tidak dikenal: ZZZ'],
    [9, 'Jabatan tidak dikenal: Astronot'],
    [10, 'Pendidikan tidak dikenal: S9'],
    [11, 'Jadwal tidak dikenal: 999'],
    [12, 'Tanggal Lahir: Tanggal tidak valid'],
    [13, 'Nomor WA harus berformat +62, contoh +6281234567890'],
  ]
  for (const [nomor, text] of problems) await expect(row(nomor)).toContainText(text)
  await expect(row(2)).toContainText('Siap')
  await expect(row(6)).toContainText('Siap')

  await modal.getByRole('button', { name: 'Impor 2 pegawai' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: '2 pegawai telah diimpor!' })).toBeVisible()
  await modal.getByRole('button', { name: 'Selesai' }).click()
  await search(page, 'PV-')
  await expect(table(page).locator('tbody tr')).toHaveCount(2)
})

test('a csv with the same columns is read too; a file without the columns is refused', async ({ page }) => {
  await openPegawai(page)
  const csv = 'NIP;Nama;JK;Kode Unit;ID Jadwal;Tanggal Masuk\nCSV-1;Dari CSV;L;PST;1;01/07/2024\n'
  const modal = await upload(page, 'pegawai.csv', Buffer.from(csv))
  await expect(modal.getByTestId('impor-ringkasan')).toHaveText('1 baris: 1 siap diimpor, 0 bermasalah.')
  await modal.getByRole('button', { name: 'Pilih berkas lain' }).click()
  await modal.getByLabel('Berkas pegawai').setInputFiles({
    name: 'lain.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Kolom A,Kolom B\n1,2\n'),
  })
  const failure = page.getByRole('alertdialog', { name: 'Gagal' })
  await expect(failure).toContainText('Kolom NIP dan Nama tidak ditemukan.')
  await failure.getByRole('button', { name: 'OK' }).click()
  await expect(modal.getByLabel('Berkas pegawai')).toBeVisible()
})
