import type { CellObject, ColInfo, WorkSheet } from '@e965/xlsx'

/**
 * The generic spreadsheet export of SPEC.md §2: columns (label, field — possibly a dotted path —
 * an optional formatter and the kind of cell), rows, fileName (default 'excel'), sheetName
 * (default 'SheetName'), fileType xlsx or xls (default xlsx). With no columns or no rows nothing is
 * exported and the console says why ('Add columns!' / 'Add data!', SPEC.md §5).
 *
 * Issue 20 makes the file ready to hand in: real date and time cells, numbers as numbers, column
 * widths fitted to the content, a heading block above the table and a frozen header row
 * (docs/exports.md). SheetJS loads on demand, never in the entry; building the sheet needs only
 * its types, so the builder is tested without it.
 *
 * Issue 34: the file is written in a worker (export.worker.ts, started by export-run.ts), so this
 * module is what both sides share: the page resolves each row to plain cell values, the worker
 * builds and writes them (`writeWorkbook`). Nothing here touches the DOM.
 */

/** How a column's values are written. Without it numbers are numbers and the rest text. */
export type CellType = 'text' | 'number' | 'date' | 'time'

export interface ExportColumn<T> {
  label: string
  /** A key of the row, or a dotted path into it ('pegawai.nama'). */
  field: string
  format?: (value: unknown, row: T) => string | number | null
  type?: CellType
}

/** The lines above the table: whose report, which, over what period, for which unit. */
export interface ExportHeading {
  foundation: string
  title: string
  period: string
  unit: string
  /** Further lines, e.g. the filter or search that narrowed the rows. */
  notes?: readonly string[]
}

/** A column whose cells are computed from the row (its `field` is the label, read by nobody). */
export function exportColumn<T>(
  label: string,
  type: CellType,
  value: (row: T) => string | number | null | undefined,
): ExportColumn<T> {
  return { label, field: label, type, format: (_value, row) => value(row) ?? null }
}

/** Excel number formats (the foundation reads dates day first). */
export const DATE_FORMAT = 'dd/mm/yyyy'
export const TIME_FORMAT = 'hh:mm'

/** Column widths in characters: room for a date at least, a long address wraps the screen at most. */
const MIN_WIDTH = 6
const MAX_WIDTH = 50

export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})/
const HM = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/**
 * One cell of the given type, or null for an empty one. A value that is not of the column's kind
 * (a '-' in a time column) stays text rather than being dropped. Dates go in as 'YYYY-MM-DD':
 * SheetJS 0.20 reads that as a calendar date, whatever the browser's time zone.
 */
