import { expect, type Page } from '@playwright/test'
import type { IjinRow } from '../../src/contract/ijin.ts'
import { apiAs, seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, expectToast, login, navigateInApp } from './support.ts'

/**
 * Jejak Perubahan (issue 20, docs/audit-trail.md), as an admin does it: edit an employee, delete
 * another after typing its name, and find both changes with their values before and after; reject
 * a leave request and read it in the admin's words (issue 34).
 */

const main = (page: Page) => page.getByRole('main')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function editAddress(page: Page): Promise<{ nama: string; before: string; after: string }> {
  await navigateInApp(page, '/pegawai/1')
  const alamat = page.getByLabel('Alamat')
  const nama = page.getByLabel('Nama', { exact: true })
  await expect(nama).not.toHaveValue('')
  const before = await alamat.inputValue()
  const after = 'Jl. Jejak Perubahan 20'
  await alamat.fill(after)
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expectToast(page, 'Data tersimpan')
  return { nama: await nama.inputValue(), before, after }
}

/** Deletes the list's first employee through the typed-name dialog; answers its name and counts. */
async function deleteFirstEmployee(page: Page) {
  await navigateInApp(page, '/pegawai')
  const button = main(page)
    .getByRole('button', { name: /^Hapus / })
    .first()
  const nama = ((await button.getAttribute('aria-label')) ?? '').replace(/^Hapus /, '')
  await button.click()
  const dialog = page.getByRole('dialog', { name: `Hapus pegawai ${nama}?` })
  const akibat = dialog.getByText(/^Ikut terhapus:/)
  await expect(akibat).toBeVisible()
  const [absensi, ijin] = ((await akibat.textContent()) ?? '').match(/\d[\d.]*/g) ?? []
  const hapus = dialog.getByRole('button', { name: 'Hapus', exact: true })
  await expect(hapus).toBeDisabled()
  const typed = dialog.getByLabel(/Ketik nama pegawai/)
  await typed.fill(nama.slice(0, -1))
  await expect(hapus).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])
  await typed.fill(nama.toUpperCase())
  await hapus.click()
  await expectToast(page, 'Data telah dihapus!')
  await expect(main(page).getByRole('button', { name: `Hapus ${nama}` })).toHaveCount(0)
  return { nama, absensi: (absensi ?? '').replace(/\./g, ''), ijin: (ijin ?? '').replace(/\./g, '') }
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('an edit and a typed-name delete show in Jejak Perubahan with before and after', async ({
      page,
    }) => {
      // Three axe passes and the delete of an employee with a year of records: 20–25 s on 2 cores.
      test.setTimeout(90_000)
      await login(page, ADMIN)
      const alamat = await editAddress(page)

      // From the employee form: this employee's history, filters in the address.
      await main(page).getByRole('link', { name: 'Jejak Perubahan' }).click()
      await expect(page).toHaveURL(/\/jejakperubahan\?tabel=pegawai&idrekaman=1$/)
      await expect(page.getByRole('heading', { name: 'Jejak Perubahan', level: 1 })).toBeVisible()
      // The record by its name, its fields by the form's labels.
      const edit = main(page).getByRole('article', { name: `Ubah Pegawai — ${alamat.nama}` })
      await expect(edit).toHaveCount(1)
      await expect(edit).toContainText(`oleh ${ADMIN.namalengkap}`)
      const field = edit.getByRole('row', { name: /^Alamat/ })
      await expect(field.getByRole('cell')).toHaveText([alamat.before || '–', alamat.after])
      // Only what changed is listed for an edit.
      await expect(edit.getByRole('row', { name: /^NIP/ })).toHaveCount(0)
      expect(await seriousViolations(page)).toEqual([])

      const deleted = await deleteFirstEmployee(page)
      await navigateInApp(page, '/jejakperubahan')
      await main(page).getByLabel('Jenis').selectOption({ label: 'Hapus' })
      await expect(page).toHaveURL(/\/jejakperubahan\?jenis=hapus$/)
      const removal = main(page).getByRole('article', { name: `Hapus Pegawai — ${deleted.nama}` })
      await expect(removal).toHaveCount(1)
      await expect(removal).toContainText(
        `Beserta ${deleted.absensi} catatan absensi dan ${deleted.ijin} pengajuan ijin`,
      )
      await expect(removal.getByRole('row', { name: /^Nama / }).getByRole('cell')).toHaveText([
        deleted.nama,
        '',
      ])
      // A secret says only that it was there.
      await expect(removal.getByRole('row', { name: /^Kata Sandi/ }).getByRole('cell')).toHaveText([
        'ada',
        '',
      ])

      // The filter survives a reload; the entry's link opens that record's whole history.
      await page.reload()
      await expect(main(page).getByLabel('Jenis')).toHaveValue('hapus')
      await removal.getByRole('link', { name: 'Riwayat rekaman ini' }).click()
      await expect(page).toHaveURL(/\/jejakperubahan\?tabel=pegawai&idrekaman=\d+$/)
      await expect(main(page).getByRole('article')).toHaveCount(1)
      await expect(main(page)).toContainText('Menampilkan riwayat satu rekaman Pegawai.')
      expect(await seriousViolations(page)).toEqual([])
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width)
    })
  })
}

