import { type BrowserContext, expect, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts'
import { apiAs, seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { type AppEmployee, appEmployee, loginPegawai, minutesOf } from './presensi-support.ts'
import {
  ADMIN,
  expectLoaded,
  login,
  navigateInApp,
  SESSION_KEY,
  table,
  untilBackendReady,
} from './support.ts'

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

/** Along a meridian, on the sphere of the server's haversine (src/domain/geo.ts). */
const METRES_PER_DEGREE_LAT = (Math.PI * 6_371_000) / 180

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
/** The admin's tab at a desk's size: the context is a phone's, whose lists are cards (issue 34). */
const adminAtDesk = (admin: Page) => admin.setViewportSize({ width: 1366, height: 768 })

/** The admin logged in, a new app employee, and that employee signed in to the app in a second tab. */
async function adminAndEmployeePhone(admin: Page, context: BrowserContext) {
  await adminAtDesk(admin)
  await login(admin, ADMIN)
  const employee = await appEmployee(admin)
  const phone = await context.newPage()
  await loginPegawai(phone, employee)
  return { employee, phone }
}

async function takeSelfie(page: Page) {
  await page.bringToFront() // a background tab's camera delivers no frames
  const video = page.getByLabel('Pratinjau kamera depan')
  await expect(video).toBeVisible()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Ambil foto', exact: true }).click()
  await expect(page.getByRole('img', { name: 'Foto selfie yang akan dikirim' })).toBeVisible()
}

/** The foundation's time now, as the employee app's server reads it. */
async function foundationNow(page: Page) {
  await untilBackendReady(page)
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
  const { employee, phone } = await adminAndEmployeePhone(admin, context)
  // The suite's clock reads 10:00 WIB (fixed-clock.ts): an arrival on this 00:00 shift is late.
  expect(minutesOf((await foundationNow(phone)).waktu)).toBeGreaterThan(0)

  await expect(phone.getByText('Sepanjang Hari')).toBeVisible()
  await setPosition(context, phone, near(employee.area, 500))
  await expect(phone.getByTestId('jarak-area')).toContainText('di luar area')
  await takeSelfie(phone)
  await phone.getByRole('button', { name: 'Absen Datang' }).click()
  const verdict = phone.getByTestId('putusan')
  await expect(verdict).toContainText(
    new RegExp(
      `Gagal: Anda berada (499|50\\d) m dari ${employee.area.lokasi} \\(radius ${employee.area.radius} m\\)`,
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
  // Usable at 360 px: nothing wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

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
  await expect(entry.getByRole('cell', { name: String(minutes), exact: true }).first()).toBeVisible()
  await entry.getByRole('button', { name: `Foto ${employee.nama}` }).click()
  const selfie = admin.getByRole('dialog').getByRole('img', { name: /Foto datang/ })
  await expect
    .poll(() => selfie.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(100)
  expect(await seriousViolations(admin)).toEqual([])
})

/** Today's record as the employee app's server holds it (through the employee's own session). */
async function todayRecord(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('presensi.pegawai.sesi') ?? '{}').token_app
    const response = await fetch('/admin/presensi/hari-ini', {
      headers: { Authorization: `Bearer ${token}` },
    })
    return ((await response.json()) as { absensi: { waktu_pulang: string | null } | null }).absensi
  })
}

test('Absen Pulang hours before the shift ends asks first, saying how early; Batal keeps no departure; the time reads WIB', async ({
  page: admin,
  context,
}) => {
  const { employee, phone } = await adminAndEmployeePhone(admin, context)
  // The foundation's zone by its Indonesian name, not 'Asia/Jakarta' (issue 34).
  const clock = phone.getByText(/^Pukul \d{2}:\d{2} WIB$/)
  await expect(clock).toBeVisible()
  await expect(phone.getByText('Asia/Jakarta')).toHaveCount(0)

  await phone.getByLabel('Posisi simulasi').selectOption({ label: `Di ${employee.area.lokasi}` })
  await takeSelfie(phone)
  await phone.getByRole('button', { name: 'Absen Datang' }).click()
  await expect(phone.getByTestId('putusan')).toContainText('Berhasil: Absen datang tersimpan pukul')

  // Right after arriving, on the all-day shift (ends 23:59, the suite's clock reads about 10:00).
  // The form is rebuilt for the departure; the trainer's simulated position stays where it was.
  await expect(phone.getByRole('button', { name: 'Absen Pulang' })).toBeVisible()
  await expect(phone.getByLabel('Posisi simulasi').locator('option:checked')).toHaveText(
    `Di ${employee.area.lokasi}`,
  )
  await takeSelfie(phone)
  await phone.getByRole('button', { name: 'Absen Pulang' }).click()
  const question = phone.getByRole('alertdialog', { name: 'Pulang lebih awal?' })
  await expect(question).toBeVisible()
  const { waktu } = await foundationNow(phone)
  const early = minutesOf('23:59') - minutesOf(waktu)
  expect(early).toBeGreaterThan(60)
  const said = (await question.textContent())?.match(
    /Jadwal pulang Anda pukul 23:59 WIB\. Jika pulang sekarang \((\d{2}:\d{2}) WIB\), Anda tercatat pulang awal (\d+) jam (\d+) menit\./,
  )
  expect(said, 'the question says the shift end, now and how early').not.toBeNull()
  const [, asked, hours, minutes] = said ?? []
  // The minute may turn between the question and the look-up.
  expect(Math.abs(minutesOf(asked ?? '') - minutesOf(waktu))).toBeLessThanOrEqual(1)
  expect(Math.abs(Number(hours) * 60 + Number(minutes) - early)).toBeLessThanOrEqual(1)
  expect(await seriousViolations(phone)).toEqual([])

  await question.getByRole('button', { name: 'Batal' }).click()
  await expect(question).toBeHidden()
  // Nothing sent: no departure stored, the button still there, no verdict about a departure.
  await expect(phone.getByRole('button', { name: 'Absen Pulang' })).toBeVisible()
  await expect(phone.getByTestId('putusan')).not.toContainText('Absen pulang')
  expect((await todayRecord(phone))?.waktu_pulang).toBeNull()

  await phone.getByRole('button', { name: 'Absen Pulang' }).click()
  await question.getByRole('button', { name: 'Ya, pulang sekarang' }).click()
  await expect(phone.getByTestId('putusan')).toContainText('Berhasil: Absen pulang tersimpan pukul')
  await expect(phone.getByTestId('putusan-terlambat')).toHaveText(/^Pulang awal \d+ menit$/)
  expect((await todayRecord(phone))?.waktu_pulang).toMatch(/^\d{2}:\d{2}$/)
})

/** A picture file as a phone's camera app would hand it over (the app icon, a real PNG). */
async function pictureFile(page: Page, name: string) {
  const response = await page.request.get('/presensi/ikon-512.png')
  expect(response.ok()).toBe(true)
  return { name, mimeType: 'image/png', buffer: await response.body() }
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu pegawai' }).getByRole('link', { name, exact: true })

test('leave asked in the app with a letter reaches the open Pengajuan Ijin and its approval the app, each within 2 s without reload; Riwayat and Akun', async ({
  page: admin,
  context,
}) => {
  const { employee, phone } = await adminAndEmployeePhone(admin, context)
  // The admin's Pengajuan Ijin is open before the request exists (issue 34: it follows the app),
  // loaded by itself: no other screen of the tab (Beranda) has started following the app's writes.
  await admin.goto('/pengajuanijin?statusx=0')
  const request = admin
    .getByRole('table', { name: 'Daftar pengajuan ijin' })
    .locator('tbody tr')
    .filter({ hasText: employee.nama })
  await expect(admin.getByRole('table', { name: 'Daftar pengajuan ijin' })).toBeVisible()
  await expect(request).toHaveCount(0)

  await nav(phone, 'Ijin').click()
  await expect(phone.getByRole('heading', { name: 'Ijin', level: 1 })).toBeVisible()
  await phone.getByRole('button', { name: 'Kirim pengajuan' }).click()
  await expect(phone.getByText('Isikan alasan terlebih dahulu!')).toBeVisible() // the contract's own check
  await phone.getByLabel('Jenis').selectOption({ label: 'Sakit' })
  await phone.getByLabel('Alasan').fill('Demam tinggi')
  await phone.getByTestId('surat-berkas').setInputFiles(await pictureFile(phone, 'surat-dokter.png'))
  await expect(phone.getByRole('img', { name: 'Foto surat yang akan dikirim' })).toBeVisible()
  await phone.getByRole('button', { name: 'Kirim pengajuan' }).click()
  await expect(phone.getByText('Pengajuan terkirim. Tunggu jawaban admin.').first()).toBeVisible()
  // The toast sits above the bottom menu: the menu stays tappable while it shows.
  const menuTop = (await phone.getByRole('navigation', { name: 'Menu pegawai' }).boundingBox())?.y ?? 0
  const toastBottom = async () => {
    const box = await phone.locator('[data-sonner-toast]').first().boundingBox()
    return box ? box.y + box.height : Number.POSITIVE_INFINITY
  }
  await expect.poll(toastBottom, { message: 'once it has slid in' }).toBeLessThanOrEqual(menuTop)
  await expect(request).toHaveCount(1, { timeout: 2000 }) // the admin's open list, without a reload
  const own = phone.getByTestId('pengajuan-saya').getByRole('listitem').filter({ hasText: 'Demam tinggi' })
  await expect(own).toContainText('Menunggu jawaban')
  expect(await seriousViolations(phone)).toEqual([])

  // The admin verifies it like any other request.
  await request.getByRole('button', { name: /^Verifikasi pengajuan/ }).click()
  const modal = admin.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  await expect(modal).toContainText('Demam tinggi')
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Disetujui' })
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expect(admin.getByRole('dialog', { name: 'Detail Pengajuan Ijin' })).toContainText('Disetujui')

  await expect(own).toContainText('Disetujui', { timeout: 2000 }) // no reload (issue 34)

  // Riwayat: today is counted as Sakit, like Rekapitulasi counts it; Hari Ini says so too.
  await nav(phone, 'Riwayat').click()
  await expect(phone.getByRole('heading', { name: 'Riwayat', level: 1 })).toBeVisible()
  const counts = phone.getByTestId('jumlah')
  await expect(counts.locator('div').filter({ hasText: 'Sakit' }).getByRole('definition')).toHaveText('1')
  expect(await seriousViolations(phone)).toEqual([])
  await nav(phone, 'Hari Ini').click()
  await expect(phone.getByTestId('waktu-datang')).toHaveText('Sakit')
  await expect(phone.getByRole('button', { name: 'Absen Datang' })).toHaveCount(0)

  // Akun: a new password under the admins' minimum is refused before sending (issue 29), a wrong
  // old password by the server; Keluar ends the employee's session, not the admin's.
  await nav(phone, 'Akun').click()
  await phone.getByLabel('Kata sandi lama').fill(employee.pass)
  await phone.getByLabel('Kata sandi baru').fill('12')
  await phone.getByRole('button', { name: 'Simpan kata sandi' }).click()
  await expect(phone.getByText('Kata sandi minimal 6 karakter')).toBeVisible()
  await phone.getByLabel('Kata sandi lama').fill('salah-sekali')
  await phone.getByLabel('Kata sandi baru').fill('rahasia2')
  await phone.getByRole('button', { name: 'Simpan kata sandi' }).click()
  await expect(phone.getByRole('alertdialog', { name: 'Gagal' })).toContainText('Kata sandi lama salah.')
  await phone.getByRole('alertdialog', { name: 'Gagal' }).getByRole('button', { name: 'OK' }).click()
  expect(await seriousViolations(phone)).toEqual([])
  await phone.getByRole('button', { name: 'Keluar' }).click()
  await expect(phone.getByRole('button', { name: 'Masuk' })).toBeVisible()
  await expect(phone).toHaveURL('/presensi/masuk')
  await admin.reload()
  await expect(admin.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })).toHaveCount(0)
  await expect(admin).toHaveURL(/\/pengajuanijin/) // still signed in
})

