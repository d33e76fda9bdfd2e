import type { Kysely } from 'kysely'
import { COMMON_MESSAGES, IJIN_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { leaveDates, leaveStatus, type ShiftDay } from '../domain/attendance.ts'
import { weekday } from '../domain/calendar.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { FoundationClock } from './clock.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'
import { manualRecord } from './manual-record.ts'
import { narrowToUnit, scopeToUnit } from './scope.ts'
import { loadUnitCalendar } from './unit-calendar.ts'

/** SPEC.md §7 Leave requests: list, view, and the one-time verification (DESIGN.md §3). */

function requestsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('pengajuan_ijin')
    .innerJoin('pegawai', 'pegawai.idp', 'pengajuan_ijin.idp')
    .innerJoin('kantor', 'kantor.kode', 'pegawai.kode')
    .select([
      'idj',
      'pengajuan_ijin.idp',
      'tglx',
      'pegawai.nama as pegawai',
      'pegawai.nip',
      'kantor.cabang',
      'tglawal',
      'tglakhir',
      'hari',
      'alasan',
      'keterangan',
      'pengajuan_ijin.status',
      'disetujui',
      'pengajuan_ijin.catatan',
    ])
}

function requests(db: Kysely<Database>, session: AuthSession) {
  return scopeToUnit(requestsQuery(db), session, 'pegawai.kode')
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>

/**
 * Approving writes an Ijin/Sakit record on each scheduled day of the range that has no record yet
 * (domain rule); the days off of the employee's unit's calendar are skipped.
 */
async function writeLeaveRecords(
  db: Kysely<Database>,
  request: RequestRow,
  session: AuthSession,
  clock: FoundationClock,
): Promise<number> {
  const employee = await db
    .selectFrom('pegawai')
    .select(['idshift', 'tglmasuk', 'tglkeluar', 'kode'])
    .where('idp', '=', request.idp)
    .executeTakeFirstOrThrow()
  const [days, calendar, existing] = await Promise.all([
    employee.idshift === null
      ? Promise.resolve([])
      : db
          .selectFrom('shift_hari')
          .select(['hari', 'waktu_masuk', 'waktu_pulang', 'libur'])
          .where('idshift', '=', employee.idshift)
          .execute(),
    loadUnitCalendar(db, { from: request.tglawal, to: request.tglakhir }),
    db
      .selectFrom('absensi')
      .select('tgl')
      .where('idp', '=', request.idp)
      .where('tgl', '>=', request.tglawal)
      .where('tgl', '<=', request.tglakhir)
      .execute(),
  ])
  const week: (ShiftDay | undefined)[] = []
  for (const d of days) week[d.hari] = { ...d, libur: d.libur === 1 }
  const dates = leaveDates(
    employee,
    request,
    week,
    calendar.holidaysOf(employee.kode),
    new Set(existing.map((r) => r.tgl)),
  )
  if (!dates.length) return 0
  await db
    .insertInto('absensi')
    .values(
      dates.map((tgl) =>
        manualRecord(
          {
            idp: request.idp,
            tgl,
            status: leaveStatus(request.status),
            waktu_masuk: null,
            idar: null,
            lokasi: '',
            catatan: request.alasan,
          },
          week[weekday(tgl)],
          session,
          clock,
        ),
      ),
    )
    .execute()
  return dates.length
}

export const ijinHandlers = {
  async ijinList({ db, session, query, clock }) {
    let list = narrowToUnit(requestsQuery(db), session, 'pegawai.kode', query.kode)
    if (query.idp !== undefined) list = list.where('pengajuan_ijin.idp', '=', query.idp)
    if (query.verifikasi !== null) list = list.where('disetujui', '=', query.verifikasi)
    if (query.filtertanggal) list = list.where('tglakhir', '>=', clock.today)
    // Newest submission first: ids are given in submission order, so no sort of the joined rows.
    const rows = await list.orderBy('idj', 'desc').execute()
    return { datae: rows }
  },

  async ijinDetail({ db, session, params }) {
    const row = await requests(db, session).where('idj', '=', params.idj).executeTakeFirst()
    if (!row) throw notFound(IJIN_MESSAGES.notFound)
    return row
  },

  async ijinVerify(context) {
    const { db, session, body, clock } = context
    const request = await requests(db, session).where('idj', '=', body.idj).executeTakeFirst()
    if (!request) throw notFound(IJIN_MESSAGES.notFound)
    if (request.disetujui !== 0) throw conflict(IJIN_MESSAGES.alreadyAnswered)
    const before = await readRow(db, 'pengajuan_ijin', body.idj)
    await db
      .updateTable('pengajuan_ijin')
      .set({ disetujui: body.disetujui, catatan: body.disetujui === 9 ? body.catatan : '' })
      .where('idj', '=', body.idj)
      .execute()
    const written = body.disetujui === 1 ? await writeLeaveRecords(db, request, session, clock) : 0
    const keterangan = written ? `${written} catatan absensi ijin/sakit ditulis` : ''
    await recordRowChange(db, context, 'pengajuan_ijin', body.idj, before, keterangan)
    return { status: 'sukses', pesan: COMMON_MESSAGES.savedShort }
  },
} satisfies HandlerMap
