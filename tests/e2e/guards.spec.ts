import { expect } from '@playwright/test'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import { test } from './fixed-clock.ts'
import {
  ADMIN,
  expectAdminOnlyPage,
  login,
  logout,
  SESSION_EXPIRED,
  SESSION_KEY,
  storedSession,
  storedToken,
  submitLogin,
  UNIT,
} from './support.ts'

/**
 * The route guards in a real browser: one check of each kind of guard after a real page load
 * (a session in localStorage, the service worker's local server), and what needs the browser
 * itself (a reload, a failed fetch, the local server restarting). Every route of the table at
 * every level, the return address and the session's end are checked in jsdom:
 * tests/component/guards.test.tsx.
 */

/** A route only level 0 may open: the table's first without a parameter (the component tests check each). */
const LEVEL_ZERO_ROUTE = Object.values(ROUTES).find((route) => route.level === 0 && !route.path.includes(':'))

test('a logged-in admin opening /login goes home', async ({ page }) => {
  await login(page, ADMIN)
  await page.goto('/login')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
})

test('a unit admin loading a level-0 route is told it is for Admin Yayasan, and finds the way home', async ({
  page,
}) => {
  if (!LEVEL_ZERO_ROUTE) throw new Error('the route table has no level-0 route')
  await login(page, UNIT)
  await page.goto(LEVEL_ZERO_ROUTE.path)
  await expectAdminOnlyPage(page, LEVEL_ZERO_ROUTE.path, LEVEL_ZERO_ROUTE.title)
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
})

test('a stored session with a bogus token is checked on load, cleared and sent to /login', async ({
  page,
}) => {
  const bogus = {
    token_app: 'f'.repeat(64),
    levelx: 0,
    namalengkap: 'Administrator Yayasan',
    usernama: 'admin',
    ids: null,
    sekolah: '',
  }
  await page.goto('/login')
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(bogus),
  })
  await page.goto('/')
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED })).toBeVisible()
  expect(await storedSession(page)).toBeNull()
  // Nothing of the bogus user is left on screen.
  await expect(page.getByText('Administrator Yayasan')).toHaveCount(0)
})

test('a session check that fails on the network keeps the session: it says nothing about the token', async ({
  page,
}) => {
  await login(page, ADMIN)
  // The next page load's session check never reaches the server, as when the tabs hand the
  // database over while this page loads (it once logged every tab out as 'expired').
  await page.addInitScript(() => {
    const send = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/api/cek/pengguna') && !sessionStorage.getItem('cek-gagal')) {
        sessionStorage.setItem('cek-gagal', '1')
        return Promise.reject(new TypeError('Failed to fetch'))
      }
      return send(input, init)
    }
  })
  await page.goto('/tahunajaran')
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cek-gagal'))).toBe('1')
  expect(await storedSession(page)).not.toBeNull()
  await expect(page).toHaveURL('/tahunajaran')
  await expect(page.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0)
  // The next load checks again and passes.
  await page.reload()
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  expect(await storedSession(page)).not.toBeNull()
})

test.describe('Logout', () => {
  test('Keluar clears the session and the server rejects the old token', async ({ page }) => {
    await login(page, ADMIN)
    const token = await storedToken(page)
    const check = (t: string) =>
      page.evaluate(
        async (bearer) =>
          (await fetch('/admin/api/cek/pengguna', { headers: { Authorization: `Bearer ${bearer}` } })).status,
        t,
      )
    expect(await check(token)).toBe(200)

    await logout(page)
    expect(await storedSession(page)).toBeNull()
    expect(await check(token)).toBe(401)
    // Keluar is no expiry: no notice, no page to return to.
    await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0)

    await page.goto('/')
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
    expect(await storedSession(page)).toBeNull()
    // Still rejected by the freshly started local server (503 only while it is starting up).
    await expect.poll(() => check(token)).toBe(401)
  })
})

test.describe('Return to the page asked for', () => {
  test('a deep link without a session returns there after logging in (path and query)', async ({ page }) => {
    await page.goto('/pegawai/5')
    await expect(page).toHaveURL('/login?kembali=%2Fpegawai%2F5')
    await submitLogin(page, ADMIN)
    await expect(page).toHaveURL('/pegawai/5')
    await expect(page.getByRole('heading', { name: 'Ubah Pegawai', level: 1 })).toBeVisible()

    await logout(page)
    await page.goto('/pengajuanijin?statusx=0')
    await expect(page).toHaveURL('/login?kembali=%2Fpengajuanijin%3Fstatusx%3D0')
    await submitLogin(page, UNIT)
    await expect(page).toHaveURL('/pengajuanijin?statusx=0')
  })
})
