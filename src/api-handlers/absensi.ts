import type { Kysely } from 'kysely'
import type { AbsensiCek } from '../contract/absensi.ts'
import { ABSENSI_MESSAGES, PEGAWAI_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import {
  inManualWindow,
  leaveLabel,
  type ManualEntry,
  manualEntry,
  measure,
  type ShiftDay,
} from '../domain/attendance.ts'
import { weekday } from '../domain/calendar.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { FoundationClock } from './clock.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { badRequest, conflict, notFound } from './errors.ts'
import { manualRecord } from './manual-record.ts'
import { assertOwnUnit, scopeToUnit } from './scope.ts'
import { unitDayOff } from './unit-calendar.ts'

/**
 * SPEC.md §7 Manual attendance: check, history, arrival and departure (DESIGN.md §3). The POSTs
 * re-check everything the check answered: the window (400), the employee (404 when missing or of
 * another unit), its schedule and the day's record (409 when the state moved on).
 */

/** The employee in the caller's unit (another unit's answers 404 like a missing one). */
async function employeeFor(db: Kysely<Database>, session: AuthSession, idp: number) {
  const employee = await scopeToUnit(
    db.selectFrom('pegawai').select(['idp', 'idshift', 'tipe', 'kode']).where('idp', '=', idp),
    session,
    'pegawai.kode',
  ).executeTakeFirst()
  if (!employee) throw notFound(PEGAWAI_MESSAGES.notFound)
  return employee
}

async function shiftDay(db: Kysely<Database>, idshift: number, tgl: string): Promise<ShiftDay | undefined> {
  const day = await db
    .selectFrom('shift_hari')
    .select(['waktu_masuk', 'waktu_pulang', 'libur'])
    .where('idshift', '=', idshift)
    .where('hari', '=', weekday(tgl))
    .executeTakeFirst()
  return day && { ...day, libur: day.libur === 1 }
}

const dayRecord = (db: Kysely<Database>, idp: number, tgl: string) =>
  db
    .selectFrom('absensi')
    .select(['id', 'status', 'waktu_masuk', 'waktu_pulang', 'catatan', 'kategori'])
    .where('idp', '=', idp)
    .where('tgl', '=', tgl)
    .executeTakeFirst()

type DayRecord = Awaited<ReturnType<typeof dayRecord>>

/** Why nothing may be entered: the leave the day is recorded as (a cuti or dinas one by that name), or a complete day. */
function refusal(entry: Exclude<ManualEntry, 'datang' | 'pulang'>, record: DayRecord): string {
  if (entry === 'ijin') return ABSENSI_MESSAGES.recordedAs(leaveLabel(1, record?.kategori))
  if (entry === 'sakit') return ABSENSI_MESSAGES.recordedAs('Sakit')
  return ABSENSI_MESSAGES.complete
}

function answer(record: DayRecord): AbsensiCek {
  const entry = manualEntry(record)
  if (entry === 'datang') return { status: 'ok', jenis: 'datang', pesan: ABSENSI_MESSAGES.datangAllowed }
  if (entry === 'pulang')
    return {
      status: 'ok',
      jenis: 'pulang',
      pesan: ABSENSI_MESSAGES.pulangAllowed(record?.waktu_masuk ?? null),
    }
  return { status: 'fail', jenis: null, pesan: refusal(entry, record) }
}

/** The state a POST of `jenis` needs, re-checked inside its transaction. */
async function allowed(
  db: Kysely<Database>,
  session: AuthSession,
  body: { tgl: string; idp: number },
  clock: FoundationClock,
  jenis: 'datang' | 'pulang',
) {
  const employee = await employeeFor(db, session, body.idp)
  if (!inManualWindow(body.tgl, clock.today)) throw badRequest(ABSENSI_MESSAGES.outsideWindow)
  if (employee.idshift === null) throw conflict(PEGAWAI_MESSAGES.notInStaffSettings)
  const record = await dayRecord(db, body.idp, body.tgl)
  const entry = manualEntry(record)
  if (entry === 'datang' || entry === 'pulang') {
    if (entry !== jenis)
      throw conflict(jenis === 'datang' ? ABSENSI_MESSAGES.alreadyArrived : ABSENSI_MESSAGES.notArrived)
  } else throw conflict(refusal(entry, record))
  const [day, dayOff] = await Promise.all([
    shiftDay(db, employee.idshift, body.tgl),
    unitDayOff(db, employee.kode, body.tgl),
  ])
  // On a day off of the unit's calendar the work is recorded, without lateness or early leave.
  return { day: day && { ...day, libur: day.libur || dayOff !== null }, record }
}

/** idar 0 = 'Lokasi tidak tercover'; otherwise a known area (a unit admin: of its own unit). */
async function areaOf(db: Kysely<Database>, session: AuthSession, idar: number) {
  if (idar === 0) return { idar: null, lokasi: ABSENSI_MESSAGES.noArea }
  const area = await db
    .selectFrom('area_absensi')
    .select(['idar', 'lokasi', 'kode'])
    .where('idar', '=', idar)
    .executeTakeFirst()
  if (!area) throw badRequest(ABSENSI_MESSAGES.unknownArea)
  assertOwnUnit(session, area.kode)
  return { idar: area.idar, lokasi: area.lokasi }
}

export const absensiHandlers = {
  async absensiCek({ db, session, params, clock }) {
    const employee = await employeeFor(db, session, params.idp)
    if (!inManualWindow(params.tgl, clock.today))
      return { status: 'fail', jenis: null, pesan: ABSENSI_MESSAGES.outsideWindow }
    if (employee.idshift === null)
      return { status: 'fail', jenis: null, pesan: PEGAWAI_MESSAGES.notInStaffSettings }
    const [record, dayOff] = await Promise.all([
      dayRecord(db, params.idp, params.tgl),
      unitDayOff(db, employee.kode, params.tgl),
    ])
    const check = answer(record)
    // Work on a day off of the unit's calendar may still be entered; the operator is told it is one.
    return check.status === 'ok' && dayOff !== null
      ? { ...check, pesan: `${check.pesan} ${ABSENSI_MESSAGES.onDayOff(dayOff)}` }
      : check
  },

  async absensiRiwayat({ db, session, params }) {
    const employee = await employeeFor(db, session, params.idp)
    if (employee.idshift === null)
      return { status: 'fail', pesan: PEGAWAI_MESSAGES.notInStaffSettings, tipe: 'normal', datae: [] }
    if (employee.tipe === 'ajar') {
      const datae = await db
        .selectFrom('absensi_ajar')
        .select(['tgl', 'matpel', 'kelas', 'waktu'])
        .where('idp', '=', params.idp)
        // The lessons the teacher taught (their own or as substitute), not those marked not taught.
        .where('status', 'in', ['hadir', 'pengganti'])
        .orderBy('tgl', 'desc')
        .orderBy('waktu', 'desc')
        .limit(30)
        .execute()
      return { status: 'ok', pesan: '', tipe: 'ajar', datae }
    }
    const rows = await db
      .selectFrom('absensi')
      .select(['id', 'tgl', 'status', 'waktu_masuk', 'waktu_pulang', 'catatan', 'kategori'])
      .where('idp', '=', params.idp)
      .where('device', '=', 1)
      .orderBy('tgl', 'desc')
      .limit(30)
      .execute()
    // The additive kategori only on a cuti or dinas record: the SPEC's rows answer exactly as before.
    const datae = rows.map(({ kategori, ...row }) => (kategori ? { ...row, kategori } : row))
    return { status: 'ok', pesan: '', tipe: 'normal', datae }
  },

  async absensiDatang(context) {
    const { db, session, body, clock } = context
    const { day } = await allowed(db, session, body, clock, 'datang')
    // Ijin/Sakit carry no location (issue 20); the refine of the body guarantees idar for Masuk.
    const place =
      body.status === 0 && body.idar !== undefined
        ? await areaOf(db, session, body.idar)
        : { idar: null, lokasi: '' }
    const { id } = await db
      .insertInto('absensi')
      .values(
        manualRecord(
          {
            idp: body.idp,
            tgl: body.tgl,
            status: body.status,
            // Ijin/Sakit entered by hand carry no times (DESIGN.md §3), like an approved leave.
            waktu_masuk: body.status === 0 ? body.waktu : null,
            ...place,
            catatan: body.catatan,
          },
          day,
          session,
          clock,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'absensi', id, null)
    return { status: 'sukses', pesan: ABSENSI_MESSAGES.saved, id }
  },

  async absensiPulang(context) {
    const { db, session, body, clock } = context
    const { day, record } = await allowed(db, session, body, clock, 'pulang')
    if (!record?.waktu_masuk) throw conflict(ABSENSI_MESSAGES.notArrived)
    if (body.waktu <= record.waktu_masuk)
      throw badRequest(ABSENSI_MESSAGES.departureBeforeArrival(record.waktu_masuk))
    const { pulangawal, waktukerja } = measure(
      { waktu_masuk: record.waktu_masuk, waktu_pulang: body.waktu },
      day,
    )
    const before = await readRow(db, 'absensi', record.id)
    await db
      .updateTable('absensi')
      .set({
        waktu_pulang: body.waktu,
        pulangawal,
        waktukerja,
        opr: session.usernama,
        catatan: body.catatan
          ? [record.catatan, `Pulang: ${body.catatan}`].filter(Boolean).join(' · ')
          : record.catatan,
      })
      .where('id', '=', record.id)
      .execute()
    await recordRowChange(db, context, 'absensi', record.id, before)
    return { status: 'sukses', pesan: ABSENSI_MESSAGES.saved, id: record.id }
  },
} satisfies HandlerMap
