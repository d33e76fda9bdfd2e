import { periodText } from '../../components/PrintHeader.tsx'
import { api } from '../../lib/api-client.ts'
import { exportHeading } from '../../lib/export-heading.ts'
import { type ExportProgress, exportSpreadsheet } from '../../lib/export-run.ts'
import { ABSENSI_EXPORT_COLUMNS } from '../laporan/export-absensi.ts'

/**
 * Riwayat Absensi as a spreadsheet: every record of the range (the screen shows one page of them;
 * without `halaman` the server answers them all), narrowed by the screen's search if any.
 */
export async function exportRiwayat(options: {
  from: string
  to: string
  cari: string
  /** The chosen unit's `kode` ('' = every unit) and its name for the heading. */
  kode: string
  unit: string
  onProgress?: ExportProgress
}): Promise<boolean> {
  const cari = options.cari.trim()
  const [all, heading] = await Promise.all([
    api('GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}', {
      params: { tglawal: options.from, tglakhir: options.to },
      query: { cari, kode: options.kode },
    }),
    exportHeading({
      title: 'Riwayat Absensi Pegawai',
      period: periodText(options.from, options.to),
      unit: options.unit,
      notes: cari ? [`Pencarian: ${cari}`] : [],
    }),
  ])
  return exportSpreadsheet({
    columns: ABSENSI_EXPORT_COLUMNS,
    data: all.datae,
    fileName: `riwayat-absensi-${options.from}-${options.to}`,
    sheetName: 'Riwayat',
    heading,
    onProgress: options.onProgress,
  })
}
