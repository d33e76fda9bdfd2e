import { type Kysely, type Selectable, sql } from 'kysely'
import { JENIS_IJIN, JENIS_SAKIT } from '../contract/jenis-cuti.ts'
import { CUTI_MESSAGES as M, PRESENSI_MESSAGES } from '../contract/messages.ts'
import type { Database, JenisCutiTable, KategoriCatatan } from '../db/schema.ts'
import { isScheduledDay } from '../domain/attendance.ts'
import { dateRange, daysBetween, weekday } from '../domain/calendar.ts'
import type { FoundationClock } from './clock.ts'
import { annualBalance } from './cuti-saldo.ts'
import { badRequest, conflict } from './errors.ts'
import { loadUnitCalendar } from './unit-calendar.ts'

/**
 * The one rule of a leave request (issue 31, docs/cuti.md "Pengajuan"), for the employee's app
 * (POST presensi/ijin) and an admin entering one on the employee's behalf (POST api/pengajuanijin):
 * the type's service months, its longest request and quota, its letter, and for a type that uses
 * the annual balance (Cuti Tahunan) the balance less what other pending requests already ask.
 */

export type JenisCuti = Selectable<JenisCutiTable>

/** A request without a type is one of the spec's two kinds (seeded ids). */
export const jenisOfKategori = (kategori: 0 | 1) => (kategori === 0 ? JENIS_SAKIT : JENIS_IJIN)

/** The SPEC's `status` of a request of this type: 0 sakit, 1 anything else. */
export const statusOfJenis = (jenis: Pick<JenisCuti, 'hitung'>): 0 | 1 => (jenis.hitung === 'sakit' ? 0 : 1)

/** How a leave record of this type is counted beyond the spec's ijin/sakit (absensi.kategori). */
export const kategoriOfJenis = (hitung: JenisCuti['hitung']): KategoriCatatan | null =>
  hitung === 'cuti' || hitung === 'dinas' ? hitung : null

/** A request's type; an old row without one is Sakit (status 0) or Ijin (1). */
export const jenisIdOf = (request: { idjenis: number | null; status: 0 | 1 }) =>
  request.idjenis ?? jenisOfKategori(request.status)

export const loadJenis = (db: Kysely<Database>, idjenis: number) =>
  db.selectFrom('jenis_cuti').selectAll().where('idjenis', '=', idjenis).executeTakeFirst()

/** The active types as a request form offers them. */
export async function activeTypes(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('jenis_cuti')
    .select(['idjenis', 'nama', 'hitung', 'perlu_surat', 'pakai_saldo', 'maks_hari', 'hari_kalender'])
    .where('aktif', '=', 1)
    .orderBy('idjenis')
    .execute()
  return rows.map((row) => ({
    ...row,
    perlu_surat: row.perlu_surat === 1,
    pakai_saldo: row.pakai_saldo === 1,
    hari_kalender: row.hari_kalender === 1,
  }))
}

/** 'YYYY-MM-DD HH:mm' on the foundation's clock: when a step was taken. */
export const stepTime = (clock: FoundationClock) => `${clock.today} ${clock.time}`

/** Whole months of service from `tglmasuk` to `tgl`. */
export function serviceMonths(tglmasuk: string, tgl: string): number {
  const [y1, m1, d1] = tglmasuk.split('-').map(Number) as [number, number, number]
  const [y2, m2, d2] = tgl.split('-').map(Number) as [number, number, number]
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0)
}

interface Range {
  tglawal: string
  tglakhir: string
}

/** Working days of the employee's schedule in the range (days off and their unit's calendar skipped). */
export async function workingDays(db: Kysely<Database>, idp: number, range: Range): Promise<number> {
  const employee = await db
    .selectFrom('pegawai')
    .select(['idshift', 'tglmasuk', 'tglkeluar', 'kode'])
    .where('idp', '=', idp)
    .executeTakeFirstOrThrow()
  if (employee.idshift === null) return 0
  const [days, calendar] = await Promise.all([
    db.selectFrom('shift_hari').select(['hari', 'libur']).where('idshift', '=', employee.idshift).execute(),
    loadUnitCalendar(db, { from: range.tglawal, to: range.tglakhir }),
  ])
  const week = new Map(days.map((day) => [day.hari, { libur: day.libur === 1 }]))
  const closed = calendar.holidaysOf(employee.kode)
  return dateRange(range.tglawal, range.tglakhir).filter((tgl) =>
    isScheduledDay(employee, tgl, week.get(weekday(tgl)), closed),
  ).length
}

/** The earliest pending or approved request of the employee that shares a day with the range. */
export const overlapping = (db: Kysely<Database>, idp: number, range: Range) =>
  db
    .selectFrom('pengajuan_ijin')
    .select(['tglawal', 'tglakhir'])
    .where('idp', '=', idp)
    .where('disetujui', 'in', [0, 1])
    .where('tglawal', '<=', range.tglakhir)
    .where('tglakhir', '>=', range.tglawal)
    .orderBy('tglawal')
    .executeTakeFirst()

