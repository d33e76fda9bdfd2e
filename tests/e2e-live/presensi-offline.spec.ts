import { expect } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts'
import { test } from '../e2e/fixed-clock.ts'
import { adminAndEmployee, call, login } from './support.ts'

/**
 * The employee app without signal (issue 34, docs/presensi-pegawai-app.md), live build against
 * the server: the shell worker opens the app on a reload offline, a check-in made then is kept on
 * the phone and sent when the network returns, stored once, and the admin sees it as sent late.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['geolocation', 'camera'],
  viewport: { width: 360, height: 640 },
})

test('reloads offline, queues a check-in, sends it once the network returns; the admin sees it once, sent late', async ({
  page,
  context,
  request,
}) => {
  const { admin, employee } = await adminAndEmployee(request)
  const { datae: areas } = await call<{ datae: { kode: string; lat: number; lng: number }[] }>(
    request,
    admin,
    'GET',
    'api/area_absensi',
  )
  const area = areas.find((candidate) => candidate.kode === 'SDIT1')
  if (!area) throw new Error('fixture: an area of SDIT1')
  await context.setGeolocation({ latitude: area.lat, longitude: area.lng, accuracy: 10 })

  await page.goto('/presensi/masuk')
  await page.getByLabel('NIP').fill(employee.nip)
  await page.getByLabel('Kata sandi').fill(employee.pass)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('button', { name: 'Absen Datang' })).toBeVisible()
  // The shell worker has kept the app and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  // The phone's check-in is taken a quarter of an hour before the server receives it.
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) - 15 * 60_000)

  await context.setOffline(true)
  const reloaded = await page.reload()
  expect(reloaded?.fromServiceWorker()).toBe(true)
  await expect(page.getByTestId('tanpa-sinyal')).toBeVisible()
  await expect(page.getByTestId('jarak-area')).toContainText('di dalam area')
  await page.getByRole('button', { name: 'Ambil foto', exact: true }).click()
  await page.getByRole('button', { name: 'Absen Datang' }).click()
  await expect(page.getByTestId('putusan')).toContainText('Belum terkirim: Tidak ada sinyal.')
  await expect(page.getByTestId('antrean')).toContainText('Menunggu sinyal — akan dikirim otomatis.')
  await expect(page.getByRole('button', { name: 'Absen Pulang' })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByTestId('antrean')).toHaveCount(0)
  await expect(page.getByTestId('waktu-datang')).toContainText('terkirim tertunda')

  const desk = await context.newPage()
  await login(desk)
  await desk.goto(`/absensiharian?cari=${employee.nip}`)
  const rows = desk.getByRole('row').filter({ hasText: employee.nama })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('terkirim tertunda')
  await rows.getByRole('button', { name: `Foto ${employee.nama}` }).click()
  await expect(desk.getByRole('dialog')).toContainText('diambil tanpa sinyal, terkirim tertunda')
})
