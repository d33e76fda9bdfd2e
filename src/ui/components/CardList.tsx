import type { ReactNode } from 'react'
import { failureMessage } from '../lib/api-client.ts'
import { EMPTY_TEXT_DEFAULT, type TableQueryState } from './DataTable.tsx'
import { ErrorState } from './ErrorState.tsx'
import { Loading } from './Loading.tsx'
import './card-list.css'

/**
 * A list as cards, for a phone (issue 34): one card per row, the row's actions as buttons inside
 * it, so nothing needs sideways scrolling. The same states as DataTable: first load, failure,
 * empty; a failed reload keeps the cards.
 */
export function CardList<T>(props: {
  /** The list's accessible name (the table's caption on a wide screen). */
  label: string
  rows: readonly T[]
  rowKey: (row: T) => string | number
  card: (row: T) => ReactNode
  query?: TableQueryState
  emptyText?: ReactNode
}) {
  const { query, rows } = props
  if (query?.isError && !rows.length)
    return <ErrorState inline message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
  if (query?.isPending && !rows.length) return <Loading inline />
  if (!rows.length) return <p className="card-list-empty">{props.emptyText ?? EMPTY_TEXT_DEFAULT}</p>
  return (
    <>
      {query?.isError && (
        <ErrorState inline message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      )}
      <ul className="card-list" aria-label={props.label}>
        {rows.map((row) => (
          <li key={props.rowKey(row)} className="list-card">
            {props.card(row)}
          </li>
        ))}
      </ul>
    </>
  )
}