export function toCell(value: unknown, type: CellType | undefined): CellObject | null {
  if (value === null || value === undefined || value === '') return null
  if (type === 'date' && typeof value === 'string') {
    const ymd = YMD.exec(value)
    if (ymd) return { t: 'd', v: `${ymd[1]}-${ymd[2]}-${ymd[3]}`, z: DATE_FORMAT }
  }
  if (type === 'time' && typeof value === 'string') {
    const hm = HM.exec(value)
    if (hm) {
      const seconds = Number(hm[1]) * 3600 + Number(hm[2]) * 60 + Number(hm[3] ?? 0)
      return { t: 'n', v: seconds / 86_400, z: TIME_FORMAT }
    }
  }
  if (typeof value === 'number' && type !== 'text') return { t: 'n', v: value }
  if (type === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return { t: 'n', v: Number(value) }
  return { t: 's', v: String(value) }
}

/** How wide the cell reads on screen, in characters. */
function shownLength(cell: CellObject | null): number {
  if (!cell) return 0
  if (cell.z === DATE_FORMAT) return DATE_FORMAT.length
  if (cell.z === TIME_FORMAT) return TIME_FORMAT.length
  return Math.max(
    ...String(cell.v)
      .split('\n')
      .map((line) => line.length),
  )
}

/** A zero-based column's letters: A..Z, AA.. */
function columnLetters(column: number): string {
  let letters = ''
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** 'A1'-style address of a zero-based row and column. */
export const cellAddress = (row: number, column: number) => `${columnLetters(column)}${row + 1}`

/** The heading block's lines: the foundation (when named), the title, period, unit and notes. */
function headingLines(heading: ExportHeading | undefined): string[] {
  if (!heading) return []
  return [
    heading.foundation,
    heading.title,
    `Periode: ${heading.period}`,
    `Unit: ${heading.unit}`,
    ...(heading.notes ?? []),
  ].filter(Boolean)
}

export interface BuiltSheet {
  sheet: WorkSheet
  /** Zero-based row of the column headings; the rows up to and including it stay frozen. */
  headerRow: number
}

/**
 * The worksheet: the heading block, a blank row, the column headings, then one row per item.
 * Widths fit the headings and the cells (not the heading block, whose lines run over empty cells).
 */
export function buildSheet<T>(
  columns: readonly ExportColumn<T>[],
  data: readonly T[],
  heading?: ExportHeading,
): BuiltSheet {
  const sheet: WorkSheet = {}
  const lines = headingLines(heading)
  lines.forEach((line, row) => {
    sheet[cellAddress(row, 0)] = { t: 's', v: line }
  })
  const headerRow = lines.length ? lines.length + 1 : 0
  const widths = columns.map((column) => column.label.length)
  // A month of a big foundation's history is ~50k rows × 17 columns: letters are computed once.
  const letters = columns.map((_, c) => columnLetters(c))
  columns.forEach((column, c) => {
    sheet[cellAddress(headerRow, c)] = { t: 's', v: column.label }
  })
  data.forEach((item, i) => {
    const rowNumber = headerRow + 2 + i
    columns.forEach((column, c) => {
      const value = valueAt(item, column.field)
      const cell = toCell(column.format ? column.format(value, item) : value, column.type)
      if (!cell) return
      sheet[`${letters[c]}${rowNumber}`] = cell
      widths[c] = Math.max(widths[c] ?? 0, shownLength(cell))
    })
  })
  const lastRow = headerRow + data.length
  const lastColumn = Math.max(columns.length - 1, 0)
  sheet['!ref'] = `A1:${cellAddress(lastRow, lastColumn)}`
  sheet['!cols'] = widths.map(
    (width): ColInfo => ({ wch: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2)) }),
  )
  sheet['!autofilter'] = { ref: `${cellAddress(headerRow, 0)}:${cellAddress(lastRow, lastColumn)}` }
  return { sheet, headerRow }
}

/**
 * SheetJS Community Edition writes no frozen panes (`!freeze` is a Pro feature), so the written
 * sheet XML gets the standard `<pane state="frozen">` of SpreadsheetML: the top `rows` stay put.
 */
export function freezeTopRows(sheetXml: string, rows: number): string {
  const view = '<sheetView workbookViewId="0"/>'
  if (!sheetXml.includes(view))
    throw new Error('Lembar kerja tanpa sheetView: baris judul tidak dapat dibekukan')
  const pane = `<pane ySplit="${rows}" topLeftCell="${cellAddress(rows, 0)}" activePane="bottomLeft" state="frozen"/>`
  return sheetXml.replace(
    view,
    `<sheetView workbookViewId="0">${pane}<selection pane="bottomLeft"/></sheetView>`,
  )
}

type Sheetjs = typeof import('@e965/xlsx')

/** One sheet of a workbook: its tab name and its built cells. */
export interface NamedSheet {
  name: string
  built: BuiltSheet
}

/**
 * The file's bytes: xlsx with each sheet's header row frozen (SheetJS CE writes no frozen panes, so
 * each sheet's XML is patched), or an xls (BIFF8, which has no freeze here). One sheet for most
 * exports; the calendar writes two.
 */
export function workbookOfSheets(
  xlsx: Sheetjs,
  sheets: readonly NamedSheet[],
  fileType: 'xlsx' | 'xls' = 'xlsx',
  onStep: (percent: number) => void = () => undefined,
) {
  const book = xlsx.utils.book_new()
  for (const { name, built } of sheets) xlsx.utils.book_append_sheet(book, built.sheet, name.slice(0, 31))
  // Written uncompressed, patched, then compressed once (not inflated and deflated again).
  const written = new Uint8Array(
    xlsx.write(book, { type: 'array', bookType: fileType === 'xls' ? 'biff8' : 'xlsx', bookSST: true }),
  )
  if (fileType === 'xls') return written
  onStep(WORKER_PROGRESS.written)
  const zip = xlsx.CFB.read(written, { type: 'array' })
  sheets.forEach(({ built }, index) => {
    const at = zip.FullPaths.findIndex((path: string) =>
      path.endsWith(`/xl/worksheets/sheet${index + 1}.xml`),
    )
    const entry = zip.FileIndex[at]
    // CFB hands out a Buffer in Node, a Uint8Array in browsers, a plain array in very old ones.
    const content = entry.content instanceof Uint8Array ? entry.content : Uint8Array.from(entry.content)
    entry.content = new TextEncoder().encode(
      freezeTopRows(new TextDecoder().decode(content), built.headerRow + 1),
    )
    entry.size = entry.content.length
  })
  onStep(WORKER_PROGRESS.patched)
  return new Uint8Array(xlsx.CFB.write(zip, { type: 'array', fileType: 'zip', compression: true }))
}

