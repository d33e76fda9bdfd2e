import type { Kysely } from 'kysely'
import { PRESENSI_MESSAGES as M } from '../../contract/messages.ts'
import type { PresensiAbsenBody } from '../../contract/presensi.ts'
import type { Database, LokasiRule } from '../../db/schema.ts'
import { measure } from '../../domain/attendance.ts'
import { judgePosition } from '../../domain/check-in.ts'
import { readRow, recordRowChange } from '../audit-trail.ts'
import type { FoundationClock } from '../clock.ts'
import type { EmployeeSession, HandlerMap } from '../context.ts'
import { badRequest, conflict } from '../errors.ts'
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
 */

interface Caller {
  db: Kysely<Database>
  employee: EmployeeSession
  clock: FoundationClock
  body: PresensiAbsenBody
}

const recordedAs = (record: DayRecord) => M.recordedAs(record.status === 1 ? 'Ijin' : 'Sakit')

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

async function savePhoto(db: Kysely<Database>, id: number, jenis: 'datang' | 'pulang', data: Uint8Array) {
  await db.insertInto('absensi_foto').values({ absensi_id: id, jenis, data }).execute()
}

async function answer(caller: Caller, id: number, grace: number, pesan: string) {
  const record = await dayRecordOf(caller.db, caller.employee.idp, caller.clock.today)
  if (!record || record.id !== id) throw new Error(`record ${id} vanished inside its own transaction`)
  return { status: 'sukses' as const, pesan, data: toPresensiRecord(record, grace) }
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
      tglentri: clock.today,
      waktuentri: clock.time,
      lat: body.lat,
      lng: body.lng,
      opr: '',
      catatan: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await savePhoto(db, id, 'datang', body.foto)
  await recordRowChange(db, employeeAuthor(employee, clock), 'absensi', id, null)
  return answer(caller, id, today.grace, M.datangSaved(clock.time, place.lokasi))
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
    .set({ waktu_pulang: clock.time, pulangawal, waktukerja })
    .where('id', '=', record.id)
    .execute()
  await savePhoto(db, record.id, 'pulang', body.foto)
  await recordRowChange(db, employeeAuthor(employee, clock), 'absensi', record.id, before)
  return answer(caller, record.id, today.grace, M.pulangSaved(clock.time, place.lokasi))
}

export const absenHandlers = {
  presensiDatang: ({ db, employee, clock, body }) => checkIn({ db, employee, clock, body }),
  presensiPulang: ({ db, employee, clock, body }) => checkOut({ db, employee, clock, body }),
} satisfies HandlerMap
