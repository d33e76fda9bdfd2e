import { expect, type Page } from '@playwright/test'
import { seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, expectToast, login, navigateInApp } from './support.ts'

/**
 * Jejak Perubahan (issue 20, docs/audit-trail.md), as an admin does it: edit an employee, delete
 * another after typing its name, and find both changes with their values before and after.
 */

const main = (page: Page) => page.getByRole('main')

async function editAddress(page: Page): Promise<{ before: string; after: string }> {
  await navigateInApp(page, '/pegawai/1')
  const alamat = page.getByLabel('Alamat')
  await expect(page.getByLabel('Nama', { exact: true })).not.toHaveValue('')
  const before = await alamat.inputValue()
  const after = 'Jl. Jejak Perubahan 20'
  await alamat.fill(after)
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expectToast(page, 'Data tersimpan')
  return { before, after }
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
      const edit = main(page).getByRole('article', { name: 'Ubah Pegawai 1' })
      await expect(edit).toHaveCount(1)
      await expect(edit).toContainText(`oleh ${ADMIN.namalengkap}`)
      const field = edit.getByRole('row', { name: /^alamat/ })
      await expect(field.getByRole('cell')).toHaveText([alamat.before || '', alamat.after])
      // Only what changed is listed for an edit.
      await expect(edit.getByRole('row', { name: /^nip/ })).toHaveCount(0)
      expect(await seriousViolations(page)).toEqual([])

      const deleted = await deleteFirstEmployee(page)
      await navigateInApp(page, '/jejakperubahan')
      await main(page).getByLabel('Jenis').selectOption({ label: 'Hapus' })
      await expect(page).toHaveURL(/\/jejakperubahan\?jenis=hapus$/)
      const removal = main(page).getByRole('article', { name: /^Hapus Pegawai \d+$/ })
      await expect(removal).toHaveCount(1)
      await expect(removal).toContainText(
        `Beserta ${deleted.absensi} catatan absensi dan ${deleted.ijin} pengajuan ijin`,
      )
      await expect(removal.getByRole('row', { name: /^nama/ }).getByRole('cell')).toHaveText([
        deleted.nama,
        '',
      ])
      await expect(removal.getByRole('row', { name: /^pass_hash/ }).getByRole('cell')).toHaveText([
        '(disembunyikan)',
        '',
      ])

      // The filter survives a reload; the entry's link opens that record's whole history.
      await page.reload()
      await expect(main(page).getByLabel('Jenis')).toHaveValue('hapus')
      await removal.getByRole('link', { name: 'Riwayat rekaman ini' }).click()
      await expect(page).toHaveURL(/\/jejakperubahan\?tabel=pegawai&idrekaman=\d+$/)
      await expect(main(page).getByRole('article')).toHaveCount(1)
      expect(await seriousViolations(page)).toEqual([])
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width)
    })
  })
}
