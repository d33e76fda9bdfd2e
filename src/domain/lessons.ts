import type { JurnalRow } from '../contract/jam-mengajar.ts'
import type { DicatatAjar, KategoriCatatan, Semester, StatusAjar } from '../db/schema.ts'
import { dateRange, weekday } from './calendar.ts'
import { semesterRange, type AcademicYear as YearDates } from './semester.ts'

/**
 * Which lessons were expected and what became of them (issue 33, docs/jam-mengajar.md), zod-free
 * and I/O-free: the one rule the piket's Jurnal Mengajar, the teacher's Mengajar screen and the
 * Rekap Jam Mengajar read. A timetable cell is expected on each date of the range whose weekday is
 * the cell's, that lies in the cell's semester (src/domain/semester.ts) and is no day off of its unit. Its state
 * (`keadaan`) is the record of that cell and date if any ('hadir', 'pengganti', 'tidak'), else the
 * scheduled teacher's approved leave that day ('ijin', 'sakit', 'cuti', 'dinas': not expected of
 * them, never 'tanpa keterangan'), else 'belum'. A record on a date that was not expected (a day
 * off added later) is listed too: a lesson taught is a fact.
 */

export type Keadaan = JurnalRow['keadaan']

/** A timetable cell with its period's times (cells without a period in the bell schedule are not lessons). */
export interface LessonCell {
  idjadwal: number
  kode: string
  idta: number
  semester: Semester
  hari: number
  jamke: number
  mulai: string
  selesai: string
  idkelas: number
  kelas: string
  mapel: string
  idp: number
  nama: string
}

export interface AcademicYear extends YearDates {
  id: number
}

/** A lesson record (absensi_ajar) of a cell. */
export interface LessonRecord {
  id: number
  idjadwal: number
  tgl: string
  status: StatusAjar
  /** Who taught: the substitute of a 'pengganti' record. */
  idp: number
  nama: string
  materi: string
  alasan: string
  dicatat: DicatatAjar
  waktu_catat: string | null
}

/** A leave record of a day (absensi status 1 Ijin, with kategori cuti/dinas, or 2 Sakit). */
export interface LeaveDay {
  idp: number
  tgl: string
  status: 1 | 2
  kategori: KategoriCatatan | null
}

/** The leave's kind as a lesson's state. */
export function leaveKeadaan(leave: Pick<LeaveDay, 'status' | 'kategori'>): Keadaan {
  if (leave.status === 2) return 'sakit'
  return leave.kategori ?? 'ijin'
}

/** Who gets the JP of a lesson: its teacher when taught, the substitute when substituted, else nobody. */
export function taughtBy(row: Pick<JurnalRow, 'keadaan' | 'idp' | 'idp_pengganti'>): number | null {
  if (row.keadaan === 'hadir') return row.idp
  if (row.keadaan === 'pengganti') return row.idp_pengganti
  return null
}

export interface LessonInputs {
  range: { from: string; to: string }
  cells: readonly LessonCell[]
  years: readonly AcademicYear[]
  /** Why a date is a day off of a unit, or null on a working date (src/domain/unit-calendar.ts). */
  dayOff: (kode: string, tgl: string) => string | null
  records: readonly LessonRecord[]
  leaves: readonly LeaveDay[]
}

const key = (a: number, tgl: string) => `${a}|${tgl}`

function lessonRow(
  cell: LessonCell,
  tgl: string,
  record: LessonRecord | undefined,
  leave: LeaveDay | undefined,
) {
  const keadaan: Keadaan = record ? record.status : leave ? leaveKeadaan(leave) : 'belum'
  const pengganti = record?.status === 'pengganti'
  return {
    idjadwal: cell.idjadwal,
    tgl,
    jamke: cell.jamke,
    mulai: cell.mulai,
    selesai: cell.selesai,
    idkelas: cell.idkelas,
    kelas: cell.kelas,
    mapel: cell.mapel,
    idp: cell.idp,
    nama: cell.nama,
    keadaan,
    id: record?.id ?? null,
    idp_pengganti: pengganti ? record.idp : null,
    nama_pengganti: pengganti ? record.nama : null,
    materi: record?.materi ?? '',
    alasan: record?.alasan ?? '',
    dicatat: record?.dicatat ?? null,
    waktu_catat: record?.waktu_catat ?? null,
  } satisfies JurnalRow
}

/** The lessons of the range, by date, start time and class (cells in the order given). */
export function lessonsOf(inputs: LessonInputs): JurnalRow[] {
  const yearOf = new Map(inputs.years.map((year) => [year.id, year]))
  // The dates of each cell's semester (src/domain/semester.ts), once per year and semester.
  const semesters = new Map<string, { from: string; to: string } | null>()
  const inSemester = (cell: LessonCell, tgl: string) => {
    const id = `${cell.idta}|${cell.semester}`
    if (!semesters.has(id)) {
      const year = yearOf.get(cell.idta)
      semesters.set(id, year ? semesterRange(year, cell.semester) : null)
    }
    const range = semesters.get(id)
    return !!range && tgl >= range.from && tgl <= range.to
  }
  const recordOf = new Map(inputs.records.map((record) => [key(record.idjadwal, record.tgl), record]))
  const leaveOf = new Map(inputs.leaves.map((leave) => [key(leave.idp, leave.tgl), leave]))
  const cellsOn = new Map<number, LessonCell[]>()
  for (const cell of inputs.cells) cellsOn.set(cell.hari, [...(cellsOn.get(cell.hari) ?? []), cell])
  const rows: JurnalRow[] = []
  for (const tgl of dateRange(inputs.range.from, inputs.range.to)) {
    const lessons: JurnalRow[] = []
    for (const cell of cellsOn.get(weekday(tgl)) ?? []) {
      if (!inSemester(cell, tgl)) continue
      const record = recordOf.get(key(cell.idjadwal, tgl))
      if (!record && inputs.dayOff(cell.kode, tgl) !== null) continue
      lessons.push(lessonRow(cell, tgl, record, leaveOf.get(key(cell.idp, tgl))))
    }
    lessons.sort((a, b) => a.mulai.localeCompare(b.mulai))
    rows.push(...lessons)
  }
  return rows
}
