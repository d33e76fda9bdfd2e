/**
 * Dates and times as the whole app uses them (DESIGN.md §3 "Time"), written once for the seeds,
 * the handlers, the reports and the UI: dates are 'YYYY-MM-DD' calendar days, times 'HH:mm'
 * wall-clock, never UTC instants. Calendar arithmetic runs in UTC, where no day is 23 or 25 hours
 * long, so the result is the same in any time zone. "Today" and "now" are the foundation's: read in
 * its time zone (the `zona_waktu` setting, default WIB), never the host's or the browser's
 * (docs/clock.md).
 */

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

/** SPEC.md §9 day names, index = weekday (0 = Ahad, as shift_hari.hari). */
export const NAMA_HARI = ['Ahad', 'Senin', 'Selasa', 'Rabu', 'Kamis', "Jum'at", 'Sabtu'] as const

/** Column heads of small calendar grids (as the date formatter abbreviates them: 'Ahd', not 'Aha'). */
export const NAMA_HARI_PENDEK = ['Ahd', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'] as const

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

/** The zones Pengaturan offers (IANA names): Indonesia's three. */
export const ZONA_WAKTU = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const
export type ZonaWaktu = (typeof ZONA_WAKTU)[number]

/** The names Indonesians use for them. */
export const SINGKATAN_ZONA: Record<ZonaWaktu, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
}

/** WIB, WITA or WIT for a zone name; a zone of no Indonesian name stays as it is. */
export const singkatanZona = (zone: string): string =>
  Object.hasOwn(SINGKATAN_ZONA, zone) ? SINGKATAN_ZONA[zone as ZonaWaktu] : zone

/** The time zone a foundation runs on when it has not chosen one (SPEC.md: WIB). */
export const DEFAULT_ZONA_WAKTU: ZonaWaktu = 'Asia/Jakarta'

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** A calendar date and a wall-clock time in one zone: what "today" and "now" mean there. */
export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string
  /** 'HH:mm' */
  time: string
}

/** The last answer per zone, by minute: every request of the same minute asks the same question. */
const lastByZone = new Map<string, { minute: number; wall: WallClock }>()

/** The wall clock in `zone` (an IANA name) at `instant`. Throws a RangeError on an unknown zone. */
export function wallClock(instant: Date, zone: string = DEFAULT_ZONA_WAKTU): WallClock {
  const minute = Math.floor(instant.getTime() / 60_000)
  const last = lastByZone.get(zone)
  if (last?.minute === minute) return last.wall
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const { type, value } of formatterFor(zone).formatToParts(instant)) part[type] = value
  const wall = { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
  lastByZone.set(zone, { minute, wall })
  return wall
}

/** The calendar date in `zone` at `instant` ('YYYY-MM-DD'). */
export const zonedDate = (instant: Date, zone: string = DEFAULT_ZONA_WAKTU): string =>
  wallClock(instant, zone).date

/** The wall-clock time in `zone` at `instant` ('HH:mm'). */
export const zonedTime = (instant: Date, zone: string = DEFAULT_ZONA_WAKTU): string =>
  wallClock(instant, zone).time

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

/**
 * The same day `months` months later; a day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February), as a service anniversary is counted.
 */
export function addMonths(tgl: string, months: number): string {
  const [y, m, d] = tgl.split('-').map(Number)
  const index = (y ?? 1970) * 12 + (m ?? 1) - 1 + months
  const year = Math.floor(index / 12)
  const month = index - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return fromUtc(Date.UTC(year, month, Math.min(d ?? 1, lastDay)))
}
