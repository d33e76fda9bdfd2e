import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { leaveLabel } from '../../../domain/attendance.ts'
import { exportColumn } from '../../lib/export-xlsx.ts'
import { sourceText } from './attendance-cells.tsx'

/**
 * The spreadsheet columns of attendance records (the daily recap and the history write the same
 * file): dates and times as real cells, minutes as numbers. A leave record has no times; a
 * record without a departure leaves 'Pulang' empty (docs/exports.md).
 */
const statusText = (row: AbsensiRecord) => (row.status === 0 ? 'Hadir' : leaveLabel(row.status, row.kategori))
const present = (row: AbsensiRecord) => row.status === 0

export const ABSENSI_EXPORT_COLUMNS = [
  exportColumn<AbsensiRecord>('Tanggal', 'date', (row) => row.tgl),
  exportColumn<AbsensiRecord>('NIP', 'text', (row) => row.nip),
  exportColumn<AbsensiRecord>('Nama', 'text', (row) => row.nama),
  exportColumn<AbsensiRecord>('Unit', 'text', (row) => row.cabang),
  exportColumn<AbsensiRecord>('Status', 'text', statusText),
  exportColumn<AbsensiRecord>('Datang', 'time', (row) => (present(row) ? row.waktu_masuk : null)),
  exportColumn<AbsensiRecord>('Terlambat (menit)', 'number', (row) => row.keterlambatan),
  exportColumn<AbsensiRecord>('Pulang', 'time', (row) => (present(row) ? row.waktu_pulang : null)),
  exportColumn<AbsensiRecord>('Pulang Awal (menit)', 'number', (row) => row.pulangawal),
  exportColumn<AbsensiRecord>('Kerja (menit)', 'number', (row) => row.waktukerja),
  exportColumn<AbsensiRecord>('Lokasi', 'text', (row) => row.lokasi),
  exportColumn<AbsensiRecord>('Sumber', 'text', sourceText),
  exportColumn<AbsensiRecord>('Di Luar Area', 'text', (row) => (row.di_luar_area ? 'Ya' : '')),
  exportColumn<AbsensiRecord>('Operator', 'text', (row) => row.opr),
  exportColumn<AbsensiRecord>('Catatan', 'text', (row) => row.catatan),
  exportColumn<AbsensiRecord>('Tanggal Entri', 'date', (row) => row.tglentrix),
  exportColumn<AbsensiRecord>('Jam Entri', 'time', (row) => row.waktuentrix),
]
