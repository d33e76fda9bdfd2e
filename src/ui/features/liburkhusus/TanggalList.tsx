import type { HariKhususRow, HariLiburRow, TanggalBody } from '../../../contract/libur.ts'
import { COMMON_MESSAGES, TANGGAL_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { CrudListPage, type CrudListQuery, type CrudListView } from '../../components/CrudListPage.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { RowActions } from '../../components/RowActions.tsx'
import type { DataTableColumn } from '../../components/table-columns.ts'
import { failureMessage } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { TanggalForm, type TanggalSave } from './TanggalForm.tsx'
import './tanggal.css'

/** A row of either list; Hari Rapat answers its date as `tglkhusus`. */
type TanggalRow = HariLiburRow | HariKhususRow

export interface TanggalListProps<T extends TanggalRow> extends PageProps {
  query: CrudListQuery<T>
  tanggal: (row: T) => string
  save: TanggalSave
  remove: (idx: number) => Promise<unknown>
}

type CardsProps<T extends TanggalRow> = CrudListView<T> &
  Pick<TanggalListProps<T>, 'title' | 'query' | 'tanggal'>

function Cards<T extends TanggalRow>({ query, title, rows, shown, tanggal, edit, remove }: CardsProps<T>) {
  if (query.isError && !rows.length)
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
  if (query.isPending) return <Loading />
  if (!shown.length) return <p className="muted">{COMMON_MESSAGES.emptyList}</p>
  return (
    <ul className="tanggal-cards" aria-label={`Daftar ${title}`}>
      {shown.map((row) => (
        <li key={row.idx} className="tanggal-card">
          <div>
            <strong>{formatTanggal(tanggal(row))}</strong>
            <p>{row.keterangan}</p>
          </div>
          <RowActions name={row.keterangan} onEdit={() => edit(row)} onDelete={() => void remove(row)} />
        </li>
      ))}
    </ul>
  )
}

/** The body the form starts from: the row's date under the name both lists send it as. */
const toBody = <T extends TanggalRow>(row: T, tanggal: (row: T) => string): TanggalBody => ({
  idx: row.idx,
  tgllibur: tanggal(row),
  keterangan: row.keterangan,
})

/** SPEC.md §2 Libur Khusus and Hari Rapat: a searchable card list with refresh, add, edit, delete. */
export function TanggalList<T extends TanggalRow>(props: TanggalListProps<T>) {
  const { title, query, tanggal } = props
  // What the search looks at: the date as written and as read ('17 Agustus'), and the Uraian.
  const columns: DataTableColumn<T>[] = [
    { key: 'tanggal', header: 'Tanggal', value: (row) => `${tanggal(row)} ${formatTanggal(tanggal(row))}` },
    { key: 'keterangan', header: 'Uraian', value: (row) => row.keterangan },
  ]
  return (
    <CrudListPage
      title={title}
      query={query}
      rowKey={(row) => row.idx}
      rowName={(row) => row.keterangan}
      columns={columns}
      remove={{ title: TANGGAL_MESSAGES.deleteTitle, call: (row) => props.remove(row.idx) }}
      searchPlaceholder="Tanggal atau uraian"
      view={(view) => (
        <>
          {query.isError && view.rows.length > 0 && (
            <ErrorState inline message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
          )}
          <Cards {...view} title={title} query={query} tanggal={tanggal} />
        </>
      )}
      form={(row, close) => (
        <TanggalForm title={title} entry={row && toBody(row, tanggal)} save={props.save} onClose={close} />
      )}
    />
  )
}
