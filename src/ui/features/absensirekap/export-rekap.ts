import type { RekapRow } from '../../../contract/laporan.ts'
import { periodText } from '../../components/PrintHeader.tsx'
import { exportHeading } from '../../lib/export-heading.ts'
import { type ExportProgress, exportSpreadsheet } from '../../lib/export-run.ts'
import { exportColumn } from '../../lib/export-xlsx.ts'
import { rekapTotal } from './rekap-columns.tsx'

const count = (label: string, value: (row: RekapRow) => number) =>
  exportColumn<RekapRow>(label, 'number', value)

/** One row per employee: every count and every minute total as a number. */
export const REKAP_EXPORT_COLUMNS = [
  exportColumn<RekapRow>('NIP', 'text', (row) => row.nip),
  exportColumn<RekapRow>('Nama', 'text', (row) => row.nama),
  exportColumn<RekapRow>('Unit', 'text', (row) => row.cabang),
  count('Masuk', (row) => row.masuk),
  count('Sakit', (row) => row.sakit),
  count('Ijin', (row) => row.ijin),
  count('Cuti', (row) => row.cuti ?? 0),
  count('Dinas', (row) => row.dinas ?? 0),
  count('Alpha', (row) => row.alpha),
  count('Total', rekapTotal),
  count('Jumlah Terlambat', (row) => row.jum_telat),
  count('Terlambat (menit)', (row) => row.keterlambatan),
  count('Pulang Awal (menit)', (row) => row.pulangawal),
  count('Tidak Absen Pulang', (row) => row.gag_absen_pulang),
]

/**
 * Rekapitulasi Absensi as a spreadsheet: the generated recap of the range (one answer, every
 * employee), narrowed by the screen's search if any, which the heading then names.
 */
export async function exportRekap(options: {
  range: { from: string; to: string }
  rows: readonly RekapRow[]
  cari: string
  /** The unit the screen was narrowed to (its name; 'Semua unit' for every unit). */
  unit: string
  onProgress?: ExportProgress
}): Promise<boolean> {
  const { range } = options
  const cari = options.cari.trim()
  const heading = await exportHeading({
    title: 'Rekapitulasi Absensi',
    period: periodText(range.from, range.to),
    unit: options.unit,
    notes: cari ? [`Pencarian: ${cari}`] : [],
  })
  return exportSpreadsheet({
    columns: REKAP_EXPORT_COLUMNS,
    data: options.rows,
    fileName: `rekap-absensi-${range.from}-${range.to}`,
    sheetName: 'Rekap',
    heading,
    onProgress: options.onProgress,
  })
}
