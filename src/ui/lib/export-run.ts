import {
  type ExportColumn,
  type ExportHeading,
  type FromExportWorker,
  MIME,
  type PlainRow,
  type PlainSheet,
  plainRow,
  type SheetSource,
  sheetOf,
  type ToExportWorker,
  writeWorkbook,
} from './export-xlsx.ts'
import { saveFile } from './save-file.ts'

/**
 * The one export path of every report (issue 34): the page turns the rows into plain cell values
 * in slices, yielding between them, and hands each slice to a worker (export.worker.ts) that builds
 * and writes the file; the page only saves the bytes. A month of Riwayat at 2,000 employees used to
 * hold the page for 14.6 s; now no slice holds it long (docs/performance.md).
 */

/** Hears how far the export is, in percent (the button shows it). */
export type ExportProgress = (percent: number) => void

/** The page's share of the export: resolving the rows ends here; the worker's steps follow. */
const RESOLVED_PERCENT = 30

/** How long one slice of row resolving may hold the page before it yields (ms). */
const SLICE_MS = 25

/**
 * Lets the page paint and answer clicks. A message port rather than setTimeout: a background tab
 * throttles timers to one a second, which would stretch a long export to minutes.
 */
const yieldToPage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

/** Where the rows go: a worker in the browser, or the page itself where there is none (unit tests). */
interface Writer {
  send(message: ToExportWorker): void
  bytes(fileType: 'xlsx' | 'xls', onProgress: ExportProgress): Promise<Uint8Array>
}

function workerWriter(): Writer {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' })
  return {
    send: (message) => worker.postMessage(message),
    bytes: (fileType, onProgress) =>
      new Promise<Uint8Array>((resolve, reject) => {
        worker.onmessage = ({ data }: MessageEvent<FromExportWorker>) => {
          if (data.kind === 'progress') return onProgress(data.percent)
          worker.terminate()
          if (data.kind === 'done') resolve(data.bytes)
          else reject(new Error(data.message))
        }
        worker.onerror = (event) => {
          worker.terminate()
          reject(new Error(event.message || 'Berkas Excel gagal dibuat'))
        }
        worker.postMessage({ kind: 'write', fileType } satisfies ToExportWorker)
      }),
  }
}

function pageWriter(): Writer {
  const sheets: { sheet: PlainSheet; rows: PlainRow[] }[] = []
  return {
    send(message) {
      if (message.kind === 'sheet') sheets.push({ sheet: message.sheet, rows: [] })
      else if (message.kind === 'rows') for (const row of message.rows) sheets.at(-1)?.rows.push(row)
    },
    bytes: async (fileType, onProgress) =>
      writeWorkbook(await import('@e965/xlsx'), sheets, fileType, onProgress),
  }
}

const newWriter = (): Writer => (typeof Worker === 'undefined' ? pageWriter() : workerWriter())

/** Sends one sheet's rows as plain values, a slice at a time, reporting the rows done so far. */
async function sendSheet<T>(writer: Writer, source: SheetSource<T>, onRows: (count: number) => void) {
  const columns = source.columns.map(({ label, type }) => ({ label, type }))
  writer.send({ kind: 'sheet', sheet: { name: source.name, columns, heading: source.heading } })
  let next = 0
  while (next < source.data.length) {
    const sliceEnds = performance.now() + SLICE_MS
    const rows: PlainRow[] = []
    while (next < source.data.length && (rows.length % 256 !== 0 || performance.now() < sliceEnds))
      rows.push(plainRow(source.columns, source.data[next++] as T))
    writer.send({ kind: 'rows', rows })
    onRows(rows.length)
    await yieldToPage()
  }
}

/**
 * Writes a workbook of one or more sheets and starts its download. `onProgress` hears the percent
 * done: the page's resolving of the rows (to 30), then the worker's steps (to 100).
 */
export async function exportWorkbook(options: {
  sheets: readonly SheetSource<unknown>[]
  fileName: string
  fileType?: 'xlsx' | 'xls'
  onProgress?: ExportProgress
}): Promise<void> {
  const { fileType = 'xlsx', onProgress = () => undefined } = options
  const total = options.sheets.reduce((sum, sheet) => sum + sheet.data.length, 0) || 1
  let done = 0
  onProgress(0)
  const writer = newWriter()
  for (const sheet of options.sheets)
    await sendSheet(writer, sheet, (count) => {
      done += count
      onProgress(Math.floor((done / total) * RESOLVED_PERCENT))
    })
  const bytes = await writer.bytes(fileType, onProgress)
  onProgress(100)
  saveFile(new Blob([bytes as BlobPart], { type: MIME[fileType] }), `${options.fileName}.${fileType}`)
}

export interface ExportOptions<T> {
  columns: readonly ExportColumn<T>[]
  data: readonly T[]
  fileName?: string
  sheetName?: string
  fileType?: 'xlsx' | 'xls'
  heading?: ExportHeading
  onProgress?: ExportProgress
}

/**
 * The generic spreadsheet export of SPEC.md §2 (export-xlsx.ts): one sheet. With no columns or no
 * rows nothing is exported and the console says why ('Add columns!' / 'Add data!', SPEC.md §5).
 * Returns false when there was nothing to export.
 */
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
  await exportWorkbook({
    sheets: [sheetOf({ name: sheetName, columns, data, heading: options.heading })],
    fileName,
    fileType,
    onProgress: options.onProgress,
  })
  return true
}