/** Paid days of the employee's pending requests of balance types (not deducted until approved). */
export async function pendingBalanceDays(
  db: Kysely<Database>,
  idp: number,
  except?: number,
): Promise<number> {
  let query = db
    .selectFrom('pengajuan_ijin')
    .innerJoin('jenis_cuti', 'jenis_cuti.idjenis', 'pengajuan_ijin.idjenis')
    .select(sql<number>`COALESCE(SUM(pengajuan_ijin.hari - pengajuan_ijin.hari_tanpa_upah), 0)`.as('hari'))
    .where('pengajuan_ijin.idp', '=', idp)
    .where('pengajuan_ijin.disetujui', '=', 0)
    .where('jenis_cuti.pakai_saldo', '=', 1)
  if (except !== undefined) query = query.where('pengajuan_ijin.idj', '!=', except)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.hari)
}

/** Paid days of the type already asked (pending or approved) in the calendar year of `tgl`. */
async function daysOfTypeInYear(db: Kysely<Database>, idp: number, idjenis: number, tgl: string) {
  const year = tgl.slice(0, 4)
  const row = await db
    .selectFrom('pengajuan_ijin')
    .select(sql<number>`COALESCE(SUM(hari - hari_tanpa_upah), 0)`.as('hari'))
    .where('idp', '=', idp)
    .where('idjenis', '=', idjenis)
    .where('disetujui', 'in', [0, 1])
    .where('tglawal', '>=', `${year}-01-01`)
    .where('tglawal', '<=', `${year}-12-31`)
    .executeTakeFirstOrThrow()
  return Number(row.hari)
}

export interface RequestInput extends Range {
  idp: number
  /** The type asked for; null: the app's request without one (Sakit/Ijin by `kategori`). */
  idjenis: number | null
  kategori: 0 | 1
  hasLetter: boolean
}

/** What a request stores: its type, the SPEC's status, its days and the unpaid part. */
export interface AssessedRequest {
  idjenis: number
  status: 0 | 1
  hari: number
  hari_tanpa_upah: number
}

/**
 * Checks a new request and gives what it stores (400/409 with the message the employee reads).
 * The range's own limits (length, reach back) are the caller's; this checks what every request must.
 */
export async function assessRequest(
  db: Kysely<Database>,
  input: RequestInput,
  today: string,
): Promise<AssessedRequest> {
  const other = await overlapping(db, input.idp, input)
  if (other) throw conflict(PRESENSI_MESSAGES.overlaps(other.tglawal, other.tglakhir))
  if (input.idjenis === null) {
    // The spec's Sakit/Ijin exactly as before: working days, nothing else.
    const hari = await workingDays(db, input.idp, input)
    if (hari === 0) throw badRequest(PRESENSI_MESSAGES.noWorkingDays)
    return { idjenis: jenisOfKategori(input.kategori), status: input.kategori, hari, hari_tanpa_upah: 0 }
  }
  const jenis = await loadJenis(db, input.idjenis)
  if (jenis?.aktif !== 1) throw badRequest(M.typeUnknown)
  await assertService(db, input, jenis)
  const hari = jenis.hari_kalender
    ? daysBetween(input.tglawal, input.tglakhir) + 1
    : await workingDays(db, input.idp, input)
  if (hari === 0) throw badRequest(PRESENSI_MESSAGES.noWorkingDays)
  if (jenis.maks_hari > 0 && hari > jenis.maks_hari)
    throw badRequest(M.tooManyDays(jenis.nama, jenis.maks_hari))
  if (jenis.perlu_surat && !input.hasLetter) throw badRequest(M.letterRequired(jenis.nama))
  let unpaid = await unpaidBeyondQuota(db, input, jenis, hari)
  if (jenis.pakai_saldo) unpaid += await unpaidBeyondBalance(db, input, jenis, hari - unpaid, today)
  return { idjenis: jenis.idjenis, status: statusOfJenis(jenis), hari, hari_tanpa_upah: unpaid }
}

async function assertService(db: Kysely<Database>, input: RequestInput, jenis: JenisCuti) {
  if (jenis.masa_kerja_bulan === 0) return
  const { tglmasuk } = await db
    .selectFrom('pegawai')
    .select('tglmasuk')
    .where('idp', '=', input.idp)
    .executeTakeFirstOrThrow()
  if (!tglmasuk || serviceMonths(tglmasuk, input.tglawal) < jenis.masa_kerja_bulan)
    throw badRequest(M.serviceTooShort(jenis.nama, jenis.masa_kerja_bulan))
}

/** Days beyond the type's quota: unpaid where the type allows it, else the request is refused. */
async function unpaidBeyondQuota(db: Kysely<Database>, input: RequestInput, jenis: JenisCuti, hari: number) {
  if (jenis.kuota === 0 || jenis.kuota_per === '') return 0
  const used =
    jenis.kuota_per === 'tahun' ? await daysOfTypeInYear(db, input.idp, jenis.idjenis, input.tglawal) : 0
  const left = Math.max(0, jenis.kuota - used)
  if (hari <= left) return 0
  if (jenis.tanpa_upah) return hari - left
  throw badRequest(
    jenis.kuota_per === 'tahun'
      ? M.quotaYear(jenis.nama, jenis.kuota, left)
      : M.tooManyDays(jenis.nama, jenis.kuota),
  )
}

/** Paid days beyond the annual balance less the other pending requests' days. */
async function unpaidBeyondBalance(
  db: Kysely<Database>,
  input: RequestInput,
  jenis: JenisCuti,
  paid: number,
  today: string,
) {
  const balance = await annualBalance(db, input.idp, input.tglawal, today)
  const left = Math.max(0, balance - (await pendingBalanceDays(db, input.idp)))
  if (paid <= left) return 0
  if (jenis.tanpa_upah) return paid - left
  throw badRequest(M.balanceShort(left, paid))
}
