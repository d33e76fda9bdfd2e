import { type KalenderRow, NAMA_JENIS_KALENDER } from '../../../contract/kalender.ts'
import type { KantorRow } from '../../../contract/master.ts'
import { COMMON_MESSAGES, KALENDER_MESSAGES } from '../../../contract/messages.ts'
import { DataTable, type DataTableColumn, type TableQueryState } from '../../components/DataTable.tsx'
import { ALL_UNITS } from '../../components/print-text.ts'
import { actionsColumn } from '../../components/RowActions.tsx'
import { confirmDelete } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatTanggalPendek } from '../../lib/format.ts'
import { KODE_JENIS } from './kalender-days.ts'

/** '17 Agt 2026' or '16 Mar 2026 – 20 Mar 2026'. */
export const rangeText = (row: KalenderRow) =>
  row.tglawal === row.tglakhir
    ? formatTanggalPendek(row.tglawal)
    : `${formatTanggalPendek(row.tglawal)} – ${formatTanggalPendek(row.tglakhir)}`

/** 'Semua unit' or the chosen units' names (a code the list does not know stays as it is). */
export const scopeText = (row: KalenderRow, units: readonly KantorRow[]) =>
  row.semua_unit === 1
    ? ALL_UNITS
    : row.unit.map((kode) => units.find((unit) => unit.kode === kode)?.cabang ?? kode).join(', ')

export function JenisBadge({ jenis }: { jenis: KalenderRow['jenis'] }) {
  return (
    <span className={`kal-badge kal-${jenis}`}>
      <span aria-hidden="true">{KODE_JENIS[jenis]}</span> {NAMA_JENIS_KALENDER[jenis]}
    </span>
  )
}

const remove = (row: KalenderRow) =>
  confirmDelete({
    title: KALENDER_MESSAGES.deleteTitle,
    message: `${row.keterangan} (${rangeText(row)}). ${COMMON_MESSAGES.irreversible}`,
    call: () => api('DELETE api/kalender/{idkalender}', { params: { idkalender: row.idkalender } }),
  })

function columnsFor(props: {
  units: readonly KantorRow[]
  onEdit?: (row: KalenderRow) => void
}): DataTableColumn<KalenderRow>[] {
  const columns: DataTableColumn<KalenderRow>[] = [
    { key: 'tanggal', header: 'Tanggal', value: rangeText },
    { key: 'jenis', header: 'Jenis', render: (row) => <JenisBadge jenis={row.jenis} /> },
    {
      key: 'keterangan',
      header: 'Keterangan',
      render: (row) => (
        <>
          {row.keterangan}
          {row.sk && <small className="kal-sk">{row.sk}</small>}
        </>
      ),
    },
    { key: 'cakupan', header: 'Cakupan', value: (row) => scopeText(row, props.units) },
  ]
  if (props.onEdit)
    columns.push(actionsColumn({ name: (row) => row.keterangan, onEdit: props.onEdit, onDelete: remove }))
  return columns
}

/** The entries of the year (or of the month on screen), in date order; Ubah/Hapus for level 0. */
export function KalenderEntri(props: {
  rows: readonly KalenderRow[]
  query: TableQueryState
  caption: string
  units: readonly KantorRow[]
  /** Absent for a unit admin: the list is read-only. */
  onEdit?: (row: KalenderRow) => void
}) {
  const rows = [...props.rows].sort((a, b) => a.tglawal.localeCompare(b.tglawal))
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.idkalender}
      query={props.query}
      caption={props.caption}
      showCaption
      emptyText="Belum ada entri kalender."
      columns={columnsFor(props)}
    />
  )
}
