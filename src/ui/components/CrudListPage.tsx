import { type ReactNode, useState } from 'react'
import type { PageProps } from '../app/lazy-page.tsx'
import { confirmDelete } from '../lib/actions.ts'
import { Button } from './Button.tsx'
import { DataTable, type DataTableColumn, type TableQueryState } from './DataTable.tsx'
import { PageHeader } from './PageHeader.tsx'
import { actionsColumn } from './RowActions.tsx'
import { TextField } from './TextField.tsx'
import { searchRows } from './table-columns.ts'

/** The list's query (`useApiQuery` of a `listOf` answer): its rows, first load, failure, retry, reload. */
export type CrudListQuery<T> = TableQueryState & { isFetching: boolean; data?: { datae: T[] } }

/** What a custom list (`view`) is given: the rows the search keeps and the row actions. */
export interface CrudListView<T> {
  rows: readonly T[]
  shown: readonly T[]
  edit: (row: T) => void
  remove: (row: T) => Promise<unknown>
}

export interface CrudListPageProps<T> extends PageProps {
  query: CrudListQuery<T>
  rowKey: (row: T) => number | string
  /** What the table shows and the search looks at; 'No' and 'Aksi' are added around them. */
  columns: readonly DataTableColumn<T>[]
  /** A row's name on its buttons ('Ubah Aula', 'Hapus Aula'). */
  rowName: (row: T) => string
  /** The delete confirmation's title and the call it makes. */
  remove: { title: string; call: (row: T) => Promise<unknown> }
  /** The add (`row` null) or edit modal; mounted only while open. */
  form: (row: T | null, close: () => void) => ReactNode
  /** The search field's hint; no search field without it. */
  searchPlaceholder?: string
  addLabel?: string
  /** The 'Muat Ulang' button (default shown). */
  reload?: boolean
  /** Shows the rows otherwise than as the table (the dated lists' cards). */
  view?: (view: CrudListView<T>) => ReactNode
}

const numberColumn = {
  key: 'no',
  header: 'No',
  className: 'num',
  render: (_: unknown, index: number) => index + 1,
}

/**
 * SPEC.md §2 master screens: a heading with 'Muat Ulang' and 'Tambah', a search, the rows with
 * Ubah / Hapus each, and the add/edit modal. A screen gives its query, columns and form.
 */
export function CrudListPage<T>(props: CrudListPageProps<T>) {
  const { query, columns, searchPlaceholder, reload = true, addLabel = 'Tambah' } = props
  const rows = query.data?.datae ?? []
  const [editing, setEditing] = useState<T | 'baru' | null>(null)
  const [cari, setCari] = useState('')
  const remove = (row: T) => confirmDelete({ title: props.remove.title, call: () => props.remove.call(row) })
  const actions = actionsColumn({ name: props.rowName, onEdit: setEditing, onDelete: remove })
  return (
    <section>
      <PageHeader title={props.title}>
        {reload && (
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            Muat Ulang
          </Button>
        )}
        <Button onClick={() => setEditing('baru')}>{addLabel}</Button>
      </PageHeader>
      {searchPlaceholder && (
        <TextField
          label="Cari"
          type="search"
          value={cari}
          onValueChange={setCari}
          placeholder={searchPlaceholder}
        />
      )}
      {props.view ? (
        props.view({ rows, shown: searchRows(rows, columns, cari), edit: setEditing, remove })
      ) : (
        <DataTable
          rows={rows}
          rowKey={props.rowKey}
          query={query}
          search={cari}
          columns={[numberColumn, ...columns, actions]}
        />
      )}
      {editing && props.form(editing === 'baru' ? null : editing, () => setEditing(null))}
    </section>
  )
}
