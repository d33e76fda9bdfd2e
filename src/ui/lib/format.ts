// Indonesian formatting helpers (SPEC §9, DESIGN §3 "Time" and "Numbers and dates").
//
// Conventions:
// - Dates are plain 'YYYY-MM-DD' strings and times 'HH:mm' strings on the FOUNDATION's calendar
//   (its `zona_waktu` setting: WIB, WITA or WIT), never the browser's own zone (docs/clock.md).
//   "Today" and "now" are the only places an instant is read.
// - Formatters never throw: an empty or invalid date gives '' so optional fields (e.g. tglkeluar)
//   can be rendered directly.
// - Numbers use the Indonesian locale: '.' groups thousands, ',' separates decimals.
import dayjs from 'dayjs'
import idLocale from 'dayjs/locale/id'
import {
  addDays as addCalendarDays,
  DEFAULT_ZONA_WAKTU,
  isRealDate,
  NAMA_HARI,
  ZONA_WAKTU,
  type ZonaWaktu,
  zonedDate,
  zonedTime,
} from '../../domain/calendar.ts'

// dayjs's own 'id' locale says 'Minggu' and 'Jumat'; SPEC wants 'Ahad' and "Jum'at". A private
// locale (registered without becoming the global default) keeps the rest of the 'id' locale.
const LOCALE = 'id-presensi'
dayjs.locale(
  {
    ...idLocale,
    name: LOCALE,
    weekdays: [...NAMA_HARI],
    weekdaysShort: ['Ahd', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
    weekStart: 0,
  },
  undefined,
  true,
)

/** True for a real calendar date written 'YYYY-MM-DD' (rejects '2026-02-30'). */
export function isValidYmd(value: string | null | undefined): value is string {
  return isRealDate(value ?? '')
}

function formatYmd(ymd: string | null | undefined, pattern: string): string {
  if (!isValidYmd(ymd)) return ''
  // dayjs parses 'YYYY-MM-DD' as local midnight, so the day name is the local one.
  return dayjs(ymd).locale(LOCALE).format(pattern)
}

/** '2026-11-22' -> 'Ahad, 22 November 2026'. */
export function formatTanggal(ymd: string | null | undefined): string {
  return formatYmd(ymd, 'dddd, D MMMM YYYY')
}

/** '2026-11-22' -> '22 November 2026' (no day name). */
export function formatTanggalTanpaHari(ymd: string | null | undefined): string {
  return formatYmd(ymd, 'D MMMM YYYY')
}

/** '2026-11-22' -> '22 Nov 2026' (dayjs 'id' short months: Jan Feb Mar Apr Mei Jun Jul Agt Sep Okt Nov Des). */
export function formatTanggalPendek(ymd: string | null | undefined): string {
  return formatYmd(ymd, 'D MMM YYYY')
}

/**
 * The foundation's time zone as last heard from the server (`GET api/pengaturan`, see
 * foundation.ts); WIB until then. Module state and not React state: every date helper reads it,
 * and a foundation changes its zone about never.
 */
let foundationZone: ZonaWaktu = DEFAULT_ZONA_WAKTU

/** Follows the server's setting; anything that is not an offered zone leaves the zone as it is. */
export function setFoundationZone(zone: string | undefined): void {
  const known = ZONA_WAKTU.find((offered) => offered === zone)
  if (known) foundationZone = known
}

/** Today on the foundation's calendar, 'YYYY-MM-DD'. `now` is injectable for tests. */
export function foundationToday(now: Date = new Date()): string {
  return zonedDate(now, foundationZone)
}

/** The foundation's wall-clock time, 'HH:mm'. */
export function foundationTime(now: Date = new Date()): string {
  return zonedTime(now, foundationZone)
}

/** Calendar arithmetic on 'YYYY-MM-DD': addDays('2026-12-31', 1) -> '2027-01-01'. Throws on an invalid date. */
export function addDays(ymd: string, days: number): string {
  if (!isValidYmd(ymd)) throw new RangeError(`Tanggal tidak valid: ${ymd}`)
  return addCalendarDays(ymd, days)
}

/** True when `ymd` is a valid date inside the inclusive range; an absent bound is open. */
export function isDateInRange(ymd: string, min?: string, max?: string): boolean {
  if (!isValidYmd(ymd)) return false
  // 'YYYY-MM-DD' strings order the same way as the dates they name.
  return (!min || ymd >= min) && (!max || ymd <= max)
}

/**
 * Age in whole years on `today` (default: the foundation's today). A birthday on 29 February counts as reached
 * on 1 March in non-leap years. Returns null for an invalid date or a birth date after `today`.
 */
export function hitungUmur(
  tgllahir: string | null | undefined,
  today: string = foundationToday(),
): number | null {
  if (!isValidYmd(tgllahir) || !isValidYmd(today) || tgllahir > today) return null
  const years = Number(today.slice(0, 4)) - Number(tgllahir.slice(0, 4))
  const birthdayNotYetReached = today.slice(5) < tgllahir.slice(5)
  return birthdayNotYetReached ? years - 1 : years
}

const angkaFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 })
const angkaBulatFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })

// Server fields sometimes arrive as numeric strings; anything unreadable counts as 0 so a table
// cell shows '0' rather than 'NaN'.
function toNumber(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value.trim() || 0) : Number(value ?? 0)
  return Number.isFinite(number) ? number : 0
}

/** 1234567 -> '1.234.567'; 1234.5 -> '1.234,5' (up to 3 decimals). null/invalid -> '0'. */
export function formatAngka(value: number | string | null | undefined): string {
  return angkaFormatter.format(toNumber(value))
}

/**
 * The fixed-zero-decimals helper SPEC §9 says exists (kept for it although no screen shows a
 * rounded amount yet; tests/unit/dead-code.test.ts names it): rounds half away from zero to a whole number and
 * writes it in the Indonesian locale. 1234.5 -> '1.235'; -2.5 -> '-3'; null/invalid -> '0'.
 */
export function toFixedZero(value: number | string | null | undefined): string {
  // Intl writes '-0' for values rounding to zero from below; normalise to '0'.
  const number = toNumber(value)
  return Math.abs(number) < 0.5 ? '0' : angkaBulatFormatter.format(number)
}

/** A Rupiah amount: 15000 -> 'Rp 15.000' (whole rupiah, the Indonesian grouping). */
export function formatRupiah(value: number | string | null | undefined): string {
  return `Rp ${toFixedZero(value)}`
}

/** Typed Rupiah digits grouped as the user types: '1500000' or '1.500.000' -> '1.500.000'. */
export function groupDigits(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** The amount of a grouped Rupiah text; empty -> undefined (the schema says why). */
export function parseRupiah(text: string): number | undefined {
  const digits = text.replace(/\D/g, '')
  return digits === '' ? undefined : Number(digits)
}
