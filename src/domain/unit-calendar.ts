import { dateRange } from './calendar.ts'

/**
 * Which dates are days off for which unit (issue 30, docs/kalender.md), zod-free and I/O-free: the
 * one reading of the calendar's entries that every rule (the recaps, Belum datang, Riwayat, the
 * manual entry, leave days, the employee app, the dashboard) uses on every engine.
 *
 * An entry is a day off on each date of its range, for every unit (`semua_unit` 1) or the units it
 * names; a Cuti Bersama entry only while the foundation's setting says 'libur'.
 */

export interface CalendarEntry {
  jenis: 'nasional' | 'cuti_bersama' | 'yayasan' | 'unit'
  tglawal: string
  tglakhir: string
  keterangan: string
  semua_unit: 0 | 1
  /** The chosen units' codes when `semua_unit` is 0. */
  unit: readonly string[]
}

export interface UnitCalendar {
  /** The days off of one unit (`kantor.kode`) within the range the calendar was built for. */
  holidaysOf(kode: string): ReadonlySet<string>
  /** The days off of every unit: what no unit works. */
  foundationWide: ReadonlySet<string>
  /** Per unit, its days off beyond the foundation-wide ones (units without any are left out). */
  unitOnly: ReadonlyMap<string, ReadonlySet<string>>
  /** Every date that is a day off somewhere. */
  anyUnit: ReadonlySet<string>
  /** Why a date is off for a unit (the first entry's description), or null on a working date. */
  reasonOf(kode: string, tgl: string): string | null
}

/** Whether an entry makes its dates days off under the Cuti Bersama setting. */
export const isDayOffEntry = (entry: Pick<CalendarEntry, 'jenis'>, cutiBersama: 'libur' | 'kerja') =>
  entry.jenis !== 'cuti_bersama' || cutiBersama === 'libur'

/** The dates of an entry inside a range (both inclusive). */
export function entryDates(
  entry: Pick<CalendarEntry, 'tglawal' | 'tglakhir'>,
  range: { from: string; to: string },
) {
  const from = entry.tglawal > range.from ? entry.tglawal : range.from
  const to = entry.tglakhir < range.to ? entry.tglakhir : range.to
  return dateRange(from, to)
}

export function buildUnitCalendar(
  entries: readonly CalendarEntry[],
  range: { from: string; to: string },
  cutiBersama: 'libur' | 'kerja',
): UnitCalendar {
  const everyUnit = new Map<string, string>()
  const perUnit = new Map<string, Map<string, string>>()
  for (const entry of entries) {
    if (!isDayOffEntry(entry, cutiBersama)) continue
    const dates = entryDates(entry, range)
    if (entry.semua_unit === 1) {
      for (const tgl of dates) if (!everyUnit.has(tgl)) everyUnit.set(tgl, entry.keterangan)
      continue
    }
    for (const kode of entry.unit) {
      const days = perUnit.get(kode) ?? new Map<string, string>()
      for (const tgl of dates) if (!days.has(tgl)) days.set(tgl, entry.keterangan)
      perUnit.set(kode, days)
    }
  }
  const foundationWide = new Set(everyUnit.keys())
  const unitOnly = new Map<string, Set<string>>()
  const byUnit = new Map<string, Set<string>>()
  const anyUnit = new Set(foundationWide)
  for (const [kode, days] of perUnit) {
    const extra = new Set([...days.keys()].filter((tgl) => !foundationWide.has(tgl)))
    if (!extra.size) continue
    unitOnly.set(kode, extra)
    byUnit.set(kode, new Set([...foundationWide, ...extra]))
    for (const tgl of extra) anyUnit.add(tgl)
  }
  return {
    holidaysOf: (kode) => byUnit.get(kode) ?? foundationWide,
    foundationWide,
    unitOnly,
    anyUnit,
    reasonOf: (kode, tgl) => everyUnit.get(tgl) ?? perUnit.get(kode)?.get(tgl) ?? null,
  }
}
