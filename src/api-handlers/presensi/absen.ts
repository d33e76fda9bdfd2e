import type { Kysely } from 'kysely'
import { PRESENSI_MESSAGES as M } from '../../contract/messages.ts'
import type { PresensiAbsenBody } from '../../contract/presensi.ts'
import type { Database, LokasiRule } from '../../db/schema.ts'
import { leaveLabel, measure } from '../../domain/attendance.ts'
import { judgePosition } from '../../domain/check-in.ts'
import { readRow, recordRowChange } from '../audit-trail.ts'
import { clockAt, type FoundationClock } from '../clock.ts'
import type { EmployeeSession, HandlerMap } from '../context.ts'
import { badRequest, conflict } from '../errors.ts'
import { delayLimitHours, gracePeriod } from '../pengaturan.ts'
import { employeeAuthor } from './author.ts'
import {
  allowedToday,
  type DayRecord,
  dayOffText,
  dayRecordOf,
  type EmployeeDay,
  loadEmployeeDay,
  toPresensiRecord,
} from './today.ts'

/**
 * POST presensi/datang and presensi/pulang (issue 17): the server decides the time (foundation
 * clock) and the area (the nearest allowed area holding the point). Every refusal comes before
 * any write, so a refused call writes nothing; the whole call is one transaction, and the server
 * serialises writes, so two arrivals at once give one record (the second is refused).
 *
 * A check-in the app queued without signal (issue 34) carries when it was taken (`diambil`) and
 * the id of its sending (`id_kirim`): it counts at the taken time, on the taken day, as long as it
 * waited no longer than the delay limit (setting `batas_tunda_jam`), and the record says when it
 * arrived. A second arrival of the same id answers the first success and writes nothing.
 */

type Step = 'datang' | 'pulang'

interface Caller {
  db: Kysely<Database>
  employee: EmployeeSession
  /** The clock the check-in counts at: now, or when it was taken for one sent late. */
  clock: FoundationClock
  /** The clock of the request itself (the audit trail's time). */
  now: FoundationClock
  /** When a late sending arrived ('YYYY-MM-DD HH:mm'); null for one sent as taken. */
  kirim: string | null
  body: PresensiAbsenBody
}

/** The phone's clock may run this much ahead of the server's before a "future" check-in is refused. */
const CLOCK_SKEW_MS = 5 * 60_000
/** Sent this long after it was taken, a check-in counts at its taken time and is marked as late. */
const LATE_AFTER_MS = 2 * 60_000
const HOUR_MS = 3_600_000

/**
 * When the check-in counts: now, unless it was taken a while ago (within the limit). A check-in
 * sent within two minutes of its taking keeps the server's time, as before: the phone's clock
 * decides only for one that really waited, and the admin then sees both times.
 */
async function sending(db: Kysely<Database>, at: Date, now: FoundationClock, diambil: string | undefined) {
  if (diambil === undefined) return { clock: now, kirim: null }
  const taken = new Date(diambil)
  const waited = at.getTime() - taken.getTime()
  if (waited < -CLOCK_SKEW_MS) throw badRequest(M.takenInFuture)
  if (waited < LATE_AFTER_MS) return { clock: now, kirim: null }
  const limit = await delayLimitHours(db)
  if (waited > limit * HOUR_MS) throw badRequest(M.takenTooLongAgo(limit))
  return { clock: clockAt(taken, now.zona), kirim: `${now.today} ${now.time}` }
}

/** 'Anda tercatat Ijin / Sakit / Cuti / Dinas Luar hari ini.' for a leave record. */
const recordedAs = (record: DayRecord) =>
  M.recordedAs(leaveLabel(record.status === 1 ? 1 : 2, record.kategori))

/** The area's name, after refusing a position outside the allowed areas or too imprecise to tell. */
function placeOf(today: EmployeeDay, rule: LokasiRule, employee: EmployeeSession, body: PresensiAbsenBody) {
  const point = { lat: body.lat, lng: body.lng }
  const verdict = judgePosition(point, body.akurasi, allowedToday(today, rule, employee.kode), today.areas)
  switch (verdict.kind) {
    case 'none':
      throw badRequest(M.noAllowedArea)
    case 'lowAccuracy':
      throw badRequest(M.lowAccuracy(verdict.akurasi))
    case 'outside':
      throw badRequest(M.outsideArea(verdict.distance, verdict.area.lokasi, verdict.area.radius))
    case 'anywhere':
      return { idar: verdict.area?.idar ?? null, lokasi: verdict.area?.lokasi ?? M.anywhere }
    default:
      return { idar: verdict.area.idar, lokasi: verdict.area.lokasi }
  }
}

async function savePhoto(db: Kysely<Database>, id: number, jenis: Step, data: Uint8Array) {
  await db.insertInto('absensi_foto').values({ absensi_id: id, jenis, data }).execute()
}

/**
 * The saved message: the time it counts at, the place, and when it arrived if it waited for a
 * signal. The record keeps the arrival's place only: a repeated departure names that one.
 */
