import { expect, type Page } from '@playwright/test'
import type { PegawaiRow } from '../../src/contract/pegawai-schema.ts'
import { apiAs, seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, alertDialog, expectToast, login, navigateInApp, sidebar } from './support.ts'

/** Leaving a changed form page asks first (issue 20; src/ui/lib/unsaved-changes.ts). */

const QUESTION = 'Perubahan belum disimpan. Tinggalkan halaman ini?'
const question = (page: Page) => alertDialog(page, 'Tinggalkan halaman?')
const nama = (page: Page) => page.getByLabel('Nama', { exact: true })

/** The first employee of the list, its form opened from the list as a user would reach it. */
async function openEmployeeForm(page: Page): Promise<PegawaiRow> {
  await login(page, ADMIN)
  const [employee] = (
    await apiAs<{ datae: PegawaiRow[] }>(page, 'GET', 'api/datapegawai?page=1&halaman=20&status=0')
  ).datae
  if (!employee) throw new Error('fixture: an employee')
  await page.goto('/pegawai')
  await navigateInApp(page, `/pegawai/${employee.idp}`)
  await expect(nama(page)).toHaveValue(employee.nama)
  return employee
}

/**
 * Clicks the sidebar's link, through the drawer on a phone. The drawer may still be open (a link the
 * question kept us from following) or sliding: open it when the link is hidden, and try again until
 * one click lands.
 */
async function clickSidebarLink(page: Page, name: string) {
  const link = sidebar(page).getByRole('link', { name, exact: true })
  await expect(async () => {
    if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await link.click({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the sidebar asks before dropping an edited employee: Batal stays, Tinggalkan goes', async ({
      page,
    }) => {
      const employee = await openEmployeeForm(page)
      // Unchanged: the sidebar just goes.
      await clickSidebarLink(page, 'Beranda')
      await expect(page).toHaveURL('/')
      await page.goBack()
      await expect(nama(page)).toHaveValue(employee.nama)

      await nama(page).fill(`${employee.nama} Baru`)
      await clickSidebarLink(page, 'Beranda')
      await expect(question(page)).toContainText(QUESTION)
      expect(await seriousViolations(page)).toEqual([])
      await question(page).getByRole('button', { name: 'Batal' }).click()
      await expect(page).toHaveURL(`/pegawai/${employee.idp}`)
      await expect(nama(page)).toHaveValue(`${employee.nama} Baru`)

      await clickSidebarLink(page, 'Beranda')
      await question(page).getByRole('button', { name: 'Tinggalkan' }).click()
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
    })

    test('Back asks too; after saving nothing is asked', async ({ page }) => {
      const employee = await openEmployeeForm(page)
      await nama(page).fill(`${employee.nama} Baru`)
      await page.goBack()
      await expect(question(page)).toContainText(QUESTION)
      await question(page).getByRole('button', { name: 'Batal' }).click()
      await expect(page).toHaveURL(`/pegawai/${employee.idp}`)
      await expect(nama(page)).toHaveValue(`${employee.nama} Baru`)

      await page.goBack()
      await question(page).getByRole('button', { name: 'Tinggalkan' }).click()
      await expect(page).toHaveURL('/pegawai')
      await expect(page.getByRole('heading', { name: 'Data Pegawai', level: 1 })).toBeVisible()

      // Edited and saved: leaving is not asked about.
      await navigateInApp(page, `/pegawai/${employee.idp}`)
      await nama(page).fill(employee.nama.slice(0, -1))
      await page.getByRole('button', { name: 'Simpan', exact: true }).click()
      await expectToast(page, 'Data tersimpan')
      await clickSidebarLink(page, 'Beranda')
      await expect(page).toHaveURL('/')
      await expect(question(page)).toHaveCount(0)
    })
  })
}

test('reload or closing the tab with unsaved edits asks the browser’s own question', async ({ page }) => {
  const employee = await openEmployeeForm(page)
  await nama(page).fill(`${employee.nama} Baru`)
  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
})
