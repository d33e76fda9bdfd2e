import { expect, type Page } from '@playwright/test'
import { apiAs, seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { confirmDelete } from './master-support.ts'
import { ADMIN, expectToast, login, navigateInApp } from './support.ts'

/**
 * Units, positions and education levels as master data (issue 20, docs/master-data.md), as an
 * admin does it: add a unit, rename it, find it in the employee form, be refused deleting what is
 * in use (with the count), delete what is not.
 */

const main = (page: Page) => page.getByRole('main')
const row = (page: Page, text: string) => main(page).getByRole('row').filter({ hasText: text })

async function openScreen(page: Page, path: string, heading: string) {
  await navigateInApp(page, path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  await expect(main(page).getByRole('table')).not.toHaveAttribute('aria-busy')
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrolled = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrolled, 'no sideways scrolling').toBeLessThanOrEqual(width)
}

type Unit = { kode: string; cabang: string; kepala: string }

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('a unit is added, renamed, offered in the employee form and deleted; one in use is not', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const unit = { kode: 'SDIT9', cabang: 'SD Islam Terpadu 9', kepala: 'Siti Aminah, S.Pd.' }
      const renamed = 'SD Islam Terpadu Sembilan'
      await login(page, ADMIN)
      await openScreen(page, '/kantor', 'Unit')

      await main(page).getByRole('button', { name: 'Tambah', exact: true }).click()
      const add = page.getByRole('dialog', { name: 'Tambah Unit' })
      await add.getByLabel('Kode Unit').fill(unit.kode)
      await add.getByLabel('Nama Unit').fill(unit.cabang)
      await add.getByLabel('Alamat').fill('Jl. Damai No. 9, Sleman')
      await add.getByLabel('Kepala Unit').fill(unit.kepala)
      expect(await seriousViolations(page)).toEqual([])
      await add.getByRole('button', { name: 'Simpan' }).click()
      await expectToast(page, 'Data telah ditambahkan!')
      await expect(row(page, unit.kode)).toContainText(unit.kepala)

      await main(page)
        .getByRole('button', { name: `Ubah ${unit.cabang}`, exact: true })
        .click()
      const edit = page.getByRole('dialog', { name: 'Ubah Unit' })
      await expect(edit.getByLabel('Kode Unit')).toHaveAttribute('readonly', '')
      await edit.getByLabel('Nama Unit').fill(renamed)
      await edit.getByRole('button', { name: 'Simpan' }).click()
      await expectToast(page, 'Data tersimpan')
      await expect(row(page, unit.kode)).toContainText(renamed)
      expect(await seriousViolations(page)).toEqual([])
      await expectNoSidewaysScroll(page, viewport.width)

      await navigateInApp(page, '/pegawai/baru')
      await expect(
        page.getByLabel('Unit', { exact: true }).locator('option', { hasText: renamed }),
      ).toHaveCount(1)

      // A unit in use: refused with how many employees, areas and users hold it.
      const units = await apiAs<{ datae: Unit[] }>(page, 'GET', 'api/kantor')
      const used = units.datae.find((one) => one.kode === 'SDIT1') as Unit
      await openScreen(page, '/kantor', 'Unit')
      await confirmDelete(page, used.cabang, 'Hapus unit ini?', 'Ya, hapus')
      const gagal = page.getByRole('alertdialog', { name: 'Gagal' })
      await expect(gagal).toContainText(
        new RegExp(
          `Unit ${used.cabang} masih dipakai oleh [1-9]\\d* pegawai, [1-9]\\d* area absensi dan 1 pengguna`,
        ),
      )
      await gagal.getByRole('button', { name: 'OK' }).click()
      await expect(row(page, 'SDIT1')).toHaveCount(1)

      await confirmDelete(page, renamed, 'Hapus unit ini?', 'Ya, hapus')
      await expectToast(page, 'Data telah dihapus!')
      await expect(row(page, unit.kode)).toHaveCount(0)
    })

    test('a position in use is not deleted (with the count); an unused one is renamed and deleted', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await login(page, ADMIN)
      await openScreen(page, '/jabatan', 'Jabatan')
      await confirmDelete(page, 'Guru', 'Hapus jabatan ini?', 'Ya, hapus')
      // The exact count is proven by tests/handlers/master-units.test.ts; the screen shows it.
      const gagal = page.getByRole('alertdialog', { name: 'Gagal' })
      await expect(gagal).toContainText(/Jabatan Guru masih dipakai oleh [1-9]\d* pegawai\./)
      await gagal.getByRole('button', { name: 'OK' }).click()
      await expect(gagal).toBeHidden()

      await main(page).getByRole('button', { name: 'Tambah', exact: true }).click()
      const add = page.getByRole('dialog', { name: 'Tambah Jabatan' })
      await add.getByLabel('Jabatan').fill('Juru Masak')
      await add.getByRole('button', { name: 'Simpan' }).click()
      await expectToast(page, 'Data telah ditambahkan!')
      await main(page).getByRole('button', { name: 'Ubah Juru Masak', exact: true }).click()
      const edit = page.getByRole('dialog', { name: 'Ubah Jabatan' })
      await edit.getByLabel('Jabatan').fill('Juru Masak Kantin')
      await edit.getByRole('button', { name: 'Simpan' }).click()
      await expectToast(page, 'Data tersimpan')
      expect(await seriousViolations(page)).toEqual([])
      await expectNoSidewaysScroll(page, viewport.width)
      await confirmDelete(page, 'Juru Masak Kantin', 'Hapus jabatan ini?', 'Ya, hapus')
      await expectToast(page, 'Data telah dihapus!')
      await expect(row(page, 'Juru Masak')).toHaveCount(0)
    })
  })
}
