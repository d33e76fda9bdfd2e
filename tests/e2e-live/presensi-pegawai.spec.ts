import { expect } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts'
import { test, useSuiteClock } from '../e2e/fixed-clock.ts'
import { adminAndEmployee, call } from './support.ts'

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

test('an employee checks in late from the area on the live server; no demo parts', async ({
  page,
  context,
  request,
}) => {
  const { admin, employee } = await adminAndEmployee(request)
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

test("a leave request reaches the admin's open Pengajuan Ijin, and the decision the app, each within 2 s without reload (polling)", async ({
  page,
  browser,
  request,
}) => {
  const { admin, employee } = await adminAndEmployee(request)
  // The admin on a desk of its own (its own context: both pages visible, as on two devices).
  const desk = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  await useSuiteClock(desk)
  const adminPage = await desk.newPage()
  await adminPage.goto('/login')
  await adminPage.getByLabel('Nama Pengguna').fill('admin')
  await adminPage.getByLabel('Kata Sandi').fill('admin123')
  await adminPage.getByRole('button', { name: 'Masuk' }).click()
  await expect(adminPage.getByRole('heading', { name: 'Beranda' })).toBeVisible()
  await adminPage.goto('/pengajuanijin?statusx=0')
  const table = adminPage.getByRole('table', { name: 'Daftar pengajuan ijin' })
  await expect(table).toBeVisible()
  const row = table.locator('tbody tr').filter({ hasText: employee.nama })
  await expect(row).toHaveCount(0)

  await page.goto('/presensi/masuk')
  await page.getByLabel('NIP').fill(employee.nip)
  await page.getByLabel('Kata sandi').fill(employee.pass)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await page
    .getByRole('navigation', { name: 'Menu pegawai' })
    .getByRole('link', { name: 'Ijin', exact: true })
    .click()
  await page.getByLabel('Alasan').fill('Urusan keluarga')
  await page.getByRole('button', { name: 'Kirim pengajuan' }).click()
  await expect(page.getByText('Pengajuan terkirim. Tunggu jawaban admin.').first()).toBeVisible()
  await expect(row).toHaveCount(1, { timeout: 2000 })
  const own = page.getByTestId('pengajuan-saya').getByRole('listitem').filter({ hasText: 'Urusan keluarga' })
  await expect(own).toContainText('Menunggu jawaban')

  const { datae } = await call<{ datae: { idj: number; pegawai: string }[] }>(
    request,
    admin,
    'GET',
    'api/pengajuanijin?verifikasi=0',
  )
  const asked = datae.find((candidate) => candidate.pegawai === employee.nama)
  if (!asked) throw new Error('the request is not in the list')
  await call(request, admin, 'PUT', 'api/pengajuanijin', { idj: asked.idj, disetujui: 1 })
  await expect(own).toContainText('Disetujui', { timeout: 2000 })
  await desk.close()
})
