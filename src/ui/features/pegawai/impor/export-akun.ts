import type { ImporAkun } from '../../../../contract/pegawai-impor.ts'
import { exportHeading } from '../../../lib/export-heading.ts'
import { type ExportProgress, exportSpreadsheet } from '../../../lib/export-run.ts'
import { exportColumn } from '../../../lib/export-xlsx.ts'
import { formatTanggal, foundationToday } from '../../../lib/format.ts'

/** The accounts an import created; NIP, phone and password stay text (leading zeros, '+62'). */
export const AKUN_EXPORT_COLUMNS = [
  exportColumn<ImporAkun>('Baris', 'number', (row) => row.nomor),
  exportColumn<ImporAkun>('NIP', 'text', (row) => row.nip),
  exportColumn<ImporAkun>('Nama', 'text', (row) => row.nama),
  exportColumn<ImporAkun>('WA', 'text', (row) => row.wa),
  exportColumn<ImporAkun>('Kata Sandi', 'text', (row) => row.pass),
]

/** The only copy of the generated passwords the admin can keep. */
export async function exportAkun(akun: readonly ImporAkun[], onProgress?: ExportProgress): Promise<boolean> {
  const heading = await exportHeading({
    title: 'Akun Pegawai Hasil Impor',
    period: `Dibuat ${formatTanggal(foundationToday())}`,
  })
  return exportSpreadsheet({
    columns: AKUN_EXPORT_COLUMNS,
    data: akun,
    fileName: 'akun-pegawai-impor',
    sheetName: 'Akun',
    heading,
    onProgress,
  })
}
