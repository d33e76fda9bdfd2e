import { type APIRequestContext, expect } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts'
import { test } from '../e2e/fixed-clock.ts'

/**
 * The employee app (/presensi, issue 17) in the live build against the server: the same screens,
 * no demo parts ('Posisi simulasi', 'Buka sebagai pegawai'), the manifest served with the build.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['geolocation', 'camera'],
  viewport: { width: 360, height: 640 },
})

/** An admin call to the server (it answers the API on the page's origin too). */
async function call<T>(
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

test('an employee checks in late from the area on the live server; no demo parts', async ({
  page,
  context,
  request,
}) => {
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
  const areas = (
    await call<{ datae: { kode: string; lat: number; lng: number; lokasi: string }[] }>(
      request,
      admin,
      'GET',
      'api/area_absensi',
    )
  ).datae
  const area = areas.find((candidate) => candidate.kode === 'SDIT1')
  if (!area) throw new Error('fixture: an area of SDIT1')
  await context.setGeolocation({ latitude: area.lat, longitude: area.lng, accuracy: 10 })

  await page.goto('/presensi/masuk')
  await page.getByLabel('NIP').fill(employee.nip)
  await page.getByLabel('Kata sandi').fill(employee.pass)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('heading', { name: 'Hari Ini', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Posisi simulasi')).toHaveCount(0)
  await expect(page.getByTestId('jarak-area')).toContainText('di dalam area')
  await expect(page.getByRole('button', { name: 'Ambil foto', exact: true })).toBeEnabled()
  await page.getByRole('button', { name: 'Ambil foto', exact: true }).click()
  await page.getByRole('button', { name: 'Absen Datang' }).click()
  await expect(page.getByTestId('putusan')).toContainText(`Berhasil: Absen datang tersimpan pukul`)
  await expect(page.getByTestId('putusan-terlambat')).toHaveText(/^Terlambat [1-9]\d* menit$/)

  const manifest = await request.get('/presensi/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(await manifest.json()).toMatchObject({ scope: '/presensi/', display: 'standalone' })
  expect((await request.get('/presensi/ikon-192.png')).headers()['content-type']).toBe('image/png')
})

test("the live admin screens have no 'Buka sebagai pegawai'", async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Nama Pengguna').fill('admin')
  await page.getByLabel('Kata Sandi').fill('admin123')
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('heading', { name: 'Beranda' })).toBeVisible()
  await page.goto('/pegawai')
  await expect(page.getByRole('link', { name: /^Ubah / }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Buka sebagai pegawai/ })).toHaveCount(0)
})
