import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'

/** Logs in as the demo's administrator (the live server runs with --demo) and waits for Beranda. */
export async function login(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Nama Pengguna').fill(DEMO_ADMIN.usernama)
  await page.getByLabel('Kata Sandi').fill(DEMO_ADMIN.pass)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('heading', { name: 'Beranda' })).toBeVisible()
}

/** An admin call to the server (it answers the API on the page's origin too). */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/admin/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/** The admin's token and a new app employee of SDIT1 on a schedule working all day every day. */
export async function adminAndEmployee(request: APIRequestContext) {
  const login = await request.put('/admin/admin/login', { data: { usernama: 'admin', pass: 'admin123' } })
  const admin = ((await login.json()) as { data: { token_app: string } }).data.token_app
  // A schedule working all day every day and no grace period: late at any hour the suite runs.
  const settings = await call<Record<string, unknown>>(request, admin, 'GET', 'api/pengaturan')
  await call(request, admin, 'PUT', 'api/pengaturan', { ...settings, toleransi_terlambat_menit: 0 })
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase()
  const hari = JSON.stringify(
    Array.from({ length: 7 }, (_, day) => ({
      hari: day,
      waktu_masuk: '00:00',
      waktu_pulang: '23:59',
      libur: false,
    })),
  )
  const { idshift } = await call<{ idshift: number }>(request, admin, 'POST', 'api/shift', {
    label: `Sepanjang Hari ${tag}`,
    lokasi_masuk: 2,
    lokasi_pulang: 2,
    hari,
  })
  const employee = { nip: `LIVE${tag}`, nama: `Pegawai Live ${tag}`, pass: 'rahasia1' }
  await call(request, admin, 'POST', 'api/datapegawai', {
    ...employee,
    jk: 'P',
    kode: 'SDIT1',
    idshift,
    wa: '',
    status: 0,
  })
  return { admin, employee }
}
