import { type ReactNode, useState } from 'react'
import { COMMON_MESSAGES } from '../../contract/messages.ts'
import { failureMessage } from '../lib/api-client.ts'
import { clampPage } from '../lib/pagination.ts'
import { ErrorState } from './ErrorState.tsx'
import { Loading } from './Loading.tsx'
import { Pagination } from './Pagination.tsx'
import { type DataTableColumn, isSortable, type SortState, searchRows, sortRows } from './table-columns.ts'
import './kit.css'

export type { DataTableColumn } from './table-columns.ts'

export const EMPTY_TEXT_DEFAULT = COMMON_MESSAGES.emptyList

/** What a table needs of a query (`useApiQuery`): its first load, its failure, a retry. */
export type TableQueryState = {
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T, index: number) => string | number
  /** Shown when loaded without error and there are no rows. */
  emptyText?: ReactNode
  /** The query behind `rows`: its first load shows a spinner, its failure the error state. */
  query?: TableQueryState
  loading?: boolean
  /** Keeps only rows whose column values contain every word. */
  search?: string
  /** Accessible table name; visually hidden unless showCaption. */
  caption?: ReactNode
  showCaption?: boolean
  /** Extra rows under the body (<tr> elements), e.g. the daily recap's total. */
  footer?: ReactNode
  rowClassName?: (row: T) => string | undefined
  className?: string
  /**
   * Names the scroll box and makes it a tab stop, so a keyboard can scroll a table that is wider
   * than a phone when its rows hold nothing focusable (axe: scrollable-region-focusable).
   */
  scrollLabel?: string
  /**
   * Shows `size` rows at a time (after search and sort) with a pager under the table, so a list of
   * thousands never renders whole (issue 20); 'No' keeps counting across pages.
   */
  paging?: { page: number; size: number; onPageChange: (page: number) => void }
}

function FullWidthRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="table-message">
        {children}
      </td>
    </tr>
  )
}

function cellContent<T>(column: DataTableColumn<T>, row: T, index: number): ReactNode {
  if (column.render) return column.render(row, index)
  return column.value?.(row) ?? ''
}

function SortableHeader<T>(props: {
  column: DataTableColumn<T>
  sort: SortState
  onSort: (next: SortState) => void
}) {
  const { column, sort, onSort } = props
  const active = sort?.key === column.key ? sort.direction : null
  const next: SortState =
    active === 'asc'
      ? { key: column.key, direction: 'desc' }
      : active === 'desc'
        ? null
        : { key: column.key, direction: 'asc' }
  return (
    <th
      scope="col"
      className={column.className}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
    >
      <button type="button" className="sort-button" onClick={() => onSort(next)}>
        {column.header}
        <span className="sort-mark" aria-hidden="true">
          {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}

function TableBody<T>(props: DataTableProps<T> & { shown: readonly T[]; offset: number; span: number }) {
  const { query, loading, shown, offset, span, columns, rowKey, rowClassName } = props
  const emptyText = props.emptyText ?? EMPTY_TEXT_DEFAULT
  if (query?.isError && !props.rows.length)
    return (
      <FullWidthRow span={span}>
        <ErrorState inline message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      </FullWidthRow>
    )
  if (loading || (query?.isPending && !props.rows.length))
    return (
      <FullWidthRow span={span}>
        <Loading inline />
      </FullWidthRow>
    )
  if (!shown.length) return <FullWidthRow span={span}>{emptyText}</FullWidthRow>
  return shown.map((row, index) => (
    <tr key={rowKey(row, offset + index)} className={rowClassName?.(row)}>
      {columns.map((column) => (
        <td key={column.key} className={column.className}>
          {cellContent(column, row, offset + index)}
        </td>
      ))}
    </tr>
  ))
}

/**
 * Typed table with loading, error and empty states; columns sort by their value (click the
 * header); `search` filters on the same values. Scrolls horizontally inside its card on phones.
 * A failed reload keeps the rows on screen (and says so above them).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, query, caption, showCaption, footer, search = '' } = props
  const [sort, setSort] = useState<SortState>(null)
  const kept = sortRows(searchRows(rows, columns, search), columns, sort)
  const { paging } = props
  const totalPages = paging ? Math.max(1, Math.ceil(kept.length / paging.size)) : 1
  const page = paging ? clampPage(paging.page, totalPages) : 1
  const offset = paging ? (page - 1) * paging.size : 0
  const shown = paging ? kept.slice(offset, offset + paging.size) : kept
  const span = Math.max(1, columns.length)
  const staleError = query?.isError && rows.length > 0
  return (
    <>
      <div
        className={['table-wrap', props.className ?? ''].filter(Boolean).join(' ')}
        {...(props.scrollLabel && { role: 'region', 'aria-label': props.scrollLabel, tabIndex: 0 })}
      >
        {staleError && (
          <ErrorState inline message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
        <table className="table" aria-busy={props.loading || query?.isPending || undefined}>
          {caption && <caption className={showCaption ? 'table-caption' : 'sr-only'}>{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) =>
                isSortable(column) ? (
                  <SortableHeader key={column.key} column={column} sort={sort} onSort={setSort} />
                ) : (
                  <th key={column.key} scope="col" className={column.className}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            <TableBody {...props} shown={shown} offset={offset} span={span} />
          </tbody>
          {footer && !props.loading && !query?.isPending && <tfoot>{footer}</tfoot>}
        </table>
      </div>
      {paging && totalPages > 1 && (
        <Pagination page={page} totalPages={totalPages} onPageChange={paging.onPageChange} />
      )}
    </>
  )
}
