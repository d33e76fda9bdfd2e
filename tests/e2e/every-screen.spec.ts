import { expect } from '@playwright/test'
import { ROUTE_NAMES, ROUTES } from '../../src/ui/app/route-table.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, login, navigateInApp } from './support.ts'

/**
 * Every screen of the route table opens for the Admin Yayasan with its heading and without a
 * failed load, an uncaught error or a console error: a smoke test over the whole app.
 */
const STATIC = ROUTE_NAMES.filter((name) => !ROUTES[name].path.includes(':'))

test('every screen opens with its heading and loads its data', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  await login(page, ADMIN)
  for (const name of [...STATIC, 'pegawai.ubah', 'absensirekap.detail'] as const) {
    const path = ROUTES[name].path.replace(':idp', '1')
    await test.step(path, async () => {
      await navigateInApp(page, path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Memuat' })).toHaveCount(0, { timeout: 15_000 })
      await expect(page.getByText('Data gagal dimuat')).toHaveCount(0)
      expect(problems).toEqual([])
    })
  }
})
