import type { Kysely } from 'kysely'
import { addDays } from '../../seeds/dates.ts'
import { ABSENSI_MESSAGES, PEGAWAI_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { earlyLeave, lateness, type ShiftDay, weekdayOf, workMinutes } from '../domain/attendance.ts'
import { localDate } from './clock.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { badRequest, conflict, notFound } from './errors.ts'
import { manualRecord } from './manual-record.ts'
import { scopeToUnit } from './scope.ts'

/** SPEC.md §7 Manual attendance: check, history, arrival and departure (DESIGN.md §3). */

export const MANUAL_WINDOW = { daysBefore: 3, daysAfter: 1 } as const
const NO_AREA = 'Lokasi tidak tercover'

interface Verdict {
  status: 'ok' | 'fail'
  jenis: 'datang' | 'pulang' | null
  pesan: string
}

async function employeeFor(db: Kysely<Database>, session: AuthSession, idp: number) {
  const employee = await scopeToUnit(
    db.selectFrom('pegawai').select(['idp', 'idshift', 'tipe', 'kode']).where('idp', '=', idp),
    session,
    'pegawai.kode',
  ).executeTakeFirst()
  if (!employee) throw notFound(PEGAWAI_MESSAGES.notFound)
  return employee
}

async function shiftDay(
  db: Kysely<Database>,
  idshift: number | null,
  tgl: string,
): Promise<ShiftDay | undefined> {
  if (idshift === null) return undefined
  const day = await db
    .selectFrom('shift_hari')
    .select(['waktu_masuk', 'waktu_pulang', 'libur'])
    .where('idshift', '=', idshift)
    .where('hari', '=', weekdayOf(tgl))
    .executeTakeFirst()
  return day && { ...day, libur: day.libur === 1 }
}

/** What may be entered for this employee on this date, and why not otherwise. */
async function verdict(
  db: Kysely<Database>,
  session: AuthSession,
  tgl: string,
  idp: number,
  now: Date,
): Promise<Verdict> {
  const today = localDate(now)
  const first = addDays(today, -MANUAL_WINDOW.daysBefore)
  const last = addDays(today, MANUAL_WINDOW.daysAfter)
  if (tgl < first || tgl > last)
    return {
      status: 'fail',
      jenis: null,
      pesan: 'Tanggal absensi manual hanya dari 3 hari yang lalu sampai besok.',
    }
  const employee = await employeeFor(db, session, idp)
  if (employee.idshift === null)
    return { status: 'fail', jenis: null, pesan: PEGAWAI_MESSAGES.notInStaffSettings }
  const record = await db
    .selectFrom('absensi')
    .select(['status', 'waktu_masuk', 'waktu_pulang'])
    .where('idp', '=', idp)
    .where('tgl', '=', tgl)
    .executeTakeFirst()
  if (!record) return { status: 'ok', jenis: 'datang', pesan: 'Silakan isi absensi datang.' }
  if (record.status !== 0)
    return {
      status: 'fail',
      jenis: null,
      pesan: `Pegawai tercatat ${record.status === 1 ? 'Ijin' : 'Sakit'} pada tanggal ini.`,
    }
  if (record.waktu_pulang === null)
    return {
      status: 'ok',
      jenis: 'pulang',
      pesan: `Sudah absen datang pukul ${record.waktu_masuk}. Silakan isi absensi pulang.`,
    }
  return { status: 'fail', jenis: null, pesan: 'Absensi datang dan pulang pada tanggal ini sudah lengkap.' }
}

async function assertAllowed(
  db: Kysely<Database>,
  session: AuthSession,
  tgl: string,
  idp: number,
  now: Date,
  jenis: 'datang' | 'pulang',
) {
  const check = await verdict(db, session, tgl, idp, now)
  if (check.status === 'fail') throw conflict(check.pesan)
  if (check.jenis !== jenis)
    throw conflict(
      jenis === 'datang'
        ? 'Pegawai sudah absen datang pada tanggal ini.'
        : 'Pegawai belum absen datang pada tanggal ini.',
    )
}

export const absensiHandlers = {
  async absensiCek({ db, session, params, now }) {
    return verdict(db, session, params.tgl, params.idp, now)
  },

  async absensiRiwayat({ db, session, params }) {
    const employee = await employeeFor(db, session, params.idp)
    const tipe = employee.tipe === 'ajar' ? ('ajar' as const) : ('normal' as const)
    if (employee.idshift === null)
      return {
        status: 'fail' as const,
        pesan: PEGAWAI_MESSAGES.notInStaffSettings,
        tipe: 'normal' as const,
        datae: [],
      }
    if (tipe === 'ajar') {
      const datae = await db
        .selectFrom('absensi_ajar')
        .select(['tgl', 'matpel', 'kelas', 'waktu'])
        .where('idp', '=', params.idp)
        .orderBy('tgl', 'desc')
        .orderBy('waktu', 'desc')
        .limit(30)
        .execute()
      return { status: 'ok' as const, pesan: '', tipe, datae }
    }
    const rows = await db
      .selectFrom('absensi')
      .select(['id', 'tgl', 'status', 'waktu_masuk', 'waktu_pulang', 'catatan'])
      .where('idp', '=', params.idp)
      .where('device', '=', 1)
      .orderBy('tgl', 'desc')
      .limit(30)
      .execute()
    const datae = rows.map((row) => ({
      ...row,
      status: row.status === 1 ? (1 as const) : row.status === 2 ? (2 as const) : (0 as const),
    }))
    return { status: 'ok' as const, pesan: '', tipe, datae }
  },

  async absensiDatang({ db, session, body, now }) {
    await assertAllowed(db, session, body.tgl, body.idp, now, 'datang')
    const employee = await employeeFor(db, session, body.idp)
    let lokasi = NO_AREA
    if (body.idar > 0) {
      const area = await db
        .selectFrom('area_absensi')
        .select('lokasi')
        .where('idar', '=', body.idar)
        .executeTakeFirst()
      if (!area) throw badRequest('Lokasi absensi tidak dikenal!')
      lokasi = area.lokasi
    }
    const day = await shiftDay(db, employee.idshift, body.tgl)
    const present = body.status === 0
    const { id } = await db
      .insertInto('absensi')
      .values(
        manualRecord(
          {
            idp: body.idp,
            tgl: body.tgl,
            status: body.status,
            waktu_masuk: present ? body.waktu : null,
            keterlambatan: present ? lateness(body.waktu, day) : 0,
            idar: body.idar > 0 ? body.idar : null,
            lokasi,
            catatan: body.catatan,
          },
          session,
          now,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
    return { status: 'sukses', pesan: ABSENSI_MESSAGES.saved, id }
  },

  async absensiPulang({ db, session, body, now }) {
    await assertAllowed(db, session, body.tgl, body.idp, now, 'pulang')
    const employee = await employeeFor(db, session, body.idp)
    const record = await db
      .selectFrom('absensi')
      .select(['id', 'waktu_masuk', 'catatan'])
      .where('idp', '=', body.idp)
      .where('tgl', '=', body.tgl)
      .executeTakeFirstOrThrow()
    const arrival = record.waktu_masuk ?? body.waktu
    if (body.waktu <= arrival) throw badRequest(`Waktu pulang harus setelah waktu datang (${arrival}).`)
    const day = await shiftDay(db, employee.idshift, body.tgl)
    await db
      .updateTable('absensi')
      .set({
        waktu_pulang: body.waktu,
        pulangawal: earlyLeave(body.waktu, day),
        waktukerja: workMinutes(arrival, body.waktu),
        opr: session.usernama,
        catatan: body.catatan
          ? [record.catatan, `Pulang: ${body.catatan}`].filter(Boolean).join(' · ')
          : record.catatan,
      })
      .where('id', '=', record.id)
      .execute()
    return { status: 'sukses', pesan: ABSENSI_MESSAGES.saved, id: record.id }
  },
} satisfies HandlerMap
