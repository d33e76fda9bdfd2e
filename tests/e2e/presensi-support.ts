import { expect, type Page } from '@playwright/test'
import { apiAs } from './attend-support.ts'

/** Fixtures of the employee-app spec (issue 17), set up through the admin API like another client. */

export const PEGAWAI_SESSION_KEY = 'presensi.pegawai.sesi'

export interface AppEmployee {
  idp: number
  nip: string
  nama: string
  pass: string
  kode: string
  area: { idar: number; lokasi: string; lat: number; lng: number; radius: number }
}

/** Seven working days from 00:00 to 23:59: whatever the hour the suite runs, today is a working day. */
const ALL_DAY = JSON.stringify(
  Array.from({ length: 7 }, (_, hari) => ({
    hari,
    waktu_masuk: '00:00',
    waktu_pulang: '23:59',
    libur: false,
  })),
)

/**
 * The demo's Libur Khusus follow the real calendar: on a public holiday today would be no working
 * day, so the holidays of the days around now (any foundation time zone) are removed first.
 */
async function clearHolidaysAroundToday(admin: Page) {
  const { datae } = await apiAs<{ datae: { idx: number; tgllibur: string }[] }>(
    admin,
    'GET',
    'api/hari_libur',
  )
  const now = await admin.evaluate(() => Date.now()) // the page's clock: the suite's (fixed-clock.ts)
  const days = new Set(
    [-1, 0, 1].map((offset) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10)),
  )
  for (const holiday of datae.filter((row) => days.has(row.tgllibur)))
    await apiAs(admin, 'DELETE', `api/hari_libur/${holiday.idx}`)
}

/**
 * A new employee of `kode` with app access on a schedule that works all day every day, restricted
 * to the own office's areas (rule 2). The grace period is set to 0 so any arrival after 00:00 is late
 * (the suite's clock reads 10:00 WIB, tests/e2e/fixed-clock.ts).
 */
export async function appEmployee(
  admin: Page,
  kode = 'SDIT1',
  /** More of the employee's fields (e.g. tglmasuk). */
  more: Record<string, unknown> = {},
): Promise<AppEmployee> {
  await clearHolidaysAroundToday(admin)
  const settings = await apiAs<Record<string, unknown>>(admin, 'GET', 'api/pengaturan')
  await apiAs(admin, 'PUT', 'api/pengaturan', { ...settings, toleransi_terlambat_menit: 0 })
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase()
  const { idshift } = await apiAs<{ idshift: number }>(admin, 'POST', 'api/shift', {
    label: `Sepanjang Hari ${tag}`,
    lokasi_masuk: 2,
    lokasi_pulang: 2,
    hari: ALL_DAY,
  })
  const nip = `E2E${tag}`
  const nama = `Pegawai Aplikasi ${tag}`
  const pass = 'rahasia1'
  const { idp } = await apiAs<{ idp: number }>(admin, 'POST', 'api/datapegawai', {
    nip,
    nama,
    jk: 'L',
    kode,
    idshift,
    wa: '',
    status: 0,
    pass,
    ...more,
  })
  const areas = (
    await apiAs<{ datae: (AppEmployee['area'] & { kode: string })[] }>(admin, 'GET', 'api/area_absensi')
  ).datae
  const area = areas.find((candidate) => candidate.kode === kode)
  if (!area) throw new Error(`fixture: the demo has no attendance area of ${kode}`)
  return { idp, nip, nama, pass, kode, area }
}

/** Logs the employee in at /presensi and waits for Hari Ini. */
export async function loginPegawai(page: Page, employee: Pick<AppEmployee, 'nip' | 'pass'>) {
  await page.goto('/presensi/masuk')
  await page.getByLabel('NIP').fill(employee.nip)
  await page.getByLabel('Kata sandi').fill(employee.pass)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('heading', { name: 'Hari Ini', level: 1 })).toBeVisible({ timeout: 50_000 })
}

/** Minutes since midnight of an 'HH:mm' time. */
export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}
