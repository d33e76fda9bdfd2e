import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { Button } from '../../components/Button.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import type { ExportColumn } from '../../lib/export-xlsx.ts'
import { formatTanggal } from '../../lib/format.ts'

/** Pieces shared by the daily recap and the history: how one attendance record reads. */

export const STATUS_LABEL = { 1: 'Ijin', 2: 'Sakit' } as const

/** Arrival: the time, or Ijin/Sakit for a leave record. */
export function arrivalText(record: AbsensiRecord): string {
  if (record.status !== 0) return STATUS_LABEL[record.status]
  return record.waktu_masuk ?? '-'
}

export function departureText(record: AbsensiRecord): string {
  if (record.status !== 0) return '-'
  return record.waktu_pulang ?? 'Belum absen pulang'
}

/** Work time 'j jam m menit' from whole minutes ('-' when none). */
export function workTime(minutes: number): string {
  if (!minutes) return '-'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return [hours ? `${hours} jam` : '', rest ? `${rest} menit` : ''].filter(Boolean).join(' ')
}

export const sourceText = (record: AbsensiRecord) => (record.device === 1 ? 'Manual' : 'App')

/** The columns of a spreadsheet of attendance records (daily recap and history). */
export const ATTENDANCE_EXPORT_COLUMNS: ExportColumn<AbsensiRecord>[] = [
  { label: 'Tanggal', field: 'tgl' },
  { label: 'NIP', field: 'nip' },
  { label: 'Nama', field: 'nama' },
  { label: 'Kantor', field: 'cabang' },
  { label: 'Datang', field: 'waktu_masuk', format: (_, row) => arrivalText(row) },
  { label: 'Terlambat (menit)', field: 'keterlambatan' },
  { label: 'Pulang', field: 'waktu_pulang', format: (_, row) => departureText(row) },
  { label: 'Pulang Awal (menit)', field: 'pulangawal' },
  { label: 'Kerja (menit)', field: 'waktukerja' },
  { label: 'Lokasi', field: 'lokasi' },
  { label: 'Sumber', field: 'device', format: (_, row) => sourceText(row) },
  { label: 'Di Luar Area', field: 'di_luar_area', format: (value) => (value ? 'Ya' : '') },
  { label: 'Operator', field: 'opr' },
  { label: 'Catatan', field: 'catatan' },
]

export function SourceBadges({ record }: { record: AbsensiRecord }) {
  return (
    <>
      <span className={record.device === 1 ? 'badge badge-info' : 'badge badge-success'}>
        {sourceText(record)}
      </span>
      {record.di_luar_area && (
        <span className="badge badge-warning" title="Koordinat absensi di luar area yang diizinkan jadwalnya">
          di luar area
        </span>
      )}
    </>
  )
}

/** Who entered a manual record, when and why. */
export function ManualInfoButton({ record }: { record: AbsensiRecord }) {
  if (record.device !== 1) return null
  return (
    <Button
      variant="ghost"
      size="sm"
      className="no-print"
      aria-label={`Info absensi manual ${record.nama} ${record.tgl}`}
      onClick={() =>
        void showMessage({
          title: 'Absensi manual',
          tone: 'success',
          message: `Dientri oleh ${record.opr || '-'} pada ${formatTanggal(record.tglentrix)} pukul ${record.waktuentrix}. Alasan: ${record.catatan || '-'}`,
        })
      }
    >
      Info
    </Button>
  )
}
