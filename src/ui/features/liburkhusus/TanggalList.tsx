import { useState } from 'react'
import { COMMON_MESSAGES, TANGGAL_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import type { TableQueryState } from '../../components/DataTable.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { RowActions } from '../../components/RowActions.tsx'
import { TextField } from '../../components/TextField.tsx'
import { type DataTableColumn, searchRows } from '../../components/table-columns.ts'
import { confirmDelete } from '../../lib/actions.ts'
import { failureMessage } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { TanggalForm, type TanggalSave } from './TanggalForm.tsx'
import '../master/master.css'
import './tanggal.css'
import { PageHeader } from '../../components/PageHeader.tsx'

/** One dated entry of Libur Khusus or Hari Rapat, whatever the list calls its date field. */
export interface TanggalEntry {
  idx: number
  tanggal: string
  keterangan: string
}

/** What the search looks at: the date as written and as read ('17 Agustus'), and the Uraian. */
const searchColumns: DataTableColumn<TanggalEntry>[] = [
  { key: 'tanggal', header: 'Tanggal', value: (row) => `${row.tanggal} ${formatTanggal(row.tanggal)}` },
  { key: 'keterangan', header: 'Uraian', value: (row) => row.keterangan },
]

export interface TanggalListProps {
  title: string
  rows: TanggalEntry[]
  /** The list's query (`useApiQuery`): its first load, its failure, a retry, a reload. */
  query: TableQueryState & { isFetching: boolean }
  save: TanggalSave
  remove: (idx: number) => Promise<unknown>
}

function Cards(props: TanggalListProps & { shown: TanggalEntry[]; onEdit: (row: TanggalEntry) => void }) {
  const { query, title } = props
  if (query.isError && !props.rows.length)
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
  if (query.isPending) return <Loading />
  if (!props.shown.length) return <p className="muted">{COMMON_MESSAGES.emptyList}</p>
  const remove = (row: TanggalEntry) =>
    confirmDelete({ title: TANGGAL_MESSAGES.deleteTitle, call: () => props.remove(row.idx) })
  return (
    <ul className="tanggal-cards" aria-label={`Daftar ${title}`}>
      {props.shown.map((row) => (
        <li key={row.idx} className="tanggal-card">
          <div>
            <strong>{formatTanggal(row.tanggal)}</strong>
            <p>{row.keterangan}</p>
          </div>
          <RowActions
            name={row.keterangan}
            onEdit={() => props.onEdit(row)}
            onDelete={() => void remove(row)}
          />
        </li>
      ))}
    </ul>
  )
}

/** SPEC.md §2 Libur Khusus and Hari Rapat: a searchable card list with refresh, add, edit, delete. */
export function TanggalList(props: TanggalListProps) {
  const [cari, setCari] = useState('')
  const [editing, setEditing] = useState<TanggalEntry | 'baru' | null>(null)
  return (
    <section>
      <PageHeader title={props.title}>
        <Button
          variant="secondary"
          loading={props.query.isFetching}
          onClick={() => void props.query.refetch()}
        >
          Muat Ulang
        </Button>
        <Button onClick={() => setEditing('baru')}>Tambah</Button>
      </PageHeader>
      <TextField
        label="Cari"
        type="search"
        value={cari}
        onValueChange={setCari}
        placeholder="Tanggal atau uraian"
      />
      {props.query.isError && props.rows.length > 0 && (
        <ErrorState
          inline
          message={failureMessage(props.query.error)}
          onRetry={() => void props.query.refetch()}
        />
      )}
      <Cards {...props} shown={[...searchRows(props.rows, searchColumns, cari)]} onEdit={setEditing} />
      {editing && (
        <TanggalForm
          title={props.title}
          entry={editing === 'baru' ? null : editing}
          save={props.save}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  )
}
