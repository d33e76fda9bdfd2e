import { expect, type Page } from '@playwright/test'
import { DEMO_EMPLOYEE_COUNT } from '../../seeds/demo.ts'
import { downloadExcel } from './excel-support.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, alertDialog, expectToast, login, navigateInApp, sidebar, table } from './support.ts'

/** Pegawai list and employee form (SPEC.md §2, §5; issue 5). */

const bodyRows = (page: Page) => table(page).locator('tbody tr')
const empRow = (page: Page, nama: string) => bodyRows(page).filter({ hasText: nama })

async function openPegawai(page: Page) {
  await login(page, ADMIN)
  await sidebar(page).getByRole('link', { name: 'Pegawai', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Data Pegawai', level: 1 })).toBeVisible()
  await expect(bodyRows(page)).toHaveCount(20)
}

async function dismiss(page: Page, title: string, text: string) {
  const dialog = alertDialog(page, title)
  await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
}

test('list: page size, pagination, status filter, search and xlsx export of the filtered list', async ({
  page,
}) => {
  await openPegawai(page)
  await expect(page.getByText(`Jumlah pegawai: ${DEMO_EMPLOYEE_COUNT}`)).toBeVisible()
  await page.getByLabel('Tampilkan').selectOption('10')
  await expect(bodyRows(page)).toHaveCount(10)
  await page.getByRole('button', { name: 'Halaman 2', exact: true }).click()
  await expect(bodyRows(page).first().locator('td').first()).toHaveText('11')
  await page.getByRole('button', { name: 'Halaman terakhir' }).click()
  await expect(bodyRows(page).last().locator('td').first()).toHaveText(String(DEMO_EMPLOYEE_COUNT))

  await page.getByLabel('Status').selectOption({ label: 'Keluar/Pindah' })
  await expect(bodyRows(page).first()).toContainText('Keluar/Pindah')
  await page.getByLabel('Status').selectOption({ label: 'Semua' })

  await page.getByRole('button', { name: 'Pencarian lanjut' }).click()
  const modal = page.getByRole('dialog', { name: 'Cari Pegawai' })
  await modal.getByLabel('Kata Kunci').fill('Kepala Sekolah')
  await modal.getByRole('button', { name: 'Cari', exact: true }).click()
  await expect(page.getByLabel('Cari pegawai')).toHaveValue('Kepala Sekolah')
  await expect(bodyRows(page).first()).toContainText('Kepala Sekolah')
  const count = Number((await page.getByText(/Jumlah pegawai:/).textContent())?.replace(/\D/g, ''))
  expect(count).toBeGreaterThan(1)
  expect(count).toBeLessThan(DEMO_EMPLOYEE_COUNT)

  const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
  expect(file.heading.at(-1)).toBe('Pencarian: Kepala Sekolah')
  const sheet = file.records
  expect(sheet).toHaveLength(count)
  expect(sheet.every((row) => String(row.Jabatan).includes('Kepala Sekolah'))).toBe(true)
  expect(file.headers).toEqual(
    expect.arrayContaining([
      'No',
      'NIP',
      'Nama',
      'JK',
      'Jabatan',
      'Pendidikan',
      'Status',
      'Kode Unit',
      'Jadwal',
    ]),
  )

  await page.getByRole('button', { name: 'Pencarian lanjut' }).click()
  await modal.getByLabel('Jenis Pencarian').selectOption('khusus')
  await modal.getByLabel('NIP').fill('tidak-ada-nip-seperti-ini')
  await modal.getByRole('button', { name: 'Cari', exact: true }).click()
  await expect(page.getByText('Belum ada data. Klik tombol tambah untuk menambahkan')).toBeVisible()
})

test('form: every message, photo, password share link, add, app access, edit, delete', async ({ page }) => {
  await openPegawai(page)
  const takenNip = (await bodyRows(page).first().locator('td').nth(1).textContent()) ?? ''
  await page.getByRole('link', { name: 'Tambah Pegawai' }).click()
  await expect(page.getByRole('heading', { name: 'Tambah Pegawai', level: 1 })).toBeVisible()
  const save = page.getByRole('button', { name: 'Simpan', exact: true })

  await save.click()
  await dismiss(page, 'Perhatian', 'Pastikan lengkapi isian NIP dan Nama!')
  await expect(page.getByLabel('NIP')).toBeFocused()

  await page.getByLabel('NIP').fill(takenNip)
  await expect(page.getByText('No induk pegawai sudah digunakan!')).toBeVisible()
  await page.getByLabel('NIP').fill('E2E-0001')
  await expect(page.getByText('No induk pegawai sudah digunakan!')).toHaveCount(0)
  await page.getByLabel('Nama', { exact: true }).fill('Siti E2E')

  const pass = page.getByLabel('Kata Sandi')
  await expect(pass).toHaveAttribute('type', 'password')
  expect((await pass.inputValue()).length).toBe(8)
  await page.getByRole('button', { name: 'Tampilkan' }).click()
  await expect(pass).toHaveAttribute('type', 'text')
  await pass.fill('')
  await save.click()
  await dismiss(page, 'Perhatian', 'Kata Sandi belum diisi!')
  await pass.fill('sandi-e2e')

  await save.click()
  await dismiss(page, 'Perhatian', 'Pilih dulu kaitan jadwal!')
  await page.getByLabel('Jadwal').selectOption({ index: 1 })
  await page.getByLabel('Unit', { exact: true }).selectOption({ index: 1 })

  await page.getByLabel('Nomor WA').fill('+6281234567890')
  const wa = page.getByRole('link', { name: 'Kirim via WhatsApp' })
  await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=.*sandi-e2e/)

  const lahir = new Date()
  const tgllahir = `${lahir.getFullYear() - 30}-01-01`
  await page.getByLabel('Tanggal Lahir').fill(tgllahir)
  await expect(page.getByText('Umur: 30 tahun')).toBeVisible()

  await page
    .getByLabel('Foto')
    .setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  // Refused under the field (the kit's PhotoField), nothing kept.
  await expect(page.getByText('Foto harus berformat png, jpg atau jpeg')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Foto pegawai' })).toHaveCount(0)
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  )
  await page.getByLabel('Foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png })
  const img = page.getByRole('img', { name: 'Foto pegawai' })
  await expect(img).toHaveAttribute('src', /^data:image\/jpeg;base64,/)
  await expect(page.getByText('Foto harus berformat png, jpg atau jpeg')).toHaveCount(0)
  expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([60, 60])

  await page.getByRole('button', { name: '+ Jabatan' }).click()
  const jabatan = page.getByRole('dialog', { name: 'Tambah Jabatan' })
  await jabatan.getByLabel('Jabatan').fill('Pustakawan E2E')
  await jabatan.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(page.getByLabel('Jabatan')).toHaveValue('Pustakawan E2E')

  await page.getByLabel('Status').selectOption({ label: 'Aktif' })
  await expect(page.getByLabel('Tanggal Keluar')).toHaveCount(0)
  await save.click()
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(page).toHaveURL(/\/pegawai\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Ubah Pegawai', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue('Siti E2E')
  await expect(page.getByRole('img', { name: 'Foto pegawai' })).toBeVisible()

  await page.getByRole('button', { name: 'Simpan Akses' }).click()
  await dismiss(page, 'Perhatian', 'lengkapi isian kata sandi!')
  await page.getByLabel('Kata Sandi Baru').fill('sandi-baru')
  await page.getByRole('button', { name: 'Simpan Akses' }).click()
  await expectToast(page, 'Tersimpan!')

  // Overlong input is refused with the contract's message (checked before sending), never cut silently.
  await page.getByLabel('Nama', { exact: true }).fill('x'.repeat(101))
  await save.click()
  await dismiss(page, 'Perhatian', 'Maksimal 100 karakter')
  await expect(page.getByText('Maksimal 100 karakter')).toBeVisible()
  await expect(page.getByLabel('Nama', { exact: true })).toBeFocused()
  await page.getByLabel('Nama', { exact: true }).fill('  Siti E2E  ')

  await page.getByLabel('Status').selectOption({ label: 'Keluar/Pindah' })
  await page.getByLabel('Tanggal Keluar').fill('2026-01-31')
  await save.click()
  await expectToast(page, 'Data tersimpan')

  await navigateInApp(page, '/pegawai')
  await page.getByLabel('Status').selectOption({ label: 'Keluar/Pindah' })
  await expect(empRow(page, 'Siti E2E')).toContainText('Keluar/Pindah')
  await empRow(page, 'Siti E2E').getByRole('button', { name: 'Hapus Siti E2E' }).click()
  // The delete says what goes with it and waits for the typed name (issue 20).
  const confirmDelete = page.getByRole('dialog', { name: 'Hapus pegawai Siti E2E?' })
  await expect(confirmDelete).toContainText('Ikut terhapus: 0 catatan absensi dan 0 pengajuan ijin')
  const hapus = confirmDelete.getByRole('button', { name: 'Hapus', exact: true })
  await expect(hapus).toBeDisabled()
  await confirmDelete.getByLabel(/Ketik nama pegawai/).fill('Siti E2E')
  await hapus.click()
  await expectToast(page, 'Data telah dihapus!')
  await expect(empRow(page, 'Siti E2E')).toHaveCount(0)
})

test('a missing employee shows the message and returns to the list', async ({ page }) => {
  await openPegawai(page)
  await navigateInApp(page, '/pegawai/999999')
  await dismiss(page, 'Perhatian', 'Data Pegawai tidak ditemukan!')
  await expect(page).toHaveURL('/pegawai')
})
