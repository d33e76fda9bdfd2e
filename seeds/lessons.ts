import type { Database as SqlJsDatabase, SqlValue } from 'sql.js'
import type { DicatatAjar, StatusAjar } from '../src/db/schema.ts'
import { addDays, dateRange, toHhmm, toMinutes, weekday } from '../src/domain/calendar.ts'
import { semesterOf, semesterRange } from '../src/domain/semester.ts'
import { DEMO_CREDENTIALS } from './credentials.ts'
import { type Column, insertRows, prepareInsert } from './insert.ts'
import type { AreaSeed } from './offices.ts'
import type { Employee } from './pegawai.ts'
import { hashSeed, mulberry32, type Rng } from './random.ts'
import {
  kategoriGuruOf,
  type Sel,
  type TimetableScope,
  type UnitTimetable,
  unitTimetable,
} from './timetable.ts'

/**
 * The teaching hours of the seeded schools (issue 33): this semester's timetables and, for the
 * days from the first of last month to today, one lesson record per timetable cell, derived from
 * the attendance already written so the two agree: a present teacher's lessons are 'hadir' (with
 * a materi line), a few are taught by a substitute (a teacher of the unit present and free that
 * period) or not taught (with the reason); a teacher absent without leave, late or gone has the
 * lesson substituted or not taught. No record on a day off of the unit nor on the teacher's leave
 * (an Ijin/Sakit day), nor for today's lessons not over at the seeding's `now`.
 */

export interface LessonPlan {
  today: string
  /** Minutes after midnight of the seeding; absent: no lesson of today is recorded. */
  now?: number
  /** The active academic year: id and first and last day. */
  tahunAjaran: { id: number; tglawal: string; tglakhir: string }
  holidaysOf: (kode: string) => ReadonlySet<string>
  areas: readonly AreaSeed[]
}

const MATERI_KIND = [
  'Penjelasan materi',
  'Latihan soal',
  'Diskusi kelompok',
  'Tanya jawab dan rangkuman',
].concat(['Presentasi tugas', 'Ulangan harian', 'Praktik', 'Pembahasan PR'])
const ALASAN_TIDAK = [
  'Siswa mengikuti kegiatan sekolah',
  'Kelas dipakai ujian praktik',
  'Guru rapat mendadak dengan kepala sekolah',
]
/** A teacher this late into the period does not teach it. */
const LATE_MINUTES = 10

type Presence = { status: number; masuk: number | null; pulang: number | null }