/**
 * A phone photo of an A4 page of typed text, 2480×3508 (300 dpi) JPEG: lines of 12-point text as
 * a scan holds them, drawn in the page (no file in the repository).
 */
async function a4Scan(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2480, 3508)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.fillStyle = '#f7f5f0'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.fillStyle = '#111'
    context.font = '50px serif'
    const words = 'surat keterangan dokter menerangkan bahwa pegawai tersebut perlu istirahat selama hari'
    for (let line = 0; line < 52; line++) {
      const shift = (line * 7) % words.length
      context.fillText(`${words.slice(shift)} ${words.slice(0, shift)}`.slice(0, 80), 200, 300 + line * 60)
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
    let binary = ''
    for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  return { name: 'surat-a4.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') }
}

/** The stored letter as the admin loads it: its natural size and bytes. */
function storedLetter(admin: Page, idj: number) {
  return admin.evaluate(
    async ({ idj, key }) => {
      const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { token_app?: string }).token_app
      const response = await fetch(`/uploads/suratijin/${idj}.jpg`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      const blob = await response.blob()
      const image = new Image()
      image.src = URL.createObjectURL(blob)
      await image.decode()
      return {
        status: response.status,
        width: image.naturalWidth,
        height: image.naturalHeight,
        bytes: blob.size,
      }
    },
    { idj, key: SESSION_KEY },
  )
}

