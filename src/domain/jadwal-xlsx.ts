import type { z } from 'zod'
import type { imporJadwalBody, JadwalSel, jamPelajaranRow, kelasRow } from '../contract/jam-mengajar.ts'
import { JAM_AJAR_MESSAGES as M } from '../contract/messages.ts'
import { NAMA_HARI } from './calendar.ts'

/**
 * The timetable as a spreadsheet (docs/jam-mengajar.md "The xlsx layout"): one row per weekday and
 * period (Senin first, Ahad last), the columns Hari, Jam ke-, Waktu, then one per class; a cell says
 * 'Mapel / Guru', an empty cell is a free period, a break is a row whose Jam ke- says 'Istirahat'
 * (its description). Pure: rows of cell values in, rows out; SheetJS reads and writes the file.
 */

export type SheetValue = string | number | null | undefined
export type SheetRows = SheetValue[][]
type Periode = z.infer<typeof jamPelajaranRow>
type Kelas = z.infer<typeof kelasRow>
export type JadwalSheetRow = z.input<typeof imporJadwalBody>['datae'][number]

export const KOLOM_TETAP = ['Hari', 'Jam ke-', 'Waktu'] as const
/** Between the subject and the teacher in a cell. */
export const PEMISAH = ' / '

/** Weekdays in the order of a school week: Senin … Sabtu, then Ahad. */
const weekOrder = (hari: number) => (hari + 6) % 7

export const waktuOf = (p: Pick<Periode, 'mulai' | 'selesai'>) => `${p.mulai}–${p.selesai}`

export const isiSel = (cell: Pick<JadwalSel, 'mapel' | 'nama'>) => `${cell.mapel}${PEMISAH}${cell.nama}`

/** The sheet's rows: `heading` lines first (then a blank row), the header, then a row per period. */
export function jadwalToRows(
  periods: readonly Periode[],
  classes: readonly Kelas[],
  cells: readonly JadwalSel[],
  heading: readonly string[] = [],
): SheetRows {
  const byPlace = new Map(cells.map((cell) => [`${cell.hari}/${cell.jamke}/${cell.idkelas}`, cell]))
  const ordered = [...periods].sort(
    (a, b) => weekOrder(a.hari) - weekOrder(b.hari) || a.mulai.localeCompare(b.mulai),
  )
  const body = ordered.map((p): SheetValue[] => {
    const hari = NAMA_HARI[p.hari] ?? ''
    if (p.jamke === null) return [hari, p.keterangan || 'Istirahat', waktuOf(p), ...classes.map(() => null)]
    return [
      hari,
      p.jamke,
      waktuOf(p),
      ...classes.map((kelas) => {
        const cell = byPlace.get(`${p.hari}/${p.jamke}/${kelas.idkelas}`)
        return cell ? isiSel(cell) : null
      }),
    ]
  })
  const top = heading.length > 0 ? [...heading.map((line) => [line]), []] : []
  return [...top, [...KOLOM_TETAP, ...classes.map((kelas) => kelas.nama)], ...body]
}

/** A sheet that cannot be read as a timetable; the message names the row. */
export class JadwalSheetError extends Error {}

const text = (value: SheetValue) => (value === null || value === undefined ? '' : String(value).trim())

/** A day's name as people write it ('Jumat', "Jum'at", 'senin'); -1 when none. */
function hariOf(value: string): number {
  const plain = (name: string) => name.toLowerCase().replace(/['’]/g, '')
  return NAMA_HARI.findIndex((name) => plain(name) === plain(value))
}

/** The sheet row (1-based) of the header: the first whose first cell is 'Hari'. */
function headerIndex(rows: SheetRows): number {
  const index = rows.findIndex((row) => text(row[0]).toLowerCase() === 'hari')
  if (index < 0) throw new JadwalSheetError('Lembar kerja tanpa kolom Hari, Jam ke-, Waktu dan kelas')
  return index
}

/** One filled cell of a lesson row. */
function lessonOf(value: string, baris: number, kelas: string, hari: number, jamke: number): JadwalSheetRow {
  const at = value.lastIndexOf(PEMISAH.trim())
  const mapel = at < 0 ? '' : value.slice(0, at).trim()
  const guru = at < 0 ? '' : value.slice(at + 1).trim()
  if (!mapel || !guru)
    throw new JadwalSheetError(
      M.importRowInvalid(baris, `isi kelas ${kelas} '${value}' harus 'Mapel / Guru'`),
    )
  return { baris, hari, jamke, kelas, mapel, guru }
}

/**
 * The filled cells of a sheet, each with its sheet row. Break rows (Jam ke- not a number) and
 * empty cells are skipped; the Waktu column is not read (the bell schedule says the times).
 */
export function rowsToJadwal(rows: SheetRows): JadwalSheetRow[] {
  const header = headerIndex(rows)
  const classes = (rows[header] ?? []).slice(KOLOM_TETAP.length).map(text)
  const lessons: JadwalSheetRow[] = []
  for (let index = header + 1; index < rows.length; index++) {
    const row = rows[index] ?? []
    const baris = index + 1
    if (row.every((value) => text(value) === '')) continue
    const jamkeText = text(row[1])
    if (!/^\d+$/.test(jamkeText)) continue
    const hari = hariOf(text(row[0]))
    if (hari < 0)
      throw new JadwalSheetError(M.importRowInvalid(baris, `hari '${text(row[0])}' tidak dikenal`))
    classes.forEach((kelas, column) => {
      const value = text(row[KOLOM_TETAP.length + column])
      if (value && kelas) lessons.push(lessonOf(value, baris, kelas, hari, Number(jamkeText)))
    })
  }
  return lessons
}
