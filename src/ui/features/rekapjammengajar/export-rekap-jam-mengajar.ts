import { exportHeading } from '../../lib/export-heading.ts'
import { type ExportProgress, exportSpreadsheet } from '../../lib/export-run.ts'
import { exportColumn } from '../../lib/export-xlsx.ts'
import { JP_FIGURES, kategoriText, type RekapRow, TIDAK_FIGURES } from './rekap-columns.tsx'

/** A line of the sheet: a teacher, or the total (no NIP, no category, no rate). */
type Line = { total: boolean; row: RekapRow }

/** Payroll-ready: every figure a number (JP, rate, honor in whole Rupiah), the total last. */
export const REKAP_JAM_MENGAJAR_EXPORT_COLUMNS = [
  exportColumn<Line>('NIP', 'text', (line) => (line.total ? '' : line.row.nip)),
  exportColumn<Line>('Nama', 'text', (line) => line.row.nama),
  exportColumn<Line>('Kategori', 'text', (line) => (line.total ? '' : kategoriText(line.row))),
  ...JP_FIGURES.map(({ key, header }) => exportColumn<Line>(header, 'number', (line) => line.row[key])),
  ...TIDAK_FIGURES.map(({ key, header }) =>
    exportColumn<Line>(`Tidak: ${header}`, 'number', (line) => line.row.jp_tidak[key]),
  ),
  exportColumn<Line>('Tarif per JP', 'number', (line) => (line.total ? null : line.row.tarif)),
  exportColumn<Line>('Honor', 'number', (line) => line.row.honor),
]

/** The total line: every figure summed, the honor the report's total. */
function totalOf(rows: readonly RekapRow[], total_honor: number): RekapRow {
  const sum = (value: (row: RekapRow) => number) => rows.reduce((total, row) => total + value(row), 0)
  const jp_tidak = Object.fromEntries(
    TIDAK_FIGURES.map(({ key }) => [key, sum((row) => row.jp_tidak[key])]),
  ) as RekapRow['jp_tidak']
  return {
    idp: 0,
    nip: '',
    nama: 'Total',
    kategori_guru: null,
    jp_jadwal: sum((row) => row.jp_jadwal),
    jp_hadir: sum((row) => row.jp_hadir),
    jp_pengganti: sum((row) => row.jp_pengganti),
    jp_tidak,
    tarif: 0,
    honor: total_honor,
  }
}

/** Rekap Jam Mengajar as a spreadsheet: the rows on screen and a total row. */
export async function exportRekapJamMengajar(options: {
  bulan: string
  period: string
  unit: string
  rows: readonly RekapRow[]
  total_honor: number
  onProgress?: ExportProgress
}): Promise<boolean> {
  const heading = await exportHeading({
    title: 'Rekap Jam Mengajar',
    period: options.period,
    unit: options.unit,
  })
  const lines: Line[] = [
    ...options.rows.map((row) => ({ total: false, row })),
    { total: true, row: totalOf(options.rows, options.total_honor) },
  ]
  return exportSpreadsheet({
    columns: REKAP_JAM_MENGAJAR_EXPORT_COLUMNS,
    data: options.rows.length ? lines : [],
    fileName: `rekap-jam-mengajar-${options.bulan}`,
    sheetName: 'Rekap Jam Mengajar',
    heading,
    onProgress: options.onProgress,
  })
}