function savedMessage(step: Step, record: DayRecord, lokasi = record.lokasi): string {
  const [waktu, kirim] =
    step === 'datang' ? [record.waktu_masuk, record.kirim_masuk] : [record.waktu_pulang, record.kirim_pulang]
  const saved = (step === 'datang' ? M.datangSaved : M.pulangSaved)(waktu ?? '', lokasi)
  return kirim === null ? saved : `${saved}${M.sentLate(kirim.slice(11))}`
}

async function answer(
  db: Kysely<Database>,
  saved: { idp: number; tgl: string; step: Step; lokasi?: string },
  grace: number,
) {
  const record = await dayRecordOf(db, saved.idp, saved.tgl)
  if (!record) throw new Error(`the record of ${saved.tgl} vanished inside its own transaction`)
  const pesan = savedMessage(saved.step, record, saved.lokasi)
  return { status: 'sukses' as const, pesan, data: toPresensiRecord(record, grace) }
}

/** The record an earlier arrival of this sending wrote, if any (its id is stored with it). */
function earlierSending(db: Kysely<Database>, idp: number, step: Step, id: string | undefined) {
  if (id === undefined) return undefined
  return db
    .selectFrom('absensi')
    .select('tgl')
    .where('idp', '=', idp)
    .where(step === 'datang' ? 'id_kirim_masuk' : 'id_kirim_pulang', '=', id)
    .executeTakeFirst()
}

async function checkIn(caller: Caller) {
  const { db, employee, clock, body } = caller
  const today = await loadEmployeeDay(db, employee, clock)
  if (today.dayOff) throw conflict(M.notWorkingDay(dayOffText(today.dayOff)))
  if (today.record) throw conflict(today.record.status === 0 ? M.alreadyArrived : recordedAs(today.record))
  const place = placeOf(today, today.shift?.lokasi_masuk ?? 0, employee, body)
  const { id } = await db
    .insertInto('absensi')
    .values({
      idp: employee.idp,
      tgl: today.tgl,
      status: 0,
      waktu_masuk: clock.time,
      waktu_pulang: null,
      ...measure({ waktu_masuk: clock.time, waktu_pulang: null }, today.day),
      ...place,
      device: 0,
      tglentri: caller.now.today,
      waktuentri: caller.now.time,
      lat: body.lat,
      lng: body.lng,
      opr: '',
      catatan: '',
      kirim_masuk: caller.kirim,
      id_kirim_masuk: body.id_kirim ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await savePhoto(db, id, 'datang', body.foto)
  await recordRowChange(db, employeeAuthor(employee, caller.now), 'absensi', id, null)
  return answer(db, { idp: employee.idp, tgl: today.tgl, step: 'datang' }, today.grace)
}

async function checkOut(caller: Caller) {
  const { db, employee, clock, body } = caller
  const today = await loadEmployeeDay(db, employee, clock)
  const record = today.record
  if (!record) throw conflict(today.dayOff ? M.notWorkingDay(dayOffText(today.dayOff)) : M.notArrived)
  if (record.status !== 0) throw conflict(recordedAs(record))
  if (record.waktu_pulang !== null || record.waktu_masuk === null) throw conflict(M.alreadyLeft)
  const place = placeOf(today, today.shift?.lokasi_pulang ?? 0, employee, body)
  const { pulangawal, waktukerja } = measure(
    { waktu_masuk: record.waktu_masuk, waktu_pulang: clock.time },
    today.day,
  )
  const before = await readRow(db, 'absensi', record.id)
  await db
    .updateTable('absensi')
    .set({
      waktu_pulang: clock.time,
      pulangawal,
      waktukerja,
      kirim_pulang: caller.kirim,
      id_kirim_pulang: body.id_kirim ?? null,
    })
    .where('id', '=', record.id)
    .execute()
  await savePhoto(db, record.id, 'pulang', body.foto)
  await recordRowChange(db, employeeAuthor(employee, caller.now), 'absensi', record.id, before)
  return answer(db, { idp: employee.idp, tgl: today.tgl, step: 'pulang', lokasi: place.lokasi }, today.grace)
}

/** A sending seen before gets its first answer; a new one is checked, timed and stored. */
async function absen(
  step: Step,
  context: {
    db: Kysely<Database>
    employee: EmployeeSession
    clock: FoundationClock
    now: Date
    body: PresensiAbsenBody
  },
) {
  const { db, employee, clock, now, body } = context
  const earlier = await earlierSending(db, employee.idp, step, body.id_kirim)
  if (earlier) return answer(db, { idp: employee.idp, tgl: earlier.tgl, step }, await gracePeriod(db))
  const timed = await sending(db, now, clock, body.diambil)
  const caller = { db, employee, body, now: clock, ...timed }
  return step === 'datang' ? checkIn(caller) : checkOut(caller)
}

export const absenHandlers = {
  presensiDatang: (context) => absen('datang', context),
  presensiPulang: (context) => absen('pulang', context),
} satisfies HandlerMap
