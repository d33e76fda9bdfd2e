import type { Selectable } from 'kysely'
import type { Database as SqlJsDatabase, SqlValue } from 'sql.js'
import type { AbsensiTable } from '../src/db/schema.ts'
import {
  type Employment,
  isWorkingDay as isWorkingDayOf,
  measure,
  type ShiftDay,
} from '../src/domain/attendance.ts'
import { toHhmm, toMinutes, weekday } from '../src/domain/calendar.ts'
import {
  checkInPlace,
  IJIN_NOTES,
  MANUAL_NOTES,
  makeProfile,
  type Profile,
  SAKIT_NOTES,
} from './attendance-profile.ts'
import { prepareInsert } from './insert.ts'
import { type AreaSeed, HEAD_OFFICE } from './offices.ts'
import type { Employee } from './pegawai.ts'
import type { Rng } from './random.ts'

/**
 * Attendance (absensi) for every working day of every employee (the teaching hours follow from it
 * and the timetables: seeds/lessons.ts).
 * Working days and the measures (lateness, early leave, work time in whole minutes) come from the
 * domain rules (src/domain/attendance.ts), exactly as the handlers compute them for manual entries,
 * so seeds and reports cannot disagree. Rows are written day by day, so ids grow with the date.
 */

/** A day decided elsewhere: an approved leave (an Ijin/Sakit record) or null = no record at all. */
export type FixedDay = { status: 1 | 2; catatan: string; tglentri: string } | null

export const dayKey = (idp: number, tgl: string) => `${idp}|${tgl}`

export interface AttendanceOptions {
  rng: Rng
  today: string
  /**
   * Minutes after midnight of the seeding on the foundation's clock: today's records only up to
   * then (an arrival, an entry, a departure later than it has not happened yet). Absent: today
   * holds every arrival and no departure.
   */
  now?: number
  /** The dates to fill, ascending, none after today. */
  days: readonly string[]
  /** A unit's days off (its calendar: national, foundation and its own). */
  holidaysOf: (kode: string) => ReadonlySet<string>
  meetingDays: ReadonlySet<string>
  areas: readonly AreaSeed[]
  fixedDays: ReadonlyMap<string, FixedDay>
  /**
   * The random teaching hours of before issue 33, no longer written: they are still drawn (1 up
   * to this per present teacher day, from `ajarFrom` on) so every attendance row stays as it was.
   */
  maxAjarPerDay: number
  ajarFrom: string
}

/** The employee's employment as the domain rules read it. */
export const employmentOf = (e: Employee): Employment => ({
  idshift: e.shift?.idshift ?? null,
  tglmasuk: e.tglmasuk,
  tglkeluar: e.tglkeluar,
})

/** DESIGN.md §3 working day of a seeded employee (the domain rule). */
export const isWorkingDay = (
  e: Employee,
  tgl: string,
  holidaysOf: (kode: string) => ReadonlySet<string>,
  today: string,
) => isWorkingDayOf(employmentOf(e), tgl, e.shift?.hari[weekday(tgl)], holidaysOf(e.office.kode), today)

/** One absensi row as written (all columns but the generated id, the leave links, a late sending's and a machine's, which the demo has none of). */
type AbsensiRecord = Omit<
  Selectable<AbsensiTable>,
  | 'id'
  | 'idj'
  | 'kategori'
  | 'kirim_masuk'
  | 'kirim_pulang'
  | 'id_kirim_masuk'
  | 'id_kirim_pulang'
  | 'sumber_masuk'
  | 'sumber_pulang'
  | 'idmesin_masuk'
  | 'idmesin_pulang'
>

const ABSENSI_COLUMNS = [
  ...['idp', 'tgl', 'status', 'waktu_masuk', 'waktu_pulang', 'keterlambatan', 'pulangawal', 'waktukerja'],
  ...['idar', 'lokasi', 'device', 'tglentri', 'waktuentri', 'lat', 'lng', 'opr', 'catatan'],
] as (keyof AbsensiRecord)[]

const values = (record: AbsensiRecord): SqlValue[] => ABSENSI_COLUMNS.map((column) => record[column])

export function writeAttendance(
  sqlite: SqlJsDatabase,
  employees: readonly Employee[],
  options: AttendanceOptions,
) {
  const { rng, today, holidaysOf } = options
  const absensi = prepareInsert(sqlite, 'absensi', ABSENSI_COLUMNS)
  const profiles = employees.map((e) => makeProfile(rng, e, options.areas))
  const headOfficeAreas = options.areas.filter((a) => a.kode === HEAD_OFFICE.kode)
  for (const tgl of options.days) {
    employees.forEach((e, i) => {
      if (!isWorkingDay(e, tgl, holidaysOf, today)) return
      const key = dayKey(e.idp, tgl)
      if (options.fixedDays.has(key)) {
        const fixed = options.fixedDays.get(key)
        if (fixed)
          absensi.write(values(absent(e.idp, tgl, fixed.status, fixed.catatan, fixed.tglentri, '09:00')))
        return
      }
      const profile = profiles[i] as Profile
      const day = drawDay(options, e, profile, tgl, headOfficeAreas)
      if (!day) return
      // Drawn whole whatever the time, then cut: a later seeding shows the same day, further on.
      const shown = tgl === today && options.now !== undefined ? upTo(day, options.now) : day
      if (shown) absensi.write(values(shown.record))
      if (profile.teaching && day.departure !== null && tgl >= options.ajarFrom)
        drawRetiredTeaching(rng, profile, day, options)
    })
  }
  return { absensi: absensi.done() }
}

