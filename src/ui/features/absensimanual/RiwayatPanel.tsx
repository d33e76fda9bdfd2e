import type { RiwayatAjar, RiwayatNormal } from '../../../contract/absensi.ts'
import { ABSENSI_MESSAGES } from '../../../contract/messages.ts'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { formatTanggalPendek } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'

const STATUS_LABEL = { 1: 'Ijin', 2: 'Sakit' } as const

function masukPulang(row: RiwayatNormal): string {
  if (row.status !== 0) return STATUS_LABEL[row.status]
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
 * The side panel (SPEC.md §2): the employee's manual entries, or a teacher's teaching hours
 * ('ajar'); status 'fail' means no schedule is linked yet: the page says why, once, under the
 * employee (NoScheduleNotice), so the panel only says there is nothing to show.
 */
export function RiwayatPanel({ idp }: { idp: number }) {
  const riwayat = useApiQuery('GET api/absensi/cek/riwayat/{idp}', { params: { idp } })
  const data = riwayat.data
  const caption = 'Riwayat absensi manual'
  return (
    <aside className="riwayat-panel" aria-label={caption}>
      <h2>{data?.tipe === 'ajar' ? 'Riwayat jam mengajar' : 'Riwayat absensi manual'}</h2>
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
          caption={caption}
          rows={data?.datae ?? []}
          rowKey={(row) => row.id}
          query={riwayat}
          columns={normalColumns}
          emptyText={ABSENSI_MESSAGES.historyEmpty}
        />
      )}
    </aside>
  )
}
