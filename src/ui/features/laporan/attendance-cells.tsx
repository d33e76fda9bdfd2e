import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { leaveLabel } from '../../../domain/attendance.ts'
import { Button } from '../../components/Button.tsx'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { formatTanggal } from '../../lib/format.ts'

/** Pieces shared by the daily recap and the history: how one attendance record reads. */

export const STATUS_LABEL = { 1: 'Ijin', 2: 'Sakit' } as const

/** Arrival: the time, or what the leave is for a leave record. */
export function arrivalText(record: AbsensiRecord): string {
  if (record.status !== 0) return leaveLabel(record.status, record.kategori)
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

const SOURCE_NAME = { 0: 'App', 1: 'Manual', 2: 'Mesin' } as const

/** One half's source: 'App', 'Manual', or 'Mesin Gerbang' with the machine's name when known. */
function halfSource(device: AbsensiRecord['device'], mesin: string | undefined): string {
  return device === 2 && mesin ? `${SOURCE_NAME[2]} ${mesin}` : SOURCE_NAME[device]
}

/**
 * Where a record came from: 'App', 'Manual', 'Mesin Gerbang'; a day merged from two sources
 * (issue 32) names both, arrival first ('App / Mesin Gerbang').
 */
export function sourceText(record: AbsensiRecord): string {
  const masuk = halfSource(record.sumber_masuk ?? record.device, record.mesin_masuk)
  if (!record.waktu_pulang) return masuk
  const pulang = halfSource(record.sumber_pulang ?? record.device, record.mesin_pulang)
  return masuk === pulang ? masuk : `${masuk} / ${pulang}`
}

const SOURCE_BADGE = { 0: 'badge badge-success', 1: 'badge badge-info', 2: 'badge' } as const

/**
 * When a check-in made without signal reached the server (issue 34): the time, with the date
 * when it arrived on a later day than the record's.
 */
export function sentText(record: AbsensiRecord, kirim: string): string {
  const [tanggal = '', waktu = ''] = kirim.split(' ')
  return tanggal === record.tgl ? waktu : `${formatTanggal(tanggal)} ${waktu}`
}

/** A time the app took, and, when it was sent late, when it arrived under it. */
function TakenAndSent({ record, text, kirim }: { record: AbsensiRecord; text: string; kirim?: string }) {
  if (!kirim) return text
  return (
    <>
      {text}
      <small className="attendance-sent">terkirim {sentText(record, kirim)}</small>
    </>
  )
}

export function SourceBadges({ record }: { record: AbsensiRecord }) {
  return (
    <>
      <span className={SOURCE_BADGE[record.device]}>{sourceText(record)}</span>
      {(record.kirim_masuk || record.kirim_pulang) && (
        <span
          className="badge badge-warning"
          title="Diambil tanpa sinyal di aplikasi pegawai dan dikirim kemudian: waktu absen adalah saat diambil"
        >
          terkirim tertunda
        </span>
      )}
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

type Column = DataTableColumn<AbsensiRecord>

/**
 * The attendance columns the daily recap and the history show (their spreadsheet columns are in
 * export-absensi.ts: typed cells rather than screen text).
 */
export const ATTENDANCE_COLUMN = {
  tgl: { key: 'tgl', header: 'Tanggal', value: (row) => row.tgl, render: (row) => formatTanggal(row.tgl) },
  datang: {
    key: 'datang',
    header: 'Datang',
    value: arrivalText,
    render: (row) => <TakenAndSent record={row} text={arrivalText(row)} kirim={row.kirim_masuk} />,
  },
  telat: {
    key: 'telat',
    header: 'Terlambat (menit)',
    className: 'num',
    value: (row) => row.keterlambatan,
    render: (row) => row.keterlambatan || '-',
  },
  pulang: {
    key: 'pulang',
    header: 'Pulang',
    value: departureText,
    render: (row) => <TakenAndSent record={row} text={departureText(row)} kirim={row.kirim_pulang} />,
  },
  awal: {
    key: 'awal',
    header: 'Pulang Awal (menit)',
    className: 'num',
    value: (row) => row.pulangawal,
    render: (row) => row.pulangawal || '-',
  },
  kerja: {
    key: 'kerja',
    header: 'Jam Kerja',
    value: (row) => row.waktukerja,
    render: (row) => workTime(row.waktukerja),
  },
  lokasi: { key: 'lokasi', header: 'Lokasi', value: (row) => row.lokasi, render: (row) => row.lokasi || '-' },
  sumber: {
    key: 'sumber',
    header: 'Sumber',
    value: sourceText,
    render: (row) => <SourceBadges record={row} />,
  },
} satisfies Record<string, Column>
