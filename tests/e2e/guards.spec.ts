import { expect } from '@playwright/test'
import { test } from './fixed-clock.ts'
import {
  ADMIN,
  expectToast,
  login,
  logout,
  navigateInApp,
  SESSION_EXPIRED,
  SESSION_KEY,
  storedSession,
  storedToken,
  submitLogin,
  UNIT,
} from './support.ts'

/** Every route of SPEC.md §2 except /login, with the heading its screen shows (src/ui/app/route-table.ts). */
const ROUTES: { path: string; title: string; adminOnly: boolean }[] = [
  { path: '/', title: 'Beranda', adminOnly: false },
  { path: '/shift', title: 'Jadwal', adminOnly: true },
  { path: '/pegawai', title: 'Data Pegawai', adminOnly: true },
  { path: '/pegawai/baru', title: 'Tambah Pegawai', adminOnly: true },
  { path: '/pegawai/5', title: 'Ubah Pegawai', adminOnly: true },
  { path: '/harikhusus', title: 'Hari Rapat', adminOnly: true },
  { path: '/liburkhusus', title: 'Libur Khusus', adminOnly: true },
  { path: '/areaabsensi', title: 'Area Absensi', adminOnly: true },
  { path: '/absensimanual', title: 'Absensi Manual', adminOnly: false },
  { path: '/pengajuanijin', title: 'Pengajuan Ijin', adminOnly: false },
  { path: '/pengguna', title: 'Hak Akses Pengguna', adminOnly: false },
  { path: '/absensiharian', title: 'Rekap Kedatangan Harian', adminOnly: false },
  { path: '/absensiriwayat', title: 'Riwayat Absensi Pegawai', adminOnly: false },
  { path: '/absensirekap', title: 'Rekapitulasi Absensi', adminOnly: false },
  { path: '/absensirekap/5', title: 'Detail Rekap Pegawai', adminOnly: false },
  { path: '/tahunajaran', title: 'Tahun Ajaran', adminOnly: true },
  { path: '/pengaturan', title: 'Pengaturan', adminOnly: true },
  { path: '/data', title: 'Data', adminOnly: true },
]

const FORBIDDEN = 'Anda tidak memiliki akses ke halaman ini'

/** The login address that returns to `path` afterwards ('/' needs no note). */
const loginFor = (path: string) => (path === '/' ? '/login' : `/login?kembali=${encodeURIComponent(path)}`)

test.describe('Without a session every route goes to /login, noting the page asked for', () => {
  for (const route of ROUTES) {
    test(`${route.path} → ${loginFor(route.path)}`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page).toHaveURL(loginFor(route.path))
      await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
      expect(await storedSession(page)).toBeNull()
      // Nobody was logged out: no 'session ended' notice.
      await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0)
    })
  }
})

test('a logged-in admin opening /login goes home', async ({ page }) => {
  await login(page, ADMIN)
  await page.goto('/login')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
})

test('admin can open every route of SPEC §2', async ({ page }) => {
  await login(page, ADMIN)
  // Client-side navigation: a full load per route would restart the local server 16 times.
  for (const route of ROUTES) {
    await navigateInApp(page, route.path)
    await expect(page).toHaveURL(route.path)
    await expect(page.getByRole('heading', { name: route.title, level: 1 })).toBeVisible()
  }
})

test.describe('Level 1 (unit)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, UNIT)
  })

  for (const route of ROUTES.filter((r) => r.adminOnly)) {
    test(`${route.path} (level 0 only) → / with the reason`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
      await expectToast(page, FORBIDDEN)
      await expect(page.getByRole('heading', { name: route.title, level: 1 })).toHaveCount(
        route.title === 'Beranda' ? 1 : 0,
      )
    })
  }

  test('a logged-in unit opening /login goes home', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
  })

  test('level 0 routes reached through client-side navigation also go home', async ({ page }) => {
    // The tile links to /pegawai, a level-0 route.
    await page.getByRole('link', { name: /Pegawai Aktif/ }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
    await expectToast(page, FORBIDDEN)
  })

  for (const path of ['/absensimanual', '/pengajuanijin', '/pengguna']) {
    const route = ROUTES.find((r) => r.path === path)
    test(`${path} is open to level 1`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { name: route?.title, level: 1 })).toBeVisible()
    })
  }

  test('the other any-user routes are open to level 1 too', async ({ page }) => {
    for (const route of ROUTES.filter((r) => !r.adminOnly)) {
      await navigateInApp(page, route.path)
      await expect(page).toHaveURL(route.path)
      await expect(page.getByRole('heading', { name: route.title, level: 1 })).toBeVisible()
    }
  })
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

test('a bogus token injected before the first load is rejected too', async ({ page }) => {
  await page.addInitScript(
    ({ key, value }) => {
      // Only on the first document: the app must be able to clear it afterwards.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem(key, value)
      }
    },
    {
      key: SESSION_KEY,
      value: JSON.stringify({ token_app: 'f'.repeat(64), levelx: 0, namalengkap: 'X', usernama: 'x' }),
    },
  )
  await page.goto('/pegawai')
  await expect(page).toHaveURL('/login?kembali=%2Fpegawai')
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible()
  expect(await storedSession(page)).toBeNull()
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

  test('after logout the unit user can log in again', async ({ page }) => {
    await login(page, UNIT)
    await logout(page)
    await login(page, UNIT)
    await expect(page.getByRole('banner')).toContainText('Admin SDIT 1')
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

  test('a session ended by the server says so and returns to the page after logging in again', async ({
    page,
  }) => {
    await login(page, ADMIN)
    await navigateInApp(page, '/liburkhusus')
    await expect(page.getByRole('heading', { name: 'Libur Khusus', level: 1 })).toBeVisible()
    // The session ends on the server behind the app's back (expiry, or Keluar in another browser).
    const token = await storedToken(page)
    await page.evaluate(async (bearer) => {
      await fetch('/admin/admin/logout', { method: 'POST', headers: { Authorization: `Bearer ${bearer}` } })
    }, token)

    await navigateInApp(page, '/shift')
    await expect(page).toHaveURL('/login?kembali=%2Fshift')
    await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED })).toBeVisible()
    expect(await storedSession(page)).toBeNull()

    await submitLogin(page, ADMIN)
    await expect(page).toHaveURL('/shift')
    await expect(page.getByRole('heading', { name: 'Jadwal', level: 1 })).toBeVisible()
  })

  test('the return address stays inside the app', async ({ page }) => {
    for (const target of ['//contoh.invalid/x', '/\\contoh.invalid', 'https://contoh.invalid', '/login']) {
      await page.goto(`/login?kembali=${encodeURIComponent(target)}`)
      await submitLogin(page, UNIT)
      await expect(page).toHaveURL('/')
      await logout(page)
    }
  })

  test('a unit admin returned to a level-0 page goes home with the reason', async ({ page }) => {
    await page.goto('/shift')
    await expect(page).toHaveURL('/login?kembali=%2Fshift')
    await submitLogin(page, UNIT)
    await expect(page).toHaveURL('/')
    await expectToast(page, FORBIDDEN)
  })
})