test('an A4 letter is stored readable (long side 1,600 px) and the admin reads it with Perbesar', async ({
  page: admin,
  context,
}) => {
  const { employee, phone } = await adminAndEmployeePhone(admin, context)
  await nav(phone, 'Ijin').click()
  await phone.getByLabel('Alasan').fill('Sakit gigi')
  await phone.getByTestId('surat-berkas').setInputFiles(await a4Scan(phone))
  await expect(phone.getByRole('img', { name: 'Foto surat yang akan dikirim' })).toBeVisible()
  await phone.getByRole('button', { name: 'Kirim pengajuan' }).click()
  await expect(phone.getByText('Pengajuan terkirim. Tunggu jawaban admin.').first()).toBeVisible()

  const { datae } = await apiAs<{ datae: { idj: number }[] }>(
    admin,
    'GET',
    `api/pengajuanijin?idp=${employee.idp}`,
  )
  const idj = datae[0]?.idj ?? 0
  const letter = await storedLetter(admin, idj)
  // 2480×3508 scaled to 1,600 px on the long side, the aspect kept; was 600 px before issue 29.
  expect(letter).toMatchObject({ status: 200, height: 1600, width: Math.round((2480 * 1600) / 3508) })
  expect(letter.bytes).toBeLessThanOrEqual(1024 * 1024)
  test.info().annotations.push({ type: 'stored letter', description: `${letter.bytes} bytes` })

  await navigateInApp(admin, '/pengajuanijin?statusx=0')
  await admin
    .getByRole('table', { name: 'Daftar pengajuan ijin' })
    .locator('tbody tr')
    .filter({ hasText: employee.nama })
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .click()
  const modal = admin.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  const image = modal.getByRole('img', { name: `Surat ijin ${employee.nama}` })
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(1600)
  // Fitted beside the facts at first: smaller than its natural size.
  expect(await image.evaluate((img: HTMLImageElement) => img.clientHeight)).toBeLessThan(1600)
  const zoom = modal.getByRole('button', { name: 'Perbesar' })
  await expect(zoom).toHaveAttribute('aria-pressed', 'false')
  await zoom.click()
  await expect(zoom).toHaveAttribute('aria-pressed', 'true')
  // Natural size in a frame that scrolls (and takes the keyboard focus to scroll).
  const frame = modal.getByRole('region', { name: 'Surat ijin, ukuran asli' })
  await expect(frame).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => [img.clientWidth, img.clientHeight])).toEqual([
    letter.width,
    1600,
  ])
  expect(await frame.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
  await frame.focus()
  await admin.keyboard.press('PageDown')
  await expect.poll(() => frame.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
  expect(await seriousViolations(admin)).toEqual([])
  await zoom.click()
  await expect(frame).toHaveCount(0)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.clientHeight)).toBeLessThan(1600)
})

