import {
  JENIS_KALENDER,
  type JenisKalender,
  type KalenderRow,
  type KalenderTahun,
  NAMA_JENIS_KALENDER,
} from '../../../contract/kalender.ts'
import { addDays, dateRange, NAMA_HARI, weekday } from '../../../domain/calendar.ts'

/**
 * What the calendar screen shows of each day, from one `GET api/kalender` answer: the entries on it,
 * the meeting, the weekly day off. Pure functions, so the year and month grids agree.
 */

/** The short code beside each coloured day: the type is never told by colour alone. */
export const KODE_JENIS: Record<JenisKalender, string> = {
  nasional: 'N',
  cuti_bersama: 'C',
  yayasan: 'Y',
  unit: 'U',
}
export const KODE_RAPAT = 'R'

/** Column heads of the small grids (one list with the kit's date picker). */
export { NAMA_HARI_PENDEK } from '../../../domain/calendar.ts'

export type HariKalender = {
  tgl: string
  /** The entries on this day, the weightier type first (national before a unit's break). */
  entri: KalenderRow[]
  rapat: string | null
  /** Ahad, or a weekday off of the unit's schedule (`libur_pekanan`). */
  liburPekanan: boolean
}

export type IndeksHari = Map<string, { entri: KalenderRow[]; rapat: string | null }>

const byWeight = (a: KalenderRow, b: KalenderRow) =>
  JENIS_KALENDER.indexOf(a.jenis) - JENIS_KALENDER.indexOf(b.jenis)

/** Every date of the year that holds an entry or a meeting. */
export function indexDays(data: KalenderTahun): IndeksHari {
  const index: IndeksHari = new Map()
  const at = (tgl: string) => {
    const day = index.get(tgl) ?? { entri: [], rapat: null }
    index.set(tgl, day)
    return day
  }
  for (const row of [...data.datae].sort(byWeight))
    for (const tgl of dateRange(row.tglawal, row.tglakhir)) at(tgl).entri.push(row)
  for (const meeting of data.rapat) at(meeting.tgl).rapat = meeting.keterangan
  return index
}

export function dayOf(index: IndeksHari, data: KalenderTahun, tgl: string): HariKalender {
  const found = index.get(tgl)
  const hari = weekday(tgl)
  return {
    tgl,
    entri: found?.entri ?? [],
    rapat: found?.rapat ?? null,
    liburPekanan: hari === 0 || data.libur_pekanan.includes(hari),
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The first day of a month (0 = Januari). */
export const firstOfMonth = (tahun: number, bulan: number) => `${tahun}-${pad(bulan + 1)}-01`

/** The last day of a month (0 = Januari). */
export const lastOfMonth = (tahun: number, bulan: number) =>
  addDays(bulan === 11 ? `${tahun + 1}-01-01` : `${tahun}-${pad(bulan + 2)}-01`, -1)

/** The weekday columns, Senin-first or Ahad-first. */
export const weekdayOrder = (seninDulu: boolean): number[] =>
  seninDulu ? [1, 2, 3, 4, 5, 6, 0] : [0, 1, 2, 3, 4, 5, 6]

/** The month as rows of seven dates (null: a cell before the 1st or after the last day). */
export function monthWeeks(tahun: number, bulan: number, seninDulu: boolean): (string | null)[][] {
  const days = dateRange(firstOfMonth(tahun, bulan), lastOfMonth(tahun, bulan))
  const order = weekdayOrder(seninDulu)
  const leading = order.indexOf(weekday(days[0] ?? ''))
  const cells: (string | null)[] = [...Array<null>(leading).fill(null), ...days]
  while (cells.length % 7) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** Whether an entry touches the month (0 = Januari). */
export const inMonth = (row: KalenderRow, tahun: number, bulan: number) =>
  row.tglawal <= lastOfMonth(tahun, bulan) && row.tglakhir >= firstOfMonth(tahun, bulan)

/** What a day is, in words, for its cell's accessible name and tooltip. */
export function describeDay(day: HariKalender): string {
  const parts = day.entri.map((row) => `${NAMA_JENIS_KALENDER[row.jenis]}: ${row.keterangan}`)
  if (day.rapat !== null) parts.push(`Hari Rapat${day.rapat ? `: ${day.rapat}` : ''}`)
  if (day.liburPekanan)
    parts.push(weekday(day.tgl) === 0 ? 'Ahad' : `Libur pekanan (${NAMA_HARI[weekday(day.tgl)]})`)
  return parts.join('; ')
}

/** The sementara warning of a year whose decree is not out yet (page and import dialog). */
export const warningSementara = (tahun: number) =>
  `Tanggal sementara: SKB ${tahun} belum terbit. Tanggal libur nasional ${tahun} masih perkiraan dan dapat berubah setelah SKB terbit.`
