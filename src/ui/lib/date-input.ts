// What the kit's own date and time inputs accept and show: Indonesian 'DD/MM/YYYY' dates and 24-hour
// 'HH:mm' times whatever the browser's language (a native date/time input follows the browser's).
import { addDays, isRealDate, WAKTU_PATTERN } from '../../domain/calendar.ts'

const pad2 = (n: number) => String(n).padStart(2, '0')

/** '2026-11-08' -> '08/11/2026'; '' (or anything not a real date) -> ''. */
export function formatTanggalInput(ymd: string): string {
  if (!isRealDate(ymd)) return ''
  const [y, m, d] = ymd.split('-')
  return `${d}/${m}/${y}`
}

/**
 * Typed date text -> 'YYYY-MM-DD': 'DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'DD.MM.YYYY', 'DDMMYYYY' and ISO
 * 'YYYY-MM-DD' (what tests and pasted values use). '' for blank text, null for anything else
 * (including days that do not exist, like 30/02/2026).
 */
export function parseTanggalInput(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed)
  // Digits alone ('18112026'): a phone's numeric keypad may have no '/'.
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed)
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null
  if (!parts) return null
  const ymd = `${parts[0]}-${pad2(Number(parts[1]))}-${pad2(Number(parts[2]))}`
  return isRealDate(ymd) ? ymd : null
}

/**
 * Typed time text -> 'HH:mm' (24 h): '07:30', '7.30', '7:5' (07:05), '0730', '730', '7' (07:00).
 * '' for blank text, null when it is no time of day ('24:00', '07:60', 'pagi').
 */
export function parseWaktuInput(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  // Hours and minutes apart ('7.30'), hours alone ('7'), or run together ('730', '0730').
  const found =
    /^(\d{1,2})[:.,](\d{1,2})$/.exec(trimmed) ??
    /^(\d{1,2})()$/.exec(trimmed) ??
    /^(\d{1,2})(\d{2})$/.exec(trimmed)
  if (!found) return null
  const waktu = `${pad2(Number(found[1]))}:${pad2(Number(found[2] || 0))}`
  return WAKTU_PATTERN.test(waktu) ? waktu : null
}

/** 'HH:mm' moved by `minutes` around the clock ('23:59' + 1 -> '00:00'); '' starts at '00:00'. */
export function shiftWaktu(waktu: string, minutes: number): string {
  const [h, m] = WAKTU_PATTERN.test(waktu) ? waktu.split(':').map(Number) : [0, 0]
  const day = 24 * 60
  const total = ((((h ?? 0) * 60 + (m ?? 0) + minutes) % day) + day) % day
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`
}

/** The same day of another month, clamped to that month's last day (31 Jan + 1 month -> 28/29 Feb). */
export function shiftBulan(ymd: string, months: number): string {
  const [y, m, d] = ymd.split('-').map(Number)
  const first = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d ?? 1, lastDay))
  return first.toISOString().slice(0, 10)
}

/**
 * The month grid holding `ymd`: weeks Monday to Sunday (the Indonesian calendar's order), each
 * cell a 'YYYY-MM-DD' or null outside the month.
 */
export function monthWeeks(ymd: string): (string | null)[][] {
  const monthStart = `${ymd.slice(0, 7)}-01`
  const mondayBased = (new Date(`${monthStart}T00:00:00Z`).getUTCDay() + 6) % 7
  const weeks: (string | null)[][] = []
  let week: (string | null)[] = Array.from({ length: mondayBased }, () => null)
  for (let day = monthStart; day.slice(0, 7) === monthStart.slice(0, 7); day = addDays(day, 1)) {
    week.push(day)
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
  return weeks
}
