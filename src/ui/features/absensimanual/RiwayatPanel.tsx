import { useEffect, useRef } from 'react'
import type { RiwayatAjar, RiwayatNormal } from '../../../contract/absensi.ts'
import { ABSENSI_MESSAGES } from '../../../contract/messages.ts'
import type { PegawaiCariRow } from '../../../contract/pegawai-schema.ts'
import { leaveLabel } from '../../../domain/attendance.ts'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { formatTanggalPendek } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import type { Entry } from './EntryForm.tsx'

/** The entry just saved, and for whom: the panel keeps it in view after the selection clears. */
export interface SavedEntry {
  pegawai: PegawaiCariRow
  entry: Entry
}

function masukPulang(row: RiwayatNormal): string {
  // A leave record: Ijin, Sakit, or Cuti / Dinas Luar for a type counted as one (issue 31).
  if (row.status !== 0) return leaveLabel(row.status, row.kategori)
  return `${row.waktu_masuk ?? '-'} – ${row.waktu_pulang ?? '-'}`
}

const normalColumns: DataTableColumn<RiwayatNormal>[] = [
  { key: 'tgl', header: 'Tanggal', value: (row) => row.tgl, render: (row) => formatTanggalPendek(row.tgl) },
  { key: 'jam', header: 'Datang – Pulang', value: masukPulang },
  { key: 'catatan', header: 'Catatan', value: (row) => row.catatan },
]

const ajarColumns: DataTableColumn<RiwayatAjar>[] = [
  { key: 'tgl', header: 'Tanggal', value: (row) => row.tgl, render: (row) => formatTanggalPendek(row.tgl) },
  { key: 'pelajaran', header: 'Mapel / Kelas', value: (row) => `${row.matpel} / ${row.kelas}` },
  { key: 'waktu', header: 'Waktu', value: (row) => row.waktu },
]

/**
 * SPEC.md §9's 'Berhasil' / 'Presensi tersimpan' with what was saved, said once, in the panel that shows it
 * (issue 34). Focused, so the keyboard stays near the result after the form has gone.
 */
function SavedStatus({ saved }: { saved: SavedEntry }) {
  const box = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest', behavior: 'auto' })
    box.current?.focus({ preventScroll: true })
  }, [])
  const { pegawai, entry } = saved
  return (
    <p ref={box} className="notice riwayat-tersimpan" role="status" tabIndex={-1}>
      <strong>{ABSENSI_MESSAGES.savedTitle}.</strong> {ABSENSI_MESSAGES.saved}: {pegawai.nama}, {entry.jenis}{' '}
      {formatTanggalPendek(entry.tgl)} pukul {entry.waktu}.
    </p>
  )
}

/**
 * The side panel (SPEC.md §2): the employee's manual entries, or a teacher's teaching hours
 * ('ajar'); status 'fail' means no schedule is linked yet: the page says why, once, under the
 * employee (NoScheduleNotice), so the panel only says there is nothing to show. After a save
 * (`saved`) it names the employee, says what was saved and marks that day's row.
 */
export function RiwayatPanel({ idp, saved }: { idp: number; saved?: SavedEntry }) {
  const riwayat = useApiQuery('GET api/absensi/cek/riwayat/{idp}', { params: { idp } })
  const data = riwayat.data
  const caption = 'Riwayat absensi manual'
  const savedDay = saved?.entry.tgl
  return (
    <aside className="riwayat-panel" aria-label={caption}>
      <h2>{data?.tipe === 'ajar' ? 'Riwayat jam mengajar' : 'Riwayat absensi manual'}</h2>
      {saved && <SavedStatus saved={saved} />}
      {data?.status === 'fail' ? (
        <p className="muted">Belum ada riwayat: jadwal kerja belum dipilih.</p>
      ) : data?.tipe === 'ajar' ? (
        <DataTable
          caption="Riwayat jam mengajar"
          rows={data.datae}
          rowKey={(row, i) => `${row.tgl}-${row.waktu}-${i}`}
          columns={ajarColumns}
          emptyText={ABSENSI_MESSAGES.historyEmpty}
        />
      ) : (
        <DataTable
          caption={saved ? `${caption} ${saved.pegawai.nama}` : caption}
          rows={data?.datae ?? []}
          rowKey={(row) => row.id}
          query={riwayat}
          columns={normalColumns}
          rowClassName={(row) => (row.tgl === savedDay ? 'riwayat-baru' : undefined)}
          emptyText={ABSENSI_MESSAGES.historyEmpty}
        />
      )}
    </aside>
  )
}
