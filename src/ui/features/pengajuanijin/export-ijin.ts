import type { IjinRow } from '../../../contract/ijin.ts'
import { exportHeading } from '../../lib/export-heading.ts'
import { type ExportProgress, exportSpreadsheet } from '../../lib/export-run.ts'
import { exportColumn } from '../../lib/export-xlsx.ts'
import { formatTanggal, foundationToday } from '../../lib/format.ts'
import { statusOf } from './ijin-columns.tsx'

/** Every field a verifier needs to check a request without opening the app (issue 20). */
export const IJIN_EXPORT_COLUMNS = [
  exportColumn<IjinRow>('NIP', 'text', (row) => row.nip),
  exportColumn<IjinRow>('Nama', 'text', (row) => row.pegawai),
  exportColumn<IjinRow>('Unit', 'text', (row) => row.cabang),
  exportColumn<IjinRow>('Kategori', 'text', (row) => row.jenis),
  exportColumn<IjinRow>('Dari', 'date', (row) => row.tglawal),
  exportColumn<IjinRow>('Sampai', 'date', (row) => row.tglakhir),
  exportColumn<IjinRow>('Hari', 'number', (row) => row.hari),
  exportColumn<IjinRow>('Sebab', 'text', (row) => row.alasan),
  exportColumn<IjinRow>('Keterangan', 'text', (row) => row.keterangan),
  exportColumn<IjinRow>('Tanggal Pengajuan', 'date', (row) => row.tglx),
  exportColumn<IjinRow>('Status', 'text', (row) => statusOf(row).label),
  exportColumn<IjinRow>('Catatan Penolakan', 'text', (row) => row.catatan),
]

/**
 * Pengajuan Ijin as a spreadsheet: the list as filtered and searched on screen, every page of it
 * (the screen pages only what it draws). The heading names the filters, so a file of pending requests says so.
 */
export async function exportIjin(options: {
  rows: readonly IjinRow[]
  /** The status filter's label ('' = Semua). */
  status: string
  /** 'Filter tanggal berjalan': only requests that have not ended. */
  running: boolean
  cari: string
  /** The unit chosen on the screen (UnitFilter's name); '' = the session's default. */
  unit: string
  onProgress?: ExportProgress
}): Promise<boolean> {
  const cari = options.cari.trim()
  const heading = await exportHeading({
    title: 'Pengajuan Ijin',
    period: options.running ? `Belum berakhir per ${formatTanggal(foundationToday())}` : 'Semua tanggal',
    unit: options.unit || undefined,
    notes: [options.status && `Status: ${options.status}`, cari && `Pencarian: ${cari}`].filter(Boolean),
  })
  return exportSpreadsheet({
    columns: IJIN_EXPORT_COLUMNS,
    data: options.rows,
    fileName: 'pengajuan-ijin',
    sheetName: 'Pengajuan Ijin',
    heading,
    onProgress: options.onProgress,
  })
}