test('camera and location refused: each is explained; the file capture and Posisi simulasi still check in', async ({
  page: admin,
  context,
}) => {
  await context.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: refuse })
    Object.defineProperty(navigator.geolocation, 'getCurrentPosition', {
      value: (_: unknown, fail: (error: { code: number; message: string }) => void) =>
        setTimeout(() => fail({ code: 1, message: 'User denied Geolocation' })),
    })
  })
  const { employee, phone } = await adminAndEmployeePhone(admin, context)

  await expect(phone.getByTestId('kamera-masalah')).toContainText('Izin kamera ditolak.')
  await expect(phone.getByTestId('lokasi-masalah')).toContainText('Izin lokasi ditolak.')
  expect(await seriousViolations(phone)).toEqual([])
  await phone.getByRole('button', { name: 'Absen Datang' }).click()
  await expect(phone.getByTestId('putusan')).toContainText('Posisi belum diketahui.')

  // The phone's own camera app through the file input, and a simulated position (mock mode).
  await phone.getByTestId('selfie-berkas').setInputFiles(await pictureFile(phone, 'selfie.png'))
  const selfie = phone.getByRole('img', { name: 'Foto selfie yang akan dikirim' })
  await expect(selfie).toBeVisible()
  // Shrunk in the browser: longest side 600 px (SPEC.md §9), sent as JPEG.
  await expect.poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512)
  expect(await selfie.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)
  await phone.getByLabel('Posisi simulasi').selectOption({ label: `Di ${employee.area.lokasi}` })
  await expect(phone.getByTestId('posisi')).toContainText('(simulasi)')
  await expect(phone.getByTestId('lokasi-masalah')).toHaveCount(0)
  await phone.getByRole('button', { name: 'Absen Datang' }).click()
  await expect(phone.getByTestId('putusan')).toContainText('Berhasil: Absen datang tersimpan pukul')
})

