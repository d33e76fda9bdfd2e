import type { IjinRow } from '../../../contract/ijin.ts'
import { Button } from '../../components/Button.tsx'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { formatTanggalPendek } from '../../lib/format.ts'

/** SPEC.md §2: 0 Sakit (red), 1 Ijin (yellow). */
export const KATEGORI = {
  0: { label: 'Sakit', badge: 'badge-danger' },
  1: { label: 'Ijin', badge: 'badge-warning' },
}

/** SPEC.md §4: 0 Menunggu Jawaban, 1 Disetujui, 9 Ditolak. */
export const PERSETUJUAN = {
  0: { label: 'Menunggu Jawaban', badge: 'badge-info' },
  1: { label: 'Disetujui', badge: 'badge-success' },
  9: { label: 'Ditolak', badge: 'badge-danger' },
}

/**
 * A request's status by its stage (issue 31): with one level, the spec's three labels; with two,
 * which admin it waits for; a cancelled request is no longer just 'Ditolak'.
 */
export function statusOf(row: Pick<IjinRow, 'tahap' | 'disetujui' | 'setuju_unit_oleh'>) {
  switch (row.tahap) {
    case 'menunggu_unit':
      return { label: 'Menunggu Admin Unit', badge: 'badge-info' }
    case 'menunggu_yayasan':
      return row.setuju_unit_oleh
        ? { label: 'Menunggu Admin Yayasan', badge: 'badge-info' }
        : PERSETUJUAN[row.disetujui]
    case 'dibatalkan':
      return { label: 'Dibatalkan', badge: '' }
    default:
      return PERSETUJUAN[row.disetujui]
  }
}

/** The type's name with the tone of the spec's kind (Sakit red, every other yellow). */
export const jenisOf = (row: Pick<IjinRow, 'jenis' | 'status'>) => ({
  label: row.jenis,
  badge: KATEGORI[row.status].badge,
})

export const rentangTanggal = (row: IjinRow) =>
  row.tglawal === row.tglakhir
    ? formatTanggalPendek(row.tglawal)
    : `${formatTanggalPendek(row.tglawal)} – ${formatTanggalPendek(row.tglakhir)}`

const Badge = ({ tone, children }: { tone: string; children: string }) => (
  <span className={`badge ${tone}`}>{children}</span>
)

export interface RowActions {
  /** Opens the one view: letter, request, earlier requests and (while pending) the decision. */
  view: (row: IjinRow) => void
}

/**
 * The table's columns, once: display and search read the same values (export-ijin.ts: the file's).
 * Not sortable: the screen pages the list (newest submission first), and sorting one page by a
 * header would mislead. One line per row (name and unit side by side) so 20 rows fit 1366×768.
 */
export function ijinColumns(actions: RowActions): DataTableColumn<IjinRow>[] {
  const columns: DataTableColumn<IjinRow>[] = [
    {
      key: 'pegawai',
      header: 'Pegawai',
      value: (row) => `${row.pegawai} (${row.cabang})`,
      render: (row) => (
        <>
          <strong className="ijin-name">{row.pegawai}</strong> <small className="muted">{row.cabang}</small>
        </>
      ),
    },
    { key: 'hari', header: 'Hari', className: 'num', value: (row) => row.hari },
    {
      key: 'tanggal',
      header: 'Tanggal',
      className: 'nowrap',
      // 'YYYY-MM-DD s.d. YYYY-MM-DD' sorts by the first day.
      value: (row) => `${row.tglawal} s.d. ${row.tglakhir}`,
      render: rentangTanggal,
    },
    {
      key: 'kategori',
      header: 'Kategori',
      value: (row) => row.jenis,
      render: (row) => <Badge tone={jenisOf(row).badge}>{row.jenis}</Badge>,
    },
    {
      key: 'status',
      header: 'Status',
      value: (row) => statusOf(row).label,
      render: (row) => <Badge tone={statusOf(row).badge}>{statusOf(row).label}</Badge>,
    },
    {
      key: 'aksi',
      header: 'Aksi',
      className: 'no-print',
      render: (row) => (
        <Button
          size="sm"
          variant={row.disetujui === 0 ? 'primary' : 'secondary'}
          aria-label={`${row.disetujui === 0 ? 'Verifikasi' : 'Lihat'} pengajuan ${row.pegawai}`}
          onClick={() => actions.view(row)}
        >
          {row.disetujui === 0 ? 'Verifikasi' : 'Lihat'}
        </Button>
      ),
    },
  ]
  return columns.map((column) => ({ ...column, sortable: false }))
}

/**
 * One request on a phone (issue 34): who and which unit, the days, category and status, and the
 * Verifikasi (or Lihat) button inside the card, never off to the right.
 */
export function IjinCard({ row, actions }: { row: IjinRow; actions: RowActions }) {
  const pending = row.disetujui === 0
  return (
    <>
      <p className="list-card-title">
        <span className="ijin-name">{row.pegawai}</span>
        <Badge tone={statusOf(row).badge}>{statusOf(row).label}</Badge>
      </p>
      <p className="list-card-meta">
        {row.cabang} · {rentangTanggal(row)} ({row.hari} hari)
      </p>
      <div className="list-card-actions">
        <Badge tone={jenisOf(row).badge}>{row.jenis}</Badge>
        <Button
          variant={pending ? 'primary' : 'secondary'}
          className="ijin-card-action"
          aria-label={`${pending ? 'Verifikasi' : 'Lihat'} pengajuan ${row.pegawai}`}
          onClick={() => actions.view(row)}
        >
          {pending ? 'Verifikasi' : 'Lihat'}
        </Button>
      </div>
    </>
  )
}
