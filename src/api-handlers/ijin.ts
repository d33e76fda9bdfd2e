import { type Insertable, type Kysely, sql } from 'kysely'
import type { Contract } from '../contract/index.ts'
import { COMMON_MESSAGES, CUTI_MESSAGES, IJIN_MESSAGES, PRESENSI_MESSAGES } from '../contract/messages.ts'
import type { AbsensiTable, Database } from '../db/schema.ts'
import { leaveDates, leaveStatus, type ShiftDay } from '../domain/attendance.ts'
import { daysBetween, weekday } from '../domain/calendar.ts'
import { type ChangeAuthor, readRow, recordRowChange } from './audit-trail.ts'
import type { FoundationClock } from './clock.ts'
import type { AuthSession, HandlerContext, HandlerMap } from './context.ts'
import { cancelRequest } from './cuti-cancel.ts'
import { assessRequest, kategoriOfJenis, stepTime } from './cuti-request.ts'
import { annualBalance } from './cuti-saldo.ts'
import { loadStageRules, requestsWithSteps, waitsForUnit, withTahap } from './cuti-steps.ts'
import { badRequest, conflict, notFound } from './errors.ts'
import { manualRecord } from './manual-record.ts'
import { MAX_DAYS } from './presensi/ijin.ts'
import { assertOwnUnit, narrowToUnit, scopeToUnit } from './scope.ts'
import { loadUnitCalendar } from './unit-calendar.ts'

/** SPEC.md §7 Leave requests: list, view, and the one-time verification (DESIGN.md §3). */

function requestsQuery(db: Kysely<Database>) {
  return requestsWithSteps(db)
    .innerJoin('kantor', 'kantor.kode', 'pegawai.kode')
    .select([
      'pengajuan_ijin.idj',
      'pengajuan_ijin.idp',
      'pengajuan_ijin.tglx',
      'pegawai.nama as pegawai',
      'pegawai.nip',
      'kantor.cabang',
      'pengajuan_ijin.tglawal',
      'pengajuan_ijin.tglakhir',
      'pengajuan_ijin.hari',
      'pengajuan_ijin.alasan',
      'pengajuan_ijin.keterangan',
      'pengajuan_ijin.status',
      'pengajuan_ijin.disetujui',
      'pengajuan_ijin.catatan',
    ])
}

