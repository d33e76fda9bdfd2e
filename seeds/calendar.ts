import { addDays, dateRange, NAMA_BULAN, weekday } from '../src/domain/calendar.ts'
import { kalenderNasional } from '../src/domain/libur-nasional.ts'
import type { CalendarEntry } from '../src/domain/unit-calendar.ts'
import type { Row } from './insert.ts'

/**
 * The demo foundation's calendar (issue 30): the national holidays and cuti bersama as decreed for
 * the years the app knows (src/domain/libur-nasional.ts), the fixed-date holidays for other years,
 * and each school's semester break (Libur Unit: the schools, not the head office). One entry per
 * decree day, as 'Impor libur nasional' writes them, so importing a seeded year adds nothing.
 */
const FIXED: readonly (readonly [mmdd: string, keterangan: string])[] = [
  ['01-01', 'Tahun Baru Masehi'],
  ['05-01', 'Hari Buruh Internasional'],
  ['06-01', 'Hari Lahir Pancasila'],
  ['08-17', 'Proklamasi Kemerdekaan Republik Indonesia'],
  ['12-25', 'Kelahiran Yesus Kristus'],
]

/** The schools' odd-semester break (a Libur Unit, as a school foundation's academic calendar has it). */
const SEMESTER_BREAKS: readonly (readonly [tglawal: string, tglakhir: string, keterangan: string])[] = [
  ['2025-12-22', '2026-01-02', 'Libur Semester Ganjil 2025/2026'],
  ['2026-12-21', '2027-01-01', 'Libur Semester Ganjil 2026/2027'],
]

export interface SeededCalendar {
  entries: (Row<'kalender'> & CalendarEntry & { idkalender: number })[]
  units: Row<'kalender_unit'>[]
  /** One row per foundation-wide date, linked to its entry (its idx = the entry's id when one day). */
  libur: (Row<'hari_libur'> & { tgllibur: string })[]
}

/** National days off (as decreed where known) from `from` to `to`, one per date, in date order. */
function nationalDays(from: string, to: string) {
  const days: { tgl: string; jenis: 'nasional' | 'cuti_bersama'; keterangan: string; sk: string }[] = []
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const decree = kalenderNasional(year)
    const known = decree
      ? decree.hari.map((day) => ({ ...day, sk: decree.sk }))
      : FIXED.map(([mmdd, keterangan]) => ({
          tgl: `${year}-${mmdd}`,
          jenis: 'nasional' as const,
          keterangan,
          sk: '',
        }))
    days.push(...known.filter((day) => day.tgl >= from && day.tgl <= to))
  }
  return days
}

/** The calendar from `from` to `to` (both inclusive); `schools` are the units that get semester breaks. */
export function seededCalendar(from: string, to: string, schools: readonly string[]): SeededCalendar {
  const calendar: SeededCalendar = { entries: [], units: [], libur: [] }
  for (const day of nationalDays(from, to)) {
    const idkalender = calendar.entries.length + 1
    const { tgl, jenis, keterangan, sk } = day
    calendar.entries.push({
      idkalender,
      jenis,
      tglawal: tgl,
      tglakhir: tgl,
      keterangan,
      sk,
      semua_unit: 1,
      unit: [],
    })
    calendar.libur.push({ idx: idkalender, tgllibur: tgl, keterangan, idkalender })
  }
  for (const [tglawal, tglakhir, keterangan] of SEMESTER_BREAKS) {
    if (tglakhir < from || tglawal > to || !schools.length) continue
    const idkalender = calendar.entries.length + 1
    calendar.entries.push({
      idkalender,
      jenis: 'unit',
      tglawal,
      tglakhir,
      keterangan,
      sk: '',
      semua_unit: 0,
      unit: schools,
    })
    calendar.units.push(...schools.map((kode) => ({ idkalender, kode })))
  }
  return calendar
}

/**
 * Head-office meeting days (Hari Rapat): the monthly coordination meeting on the second Wednesday
 * of each month from `from` to `to`, moved to the Thursday when that is a holiday.
 */
export function meetingDayRows(
  from: string,
  to: string,
  holidays: ReadonlySet<string>,
): Row<'hari_khusus'>[] {
  const rows: Row<'hari_khusus'>[] = []
  for (const tgl of dateRange(from, to)) {
    const dayOfMonth = Number(tgl.slice(8, 10))
    if (weekday(tgl) !== 3 || dayOfMonth < 8 || dayOfMonth > 14) continue
    const tglkhusus = holidays.has(tgl) ? addDays(tgl, 1) : tgl
    const month = Number(tgl.slice(5, 7))
    rows.push({ tglkhusus, keterangan: `Rapat Koordinasi Bulanan Yayasan (${NAMA_BULAN[month - 1]})` })
  }
  return rows
}

/** Academic years: the previous one closed, the current one active (exactly one active). */
export const tahunAjaranRows = (): Row<'tahunajaran'>[] => [
  { id: 1, nama: '2025/2026', tglawal: '2025-07-14', tglakhir: '2026-06-26', aktif: 0 },
  { id: 2, nama: '2026/2027', tglawal: '2026-07-13', tglakhir: '2027-06-25', aktif: 1 },
]