/** The bytes of a one-sheet file. */
export const workbookBytes = (
  xlsx: Sheetjs,
  built: BuiltSheet,
  sheetName: string,
  fileType: 'xlsx' | 'xls',
) => workbookOfSheets(xlsx, [{ name: sheetName, built }], fileType)

export const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
}

/** One sheet to export: its tab name, columns, rows and heading. */
export interface SheetSource<T> {
  name: string
  columns: readonly ExportColumn<T>[]
  data: readonly T[]
  heading?: ExportHeading
}

/** A sheet of any row type in a list of sheets (each column reads only its own sheet's rows). */
export const sheetOf = <T>(source: SheetSource<T>) => source as unknown as SheetSource<unknown>

/** A source's sheet built on the spot (the SheetJS-free part of a workbook, for tests and tools). */
export const builtSheet = <T>(source: SheetSource<T>): NamedSheet => ({
  name: source.name,
  built: buildSheet(source.columns, source.data, source.heading),
})

/** A column as the worker receives it: data, no function (structured clone cannot carry one). */
export interface PlainColumn {
  label: string
  type?: CellType
}

/** One sheet as the worker receives it: its columns and heading; its rows come after, in parts. */
export interface PlainSheet {
  name: string
  columns: PlainColumn[]
  heading?: ExportHeading
}

/** One row's cells, each already the value its column's `format` or `field` gave. */
export type PlainRow = unknown[]

/** A row's plain values, in column order (what the page sends instead of the row itself). */
export const plainRow = <T>(columns: readonly ExportColumn<T>[], item: T): PlainRow =>
  columns.map((column) => {
    const value = valueAt(item, column.field)
    return column.format ? column.format(value, item) : value
  })

/** The plain columns' builder form: each reads its place in the plain row, unformatted. */
const readPlain = (columns: readonly PlainColumn[]): ExportColumn<PlainRow>[] =>
  columns.map((column, c) => ({ label: column.label, type: column.type, field: String(c) }))

/** Builds a plain sheet's rows (the same cells `buildSheet` makes of the original rows). */
export const buildPlainSheet = (sheet: PlainSheet, rows: readonly PlainRow[]): BuiltSheet =>
  buildSheet(readPlain(sheet.columns), rows, sheet.heading)

/** The steps of the worker's part, as the share of the whole export they end at (percent). */
export const WORKER_PROGRESS = { built: 40, written: 70, patched: 75 } as const

/**
 * The file's bytes from plain sheets (the worker's whole job; on the page only where there is no
 * Worker, as in unit tests). `onStep` hears each step's end, for the button's percentage.
 */
export function writeWorkbook(
  xlsx: Sheetjs,
  sheets: readonly { sheet: PlainSheet; rows: readonly PlainRow[] }[],
  fileType: 'xlsx' | 'xls',
  onStep: (percent: number) => void = () => undefined,
): Uint8Array {
  const built = sheets.map(({ sheet, rows }) => ({ name: sheet.name, built: buildPlainSheet(sheet, rows) }))
  onStep(WORKER_PROGRESS.built)
  return workbookOfSheets(xlsx, built, fileType, onStep)
}

/** What the page sends the export worker, in order: a sheet, its rows in parts, …, then 'write'. */
export type ToExportWorker =
  | { kind: 'sheet'; sheet: PlainSheet }
  | { kind: 'rows'; rows: PlainRow[] }
  | { kind: 'write'; fileType: 'xlsx' | 'xls' }

/** What the export worker answers: its steps, then the file's bytes or why it failed. */
export type FromExportWorker =
  | { kind: 'progress'; percent: number }
  | { kind: 'done'; bytes: Uint8Array }
  | { kind: 'failed'; message: string }
