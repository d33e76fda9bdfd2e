import type { SaldoCutiRow } from '../../../contract/cuti-saldo.ts'
import { exportHeading } from '../../lib/export-heading.ts'
import { type ExportProgress, exportSpreadsheet } from '../../lib/export-run.ts'
import { exportColumn } from '../../lib/export-xlsx.ts'
import { SALDO_FIGURES } from './saldo-columns.tsx'

/** One row per employee: the leave year as two dates (empty without one), every figure a number. */
export const SALDO_CUTI_EXPORT_COLUMNS = [
  exportColumn<SaldoCutiRow>('NIP', 'text', (row) => row.nip),
  exportColumn<SaldoCutiRow>('Nama', 'text', (row) => row.nama),
  exportColumn<SaldoCutiRow>('Unit', 'text', (row) => row.cabang),
  exportColumn<SaldoCutiRow>('Tahun Cuti Mulai', 'date', (row) => row.mulai),
  exportColumn<SaldoCutiRow>('Tahun Cuti Akhir', 'date', (row) => row.akhir),
  ...SALDO_FIGURES.map(({ key, header }) => exportColumn<SaldoCutiRow>(header, 'number', (row) => row[key])),
  exportColumn<SaldoCutiRow>('Catatan', 'text', (row) => row.catatan),
]

/** Saldo Cuti as a spreadsheet: the rows the screen shows for the year and unit. */
export async function exportSaldoCuti(options: {
  tahun: number
  rows: readonly SaldoCutiRow[]
  /** The unit's name ('Semua unit' for every unit). */
  unit: string
  onProgress?: ExportProgress
}): Promise<boolean> {
  const heading = await exportHeading({
    title: 'Saldo Cuti',
    period: `Tahun ${options.tahun}`,
    unit: options.unit,
  })
  return exportSpreadsheet({
    columns: SALDO_CUTI_EXPORT_COLUMNS,
    data: options.rows,
    fileName: `saldo-cuti-${options.tahun}`,
    sheetName: 'Saldo Cuti',
    heading,
    onProgress: options.onProgress,
  })
}
