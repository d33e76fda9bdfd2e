import { jadwalToRows, rowsToJadwal, type SheetRows } from '../../../domain/jadwal-xlsx.ts'
import type { ApiResponse } from '../../lib/api-client.ts'
import { MIME } from '../../lib/export-xlsx.ts'
import { saveFile } from '../../lib/save-file.ts'

/**
 * The timetable's xlsx file (docs/jam-mengajar.md "The xlsx layout"): SheetJS loads on demand and
 * only moves cell values; the layout is src/domain/jadwal-xlsx.ts.
 */

export interface JadwalData {
  bell: ApiResponse<'GET api/jampelajaran'>
  classes: ApiResponse<'GET api/kelas'>['datae']
  grid: ApiResponse<'GET api/jadwalajar'>
}

export const SHEET_NAME = 'Jadwal Pelajaran'

export async function downloadJadwal(data: JadwalData, heading: string, fileName: string) {
  const xlsx = await import('@e965/xlsx')
  const rows = jadwalToRows(data.bell.datae, data.classes, data.grid.datae, [heading])
  const book = xlsx.utils.book_new()
  xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet(rows), SHEET_NAME)
  const bytes = xlsx.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
  saveFile(new Blob([bytes], { type: MIME.xlsx }), fileName)
}

/** The filled cells of a chosen file (JadwalSheetError names a row it cannot read). */
export async function readJadwalFile(file: File) {
  const xlsx = await import('@e965/xlsx')
  const book = xlsx.read(new Uint8Array(await file.arrayBuffer()), { type: 'array' })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  const rows: SheetRows = sheet
    ? xlsx.utils.sheet_to_json<SheetRows[number]>(sheet, { header: 1, defval: null })
    : []
  return rowsToJadwal(rows)
}
