import { readFileSync } from 'node:fs'
import * as XLSX from '@e965/xlsx'
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Reading a downloaded export back as a person's spreadsheet program would (issue 20): the
 * heading block, the frozen header row, and each cell's type and number format.
 */

export const DATE_FORMAT = 'dd/mm/yyyy'
export const TIME_FORMAT = 'hh:mm'

export interface ExcelFile {
  fileName: string
  sheetName: string
  sheet: XLSX.WorkSheet
  /** The lines above the table (foundation, title, period, unit, notes). */
  heading: string[]
  /** Rows kept in view when scrolling (SpreadsheetML `<pane state="frozen">`). */
  frozenRows: number
  /** Zero-based row of the column headings. */
  headerRow: number
  headers: string[]
  /** The body's cells, one array per row, in column order. */
  cells: (XLSX.CellObject | undefined)[][]
  /** The body as objects keyed by heading (cell values), for content checks. */
  records: Record<string, unknown>[]
}

/** The frozen row count written into the first sheet's XML (SheetJS does not read it back). */
function frozenRowsOf(bytes: Buffer): number {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' })
  const index = zip.FullPaths.findIndex((path: string) => path.endsWith('/xl/worksheets/sheet1.xml'))
  const xml = Buffer.from(zip.FileIndex[index].content).toString('utf8')
  const pane = /<pane [^>]*ySplit="(\d+)"[^>]*state="frozen"/.exec(xml)
  return pane ? Number(pane[1]) : 0
}

export function readExcel(bytes: Buffer, fileName: string): ExcelFile {
  const book = XLSX.read(bytes, { cellDates: true, cellNF: true })
  const sheetName = book.SheetNames[0] ?? ''
  const sheet = book.Sheets[sheetName] as XLSX.WorkSheet
  const frozenRows = frozenRowsOf(bytes)
  const headerRow = frozenRows - 1
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1')
  const at = (r: number, c: number) => sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined
  const columns = Array.from({ length: range.e.c + 1 }, (_, c) => c)
  const heading = Array.from({ length: Math.max(headerRow - 1, 0) }, (_, r) => String(at(r, 0)?.v ?? ''))
  const headers = columns.map((c) => String(at(headerRow, c)?.v ?? ''))
  const cells = Array.from({ length: range.e.r - headerRow }, (_, i) =>
    columns.map((c) => at(headerRow + 1 + i, c)),
  )
  const records = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { range: headerRow })
  return { fileName, sheetName, sheet, heading, frozenRows, headerRow, headers, cells, records }
}

/** Clicks the export button as a user would and reads the downloaded file. */
export async function downloadExcel(page: Page, button: Locator): Promise<ExcelFile> {
  const download = page.waitForEvent('download')
  await button.click()
  const file = await download
  return readExcel(readFileSync(await file.path()), file.suggestedFilename())
}

/** What a reader sees of a cell: its type, and the value (text, number) or the shown text in its format (date, time). */
export type Seen = { t: string; v?: unknown; z?: unknown; w?: string } | null

export const seen = (cell: XLSX.CellObject | undefined): Seen =>
  !cell ? null : cell.t === 'd' ? { t: 'd', z: cell.z, w: cell.w } : { t: cell.t, v: cell.v }

/** A date cell of the API's 'YYYY-MM-DD', shown dd/mm/yyyy. */
export const dateCell = (ymd: string): Seen => ({
  t: 'd',
  z: DATE_FORMAT,
  w: `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`,
})

/** A time-of-day cell of the API's 'HH:mm', shown hh:mm (SheetJS reads a formatted time as a date). */
export const timeCell = (hhmm: string): Seen => ({ t: 'd', z: TIME_FORMAT, w: hhmm.slice(0, 5) })

export const numberCell = (value: number): Seen => ({ t: 'n', v: value })

/** A text cell; an empty value is an empty cell. */
export const textCell = (text: string): Seen => (text === '' ? null : { t: 's', v: text })

/** The body as seen, in the given columns: compare it with rows built from the API's answer. */
export function seenRows(file: ExcelFile, headers: readonly string[]): Record<string, Seen>[] {
  const indexes = headers.map((header) => {
    const index = file.headers.indexOf(header)
    expect(index, `column '${header}' in ${file.headers.join(', ')}`).toBeGreaterThanOrEqual(0)
    return index
  })
  return file.cells.map((row) =>
    Object.fromEntries(headers.map((header, i) => [header, seen(row[indexes[i] ?? -1])])),
  )
}
