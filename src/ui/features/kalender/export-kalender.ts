import type { KalenderTahun } from '../../../contract/kalender.ts'
import { NAMA_BULAN, weekday } from '../../../domain/calendar.ts'
import { exportHeading } from '../../lib/export-heading.ts'
import { type ExportProgress, exportWorkbook } from '../../lib/export-run.ts'
import { type ExportHeading, exportColumn, type SheetSource, sheetOf } from '../../lib/export-xlsx.ts'
import {
  catatanKalender,
  judulKalender,
  jumlahHari,
  type KalenderDaftarRow,
  kalenderDaftar,
  mingguBulan,
  namaLiburPekanan,
  periodeTahun,
  type UnitNames,
} from './kalender-print.tsx'

/**
 * 'Kalender Kerja {tahun}' as a spreadsheet (issue 30, docs/exports.md): sheet 'Kalender' the
 * year's entries and meeting days (the rows the print lists), sheet 'Hari Kerja' per month the
 * working days and the days off. Both under the export heading, header row frozen.
 */

/** A line of the list with its number, as every export numbers its rows. */
type NumberedRow = KalenderDaftarRow & { no: number }

export const KALENDER_EXPORT_COLUMNS = [
  exportColumn<NumberedRow>('No', 'number', (row) => row.no),
  exportColumn<NumberedRow>('Tanggal Awal', 'date', (row) => row.tglawal),
  exportColumn<NumberedRow>('Tanggal Akhir', 'date', (row) => row.tglakhir),
  exportColumn<NumberedRow>('Jumlah Hari', 'number', (row) => jumlahHari(row.tglawal, row.tglakhir)),
  exportColumn<NumberedRow>('Jenis', 'text', (row) => row.jenis),
  exportColumn<NumberedRow>('Keterangan', 'text', (row) => row.keterangan),
  exportColumn<NumberedRow>('Cakupan', 'text', (row) => row.cakupan),
  exportColumn<NumberedRow>('SK', 'text', (row) => row.sk),
]

/** One month of the year (or the year's total) in the second sheet. */
export interface BulanKerja {
  bulan: string
  jumlahHari: number
  hariKerja: number
  /** Every day that is not a working day: weekdays off and the calendar's days off. */
  hariLibur: number
  liburPekanan: number
  /** Days off of the calendar that fall on a day the schedule works. */
  liburKalender: number
  hariRapat: number
}

/**
 * Per month: the server's working days, and the days off as what remains of the month, split into
 * the weekdays off and the calendar's (so the columns always add up to the month's days).
 */
export function bulanKerja(data: KalenderTahun): BulanKerja[] {
  const weekly = new Set(data.libur_pekanan)
  const months = NAMA_BULAN.map((bulan, month): BulanKerja => {
    const days = mingguBulan(data.tahun, month)
      .flat()
      .filter((tgl): tgl is string => tgl !== null)
    const hariKerja = data.hari_kerja[month] ?? 0
    const liburPekanan = days.filter((tgl) => weekly.has(weekday(tgl))).length
    const hariLibur = days.length - hariKerja
    return {
      bulan,
      jumlahHari: days.length,
      hariKerja,
      hariLibur,
      liburPekanan,
      liburKalender: hariLibur - liburPekanan,
      hariRapat: data.rapat.filter((rapat) => rapat.tgl.slice(0, 7) === days[0]?.slice(0, 7)).length,
    }
  })
  const sum = (field: Exclude<keyof BulanKerja, 'bulan'>) =>
    months.reduce((total, row) => total + row[field], 0)
  return [
    ...months,
    {
      bulan: 'Jumlah',
      jumlahHari: sum('jumlahHari'),
      hariKerja: sum('hariKerja'),
      hariLibur: sum('hariLibur'),
      liburPekanan: sum('liburPekanan'),
      liburKalender: sum('liburKalender'),
      hariRapat: sum('hariRapat'),
    },
  ]
}

const count = (label: string, value: (row: BulanKerja) => number) =>
  exportColumn<BulanKerja>(label, 'number', value)

export const HARI_KERJA_EXPORT_COLUMNS = [
  exportColumn<BulanKerja>('Bulan', 'text', (row) => row.bulan),
  count('Jumlah Hari', (row) => row.jumlahHari),
  count('Hari Kerja', (row) => row.hariKerja),
  count('Hari Libur', (row) => row.hariLibur),
  count('Libur Pekanan', (row) => row.liburPekanan),
  count('Libur Kalender', (row) => row.liburKalender),
  count('Hari Rapat', (row) => row.hariRapat),
]

/** Both sheets, their columns and rows (the SheetJS-free part, unit-tested). */
export function kalenderSheets(
  data: KalenderTahun,
  names: UnitNames,
  heading: ExportHeading,
): SheetSource<unknown>[] {
  const rows = kalenderDaftar(data, names).map((row, index): NumberedRow => ({ ...row, no: index + 1 }))
  return [
    sheetOf({ name: 'Kalender', columns: KALENDER_EXPORT_COLUMNS, data: rows, heading }),
    sheetOf({ name: 'Hari Kerja', columns: HARI_KERJA_EXPORT_COLUMNS, data: bulanKerja(data), heading }),
  ]
}

/** 'kalender-kerja-2026', or 'kalender-kerja-2026-SDIT1' for one unit's calendar. */
export const kalenderFileName = (tahun: number, kode: string) =>
  kode ? `kalender-kerja-${tahun}-${kode}` : `kalender-kerja-${tahun}`

/** Writes 'Kalender Kerja {tahun}' of the calendar the screen shows and starts the download. */
export async function exportKalender(options: {
  data: KalenderTahun
  kode: string
  /** The unit's name, or 'Semua unit'. */
  unit: string
  names: UnitNames
  onProgress?: ExportProgress
}): Promise<void> {
  const { data } = options
  const heading = await exportHeading({
    title: judulKalender(data.tahun),
    period: periodeTahun(data.tahun),
    unit: options.unit,
    notes: [`Libur pekanan: ${namaLiburPekanan(data.libur_pekanan)}`, ...catatanKalender(data)],
  })
  await exportWorkbook({
    sheets: kalenderSheets(data, options.names, heading),
    fileName: kalenderFileName(data.tahun, options.kode),
    onProgress: options.onProgress,
  })
}
