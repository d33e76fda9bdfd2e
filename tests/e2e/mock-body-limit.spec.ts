import { expect } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { ADMIN, login, SESSION_KEY } from './support.ts'

/**
 * Issue 29: in mock mode a 12 MB JSON body took 3.5–3.9 s to be refused (it had been under 1.5 s),
 * copied whole through the service worker, MSW and the worker before the size check. The refusal
 * must arrive within this budget, measured in the page with performance.now().
 */
const BUDGET_MS = 1500
const TWELVE_MB = 12 * 1024 * 1024

test('a 12 MB JSON body to a write call is refused (413, as before) within 1.5 s in mock mode', async ({
  page,
}) => {
  // Through the login screen: the times are taken on a page that has settled after a login, as
  // the budget was set (support.ts `login` would start a fresh page logged in, still starting up).
  await page.goto('/login')
  await login(page, ADMIN)
  const send = () =>
    page.evaluate(
      async ({ key, size }) => {
        const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { token_app?: string }).token_app
        const body = JSON.stringify({ nama: 'x'.repeat(size), tglawal: '2030-07-01', tglakhir: '2031-06-30' })
        const started = performance.now()
        const response = await fetch('/admin/api/tahunajaran', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body,
        })
        const answer = (await response.json()) as unknown
        return { status: response.status, answer, ms: performance.now() - started }
      },
      { key: SESSION_KEY, size: TWELVE_MB },
    )
  // Three refusals, each with the same answer; the fastest is held to the budget. A slowdown of
  // the path (3.5 s was every refusal) fails it; one send slowed by a parallel test's CPU does not.
  const refusals = [await send(), await send(), await send()]
  const times = refusals.map((refusal) => Math.round(refusal.ms))
  test.info().annotations.push({ type: 'refused in (ms)', description: times.join(', ') })
  for (const refusal of refusals) {
    expect(refusal.status).toBe(413)
    expect(refusal.answer).toEqual({
      status: 'gagal',
      pesan: 'Data yang dikirim terlalu besar (maksimal 10 MB).',
    })
  }
  expect(Math.min(...times), `refused in ${times.join(', ')} ms`).toBeLessThan(BUDGET_MS)
  // The server goes on answering: a small write after the refusals is served.
  const after = await page.evaluate(async (key) => {
    const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { token_app?: string }).token_app
    const response = await fetch('/admin/api/tahunajaran', {
      headers: { Authorization: `Bearer ${token}` },
    })
    return response.status
  }, SESSION_KEY)
  expect(after).toBe(200)
})