function requests(db: Kysely<Database>, session: AuthSession) {
  return scopeToUnit(requestsQuery(db), session, 'pegawai.kode')
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>

/**
 * The records an approval writes: an Ijin/Sakit record on each scheduled day of the range that has
 * no record yet (domain rule); the days off of the employee's unit's calendar are skipped. Each is
 * linked to the request (absensi.idj: a cancellation removes exactly these) and, for a type counted
 * as cuti or dinas, says so (absensi.kategori; status 1 like an ijin).
 */
async function plannedLeaveRecords(
  db: Kysely<Database>,
  request: RequestRow,
  session: AuthSession,
  clock: FoundationClock,
): Promise<Insertable<AbsensiTable>[]> {
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
  const kategori = kategoriOfJenis(request.hitung)
  return dates.map((tgl) => ({
    ...manualRecord(
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
    idj: request.idj,
    kategori,
  }))
}

/**
 * The final approval: the leave records, and for a type using the annual balance the days taken
 * (a 'ambil' entry of the records written less the unpaid days), re-checked against the balance
 * now (409, nothing written, when other leave used it up meanwhile). Returns the audit note.
 */
async function approveFinally(context: HandlerContext<Contract['ijinVerify']>, request: RequestRow) {
  const { db, session, clock } = context
  const records = await plannedLeaveRecords(db, request, session, clock)
  const taken = request.pakai_saldo ? Math.max(0, records.length - request.hari_tanpa_upah) : 0
  if (taken > 0) {
    const balance = await annualBalance(db, request.idp, request.tglawal, clock.today)
    if (taken > balance) throw conflict(CUTI_MESSAGES.balanceShort(Math.max(0, balance), taken))
  }
  if (records.length) await db.insertInto('absensi').values(records).execute()
  if (taken > 0) await recordLeaveTaken(context, request, taken)
  return records.length ? `${records.length} catatan absensi ijin/sakit ditulis` : ''
}

async function recordLeaveTaken(
  context: ChangeAuthor & { db: Kysely<Database> },
  request: RequestRow,
  taken: number,
) {
  const { idmutasi } = await context.db
    .insertInto('cuti_mutasi')
    .values({
      idp: request.idp,
      tgl: request.tglawal,
      jenis: 'ambil',
      hari: -taken,
      idj: request.idj,
      keterangan: `${request.jenis} ${request.tglawal} s.d. ${request.tglakhir}`,
      oleh: context.session.usernama,
      waktu: stepTime(context.clock),
    })
    .returning('idmutasi')
    .executeTakeFirstOrThrow()
  await recordRowChange(context.db, context, 'cuti_mutasi', idmutasi, null)
}

/** Two levels, a unit admin approving: level 1 only (no record, no balance), once. */
async function approveForUnit(context: HandlerContext<Contract['ijinVerify']>) {
  const { db, session, clock, body } = context
  await db
    .updateTable('pengajuan_ijin')
    .set({ setuju_unit_oleh: session.usernama, setuju_unit_waktu: stepTime(clock) })
    .where('idj', '=', body.idj)
    .execute()
  return 'Disetujui Admin Unit; menunggu persetujuan Admin Yayasan'
}

/** A rejection (at either level) or the final approval: the SPEC's answer, and who and when. */
async function decide(context: HandlerContext<Contract['ijinVerify']>, request: RequestRow) {
  const { db, session, clock, body } = context
  await db
    .updateTable('pengajuan_ijin')
    .set({
      disetujui: body.disetujui,
      catatan: body.disetujui === 9 ? body.catatan : '',
      dijawab_oleh: session.usernama,
      dijawab_waktu: stepTime(clock),
    })
    .where('idj', '=', body.idj)
    .execute()
  return body.disetujui === 1 ? approveFinally(context, request) : ''
}

/** The stage a pending request is answered at (docs/cuti.md "Persetujuan dua tingkat"). */
async function answer(context: HandlerContext<Contract['ijinVerify']>, request: RequestRow) {
  const { db, session, body } = context
  const rules = await loadStageRules(db)
  if (rules.twoLevels && session.levelx === 1) {
    if (request.setuju_unit_waktu !== null) throw conflict(CUTI_MESSAGES.alreadyApprovedByUnit)
    if (body.disetujui === 1) return approveForUnit(context)
  }
  if (body.disetujui === 1 && session.levelx === 0 && waitsForUnit(request, rules))
    throw conflict(CUTI_MESSAGES.waitingForUnit)
  return decide(context, request)
}

/** The annual balance now and after the request's paid days (approved: already taken). */
async function balanceAround(db: Kysely<Database>, request: RequestRow, today: string) {
  if (!request.pakai_saldo) return null
  const now = await annualBalance(db, request.idp, request.tglawal, today)
  if (request.disetujui === 1 && request.dibatalkan_waktu === null) {
    const taken = await db
      .selectFrom('cuti_mutasi')
      .select(sql<number>`COALESCE(SUM(hari), 0)`.as('hari'))
      .where('idj', '=', request.idj)
      .executeTakeFirstOrThrow()
    return { sebelum: now - Number(taken.hari), sesudah: now }
  }
  if (request.disetujui !== 0) return { sebelum: now, sesudah: now }
  return { sebelum: now, sesudah: now - (request.hari - request.hari_tanpa_upah) }
}

export const ijinHandlers = {
  async ijinList({ db, session, query, clock }) {
    let list = narrowToUnit(requestsQuery(db), session, 'pegawai.kode', query.kode)
    if (query.idp !== undefined) list = list.where('pengajuan_ijin.idp', '=', query.idp)
    if (query.verifikasi !== null) list = list.where('pengajuan_ijin.disetujui', '=', query.verifikasi)
    if (query.filtertanggal) list = list.where('pengajuan_ijin.tglakhir', '>=', clock.today)
    // Newest submission first: ids are given in submission order, so no sort of the joined rows.
    const [rows, rules] = await Promise.all([
      list.orderBy('pengajuan_ijin.idj', 'desc').execute(),
      loadStageRules(db),
    ])
    return { datae: rows.map((row) => withTahap(row, rules)) }
  },

  async ijinDetail({ db, session, params, clock }) {
    const row = await requests(db, session).where('pengajuan_ijin.idj', '=', params.idj).executeTakeFirst()
    if (!row) throw notFound(IJIN_MESSAGES.notFound)
    const [rules, saldo, employee] = await Promise.all([
      loadStageRules(db),
      balanceAround(db, row, clock.today),
      db.selectFrom('pegawai').select('wa').where('idp', '=', row.idp).executeTakeFirstOrThrow(),
    ])
    return { ...withTahap(row, rules), saldo, wa: employee.wa }
  },

  async ijinVerify(context) {
    const { db, session, body } = context
    const request = await requests(db, session).where('pengajuan_ijin.idj', '=', body.idj).executeTakeFirst()
    if (!request) throw notFound(IJIN_MESSAGES.notFound)
    if (request.disetujui !== 0) throw conflict(IJIN_MESSAGES.alreadyAnswered)
    const before = await readRow(db, 'pengajuan_ijin', body.idj)
    const keterangan = await answer(context, request)
    await recordRowChange(db, context, 'pengajuan_ijin', body.idj, before, keterangan)
    return { status: 'sukses', pesan: COMMON_MESSAGES.savedShort }
  },

  async ijinCreate(context) {
    const { db, session, body, clock } = context
    const employee = await db
      .selectFrom('pegawai')
      .select('kode')
      .where('idp', '=', body.idp)
      .executeTakeFirst()
    if (!employee) throw notFound(CUTI_MESSAGES.employeeNotFound)
    assertOwnUnit(session, employee.kode)
    if (daysBetween(body.tglawal, body.tglakhir) + 1 > MAX_DAYS) throw badRequest(PRESENSI_MESSAGES.tooLong)
    const assessed = await assessRequest(
      db,
      { ...body, idjenis: body.idjenis, kategori: 1, hasLetter: Boolean(body.surat) },
      clock.today,
    )
    const { idj } = await db
      .insertInto('pengajuan_ijin')
      .values({
        idp: body.idp,
        tglx: clock.today,
        tglawal: body.tglawal,
        tglakhir: body.tglakhir,
        alasan: body.alasan,
        keterangan: body.keterangan,
        disetujui: 0,
        catatan: '',
        diajukan_oleh: session.usernama,
        ...assessed,
      })
      .returning('idj')
      .executeTakeFirstOrThrow()
    if (body.surat) await db.insertInto('surat_ijin').values({ idj, data: body.surat }).execute()
    await recordRowChange(db, context, 'pengajuan_ijin', idj, null, 'Diajukan admin atas nama pegawai')
    return { status: 'sukses', pesan: COMMON_MESSAGES.savedShort, idj }
  },

  async ijinBatal(context) {
    const { db, session, params, body } = context
    const request = await requests(db, session)
      .where('pengajuan_ijin.idj', '=', params.idj)
      .executeTakeFirst()
    if (!request) throw notFound(IJIN_MESSAGES.notFound)
    if (request.disetujui === 9) throw conflict(CUTI_MESSAGES.notCancellable)
    await cancelRequest(db, context, request, body.alasan)
    return { status: 'sukses', pesan: CUTI_MESSAGES.cancelled }
  },
} satisfies HandlerMap