/** A pending request whose employee has no other request: its row is found by the name alone. */
async function pendingRequest(page: Page): Promise<IjinRow> {
  const all = (await apiAs<{ datae: IjinRow[] }>(page, 'GET', 'api/pengajuanijin?verifikasi=&filtertanggal='))
    .datae
  const found = all.find(
    (row) => row.disetujui === 0 && all.filter((other) => other.idp === row.idp).length === 1,
  )
  if (!found) throw new Error('fixture: a pending request of an employee with a single request')
  return found
}

test.describe('1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("a rejected leave request reads 'Ditolak' with the employee's name; the filters fit one row", async ({
    page,
  }) => {
    await login(page, ADMIN)
    const request = await pendingRequest(page)
    await navigateInApp(page, '/pengajuanijin?statusx=0')
    await main(page)
      .getByRole('table', { name: 'Daftar pengajuan ijin' })
      .locator('tbody tr')
      .filter({ hasText: request.pegawai })
      .getByRole('button', { name: /^Verifikasi pengajuan/ })
      .click()
    const modal = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
    await modal.getByLabel('Persetujuan').selectOption({ label: 'Ditolak' })
    await modal.getByLabel('Catatan Penolakan').fill('Bentrok dengan ujian')
    await modal.getByRole('button', { name: 'Verifikasi' }).click()
    const answered = page.getByRole('dialog', { name: 'Detail Pengajuan Ijin' })
    await expect(answered).toContainText('Ditolak')
    await answered.getByRole('button', { name: 'Tutup' }).first().click()
    await expect(answered).toBeHidden()

    await navigateInApp(page, '/jejakperubahan')
    const rejection = main(page).getByRole('article', {
      name: new RegExp(`^Ubah Pengajuan Ijin — ${escaped(request.pegawai)} \\(`),
    })
    await expect(rejection).toHaveCount(1)
    await expect(rejection.getByRole('row', { name: /^Persetujuan/ }).getByRole('cell')).toHaveText([
      'Menunggu Jawaban',
      'Ditolak',
    ])
    await expect(rejection.getByRole('row', { name: /^Catatan Penolakan/ }).getByRole('cell')).toHaveText([
      '–',
      'Bentrok dengan ujian',
    ])
    // No column names, codes or record numbers of the database.
    await expect(rejection).not.toContainText('disetujui')
    await expect(rejection).not.toContainText('#')
    await expect(rejection).not.toContainText('0 → 9')

    // The five filters sit in one row on a 1366 px screen: every control overlaps every other's height.
    const filters = main(page).getByRole('group', { name: 'Saring perubahan' })
    const boxes = await Promise.all(
      ['Pengguna', 'Jenis', 'Data', 'Dari', 'Sampai'].map(async (label) => {
        const box = await filters.getByLabel(label, { exact: true }).boundingBox()
        return { top: box?.y ?? 0, bottom: (box?.y ?? 0) + (box?.height ?? 0) }
      }),
    )
    const lowestTop = Math.max(...boxes.map((box) => box.top))
    const highestBottom = Math.min(...boxes.map((box) => box.bottom))
    expect(lowestTop, JSON.stringify(boxes)).toBeLessThan(highestBottom)
    expect(await seriousViolations(page)).toEqual([])
  })
})
