import { expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { ADMIN, expectToast, login, sidebar } from './support.ts'

/**
 * The UI's "today" is the foundation's (docs/clock.md), not the browser's: this browser sits in
 * New York, where the date is a day behind Indonesia's at these instants. The page's clock is
 * fixed; the mock server (the worker) keeps the real one, and the default dates come from the page.
 */
test.use({ timezoneId: 'America/New_York' })

const defaultReportDate = async (page: Page) => {
  await sidebar(page).getByRole('link', { name: 'Rekap Harian' }).click()
  await expect(page).toHaveURL('/absensiharian')
  return page.getByLabel('Tanggal', { exact: true })
}

/**
 * A login on the login screen at the page's instant: the demo file's sessions (support.ts `login`
 * on a fresh page) were made at the suite's instant, days before these, and have expired by then.
 */
async function loginAtThisInstant(page: Page) {
  await page.goto('/login')
  await login(page, ADMIN)
}

test('at 18:30 in New York the daily report opens on the next day, WIB', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-24T23:30:00Z')) // 06:30 WIB on the 25th
  await loginAtThisInstant(page)
  await expect(await defaultReportDate(page)).toHaveValue('25/11/2026')
})

test('the default date follows the zone chosen in Pengaturan (WIT), not the browser', async ({ page }) => {
  // 11:30 on the 24th in New York, 23:30 WIB on the 24th, 01:30 WIT on the 25th.
  await page.clock.setFixedTime(new Date('2026-11-24T16:30:00Z'))
  await loginAtThisInstant(page)
  await expect(await defaultReportDate(page)).toHaveValue('24/11/2026')

  await sidebar(page).getByRole('link', { name: 'Pengaturan Umum' }).click()
  const zona = page.getByLabel('Zona Waktu')
  await expect(zona).toHaveValue('Asia/Jakarta')
  await zona.selectOption({ label: 'WIT (Asia/Jayapura)' })
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Tersimpan!')

  await expect(await defaultReportDate(page)).toHaveValue('25/11/2026')
  await page.reload() // the zone is known at once from the stored settings
  await expect(page.getByLabel('Tanggal', { exact: true })).toHaveValue('25/11/2026')
})
