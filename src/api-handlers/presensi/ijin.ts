import type { Kysely } from 'kysely'
import { PRESENSI_MESSAGES as M } from '../../contract/messages.ts'
import type { PresensiIjinBody } from '../../contract/presensi.ts'
import type { Database } from '../../db/schema.ts'
import { isScheduledDay } from '../../domain/attendance.ts'
import { addDays, dateRange, daysBetween, weekday } from '../../domain/calendar.ts'
import { recordRowChange } from '../audit-trail.ts'
import type { EmployeeSession, HandlerMap } from '../context.ts'
import { badRequest, conflict } from '../errors.ts'
import { loadUnitCalendar } from '../unit-calendar.ts'
import { employeeAuthor } from './author.ts'

/**
 * POST and GET presensi/ijin (issue 17): an employee's own leave requests. A new one is pending
 * (disetujui 0), exactly like those Pengajuan Ijin verifies: `hari` counts the schedule's working
 * days of the range (as the seeded ones), the letter is stored like theirs (surat_ijin).
 */

/** A request may reach back a week (a sick note brought after recovering), not further. */
export const DAYS_BACK = 7
/** One request covers at most this many calendar days. */
export const MAX_DAYS = 90

/** The earliest pending or approved request of the employee that shares a day with the range. */
const overlapping = (db: Kysely<Database>, idp: number, body: PresensiIjinBody) =>
  db
    .selectFrom('pengajuan_ijin')
    .select(['tglawal', 'tglakhir'])
    .where('idp', '=', idp)
    .where('disetujui', 'in', [0, 1])
    .where('tglawal', '<=', body.tglakhir)
    .where('tglakhir', '>=', body.tglawal)
    .orderBy('tglawal')
    .executeTakeFirst()

/** Working days of the employee's schedule in the range (days off and their unit's calendar skipped). */
async function workingDays(db: Kysely<Database>, idp: number, body: PresensiIjinBody): Promise<number> {
  const employee = await db
    .selectFrom('pegawai')
    .select(['idshift', 'tglmasuk', 'tglkeluar', 'kode'])
    .where('idp', '=', idp)
    .executeTakeFirstOrThrow()
  if (employee.idshift === null) return 0
  const [days, calendar] = await Promise.all([
    db.selectFrom('shift_hari').select(['hari', 'libur']).where('idshift', '=', employee.idshift).execute(),
    loadUnitCalendar(db, { from: body.tglawal, to: body.tglakhir }),
  ])
  const week = new Map(days.map((day) => [day.hari, { libur: day.libur === 1 }]))
  const closed = calendar.holidaysOf(employee.kode)
  return dateRange(body.tglawal, body.tglakhir).filter((tgl) =>
    isScheduledDay(employee, tgl, week.get(weekday(tgl)), closed),
  ).length
}

async function assertAcceptable(
  db: Kysely<Database>,
  employee: EmployeeSession,
  body: PresensiIjinBody,
  today: string,
) {
  if (body.tglakhir < addDays(today, -DAYS_BACK)) throw badRequest(M.tooOld)
  if (daysBetween(body.tglawal, body.tglakhir) + 1 > MAX_DAYS) throw badRequest(M.tooLong)
  const other = await overlapping(db, employee.idp, body)
  if (other) throw conflict(M.overlaps(other.tglawal, other.tglakhir))
  const hari = await workingDays(db, employee.idp, body)
  if (hari === 0) throw badRequest(M.noWorkingDays)
  return hari
}

export const presensiIjinHandlers = {
  async presensiIjinCreate({ db, employee, clock, body }) {
    const hari = await assertAcceptable(db, employee, body, clock.today)
    const { idj } = await db
      .insertInto('pengajuan_ijin')
      .values({
        idp: employee.idp,
        tglx: clock.today,
        tglawal: body.tglawal,
        tglakhir: body.tglakhir,
        hari,
        alasan: body.sebab,
        keterangan: body.keterangan,
        status: body.kategori,
        disetujui: 0,
        catatan: '',
      })
      .returning('idj')
      .executeTakeFirstOrThrow()
    if (body.surat) await db.insertInto('surat_ijin').values({ idj, data: body.surat }).execute()
    await recordRowChange(db, employeeAuthor(employee, clock), 'pengajuan_ijin', idj, null)
    return { status: 'sukses', pesan: M.ijinSent, idj }
  },

  async presensiIjinList({ db, employee }) {
    const rows = await db
      .selectFrom('pengajuan_ijin')
      .select([
        'idj',
        'tglx',
        'tglawal',
        'tglakhir',
        'hari',
        'status',
        'alasan',
        'keterangan',
        'disetujui',
        'catatan',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('surat_ijin')
              .select('surat_ijin.idj')
              .whereRef('surat_ijin.idj', '=', 'pengajuan_ijin.idj'),
          )
          .as('surat'),
      )
      .where('idp', '=', employee.idp)
      .orderBy('tglawal', 'desc')
      .orderBy('idj', 'desc')
      .execute()
    const datae = rows.map(({ status, alasan, surat, ...row }) => ({
      ...row,
      kategori: status,
      sebab: alasan,
      surat: Boolean(surat),
    }))
    return { datae }
  },
} satisfies HandlerMap
