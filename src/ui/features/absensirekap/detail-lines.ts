import { JENIS_KALENDER, type KalenderRow, type KalenderTahun } from '../../../contract/kalender.ts'
import type { RekapDetailRow } from '../../../contract/laporan.ts'
import { dateRange } from '../../../domain/calendar.ts'
import { buildUnitCalendar } from '../../../domain/unit-calendar.ts'
import { formatAngka } from '../../lib/format.ts'

/**
 * The recap detail's lines (issue 34): the SPEC's days as the server answers them, and the unit's
 * days off without a record ('LIBUR: …') in date order among them. Pure, so the screen, the print
 * and the tests read the same lines.
 */
export type DetailLine =
  | { jenis: 'hari'; tgl: string; row: RekapDetailRow }
  | { jenis: 'libur'; tgl: string; keterangan: string }

export type Range = { from: string; to: string }

/** The calendar years a range touches (at most two: a range is at most 366 days). */
export function yearsOf(range: Range): number[] {
  const from = Number(range.from.slice(0, 4))
  const to = Number(range.to.slice(0, 4))
  return from === to ? [from] : [from, to]
}

/**
 * The unit's days off in the range with their reason, by the same rule as the server's recap
 * (src/domain/unit-calendar.ts): a Cuti Bersama only while the foundation takes it off. Weekly days
 * off are not listed: they are no one's working day.
 */
export function holidaysInRange(
  years: readonly KalenderTahun[],
  kode: string,
  range: Range,
): Map<string, string> {
  // The weightier kind names a day first (a national holiday before a unit's break), as on Kalender.
  const byWeight = (a: KalenderRow, b: KalenderRow) =>
    JENIS_KALENDER.indexOf(a.jenis) - JENIS_KALENDER.indexOf(b.jenis)
  const entries = years.flatMap((year) => year.datae).sort(byWeight)
  const cutiBersama = years[0]?.cuti_bersama ?? 'libur'
  const calendar = buildUnitCalendar(entries, range, cutiBersama)
  const holidays = new Map<string, string>()
  for (const tgl of dateRange(range.from, range.to)) {
    const reason = calendar.reasonOf(kode, tgl)
    if (reason !== null) holidays.set(tgl, reason)
  }
  return holidays
}

/** The server's days, plus a 'LIBUR' line for each day off that has no record, by date. */
export function detailLines(
  rows: readonly RekapDetailRow[],
  holidays: ReadonlyMap<string, string>,
): DetailLine[] {
  const recorded = new Set(rows.map((row) => row.tgl))
  const days: DetailLine[] = rows.map((row) => ({ jenis: 'hari', tgl: row.tgl, row }))
  const off: DetailLine[] = [...holidays]
    .filter(([tgl]) => !recorded.has(tgl))
    .map(([tgl, keterangan]) => ({ jenis: 'libur', tgl, keterangan }))
  // A stable sort: the server's order stays for days of one date.
  return [...days, ...off].sort((a, b) => (a.tgl < b.tgl ? -1 : a.tgl > b.tgl ? 1 : 0))
}

export type DetailTotals = {
  masuk: number
  terlambat: number
  pulangawal: number
  ijin: number
  sakit: number
  /** Leave of types counted as cuti / as dinas (issue 31; absent from a backend without them). */
  cuti: number
  dinas: number
  alpha: number
}

/** The range's totals, counted from the days as the recap counts them (masuk, minutes, absences). */
export function detailTotals(rows: readonly RekapDetailRow[]): DetailTotals {
  const totals: DetailTotals = {
    ...{ masuk: 0, terlambat: 0, pulangawal: 0, ijin: 0, sakit: 0 },
    ...{ cuti: 0, dinas: 0, alpha: 0 },
  }
  for (const row of rows)
    for (const key of Object.keys(totals) as (keyof DetailTotals)[]) totals[key] += row[key] ?? 0
  return totals
}

/** One line for the screen's total row and the print's: 'Jumlah: Masuk 20 hari · Terlambat 42 menit · …'. */
export function totalsText(totals: DetailTotals): string {
  const parts = [
    `Masuk ${formatAngka(totals.masuk)} hari`,
    `Terlambat ${formatAngka(totals.terlambat)} menit`,
    `Pulang awal ${formatAngka(totals.pulangawal)} menit`,
    `Ijin ${formatAngka(totals.ijin)} hari`,
    `Sakit ${formatAngka(totals.sakit)} hari`,
    // Named when there are any: a range without leave types reads as the SPEC's.
    ...(totals.cuti ? [`Cuti ${formatAngka(totals.cuti)} hari`] : []),
    ...(totals.dinas ? [`Dinas luar ${formatAngka(totals.dinas)} hari`] : []),
    `Alpha ${formatAngka(totals.alpha)} hari`,
  ]
  return `Jumlah: ${parts.join(' · ')}`
}
