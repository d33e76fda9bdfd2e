import { expect } from '@playwright/test'
import { ROUTE_NAMES, ROUTES } from '../../src/ui/app/route-table.ts'
import { test } from '../e2e/fixed-clock.ts'

/**
 * The same UI built for a live backend opens every screen against the reference server: each
 * with its heading, its data loaded, and no uncaught or console error.
 */
const PATHS = [
  ...ROUTE_NAMES.filter((name) => !ROUTES[name].path.includes(':')).map((name) => ROUTES[name].path),
  '/pegawai/1',
  '/absensirekap/1',
]

test('every screen opens against the live server', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  await page.goto('/login')
  await page.getByLabel('Nama Pengguna').fill('admin')
  await page.getByLabel('Kata Sandi').fill('admin123')
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('heading', { name: 'Beranda' })).toBeVisible()
  for (const path of PATHS) {
    await test.step(path, async () => {
      await page.evaluate((to) => {
        history.pushState(null, '', to)
        dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Memuat' })).toHaveCount(0, { timeout: 15_000 })
      await expect(page.getByText('Data gagal dimuat')).toHaveCount(0)
      expect(problems).toEqual([])
    })
  }
})
