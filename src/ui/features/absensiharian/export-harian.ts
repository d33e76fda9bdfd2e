import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { periodText } from '../../components/PrintHeader.tsx'
import { exportHeading } from '../../lib/export-heading.ts'
import { exportSpreadsheet } from '../../lib/export-xlsx.ts'
import { ABSENSI_EXPORT_COLUMNS } from '../laporan/export-absensi.ts'

/**
 * Rekap Kedatangan Harian as a spreadsheet: every record of the date the screen's filter keeps
 * (the day is one answer, not paged); a filter other than 'Semua' is named under the heading.
 */
export async function exportHarian(options: {
  tgl: string
  rows: readonly AbsensiRecord[]
  /** The 'Tampilkan' choice, when it narrows the day. */
  filter?: string
}): Promise<boolean> {
  const heading = await exportHeading({
    title: 'Rekap Kedatangan Harian',
    period: periodText(options.tgl, options.tgl),
    notes: options.filter ? [`Tampilkan: ${options.filter}`] : [],
  })
  return exportSpreadsheet({
    columns: ABSENSI_EXPORT_COLUMNS,
    data: options.rows,
    fileName: `kedatangan-${options.tgl}`,
    sheetName: 'Kedatangan',
    heading,
  })
}