/**
 * The day as it stands at `now`: nothing before its entry (an arrival, an operator's entry), no
 * departure before it happens (and then no early leave or work time, as measure() gives).
 */
function upTo(day: Day, now: number): Day | null {
  if (toMinutes(day.record.waktuentri) > now) return null
  if (day.departure === null || day.departure <= now) return day
  return {
    ...day,
    departure: null,
    record: { ...day.record, waktu_pulang: null, pulangawal: 0, waktukerja: 0 },
  }
}

interface Day {
  record: AbsensiRecord
  /** The shift's start that day, arrival and departure, in minutes after midnight. */
  start: number
  arrival: number
  departure: number | null
}

function drawDay(
  options: AttendanceOptions,
  e: Employee,
  p: Profile,
  tgl: string,
  headOfficeAreas: readonly AreaSeed[],
): Day | null {
  const { rng } = options
  const draw = rng.next()
  if (draw < p.alphaRate) return null
  const absentDay = (status: 1 | 2, notes: readonly string[]): Day => {
    const record = absent(e.idp, tgl, status, rng.pick(notes), tgl, toHhmm(rng.int(420, 600)))
    return { record, start: 0, arrival: 0, departure: null }
  }
  if (draw < p.alphaRate + p.sickRate) return absentDay(2, SAKIT_NOTES)
  if (draw < p.alphaRate + p.sickRate + p.ijinRate) return absentDay(1, IJIN_NOTES)
  const shiftDay = e.shift?.hari[weekday(tgl)]
  return shiftDay ? presentDay(options, e, p, tgl, shiftDay, headOfficeAreas) : null
}

function presentDay(
  { rng, today, now, meetingDays }: AttendanceOptions,
  e: Employee,
  p: Profile,
  tgl: string,
  shiftDay: ShiftDay,
  headOfficeAreas: readonly AreaSeed[],
): Day {
  const start = toMinutes(shiftDay.waktu_masuk)
  const end = toMinutes(shiftDay.waktu_pulang)
  const lateBy = () => 1 + Math.min(119, Math.floor(-Math.log(1 - rng.next()) * 12))
  const arrival = rng.chance(p.lateRate) ? start + lateBy() : start - rng.int(0, p.earliest)
  let departure: number | null = null
  // Today has a departure only when the seeding knows the time (upTo keeps it once it is past).
  if ((tgl < today || now !== undefined) && !rng.chance(p.missingOutRate)) {
    departure = rng.chance(p.earlyLeaveRate) ? end - rng.int(5, 90) : end + rng.int(0, 40)
    departure = Math.max(departure, arrival + 30)
  }
  const clock = { waktu_masuk: toHhmm(arrival), waktu_pulang: departure === null ? null : toHhmm(departure) }
  const times = { idp: e.idp, tgl, status: 0 as const, ...clock, ...measure(clock, shiftDay), tglentri: tgl }
  if (rng.chance(p.manualRate)) {
    // Entered by the operator: the chosen area, or none ('Lokasi tidak tercover'), and the reason.
    const area = rng.chance(0.75) ? p.ownAreas[0] : undefined
    const place = {
      idar: area?.idar ?? null,
      lokasi: area?.lokasi ?? '',
      device: 1 as const,
      lat: null,
      lng: null,
    }
    const entry = {
      waktuentri: toHhmm(arrival + rng.int(5, 90)),
      opr: 'admin',
      catatan: rng.pick(MANUAL_NOTES),
    }
    return { record: { ...times, ...place, ...entry }, start, arrival, departure }
  }
  const { idar, lokasi, lat, lng } = checkInPlace(rng, e, p, meetingDays.has(tgl), headOfficeAreas)
  const origin = {
    idar,
    lokasi,
    device: 0 as const,
    lat,
    lng,
    waktuentri: toHhmm(arrival),
    opr: '',
    catatan: '',
  }
  return { record: { ...times, ...origin }, start, arrival, departure }
}

/** An Ijin (1) or Sakit (2) record: no times, entered by the operator (device 1). */
function absent(
  idp: number,
  tgl: string,
  status: 1 | 2,
  catatan: string,
  tglentri: string,
  waktuentri: string,
): AbsensiRecord {
  const none = { waktu_masuk: null, waktu_pulang: null, keterlambatan: 0, pulangawal: 0, waktukerja: 0 }
  const origin = { idar: null, lokasi: '', device: 1 as const, lat: null, lng: null, opr: 'admin' }
  return { idp, tgl, status, ...none, ...origin, tglentri, waktuentri, catatan }
}

/** The draws of the retired random teaching hours (see AttendanceOptions.maxAjarPerDay), nothing written. */
function drawRetiredTeaching(rng: Rng, p: Profile, day: Day, options: AttendanceOptions) {
  const teaching = p.teaching
  if (!teaching || day.departure === null) return
  const lessons = rng.int(1, options.maxAjarPerDay)
  let time = Math.max(day.arrival, day.start) + rng.int(5, 40)
  for (let i = 0; i < lessons && time < day.departure; i++) {
    rng.pick(teaching.matpel)
    rng.pick(teaching.kelas)
    time += rng.int(70, 120)
  }
}
