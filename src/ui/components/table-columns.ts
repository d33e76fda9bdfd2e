import type { ReactNode } from 'react'

/** A cell's plain value: what sorting, searching and printing use. */
export type CellValue = string | number | null | undefined

/**
 * One column, defined once: `value` drives sorting and search; `render` (default: the
 * value) is what the screen shows. A column without `value` (actions, photos) is display-only.
 */
export type DataTableColumn<T> = {
  key: string
  header: ReactNode
  value?: (row: T) => CellValue
  /** `index` is the position within the shown rows (add the page offset yourself for 'No'). */
  render?: (row: T, index: number) => ReactNode
  /** Applied to the header and the body cells, e.g. 'num' (right-aligned) or 'no-print'. */
  className?: string
  /** Default true when the column has a value. */
  sortable?: boolean
}

export type SortState = { key: string; direction: 'asc' | 'desc' } | null

const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' })

function compareValues(a: CellValue, b: CellValue): number {
  if (a === b) return 0
  if (a === null || a === undefined || a === '') return 1 // empty cells last
  if (b === null || b === undefined || b === '') return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

/** Rows whose searchable values contain every word of `search` (case-insensitive). */
export function searchRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], search: string) {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return rows
  const valued = columns.filter((column) => column.value)
  return rows.filter((row) => {
    const text = valued
      .map((column) => String(column.value?.(row) ?? ''))
      .join(' ')
      .toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

export function sortRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], sort: SortState) {
  const column = sort && columns.find((candidate) => candidate.key === sort.key)
  if (!sort || !column?.value) return rows
  const sign = sort.direction === 'asc' ? 1 : -1
  const cell = column.value
  return [...rows].sort((a, b) => sign * compareValues(cell(a), cell(b)))
}

export const isSortable = <T>(column: DataTableColumn<T>) =>
  Boolean(column.value) && column.sortable !== false
