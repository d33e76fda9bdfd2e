/**
 * Dates and times as the whole app uses them (DESIGN.md §3 "Time"), written once for the seeds,
 * the handlers, the reports and the UI: dates are 'YYYY-MM-DD' calendar days, times 'HH:mm'
 * wall-clock, never UTC instants. Calendar arithmetic runs in UTC, where no day is 23 or 25 hours
 * long, so the result is the same in any time zone; "today" and "now" are read with local getters.
 */

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

/** SPEC.md §9 day names, index = weekday (0 = Ahad, as shift_hari.hari). */
export const NAMA_HARI = ['Ahad', 'Senin', 'Selasa', 'Rabu', 'Kamis', "Jum'at", 'Sabtu'] as const

/** SPEC.md §9 month names, index 0 = Januari. */
export const NAMA_BULAN = [
  ...['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni'],
  ...['Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
] as const

/** 'YYYY-MM-DD' and 'HH:mm' (24-hour) as written everywhere (forms, contract, storage). */
export const TANGGAL_PATTERN = /^\d{4}-\d{2}-\d{2}$/
export const WAKTU_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** A real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isRealDate(value: string): boolean {
  if (!TANGGAL_PATTERN.test(value)) return false
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1))
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d
}

const toUtc = (tgl: string): number => {
  const [y, m, d] = tgl.split('-').map(Number)
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

export const addDays = (tgl: string, days: number): string => fromUtc(toUtc(tgl) + days * DAY_MS)

const weekdays = new Map<string, number>()

/**
 * 0 = Ahad (Sunday) … 6 = Sabtu. Memoised: reports ask it for every employee of every date (60,000
 * times for the dashboard's 30-day trend), and a date's weekday never changes.
 */
export function weekday(tgl: string): number {
  let day = weekdays.get(tgl)
  if (day === undefined) {
    if (weekdays.size >= 10_000) weekdays.clear()
    day = new Date(toUtc(tgl)).getUTCDay()
    weekdays.set(tgl, day)
  }
  return day
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS)

/** Every date from `from` to `to`, both inclusive (none when `to` is before `from`). */
export function dateRange(from: string, to: string): string[] {
  const dates: string[] = []
  for (let ms = toUtc(from), end = toUtc(to); ms <= end; ms += DAY_MS) dates.push(fromUtc(ms))
  return dates
}

/** The local calendar date of an instant: what "today" means (users are in WIB, WITA or WIT). */
export const localDate = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** The local wall-clock time of an instant, 'HH:mm'. */
export const localTime = (d: Date): string => `${pad(d.getHours())}:${pad(d.getMinutes())}`

/** 'HH:mm' → minutes after midnight. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Minutes after midnight → 'HH:mm' (clamped to the same day). */
export function toHhmm(minutes: number): string {
  const clamped = Math.min(Math.max(Math.round(minutes), 0), 23 * 60 + 59)
  return `${pad(Math.floor(clamped / 60))}:${pad(clamped % 60)}`
}
