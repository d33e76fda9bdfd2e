import type { Kysely } from 'kysely'
import { dateRange } from '../../seeds/dates.ts'
import { COMMON_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { isScheduledDay, leaveStatus, type ShiftDay, weekdayOf } from '../domain/attendance.ts'
import { localDate } from './clock.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'
import { manualRecord } from './manual-record.ts'
import { scopeToUnit } from './scope.ts'

/** SPEC.md §7 Leave requests: list, view, and the one-time verification (DESIGN.md §3). */

function requests(db: Kysely<Database>, session: AuthSession) {
  return scopeToUnit(
    db
      .selectFrom('pengajuan_ijin')
      .innerJoin('pegawai', 'pegawai.idp', 'pengajuan_ijin.idp')
      .innerJoin('kantor', 'kantor.kode', 'pegawai.kode')
      .select([
        'idj',
        'pengajuan_ijin.idp',
        'tglx',
        'pegawai.nama as pegawai',
        'kantor.cabang',
        'tglawal',
        'tglakhir',
        'hari',
        'alasan',
        'keterangan',
        'pengajuan_ijin.status',
        'disetujui',
        'pengajuan_ijin.catatan',
      ]),
    session,
    'pegawai.kode',
  )
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>

const toRow = (row: RequestRow) => ({
  ...row,
  status: row.status === 0 ? (0 as const) : (1 as const),
  disetujui: row.disetujui === 1 ? (1 as const) : row.disetujui === 9 ? (9 as const) : (0 as const),
})

/** Approving writes an Ijin/Sakit record on each scheduled day of the range that has no record yet. */
async function writeLeaveRecords(db: Kysely<Database>, request: RequestRow, session: AuthSession, now: Date) {
  const employee = await db
    .selectFrom('pegawai')
    .select(['idshift', 'tglmasuk', 'tglkeluar'])
    .where('idp', '=', request.idp)
    .executeTakeFirstOrThrow()
  const [days, holidays, existing] = await Promise.all([
    employee.idshift === null
      ? Promise.resolve([])
      : db
          .selectFrom('shift_hari')
          .select(['hari', 'waktu_masuk', 'waktu_pulang', 'libur'])
          .where('idshift', '=', employee.idshift)
          .execute(),
    db
      .selectFrom('hari_libur')
      .select('tgllibur')
      .where('tgllibur', '>=', request.tglawal)
      .where('tgllibur', '<=', request.tglakhir)
      .execute(),
    db
      .selectFrom('absensi')
      .select('tgl')
      .where('idp', '=', request.idp)
      .where('tgl', '>=', request.tglawal)
      .where('tgl', '<=', request.tglakhir)
      .execute(),
  ])
  const dayOf = new Map<number, ShiftDay>(days.map((d) => [d.hari, { ...d, libur: d.libur === 1 }]))
  const holidaySet = new Set(holidays.map((h) => h.tgllibur))
  const recorded = new Set(existing.map((r) => r.tgl))
  const dates = dateRange(request.tglawal, request.tglakhir).filter(
    (tgl) => !recorded.has(tgl) && isScheduledDay(employee, tgl, dayOf.get(weekdayOf(tgl)), holidaySet),
  )
  if (!dates.length) return
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
            keterlambatan: 0,
            idar: null,
            lokasi: '',
            catatan: request.alasan,
          },
          session,
          now,
        ),
      ),
    )
    .execute()
}

export const ijinHandlers = {
  async ijinList({ db, session, query, now }) {
    let list = requests(db, session)
    if (query.verifikasi !== null) list = list.where('disetujui', '=', query.verifikasi)
    if (query.filtertanggal) list = list.where('tglakhir', '>=', localDate(now))
    const rows = await list.orderBy('tglx', 'desc').orderBy('idj', 'desc').execute()
    return { datae: rows.map(toRow) }
  },

  async ijinDetail({ db, session, params }) {
    const row = await requests(db, session).where('idj', '=', params.idj).executeTakeFirst()
    if (!row) throw notFound('Pengajuan ijin tidak ditemukan!')
    return toRow(row)
  },

  async ijinVerify({ db, session, body, now }) {
    const request = await requests(db, session).where('idj', '=', body.idj).executeTakeFirst()
    if (!request) throw notFound('Pengajuan ijin tidak ditemukan!')
    if (request.disetujui !== 0)
      throw conflict('Pengajuan ini sudah dijawab dan tidak dapat diverifikasi lagi.')
    await db
      .updateTable('pengajuan_ijin')
      .set({ disetujui: body.disetujui, catatan: body.disetujui === 9 ? body.catatan : '' })
      .where('idj', '=', body.idj)
      .execute()
    if (body.disetujui === 1) await writeLeaveRecords(db, request, session, now)
    return { status: 'sukses', pesan: COMMON_MESSAGES.savedShort }
  },
} satisfies HandlerMap
