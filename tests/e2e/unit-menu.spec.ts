import { expect } from '@playwright/test'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import { seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { expectAdminOnlyPage, login, sidebar, UNIT } from './support.ts'

/**
 * Issue 34: a unit admin finds its reports in the menu, the current page is highlighted (detail
 * pages included), and a page for Admin Yayasan says so instead of returning to Beranda.
 */

/** The unit admin's Laporan group: its reports, then its unit's calendar (read-only). */
const UNIT_LAPORAN = [
  ['Rekap Harian', ROUTES.absensiharian],
  ['Rekapitulasi', ROUTES.absensirekap],
  ['Riwayat Absensi', ROUTES.absensiriwayat],
  ['Saldo Cuti', ROUTES.saldocuti],
  ['Rekap Jam Mengajar', ROUTES.rekapjammengajar],
  ['Kalender', ROUTES.kalender],
] as const

test('a unit admin opens each report and Kalender from the menu, the item highlighted', async ({ page }) => {
  await login(page, UNIT)
  const laporan = sidebar(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Laporan' }) })
  await expect(laporan.getByRole('link')).toHaveText(UNIT_LAPORAN.map(([label]) => label))
  const current = sidebar(page).locator('[aria-current="page"]')

  for (const [label, route] of UNIT_LAPORAN) {
    await laporan.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`^[^?]*${route.path}(\\?|$)`))
    await expect(page.getByRole('heading', { name: route.title, level: 1 })).toBeVisible()
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText(label)
  }

  // A recap row's detail keeps Rekapitulasi current (the default period: this month so far).
  await laporan.getByRole('link', { name: 'Rekapitulasi', exact: true }).click()
  await page.getByRole('button', { name: 'Generate' }).click()
  const detail = page.getByRole('link', { name: /^Detail / }).first()
  await detail.click()
  await expect(page).toHaveURL(/\/absensirekap\/\d+/)
  await expect(
    page.getByRole('heading', { name: ROUTES['absensirekap.detail'].title, level: 1 }),
  ).toBeVisible()
  await expect(current).toHaveCount(1)
  await expect(current).toHaveText('Rekapitulasi')
})

test('a unit admin opening /pegawai by address is told it is for Admin Yayasan', async ({ page }) => {
  await login(page, UNIT)
  await expect(sidebar(page).getByRole('link', { name: 'Pegawai', exact: true })).toHaveCount(0)
  await page.goto(ROUTES.pegawai.path)
  await expectAdminOnlyPage(page, ROUTES.pegawai.path, ROUTES.pegawai.title)
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
})
