import type { Kysely } from 'kysely'
import type { JurnalRow } from '../../contract/jam-mengajar.ts'
import { JAM_AJAR_MESSAGES as M, PRESENSI_MESSAGES } from '../../contract/messages.ts'
import type { Database } from '../../db/schema.ts'
import { leaveLabel } from '../../domain/attendance.ts'
import { toMinutes } from '../../domain/calendar.ts'
import { judgePosition } from '../../domain/check-in.ts'
import { recordRowChange } from '../audit-trail.ts'
import type { FoundationClock } from '../clock.ts'
import type { EmployeeSession, HandlerMap } from '../context.ts'
import { badRequest, conflict } from '../errors.ts'
import { loadLessons } from '../lessons.ts'
import { unitDayOff } from '../unit-calendar.ts'
import { employeeAuthor } from './author.ts'

/**
 * The teacher's Mengajar screen (issue 33, docs/jam-mengajar.md "Mulai mengajar"): today's lessons
 * with what became of them, and 'Mulai mengajar' on one of them: the teacher's own cell today,
 * from a few minutes before its period to its end, at the school's area, not on the teacher's
 * leave and not recorded yet. The following periods of the same class and subject (a double
 * lesson) are recorded with it.
 */

/** A teacher walking in at the bell may start this many minutes before the period. */
export const EARLY_START_MINUTES = 5

const LEAVE_STATES = new Set<JurnalRow['keadaan']>(['ijin', 'sakit', 'cuti', 'dinas'])

/** The teacher's leave record today, as the app names it ('Ijin', 'Cuti', …), or null. */
async function leaveToday(db: Kysely<Database>, idp: number, tgl: string) {
  const record = await db
    .selectFrom('absensi')
    .select(['status', 'kategori'])
    .where('idp', '=', idp)
    .where('tgl', '=', tgl)
    .where('status', 'in', [1, 2])
    .executeTakeFirst()
  return record ? leaveLabel(record.status === 2 ? 2 : 1, record.kategori) : null
}

/** The lesson and the following periods of the same class and subject still to be recorded. */
function blockFrom(lessons: readonly JurnalRow[], first: JurnalRow): JurnalRow[] {
  const block = [first]
  for (;;) {
    const last = block[block.length - 1] as JurnalRow
    const next = lessons.find(
      (row) => row.jamke === last.jamke + 1 && row.idkelas === first.idkelas && row.mapel === first.mapel,
    )
    if (next?.keadaan !== 'belum') return block
    block.push(next)
  }
}

/** Every attendance area, and those of the school (a unit): where a lesson may be started. */
async function areasOf(db: Kysely<Database>, kode: string) {
  const areas = await db
    .selectFrom('area_absensi')
    .select(['idar', 'lokasi', 'lat', 'lng', 'radius', 'kode'])
    .orderBy('idar')
    .execute()
  return { areas, school: areas.filter((area) => area.kode === kode) }
}

/** At the school's areas (the lesson's unit): the daily check-in's judgement and messages. */
async function assertAtSchool(
  db: Kysely<Database>,
  kode: string,
  position: { lat: number; lng: number; akurasi: number },
) {
  const { areas, school } = await areasOf(db, kode)
  const verdict = judgePosition(position, position.akurasi, school, areas)
  switch (verdict.kind) {
    case 'none':
      throw badRequest(PRESENSI_MESSAGES.noAllowedArea)
    case 'lowAccuracy':
      throw badRequest(PRESENSI_MESSAGES.lowAccuracy(verdict.akurasi))
    case 'outside':
      throw badRequest(
        PRESENSI_MESSAGES.outsideArea(verdict.distance, verdict.area.lokasi, verdict.area.radius),
      )
    default:
  }
}

async function unitOfCell(db: Kysely<Database>, idjadwal: number) {
  const cell = await db
    .selectFrom('jadwal_ajar')
    .select('kode')
    .where('idjadwal', '=', idjadwal)
    .executeTakeFirstOrThrow()
  return cell.kode
}

/** The lesson to start now, after every refusal that does not need the position. */
async function lessonToStart(
  db: Kysely<Database>,
  employee: EmployeeSession,
  clock: FoundationClock,
  idjadwal: number,
) {
  const lessons = await loadLessons(db, { idp: employee.idp, from: clock.today, to: clock.today })
  const lesson = lessons.find((row) => row.idjadwal === idjadwal)
  if (!lesson) {
    const dayOff = await unitDayOff(db, employee.kode, clock.today)
    throw conflict(dayOff === null ? M.notYourLesson : M.dayOff(dayOff))
  }
  if (LEAVE_STATES.has(lesson.keadaan)) throw conflict(M.onLeave)
  if (lesson.keadaan !== 'belum') throw conflict(M.alreadyRecorded)
  const now = toMinutes(clock.time)
  if (now < toMinutes(lesson.mulai) - EARLY_START_MINUTES || now >= toMinutes(lesson.selesai))
    throw conflict(M.outsidePeriod(lesson.mulai, lesson.selesai))
  return { lesson, lessons }
}

export const mengajarHandlers = {
  async presensiMengajar({ db, employee, clock }) {
    const [datae, libur, cuti, { school }] = await Promise.all([
      loadLessons(db, { idp: employee.idp, from: clock.today, to: clock.today }),
      unitDayOff(db, employee.kode, clock.today),
      leaveToday(db, employee.idp, clock.today),
      areasOf(db, employee.kode),
    ])
    // The school's areas, as the daily check-in's rule 2 (the unit's own) shows them.
    const area = { aturan: 2 as const, bebas: false, daftar: school }
    return { tgl: clock.today, jam: clock.time, libur, cuti, area, datae }
  },

  async presensiMulaiMengajar({ db, employee, clock, body }) {
    const { lesson, lessons } = await lessonToStart(db, employee, clock, body.idjadwal)
    await assertAtSchool(db, await unitOfCell(db, lesson.idjadwal), body)
    const author = employeeAuthor(employee, clock)
    for (const row of blockFrom(lessons, lesson)) {
      const { id } = await db
        .insertInto('absensi_ajar')
        .values({
          idp: employee.idp,
          tgl: row.tgl,
          matpel: row.mapel,
          kelas: row.kelas,
          waktu: row.mulai,
          idjadwal: row.idjadwal,
          jamke: row.jamke,
          status: 'hadir',
          idp_jadwal: employee.idp,
          materi: body.materi,
          dicatat: 'app',
          opr: '',
          waktu_catat: `${clock.today} ${clock.time}`,
          lat: body.lat,
          lng: body.lng,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordRowChange(db, author, 'absensi_ajar', id, null)
    }
    return { status: 'sukses', pesan: M.saved(lesson.kelas, lesson.mapel) }
  },
} satisfies HandlerMap
