import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { ADMIN, login, navigateInApp, SESSION_KEY, untilBackendReady } from './support.ts'

/**
 * The Data screen's size against browser mode's limit (issue 18, src/ui/features/data/browser-limit.ts):
 * the limit is lowered through the e2e build's switch (`__PRESENSI_BROWSER_LIMIT__`, set before the
 * app starts), relative to the demo database's real size, so no test needs a GB database.
 */

/** The database's size in bytes, as the server reports it (GET api/data/status). */
async function databaseBytes(page: Page): Promise<number> {
  await untilBackendReady(page)
  return page.evaluate(async (key) => {
    const token = JSON.parse(localStorage.getItem(key) ?? '{}').token_app as string
    const response = await fetch('/admin/api/data/status', { headers: { Authorization: `Bearer ${token}` } })
    return ((await response.json()) as { ukuran: number }).ukuran
  }, SESSION_KEY)
}

/** Reloads the Data screen with the limit set so the database fills `share` of it. */
async function openWithShare(page: Page, bytes: number, share: number) {
  const limit = Math.round(bytes / share)
  await page.addInitScript((value) => {
    ;(window as unknown as { __PRESENSI_BROWSER_LIMIT__: number }).__PRESENSI_BROWSER_LIMIT__ = value
  }, limit)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Data', level: 1 })).toBeVisible()
  return limit
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.passes.length, 'axe really checked something').toBeGreaterThan(0)
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}

const limitText = (limit: number) => `±${Math.floor(limit / 1024 / 1024).toLocaleString('id-ID')} MB`

async function openData(page: Page): Promise<number> {
  await login(page, ADMIN)
  await navigateInApp(page, '/data')
  await expect(page.getByRole('heading', { name: 'Data', level: 1 })).toBeVisible()
  const bytes = await databaseBytes(page)
  expect(bytes).toBeGreaterThan(0)
  return bytes
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('below 70 % of the limit: the size against the limit, no warning', async ({ page }) => {
      const bytes = await openData(page)
      const limit = await openWithShare(page, bytes, 0.6)
      const line = page.getByTestId('batas-ukuran')
      await expect(line).toContainText('Ukuran basis data: ')
      await expect(line).toContainText(`dari batas ${limitText(limit)} untuk mode browser (60%).`)
      await expect(page.getByTestId('saran-server')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Baca panduan server (README)' })).toHaveCount(0)
      expect(await seriousViolations(page)).toEqual([])
    })

    test("above 70 %: the warning recommends the server and opens the README's section", async ({ page }) => {
      const bytes = await openData(page)
      const limit = await openWithShare(page, bytes, 0.8)
      await expect(page.getByTestId('batas-ukuran')).toContainText(
        `dari batas ${limitText(limit)} untuk mode browser (80%).`,
      )
      const warning = page.getByTestId('saran-server')
      await expect(warning).toContainText('Basis data mendekati batas mode browser.')
      await expect(warning).toContainText('Sebaiknya data dipindahkan ke server')
      expect(await seriousViolations(page)).toEqual([])

      await warning.getByRole('button', { name: 'Baca panduan server (README)' }).click()
      const guide = page.getByRole('dialog', { name: 'Panduan server (README)' })
      await expect(guide.getByTestId('panduan-server')).toContainText('### The server: a real backend')
      await expect(guide.getByTestId('panduan-server')).toContainText('npm run server')
      // The section ends where the README's next section starts.
      await expect(guide.getByTestId('panduan-server')).not.toContainText('### Checking a backend')
      expect(await seriousViolations(page)).toEqual([])
      await guide.getByRole('button', { name: 'Tutup' }).click()
      await expect(guide).toHaveCount(0)
    })
  })
}
