import type { AbsensiRecord, BelumDatangRow } from '../../../contract/laporan.ts'
import { periodText } from '../../components/PrintHeader.tsx'
import { exportHeading } from '../../lib/export-heading.ts'
import { type ExportProgress, exportSpreadsheet } from '../../lib/export-run.ts'
import { exportColumn } from '../../lib/export-xlsx.ts'
import { ABSENSI_EXPORT_COLUMNS } from '../laporan/export-absensi.ts'

/** What the screen shows when 'Ekspor Excel' is pressed: the date, the unit, the filter, the search. */
interface HarianScope {
  tgl: string
  /** The unit's name (UnitFilter's name). */
  unit: string
  /** The 'Tampilkan' choice, when it narrows the day. */
  filter?: string
  cari: string
}

const notesOf = (scope: HarianScope) => [
  ...(scope.filter ? [`Tampilkan: ${scope.filter}`] : []),
  ...(scope.cari.trim() ? [`Pencarian: ${scope.cari.trim()}`] : []),
]

const headingOf = (scope: HarianScope) =>
  exportHeading({
    title: 'Rekap Kedatangan Harian',
    period: periodText(scope.tgl, scope.tgl),
    unit: scope.unit,
    notes: notesOf(scope),
  })

/**
 * Rekap Kedatangan Harian as a spreadsheet: every record of the date the screen's unit, filter and
 * search keep (all pages, not the one on screen), each named under the heading.
 */
export async function exportHarian(
  scope: HarianScope & { rows: readonly AbsensiRecord[]; onProgress?: ExportProgress },
): Promise<boolean> {
  return exportSpreadsheet({
    columns: ABSENSI_EXPORT_COLUMNS,
    data: scope.rows,
    fileName: `kedatangan-${scope.tgl}`,
    sheetName: 'Kedatangan',
    heading: await headingOf(scope),
    onProgress: scope.onProgress,
  })
}

const BELUM_DATANG_COLUMNS = [
  exportColumn<BelumDatangRow>('NIP', 'text', (row) => row.nip),
  exportColumn<BelumDatangRow>('Nama', 'text', (row) => row.nama),
  exportColumn<BelumDatangRow>('Unit', 'text', (row) => row.cabang),
  exportColumn<BelumDatangRow>('Jadwal Masuk', 'time', (row) => row.jam_masuk),
]

/** 'Belum datang' as a spreadsheet: the absentees with their unit and schedule start. */
export async function exportBelumDatang(
  scope: HarianScope & { rows: readonly BelumDatangRow[]; onProgress?: ExportProgress },
): Promise<boolean> {
  return exportSpreadsheet({
    columns: BELUM_DATANG_COLUMNS,
    data: scope.rows,
    fileName: `belum-datang-${scope.tgl}`,
    sheetName: 'Belum Datang',
    heading: await headingOf(scope),
    onProgress: scope.onProgress,
  })
}
