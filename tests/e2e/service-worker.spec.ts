import { expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { storagePage } from './storage.ts'
import { ADMIN, login } from './support.ts'

/**
 * Mock mode lives in a service worker that MSW unregisters when its last page closes. A page that
 * loads while that registration is going away is not controlled by it, even after MSW registers it
 * again: its calls would reach the static server (404) and end the session. The app must notice
 * and get the page controlled before it says the backend is ready.
 */
test('a tab opened while the service worker is being unregistered still reaches the local server', async ({
  page,
  context,
}) => {
  await login(page, ADMIN)
  // The registration goes away while a controlled page still holds it (as when the last app tab
  // closes and another page of the origin is mid-load): new pages start uncontrolled.
  const holder = await storagePage(context)
  await holder.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/')
    await registration?.unregister()
  })
  await page.close()

  const fresh = await context.newPage()
  await fresh.goto('/')
  await expect(fresh.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 30_000 })
  expect(await fresh.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
    /\/mock-service-worker\.js\?/,
  )
  await expect(fresh.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
  await expect(fresh.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
  // A call from the page itself is answered by the local server, not the static one.
  const status = await fresh.evaluate(async () => (await fetch('/admin/api/cek/pengguna')).status)
  expect(status).toBe(401)
})

test("a browser that has the earlier service worker (MSW's own script) moves to the filtered one on its next visit", async ({
  page,
  context,
}) => {
  const holder = await storagePage(context)
  await holder.evaluate(async () => {
    await navigator.serviceWorker.register('/mockServiceWorker.js')
    await navigator.serviceWorker.ready
  })
  await login(page, ADMIN)
  await expect(page.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/mock-service-worker\.js\?/)
  const registered = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.active?.scriptURL),
  )
  expect(registered).toEqual([expect.stringMatching(/\/mock-service-worker\.js\?/)])
  // The API still goes through it after the move.
  await page.reload()
  await expect(page.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
})

/** Keeps the page's main thread busy for `ms` (a long render, a print), starting now. */
async function busyFor(page: Page, ms: number) {
  await page.evaluate((ms) => {
    setTimeout(() => {
      const end = Date.now() + ms
      while (Date.now() < end);
    }, 0)
  }, ms)
}

/**
 * The local server's worker loads its code and wasm while tabs come and go. MSW would hand each of
 * its requests to some page of the app and wait for that page's answer: a busy page delayed a tab's
 * start, and a page unloading at that moment never answered, so the tab stayed 'starting' for good
 * (two tabs reloaded together did it). Only the API's and the pictures' requests go through MSW.
 */
test("the local server's own files never wait for a page: with every page of the app busy, its fetch is answered", async ({
  page,
  context,
}) => {
  await login(page, ADMIN)
  const other = await context.newPage()
  await other.goto('/tahunajaran')
  await expect(other.locator('html')).toHaveAttribute('data-backend', 'ready')
  const worker = page.workers().find((candidate) => candidate.url().includes('server.worker'))
  if (!worker) throw new Error('no server worker in the page')

  await Promise.all([busyFor(page, 8_000), busyFor(other, 8_000)])
  const answer = await worker.evaluate(async () => {
    const started = performance.now()
    const response = await fetch(self.location.href, { cache: 'no-store' })
    return { status: response.status, ms: performance.now() - started }
  })
  expect(answer.status).toBe(200)
  // Answered while both pages were still busy (8 s), not when one of them could answer MSW.
  expect(answer.ms).toBeLessThan(4_000)
})
