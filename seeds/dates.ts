/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. Dates are calendar days, not instants, so the
 * arithmetic runs in UTC where no day is 23 or 25 hours long; the result is the same in any zone.
 */

const DAY_MS = 86_400_000

const toUtc = (tgl: string): number => {
  const [y, m, d] = tgl.split('-').map(Number)
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

export const addDays = (tgl: string, days: number): string => fromUtc(toUtc(tgl) + days * DAY_MS)

/** 0 = Ahad (Sunday) … 6 = Sabtu, as in shift_hari.hari. */
export const weekday = (tgl: string): number => new Date(toUtc(tgl)).getUTCDay()

export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS)

/** Every date from `from` to `to`, both inclusive. */
export function dateRange(from: string, to: string): string[] {
  const dates: string[] = []
  for (let ms = toUtc(from), end = toUtc(to); ms <= end; ms += DAY_MS) dates.push(fromUtc(ms))
  return dates
}

/** The local date of a Date as 'YYYY-MM-DD' (what "today" means for the app: DESIGN.md §3 Time). */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** 'HH:mm' → minutes after midnight. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Minutes after midnight → 'HH:mm' (clamped to the same day). */
export function toHhmm(minutes: number): string {
  const clamped = Math.min(Math.max(Math.round(minutes), 0), 23 * 60 + 59)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(clamped / 60))}:${pad(clamped % 60)}`
}
