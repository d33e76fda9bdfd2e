/**
 * The generic spreadsheet export of SPEC.md §2: columns (label, field — possibly a dotted path —
 * and an optional formatter), rows, fileName (default 'excel'), sheetName (default 'SheetName'),
 * fileType xlsx or xls (default xlsx). With no columns or no rows nothing is exported and the console
 * says why ('Add columns!' / 'Add data!', SPEC.md §5). SheetJS loads on demand, never in the entry.
 */
export interface ExportColumn<T> {
  label: string
  /** A key of the row, or a dotted path into it ('pegawai.nama'). */
  field: string
  format?: (value: unknown, row: T) => string | number | null
}

export interface ExportOptions<T> {
  columns: readonly ExportColumn<T>[]
  data: readonly T[]
  fileName?: string
  sheetName?: string
  fileType?: 'xlsx' | 'xls'
}

export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** The sheet as rows of cells, header first (exported for tests and for the print view). */
export function sheetRows<T>(columns: readonly ExportColumn<T>[], data: readonly T[]) {
  return [
    columns.map((column) => column.label),
    ...data.map((row) =>
      columns.map((column) => {
        const value = valueAt(row, column.field)
        const cell = column.format ? column.format(value, row) : value
        return cell === undefined ? null : (cell as string | number | null)
      }),
    ),
  ]
}

/** Writes the file and starts the download; returns false when there was nothing to export. */
export async function exportSpreadsheet<T>(options: ExportOptions<T>): Promise<boolean> {
  const { columns, data, fileName = 'excel', sheetName = 'SheetName', fileType = 'xlsx' } = options
  if (!columns.length) {
    console.log('Add columns!')
    return false
  }
  if (!data.length) {
    console.log('Add data!')
    return false
  }
  const XLSX = await import('@e965/xlsx')
  const sheet = XLSX.utils.aoa_to_sheet(sheetRows(columns, data))
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31))
  XLSX.writeFile(book, `${fileName}.${fileType}`, { bookType: fileType === 'xls' ? 'biff8' : 'xlsx' })
  return true
}
