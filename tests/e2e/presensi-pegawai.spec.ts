import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts'
import { apiAs, seriousViolations } from './attend-support.ts'
import { type AppEmployee, appEmployee, loginPegawai, minutesOf } from './presensi-support.ts'
import { ADMIN, expectLoaded, login, navigateInApp, table } from './support.ts'

/**
 * The employee app (/presensi, issue 17) in Chromium with a fake front camera and a granted,
 * settable position. The admin and the employee are two tabs of one browser: they share the
 * in-browser database (the multi-tab owner/guest design), as a trainer's demo would.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['geolocation', 'camera'],
  geolocation: { latitude: 0, longitude: 0, accuracy: 10 },
  viewport: { width: 360, height: 640 },
})

const METRES_PER_DEGREE_LAT = 111_320

/** The area's centre, or `metres` due north of it. */
const near = (area: AppEmployee['area'], metres = 0) => ({
  latitude: area.lat + metres / METRES_PER_DEGREE_LAT,
  longitude: area.lng,
  accuracy: 10,
})

async function setPosition(context: BrowserContext, page: Page, position: ReturnType<typeof near>) {
  await context.setGeolocation(position)
  await page.getByRole('button', { name: 'Perbarui posisi' }).click()
  await expect(page.getByTestId('posisi')).toContainText(position.latitude.toFixed(6))
}

/** A selfie from the fake camera: the preview plays, 'Ambil foto' shows the picture to send. */
async function takeSelfie(page: Page) {
  const video = page.getByLabel('Pratinjau kamera depan')
  await expect(video).toBeVisible()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Ambil foto', exact: true }).click()
  await expect(page.getByRole('img', { name: 'Foto selfie yang akan dikirim' })).toBeVisible()
}

/** The foundation's time now, as the employee app's server reads it. */
async function foundationNow(page: Page) {
  const today = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('presensi.pegawai.sesi') ?? '{}').token_app
    const response = await fetch('/admin/presensi/hari-ini', {
      headers: { Authorization: `Bearer ${token}` },
    })
    return (await response.json()) as { tanggal: string; waktu: string }
  })
  return today
}

test('a late check-in inside the area; outside is refused with the distance; Rekap Harian shows it as App', async ({
  page: admin,
  context,
}) => {
  await login(admin, ADMIN)
  const employee = await appEmployee(admin)
  const phone = await context.newPage()
  await loginPegawai(phone, employee)
  // At 00:00 exactly an arrival is on time even with no grace period: wait for the next minute.
  if (minutesOf((await foundationNow(phone)).waktu) === 0) await phone.waitForTimeout(61_000)

  await expect(phone.getByText('Sepanjang Hari')).toBeVisible()
  await setPosition(context, phone, near(employee.area, 500))
  await expect(phone.getByTestId('jarak-area')).toContainText('di luar area')
  await takeSelfie(phone)
  await phone.getByRole('button', { name: 'Absen Datang' }).click()
  const verdict = phone.getByTestId('putusan')
  await expect(verdict).toContainText(
    new RegExp(
      `Gagal: Anda berada 50\\d m dari ${employee.area.lokasi} \\(radius ${employee.area.radius} m\\)`,
    ),
  )

  await setPosition(context, phone, near(employee.area))
  await expect(phone.getByTestId('jarak-area')).toContainText('di dalam area')
  await phone.getByRole('button', { name: 'Absen Datang' }).click()
  await expect(verdict).toContainText('Berhasil: Absen datang tersimpan pukul')
  const late = phone.getByTestId('putusan-terlambat')
  await expect(late).toHaveText(/^Terlambat \d+ menit$/)
  const minutes = Number((await late.textContent())?.match(/\d+/)?.[0])
  expect(minutes).toBeGreaterThan(0)
  // The big button now says what comes next.
  await expect(phone.getByRole('button', { name: 'Absen Pulang' })).toBeVisible()
  expect(await seriousViolations(phone)).toEqual([])

  // The admin's Rekap Harian of today: the entry as App, late by the same minutes, with its selfie.
  const { tanggal } = await foundationNow(phone)
  type Row = { id: number; nip: string; device: number; keterlambatan: number; lokasi: string }
  const row = (await apiAs<{ umum: Row[] }>(admin, 'GET', `api/laporan/absensi/harian/${tanggal}`)).umum.find(
    (record) => record.nip === employee.nip,
  )
  expect(row).toMatchObject({ device: 0, keterlambatan: minutes, lokasi: employee.area.lokasi })
  await navigateInApp(admin, `/absensiharian?tgl=${tanggal}&cari=${employee.nip}`)
  await expectLoaded(table(admin))
  const entry = table(admin).locator('tbody tr').filter({ hasText: employee.nama })
  await expect(entry).toContainText('App')
  await expect(entry.getByRole('cell', { name: String(minutes), exact: true })).toBeVisible()
  await entry.getByRole('button', { name: `Foto ${employee.nama}` }).click()
  const selfie = admin.getByRole('dialog').getByRole('img', { name: /Foto datang/ })
  await expect
    .poll(() => selfie.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(100)
})
