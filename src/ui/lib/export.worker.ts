/// <reference lib="webworker" />
import * as XLSX from '@e965/xlsx'
import type { FromExportWorker, PlainRow, PlainSheet, ToExportWorker } from './export-xlsx.ts'
import { writeWorkbook } from './export-xlsx.ts'

/**
 * The spreadsheet exports' writer (issue 34): SheetJS and the deflate of a month of Riwayat take
 * seconds, here instead of on the page. It gathers the sheets and their rows as the page resolves
 * them, writes the file on 'write', and hands the bytes back (moved, not copied). One worker per
 * export, ended by the page once it has the answer.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope
const sheets: { sheet: PlainSheet; rows: PlainRow[] }[] = []

const answer = (message: FromExportWorker, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer)

scope.onmessage = ({ data }: MessageEvent<ToExportWorker>) => {
  if (data.kind === 'sheet') sheets.push({ sheet: data.sheet, rows: [] })
  else if (data.kind === 'rows') for (const row of data.rows) sheets.at(-1)?.rows.push(row)
  else {
    try {
      const bytes = writeWorkbook(XLSX, sheets, data.fileType, (percent) =>
        answer({ kind: 'progress', percent }),
      )
      answer({ kind: 'done', bytes }, [bytes.buffer])
    } catch (error) {
      answer({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
}