export function writeTeachingHours(sqlite: SqlJsDatabase, employees: readonly Employee[], plan: LessonPlan) {
  const hasTimetables = tableExists(sqlite, 'jadwal_ajar')
  const semester = semesterOf(plan.today, plan.tahunAjaran)
  const awal = semesterRange(plan.tahunAjaran, semester)?.from ?? plan.today
  const scope: TimetableScope = { idta: plan.tahunAjaran.id, semester }
  const firstOfLastMonth = `${addDays(`${plan.today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`
  const from = firstOfLastMonth > awal ? firstOfLastMonth : awal
  const timetables = schoolTimetables(employees, scope, from)
  if (hasTimetables) writeTimetables(sqlite, timetables, employees)
  const presence = readPresence(sqlite, from)
  const rng = mulberry32(hashSeed(`ajar|${plan.today}`))
  const write = lessonWriter(sqlite, hasTimetables)
  for (const timetable of timetables) {
    const holidays = plan.holidaysOf(timetable.office.kode)
    const area = plan.areas.find((a) => a.kode === timetable.office.kode)
    for (const tgl of dateRange(from, plan.today)) {
      if (holidays.has(tgl)) continue
      const cells = timetable.cells.filter((c) => c.hari === weekday(tgl))
      const day = { tgl, presence, cells, teachers: timetable.teachers, taken: new Set<string>() }
      for (const cell of cells) {
        if (tgl === plan.today && (plan.now === undefined || toMinutes(cell.selesai) > plan.now)) continue
        const lesson = drawLesson(rng, day, cell)
        if (lesson) write(recordOf(rng, tgl, cell, lesson, timetable, area))
      }
    }
  }
  return write.done()
}

/** The active teachers of each school who were there on the first recorded day. */
function schoolTimetables(employees: readonly Employee[], scope: TimetableScope, from: string) {
  const next = { idkelas: 1, idjadwal: 1 }
  const offices = [...new Set(employees.map((e) => e.office))].filter((o) => !o.pusat)
  return offices.map((office) => {
    const teachers = employees.filter(
      (e) =>
        e.office === office && e.role.tipe === 'ajar' && e.shift && e.row.status === 0 && e.tglmasuk <= from,
    )
    return unitTimetable(office, teachers, scope, next)
  })
}

function writeTimetables(
  sqlite: SqlJsDatabase,
  timetables: readonly UnitTimetable[],
  employees: readonly Employee[],
) {
  const rng = mulberry32(hashSeed('kategori_guru'))
  for (const e of employees)
    if (e.role.tipe === 'ajar')
      sqlite.run('UPDATE pegawai SET kategori_guru = ? WHERE idp = ?', [kategoriGuruOf(rng, e), e.idp])
  for (const { periods, kelas, cells } of timetables) {
    insertRows(sqlite, 'jam_pelajaran', periods)
    insertRows(sqlite, 'kelas', kelas)
    insertRows(
      sqlite,
      'jadwal_ajar',
      cells.map(({ kelas: _, mulai: _m, selesai: _s, ...cell }) => cell),
    )
  }
}

/** Every attendance record from `from` on: status and times in minutes. */
function readPresence(sqlite: SqlJsDatabase, from: string): Map<string, Presence> {
  const presence = new Map<string, Presence>()
  const minutes = (v: SqlValue | undefined) => (typeof v === 'string' ? toMinutes(v) : null)
  const [result] = sqlite.exec(
    'SELECT idp, tgl, status, waktu_masuk, waktu_pulang FROM absensi WHERE tgl >= ?',
    [from],
  )
  for (const [idp, tgl, status, masuk, pulang] of result?.values ?? [])
    presence.set(`${idp}|${tgl}`, { status: Number(status), masuk: minutes(masuk), pulang: minutes(pulang) })
  return presence
}

interface Day {
  tgl: string
  presence: ReadonlyMap<string, Presence>
  cells: readonly Sel[]
  teachers: readonly Employee[]
  /** 'idp|jamke' of the substitutes already placed that day. */
  taken: Set<string>
}

type Lesson = { status: StatusAjar; idp: number; alasan: string }

/** In class for the whole period: arrived (not too late) and not gone before its end. */
const inClass = (p: Presence | undefined, cell: Sel) =>
  p?.status === 0 &&
  p.masuk !== null &&
  p.masuk <= toMinutes(cell.mulai) + LATE_MINUTES &&
  (p.pulang === null || p.pulang >= toMinutes(cell.selesai))

/** What became of one lesson; null: not expected (the teacher's leave day). */
function drawLesson(rng: Rng, day: Day, cell: Sel): Lesson | null {
  const own = day.presence.get(`${cell.idp}|${day.tgl}`)
  if (own && own.status !== 0) return null
  const present = inClass(own, cell)
  if (present && !rng.chance(0.03)) return { status: 'hadir', idp: cell.idp, alasan: '' }
  const substitute = present || rng.chance(0.6) ? freeTeacher(rng, day, cell) : null
  if (substitute !== null) return { status: 'pengganti', idp: substitute, alasan: '' }
  const alasan = present
    ? rng.pick(ALASAN_TIDAK)
    : own === undefined
      ? 'Guru tidak hadir'
      : own.masuk !== null && own.masuk > toMinutes(cell.mulai)
        ? 'Guru terlambat datang'
        : 'Guru sudah pulang'
  return { status: 'tidak', idp: cell.idp, alasan }
}

/** A teacher of the unit in school for the period, with no lesson of their own and not substituting then. */
function freeTeacher(rng: Rng, day: Day, cell: Sel): number | null {
  const scheduled = new Set(day.cells.filter((c) => c.jamke === cell.jamke).map((c) => c.idp))
  const free = day.teachers.filter(
    (t) =>
      !scheduled.has(t.idp) &&
      !day.taken.has(`${t.idp}|${cell.jamke}`) &&
      inClass(day.presence.get(`${t.idp}|${day.tgl}`), cell),
  )
  if (!free.length) return null
  const chosen = rng.pick(free).idp
  day.taken.add(`${chosen}|${cell.jamke}`)
  return chosen
}

interface LessonRecord {
  idp: number
  tgl: string
  matpel: string
  kelas: string
  waktu: string
  idjadwal: number
  jamke: number
  status: StatusAjar
  idp_jadwal: number | null
  materi: string
  alasan: string
  dicatat: DicatatAjar
  opr: string
  waktu_catat: string
  lat: number | null
  lng: number | null
}

/** The unit admin's login of a school, if the demo has one: the piket records with it. */
const piketOf = (kode: string) => DEMO_CREDENTIALS.find((login) => login.ids === kode)?.usernama

function recordOf(
  rng: Rng,
  tgl: string,
  cell: Sel,
  lesson: Lesson,
  timetable: UnitTimetable,
  area: AreaSeed | undefined,
): LessonRecord {
  const week = Math.floor((Date.parse(tgl) - Date.parse('2026-01-01')) / (7 * 86_400_000))
  const materi =
    lesson.status === 'tidak' ? '' : `Bab ${1 + (week % 8)}: ${rng.pick(MATERI_KIND)} ${cell.mapel}`
  const teacher = timetable.teachers.find((t) => t.idp === lesson.idp)
  const byApp = lesson.status === 'hadir' && teacher?.row.status_aktif === 1 && !rng.chance(0.1)
  const piket = piketOf(timetable.office.kode)
  const recorder = byApp
    ? { dicatat: 'app' as const, opr: '', at: toMinutes(cell.mulai) + rng.int(1, 15) }
    : {
        dicatat: piket ? ('piket' as const) : ('admin' as const),
        opr: piket ?? 'admin',
        at: toMinutes(cell.selesai) + rng.int(0, 30),
      }
  const jitter = () => (rng.next() - 0.5) * 0.0006
  return {
    idp: lesson.idp,
    tgl,
    matpel: cell.mapel,
    kelas: cell.kelas,
    waktu: cell.mulai,
    idjadwal: cell.idjadwal,
    jamke: cell.jamke,
    status: lesson.status,
    idp_jadwal: lesson.status === 'hadir' ? null : cell.idp,
    materi,
    alasan: lesson.alasan,
    dicatat: recorder.dicatat,
    opr: recorder.opr,
    waktu_catat: `${tgl} ${toHhmm(recorder.at)}`,
    lat: byApp && area ? round6(area.lat + jitter()) : null,
    lng: byApp && area ? round6(area.lng + jitter()) : null,
  }
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6

const RECORD_COLUMNS = ['idp', 'tgl', 'matpel', 'kelas', 'waktu', 'idjadwal', 'jamke', 'status', 'idp_jadwal']
  .concat(['materi', 'alasan', 'dicatat', 'opr', 'waktu_catat', 'lat', 'lng'])
  .map((column) => column as keyof LessonRecord & Column<'absensi_ajar'>)
/** A schema before timetables keeps the SPEC's history columns: the lessons taught, without a cell. */
const HISTORY_COLUMNS = RECORD_COLUMNS.slice(0, 5)

function lessonWriter(sqlite: SqlJsDatabase, hasTimetables: boolean) {
  const columns = hasTimetables ? RECORD_COLUMNS : HISTORY_COLUMNS
  const insert = prepareInsert(sqlite, 'absensi_ajar', columns)
  const write = (record: LessonRecord) => {
    if (!hasTimetables && record.status === 'tidak') return
    insert.write(columns.map((column) => record[column]))
  }
  return Object.assign(write, { done: () => insert.done() })
}

function tableExists(sqlite: SqlJsDatabase, name: string): boolean {
  const [result] = sqlite.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", [name])
  return Boolean(result?.values.length)
}
