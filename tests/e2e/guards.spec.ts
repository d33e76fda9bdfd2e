import { expect, test } from '@playwright/test'
import {
  ADMIN,
  login,
  logout,
  navigateInApp,
  SESSION_KEY,
  storedSession,
  storedToken,
  UNIT,
} from './support.ts'

/** Every route of SPEC.md §2 except /login, with the heading its screen shows (src/ui/app/routes.ts). */
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
  { path: '/pengguna', title: 'Hak Akses', adminOnly: false },
  { path: '/absensiharian', title: 'Rekap Kedatangan Harian', adminOnly: false },
  { path: '/absensiriwayat', title: 'Riwayat Absensi Pegawai', adminOnly: false },
  { path: '/absensirekap', title: 'Rekapitulasi Absensi', adminOnly: false },
  { path: '/absensirekap/5', title: 'Detail Rekap Pegawai', adminOnly: false },
  { path: '/tahunajaran', title: 'Tahun Ajaran', adminOnly: true },
  { path: '/data', title: 'Data', adminOnly: true },
]

test.describe('Without a session every route goes to /login', () => {
  for (const route of ROUTES) {
    test(`${route.path} → /login`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page).toHaveURL('/login')
      await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
      expect(await storedSession(page)).toBeNull()
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
    test(`${route.path} (level 0 only) → /`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
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
  await expect(page).toHaveURL('/login')
  expect(await storedSession(page)).toBeNull()
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
