import type { Kysely } from 'kysely'
import type { Database } from '../../src/db/schema.ts'
import { toHhmm, toMinutes, weekday, zonedTime } from '../../src/domain/calendar.ts'
import { semesterOf } from '../../src/domain/semester.ts'
import { openDayForUnit } from './calendar.ts'
import { employeeToken, setUp } from './presensi.ts'
import { TEST_NOW, TEST_TODAY, type TestServer } from './test-server.ts'

/**
 * A timetable set up directly (issue 33): one period of the unit's bell schedule on a weekday, a
 * class, and the cell of a teacher, in the academic year and semester of `tgl`. Run it inside
 * `setUp` (tests/support/presensi.ts) so sql.js keeps it out of the journal.
 */
export interface LessonSetUp {
  kode: string
  idp: number
  /** A date of the semester the cell belongs to. */
  tgl: string
  hari: number
  jamke: number
  mulai: string
  selesai: string
  kelas?: string
  mapel?: string
}

async function yearOf(db: Kysely<Database>, tgl: string) {
  const year = await db
    .selectFrom('tahunajaran')
    .select(['id', 'tglawal', 'tglakhir'])
    .where('tglawal', '<=', tgl)
    .where('tglakhir', '>=', tgl)
    .executeTakeFirstOrThrow()
  return { idta: year.id, semester: semesterOf(tgl, year) }
}

async function kelasOf(db: Kysely<Database>, kode: string, idta: number, nama: string) {
  const found = await db
    .selectFrom('kelas')
    .select('idkelas')
    .where('kode', '=', kode)
    .where('idta', '=', idta)
    .where('nama', '=', nama)
    .executeTakeFirst()
  if (found) return found.idkelas
  const { idkelas } = await db
    .insertInto('kelas')
    .values({ kode, idta, nama })
    .returning('idkelas')
    .executeTakeFirstOrThrow()
  return idkelas
}

/** Sets the lesson up (the period and the class are reused when they exist); the cell's id. */
export async function lessonCell(db: Kysely<Database>, lesson: LessonSetUp): Promise<number> {
  const { idta, semester } = await yearOf(db, lesson.tgl)
  const scope = { kode: lesson.kode, idta, semester, hari: lesson.hari }
  const period = await db
    .selectFrom('jam_pelajaran')
    .select('idjam')
    .where('kode', '=', lesson.kode)
    .where('idta', '=', idta)
    .where('semester', '=', semester)
    .where('hari', '=', lesson.hari)
    .where('jamke', '=', lesson.jamke)
    .executeTakeFirst()
  if (!period)
    await db
      .insertInto('jam_pelajaran')
      .values({ ...scope, jamke: lesson.jamke, mulai: lesson.mulai, selesai: lesson.selesai })
      .execute()
  const idkelas = await kelasOf(db, lesson.kode, idta, lesson.kelas ?? 'VII A')
  const { idjadwal } = await db
    .insertInto('jadwal_ajar')
    .values({ ...scope, jamke: lesson.jamke, idkelas, mapel: lesson.mapel ?? 'Matematika', idp: lesson.idp })
    .returning('idjadwal')
    .executeTakeFirstOrThrow()
  return idjadwal
}

/** Empties a unit's timetable and bell schedule (the seeded ones), so a test sets up only its own. */
export async function clearTimetable(db: Kysely<Database>, kode: string) {
  await db.deleteFrom('jadwal_ajar').where('kode', '=', kode).execute()
  await db.deleteFrom('jam_pelajaran').where('kode', '=', kode).execute()
}

/** Teachers (tipe 'ajar') of a unit, by idp. */
export const teachersOf = (db: Kysely<Database>, kode: string) =>
  db
    .selectFrom('pegawai')
    .select(['idp', 'nip', 'nama', 'kode'])
    .where('kode', '=', kode)
    .where('tipe', '=', 'ajar')
    .where('status', '=', 0)
    .where('status_aktif', '=', 1)
    .orderBy('idp')
    .execute()

/** A period of `length` minutes starting `from` minutes after `time` ('HH:mm'; negative: before). */
export const periodAround = (time: string, jamke: number, from: number, length = 35) => ({
  jamke,
  mulai: toHhmm(toMinutes(time) + from),
  selesai: toHhmm(toMinutes(time) + from + length),
})

/**
 * A teacher of `kode` signed in to the app with a lesson running at the test clock (started ten
 * minutes ago), today open for them (no day off, no record), and the centre of the unit's first
 * area: what a valid 'Mulai mengajar' needs.
 */
export async function lessonNow(server: TestServer, kode: string) {
  const [guru] = await teachersOf(server.db, kode)
  const [area] = await server.db.selectFrom('area_absensi').selectAll().where('kode', '=', kode).execute()
  if (!guru || !area) throw new Error(`unit ${kode} has no teacher or no area`)
  const period = periodAround(zonedTime(TEST_NOW), 1, -10)
  const idjadwal = await setUp(server, async (db) => {
    await openDayForUnit(db, kode, TEST_TODAY)
    await clearTimetable(db, kode)
    await db.deleteFrom('absensi').where('idp', '=', guru.idp).where('tgl', '=', TEST_TODAY).execute()
    return lessonCell(db, { kode, idp: guru.idp, tgl: TEST_TODAY, hari: weekday(TEST_TODAY), ...period })
  })
  const token = await employeeToken(server, guru.idp, TEST_NOW)
  return { guru, idjadwal, token, lat: area.lat, lng: area.lng }
}
