import { expect, test } from '@playwright/test'
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
    /mockServiceWorker\.js$/,
  )
  await expect(fresh.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
  await expect(fresh.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
  // A call from the page itself is answered by the local server, not the static one.
  const status = await fresh.evaluate(async () => (await fetch('/admin/api/cek/pengguna')).status)
  expect(status).toBe(401)
})