test("'Buka sebagai pegawai' opens the app signed in; the admin's Beranda and Rekap Harian follow its check-ins without reload", async ({
  page: admin,
  context,
}) => {
  await adminAtDesk(admin)
  await login(admin, ADMIN)
  const employee = await appEmployee(admin)
  await navigateInApp(admin, `/pegawai?cari=${employee.nip}`)
  const row = table(admin).locator('tbody tr').filter({ hasText: employee.nama })
  const opening = context.waitForEvent('page')
  await row.getByRole('link', { name: `Buka sebagai pegawai ${employee.nama} (tab baru)` }).click()
  const phone = await opening
  await expect(phone.getByRole('heading', { name: 'Hari Ini', level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(phone.getByRole('banner')).toContainText(employee.nama)
  await expect(phone).toHaveURL('/presensi/') // the parameter is gone: a reload opens nothing again
  // The admin's own session is untouched by the employee's in the same browser.
  await admin.reload()
  await expect(table(admin).locator('tbody tr').filter({ hasText: employee.nama })).toBeVisible()

  // Beranda in the admin's tab; the check-in in the employee's tab; the tile follows, no reload.
  await navigateInApp(admin, '/')
  const hadir = admin.getByTestId('hari-ini-hadir')
  await expect(hadir).toBeVisible()
  const before = Number((await hadir.textContent())?.replace(/\D/g, ''))
  await phone.getByLabel('Posisi simulasi').selectOption({ label: `Di ${employee.area.lokasi}` })
  await takeSelfie(phone)
  await phone.getByRole('button', { name: 'Absen Datang' }).click()
  await expect(phone.getByTestId('putusan')).toContainText('Berhasil: Absen datang tersimpan pukul')
  await expect(hadir).toHaveText((before + 1).toLocaleString('id-ID'))

  // Rekap Harian open in the admin's tab; the departure shows there without reload.
  const { tanggal } = await foundationNow(phone)
  await navigateInApp(admin, `/absensiharian?tgl=${tanggal}&cari=${employee.nip}`)
  const entry = table(admin).locator('tbody tr').filter({ hasText: employee.nama })
  await expect(entry).toContainText('Belum absen pulang')
  await phone.getByLabel('Posisi simulasi').selectOption({ label: `Di ${employee.area.lokasi}` })
  await takeSelfie(phone)
  await phone.getByRole('button', { name: 'Absen Pulang' }).click()
  // The all-day shift ends at 23:59: leaving now is asked first (issue 34).
  await phone
    .getByRole('alertdialog', { name: 'Pulang lebih awal?' })
    .getByRole('button', { name: 'Ya, pulang sekarang' })
    .click()
  await expect(phone.getByTestId('putusan')).toContainText('Berhasil: Absen pulang tersimpan pukul')
  const pulang = (await phone.getByTestId('putusan').textContent())?.match(/pukul (\d{2}:\d{2})/)?.[1]
  await expect(entry).not.toContainText('Belum absen pulang')
  await expect(entry.getByRole('cell', { name: pulang, exact: true }).last()).toBeVisible() // arrival may share the minute
})
