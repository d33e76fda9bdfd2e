import { IMPOR_MESSAGES } from '../../../../contract/messages.ts'
import {
  PEGAWAI_FILE_DATES,
  PEGAWAI_FILE_FIELDS,
  PEGAWAI_FILE_HEADER,
  type PegawaiFileField,
} from '../../../../contract/pegawai-file.ts'
import type { ImporBarisInput } from '../../../../contract/pegawai-impor.ts'

/**
 * Reads an employee file (xlsx or csv with the export's columns) into the import's rows, in the
 * browser. SheetJS loads on demand. Reading reports progress (file read, then rows in slices so the
 * page keeps painting); the server checks every value, this only turns cells into text.
 */

/** A file that cannot be imported, with the reason for the user. */
export class ImporFileError extends Error {}

/** File header (any letter case) → the import row's field; older templates named the schedule by id. */
const FIELD_OF_HEADER = new Map<string, PegawaiFileField>([
  ...PEGAWAI_FILE_FIELDS.map((field): [string, PegawaiFileField] => [
    PEGAWAI_FILE_HEADER[field].toLowerCase(),
    field,
  ]),
  ['id jadwal', 'jadwal'],
])

export type Progress = { tahap: string; persen: number }
type XLSX = typeof import('@e965/xlsx')

const pad = (n: number) => String(n).padStart(2, '0')

/** A date cell as 'YYYY-MM-DD': spreadsheet serials and 'DD/MM/YYYY' too; anything else as written. */
function dateText(value: unknown, xlsx: XLSX): string {
  if (typeof value === 'number') {
    const date = xlsx.SSF.parse_date_code(value)
    return date ? `${date.y}-${pad(date.m)}-${pad(date.d)}` : String(value)
  }
  const text = String(value ?? '').trim()
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  return dmy ? `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}` : text
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())

function readBuffer(file: File, onProgress: (persen: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(new ImporFileError(IMPOR_MESSAGES.unreadable))
    reader.readAsArrayBuffer(file)
  })
}

/** The header row: the first row naming both NIP and Nama. */
function findHeader(table: unknown[][]): { index: number; fields: (PegawaiFileField | undefined)[] } {
  const index = table.findIndex((row) => {
    const names = row.map((cell) => cellText(cell).toLowerCase())
    return names.includes('nip') && names.includes('nama')
  })
  if (index < 0) throw new ImporFileError(IMPOR_MESSAGES.noColumns)
  const fields = (table[index] ?? []).map((cell) => FIELD_OF_HEADER.get(cellText(cell).toLowerCase()))
  return { index, fields }
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0))

export async function readImporFile(
  file: File,
  onProgress: (progress: Progress) => void,
): Promise<ImporBarisInput[]> {
  onProgress({ tahap: 'Membaca berkas...', persen: 0 })
  const [xlsx, buffer] = await Promise.all([
    import('@e965/xlsx'),
    readBuffer(file, (part) => onProgress({ tahap: 'Membaca berkas...', persen: Math.round(part * 40) })),
  ])
  onProgress({ tahap: 'Membuka lembar kerja...', persen: 45 })
  await nextFrame()
  let table: unknown[][]
  try {
    const book = xlsx.read(new Uint8Array(buffer), { type: 'array', raw: false, dense: true })
    const sheet = book.Sheets[book.SheetNames[0] ?? '']
    if (!sheet) throw new ImporFileError(IMPOR_MESSAGES.unreadable)
    table = xlsx.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true })
  } catch {
    throw new ImporFileError(IMPOR_MESSAGES.unreadable)
  }
  const header = findHeader(table)
  const rows: ImporBarisInput[] = []
  const SLICE = 250
  for (let start = header.index + 1; start < table.length; start += SLICE) {
    for (let i = start; i < Math.min(start + SLICE, table.length); i++) {
      const cells = table[i] ?? []
      if (cells.every((cell) => cellText(cell) === '')) continue
      const row: ImporBarisInput = { nomor: i + 1 }
      header.fields.forEach((field, column) => {
        if (!field) return
        row[field] = PEGAWAI_FILE_DATES.has(field) ? dateText(cells[column], xlsx) : cellText(cells[column])
      })
      rows.push(row)
    }
    const done = Math.min(1, (start + SLICE - header.index) / Math.max(1, table.length - header.index))
    onProgress({ tahap: 'Membaca baris...', persen: 50 + Math.round(done * 50) })
    await nextFrame()
  }
  if (!rows.length) throw new ImporFileError(IMPOR_MESSAGES.noRows)
  return rows
}

/** An empty file with the export's headers (an export is a valid template too). */
export async function downloadTemplate(): Promise<void> {
  const xlsx = await import('@e965/xlsx')
  const headers = PEGAWAI_FILE_FIELDS.map((field) => PEGAWAI_FILE_HEADER[field])
  const book = xlsx.utils.book_new()
  xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet([headers]), 'Pegawai')
  xlsx.writeFile(book, 'templat-impor-pegawai.xlsx')
}
