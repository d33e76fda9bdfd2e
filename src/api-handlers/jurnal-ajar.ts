import type { Kysely } from 'kysely'
import type { JurnalRow } from '../contract/jam-mengajar.ts'
import { COMMON_MESSAGES, JAM_AJAR_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { NAMA_HARI, weekday } from '../domain/calendar.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { badRequest, conflict, notFound } from './errors.ts'
import { loadLessons } from './lessons.ts'
import { assertInUnit, chosenUnit } from './scope.ts'
import { unitDayOff } from './unit-calendar.ts'

/**
 * The piket's Jurnal Mengajar (issue 33, docs/jam-mengajar.md): a unit's lessons of a date and what
 * became of them, and the record of one lesson by the duty officer (the unit's admin account) or
 * the foundation's admin: taught, not taught, or taught by a substitute. A record replaces the
 * cell's record of that date; every write goes to the audit trail.
 */

const namaHari = (hari: number) => NAMA_HARI[hari] ?? String(hari)
const overlaps = (a: Pick<JurnalRow, 'mulai' | 'selesai'>, b: Pick<JurnalRow, 'mulai' | 'selesai'>) =>
  a.mulai < b.selesai && b.mulai < a.selesai

/** The timetable cell, within the caller's unit (another unit's cell answers 404 like a missing one). */
async function cellOf(db: Kysely<Database>, session: AuthSession, idjadwal: number) {
  const cell = await db
    .selectFrom('jadwal_ajar')
    .select(['idjadwal', 'kode', 'hari', 'idp'])
    .where('idjadwal', '=', idjadwal)
    .executeTakeFirst()
  return assertInUnit(session, cell, M.jadwalNotFound)
}

/** The lesson of that cell and date, after refusing a date it is not held on or has not begun. */
async function lessonOn(
  db: Kysely<Database>,
  cell: { idjadwal: number; kode: string; hari: number },
  tgl: string,
  now: { today: string; time: string },
): Promise<JurnalRow> {
  if (weekday(tgl) !== cell.hari) throw conflict(M.notThatDay(namaHari(cell.hari)))
  const dayOff = await unitDayOff(db, cell.kode, tgl)
  if (dayOff !== null) throw conflict(M.dayOff(dayOff))
  const [lesson] = await loadLessons(db, { idjadwal: cell.idjadwal, from: tgl, to: tgl })
  // The right weekday and no day off, yet no lesson: the date is outside the cell's semester.
  if (!lesson) throw conflict(M.outsideSemester)
  if (tgl > now.today || (tgl === now.today && now.time < lesson.mulai)) throw conflict(M.future)
  return lesson
}

/**
 * A substitute busy in that period is refused: one teaching (or still to teach) a lesson of their
 * own at an overlapping time, or already recorded as substitute elsewhere then. Their own lesson
 * marked not taught, or given to another substitute, leaves them free.
 */
async function assertFree(db: Kysely<Database>, idp: number, lesson: JurnalRow) {
  const tgl = lesson.tgl
  const own = await loadLessons(db, { idp, from: tgl, to: tgl })
  const substituting = await db
    .selectFrom('absensi_ajar')
    .select('idjadwal')
    .where('idp', '=', idp)
    .where('tgl', '=', tgl)
    .where('status', '=', 'pengganti')
    .where('idjadwal', '!=', lesson.idjadwal)
    .execute()
  const elsewhere = await Promise.all(
    substituting.flatMap((record) =>
      record.idjadwal === null ? [] : [loadLessons(db, { idjadwal: record.idjadwal, from: tgl, to: tgl })],
    ),
  )
  const busy = [
    ...own.filter((row) => row.keadaan === 'belum' || row.keadaan === 'hadir'),
    ...elsewhere.flat(),
  ].find((row) => row.idjadwal !== lesson.idjadwal && overlaps(row, lesson))
  if (!busy) return
  const guru = await db.selectFrom('pegawai').select('nama').where('idp', '=', idp).executeTakeFirstOrThrow()
  throw conflict(
    M.guruBentrok(guru.nama, busy.kelas, namaHari(weekday(tgl)), `${busy.mulai}–${busy.selesai}`),
  )
}

/** The substitute: another employee of the lesson's unit, free in that period. */
async function substitute(
  db: Kysely<Database>,
  idp: number,
  cell: { kode: string; idp: number },
  lesson: JurnalRow,
) {
  if (idp === cell.idp) throw badRequest(M.penggantiSame)
  const employee = await db
    .selectFrom('pegawai')
    .select('idp')
    .where('idp', '=', idp)
    .where('kode', '=', cell.kode)
    .executeTakeFirst()
  if (!employee) throw notFound(M.penggantiNotFound)
  await assertFree(db, idp, lesson)
}

export const jurnalAjarHandlers = {
  async jurnalAjarGet({ db, session, query, clock }) {
    const kode = chosenUnit(session, query.kode)
    if (kode === null) throw badRequest(M.kodeRequired)
    const tgl = query.tgl ?? clock.today
    const [libur, datae, guru] = await Promise.all([
      unitDayOff(db, kode, tgl),
      loadLessons(db, { kode, from: tgl, to: tgl }),
      db
        .selectFrom('pegawai')
        .select(['idp', 'nama'])
        .where('kode', '=', kode)
        .where('tipe', '=', 'ajar')
        .where('status', '=', 0)
        .orderBy('nama')
        .execute(),
    ])
    return { tgl, libur, datae, guru }
  },

  async jurnalAjarSet(context) {
    const { db, session, body, clock } = context
    const cell = await cellOf(db, session, body.idjadwal)
    const lesson = await lessonOn(db, cell, body.tgl, clock)
    const idpPengganti = body.status === 'pengganti' ? body.idp_pengganti : null
    if (idpPengganti !== null) await substitute(db, idpPengganti, cell, lesson)
    const values = {
      idp: idpPengganti ?? cell.idp,
      idp_jadwal: cell.idp,
      status: body.status,
      materi: body.materi,
      alasan: body.status === 'tidak' ? body.alasan : '',
      dicatat: session.levelx === 1 ? ('piket' as const) : ('admin' as const),
      opr: session.namalengkap,
      waktu_catat: `${clock.today} ${clock.time}`,
      lat: null,
      lng: null,
    }
    if (lesson.id !== null) {
      const before = await readRow(db, 'absensi_ajar', lesson.id)
      await db.updateTable('absensi_ajar').set(values).where('id', '=', lesson.id).execute()
      await recordRowChange(db, context, 'absensi_ajar', lesson.id, before)
    } else {
      const { id } = await db
        .insertInto('absensi_ajar')
        .values({
          ...values,
          tgl: lesson.tgl,
          idjadwal: lesson.idjadwal,
          jamke: lesson.jamke,
          matpel: lesson.mapel,
          kelas: lesson.kelas,
          waktu: lesson.mulai,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordRowChange(db, context, 'absensi_ajar', id, null)
    }
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async jurnalAjarDelete(context) {
    const { db, session, params } = context
    const record = await db
      .selectFrom('absensi_ajar as a')
      .innerJoin('pegawai as p', 'p.idp', 'a.idp')
      .leftJoin('jadwal_ajar as j', 'j.idjadwal', 'a.idjadwal')
      .select(['a.id', 'p.kode as kode_pegawai', 'j.kode as kode_jadwal'])
      .where('a.id', '=', params.id)
      .executeTakeFirst()
    // The lesson's unit is its cell's; a record from before timetables belongs to its teacher's.
    const inUnit = record && { ...record, kode: record.kode_jadwal ?? record.kode_pegawai }
    assertInUnit(session, inUnit, M.recordNotFound)
    const before = await readRow(db, 'absensi_ajar', params.id)
    await db.deleteFrom('absensi_ajar').where('id', '=', params.id).execute()
    await recordRowChange(db, context, 'absensi_ajar', params.id, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
