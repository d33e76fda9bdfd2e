import type { ReactNode } from 'react'
import { Loading } from './Loading.tsx'
import './kit.css'

export const EMPTY_TEXT_DEFAULT = COMMON_MESSAGES.emptyList

export type DataTableColumn<T> = {
  key: string
  header: ReactNode
  /** `index` is the position within `rows` (add the page offset yourself for a 'No' column). */
  render: (row: T, index: number) => ReactNode
  /** Applied to the header and the body cells, e.g. 'num' (right-aligned) or 'no-print'. */
  className?: string
}

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T, index: number) => string | number
  /** Shown when not loading and there are no rows. */
  emptyText?: ReactNode
  loading?: boolean
  /** Accessible table name; visually hidden unless showCaption. */
  caption?: ReactNode
  showCaption?: boolean
  /** Extra rows under the body (<tr> elements), e.g. the daily recap's total. */
  footer?: ReactNode
  rowClassName?: (row: T) => string | undefined
  className?: string
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

function bodyRows<T>({ columns, rows, rowKey, rowClassName }: DataTableProps<T>) {
  return rows.map((row, index) => (
    <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
      {columns.map((column) => (
        <td key={column.key} className={column.className}>
          {column.render(row, index)}
        </td>
      ))}
    </tr>
  ))
}

/** Typed table with loading and empty states; scrolls horizontally on narrow screens. */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    emptyText = EMPTY_TEXT_DEFAULT,
    loading = false,
    caption,
    showCaption,
    footer,
  } = props
  const span = Math.max(1, columns.length)
  return (
    <div className={['table-wrap', props.className ?? ''].filter(Boolean).join(' ')}>
      <table className="table" aria-busy={loading || undefined}>
        {caption && <caption className={showCaption ? 'table-caption' : 'sr-only'}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <FullWidthRow span={span}>
              <Loading inline />
            </FullWidthRow>
          ) : rows.length === 0 ? (
            <FullWidthRow span={span}>{emptyText}</FullWidthRow>
          ) : (
            bodyRows(props)
          )}
        </tbody>
        {footer && !loading && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  )
}

import { COMMON_MESSAGES } from '../../contract/messages.ts'
