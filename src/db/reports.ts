import { type Kysely, type RawBuilder, sql } from 'kysely'
import { engineOf } from './dialect.ts'
import { postgresReportSql } from './reports-postgres.ts'
import { sqliteReportSql } from './reports-sqlite.ts'
import type { AbsensiTable, Database, KategoriCatatan } from './schema.ts'
import { containsText } from './text-search.ts'

/**
 * The report queries (SPEC.md §7 Reports), each in one place, for SQLite and PostgreSQL alike.
 * Raw SQL where the planner needs to be told how to use the covering index `absensi_idp_tgl_cover`
 * (see ../shared/NOTES.md): the period aggregate is driven from `pegawai` so the engine walks the
 * index per employee. The few words that differ per engine come from reports-sqlite.ts and
 * reports-postgres.ts. Counts and sums are cast to integers (PostgreSQL's are bigint, which pg
 * returns as text); a condition is counted with CASE, never summed as a boolean.
 *
 * A leave record of a type counted as cuti or dinas is status 1 with `kategori` set (issue 31): the
 * SPEC's `ijin` counts status 1 without one, `cuti` and `dinas` count their own (docs/cuti.md).
 *
 * Lateness is stored raw (minutes after the shift start, 0 on a day off); the grace period is applied
 * when a report is read, so a changed setting changes every report computed afterwards.
 */

/** Which employees a caller may see: all (null) or one unit's office code. */
export type UnitScope = string | null

export interface AbsensiReportRow {
  id: number
  idp: number
  tgl: string
  nama: string
  nip: string
  cabang: string
  kode: string
  idshift: number | null
  status: AbsensiTable['status']
  waktu_masuk: string | null
  waktu_pulang: string | null
  keterlambatan: number
  pulangawal: number
  waktukerja: number
  lokasi: string
  idar: number | null
  device: AbsensiTable['device']
  /** Where each half came from, and the machine's name of a half a machine took (issue 32; null: not said). */
  sumber_masuk: AbsensiTable['device'] | null
  sumber_pulang: AbsensiTable['device'] | null
  mesin_masuk: string | null
  mesin_pulang: string | null
  tglentrix: string
  waktuentrix: string
  lat: number | null
  lng: number | null
  opr: string
  catatan: string
  kirim_masuk: string | null
  kirim_pulang: string | null
  /** Null: the SPEC's own meaning of `status`; else a leave record counted as cuti or dinas (status 1). */
  kategori: KategoriCatatan | null
}

/** What a report query says differently on each engine. */
export interface ReportSql {
  /** `pegawai p` with its attendance `a` on `on`, the employee driving (the outer loop). */
  employeeRecords(on: RawBuilder<unknown>): RawBuilder<unknown>
  /** The weekday (0 = Sunday … 6) of a 'YYYY-MM-DD' text column, as an integer. */
  weekday(date: RawBuilder<unknown>): RawBuilder<number>
}

const reportSql = (db: Kysely<Database>): ReportSql =>
  engineOf(db) === 'postgres' ? postgresReportSql : sqliteReportSql

/** Optional filters as SQL fragments (not `? IS NULL OR …`, which keeps SQLite off the best plan). */
const inUnit = (unit: UnitScope) => (unit === null ? sql`` : sql`AND p.kode = ${unit}`)
const forEmployee = (idp: number | undefined) => (idp === undefined ? sql`` : sql`AND p.idp = ${idp}`)

/** Name or NIP containing the text, case-insensitively ('' or undefined: everyone). */
const matching = (cari: string | undefined) =>
  cari ? sql`AND (${containsText('p.nama', cari)} OR ${containsText('p.nip', cari)})` : sql``

/**
 * How many rows meet a condition. An aggregate FILTER (SQLite ≥ 3.30 and PostgreSQL alike) skips the
 * row before the aggregate runs: the period recap's aggregate takes ~⅓ less time in sql.js than
 * with `SUM(CASE WHEN … THEN 1 ELSE 0 END)` (issue 18; a boolean cannot be summed in PostgreSQL).
 */
const countWhere = (condition: RawBuilder<unknown>) =>
  sql<number>`CAST(COUNT(*) FILTER (WHERE ${condition}) AS INTEGER)`

const lateAfterGrace = (grace: number) =>
  sql<number>`CASE WHEN a.keterlambatan > ${grace} THEN a.keterlambatan ELSE 0 END`

/** The columns of an attendance record as the reports answer it (lateness after the grace period). */
const recordColumns = (grace: number) => sql`
    a.id, a.idp, a.tgl, p.nama, p.nip, k.cabang, p.kode, p.idshift, a.status,
    a.waktu_masuk, a.waktu_pulang, ${lateAfterGrace(grace)} AS keterlambatan,
    a.pulangawal, a.waktukerja, a.lokasi, a.idar, a.device,
    a.tglentri AS tglentrix, a.waktuentri AS waktuentrix, a.lat, a.lng, a.opr, a.catatan,
    a.kirim_masuk, a.kirim_pulang, a.kategori,
    a.sumber_masuk, a.sumber_pulang, mm.nama AS mesin_masuk, mp.nama AS mesin_pulang`

/**
 * The machines' names of a listed record's halves (issue 32). Only where records are listed whole:
 * the period aggregates never join, so their covering index stays the whole plan. `mesin` is a few
 * rows, looked up by its key.
 */
const machineNames = sql`
    LEFT JOIN mesin mm ON mm.idmesin = a.idmesin_masuk
    LEFT JOIN mesin mp ON mp.idmesin = a.idmesin_pulang`

/** Attendance records in a date range with the employee's name, NIP and office, by date then name. */
export async function attendanceRecords(
  db: Kysely<Database>,
  range: { from: string; to: string },
  unit: UnitScope,
  grace: number,
  idp?: number,
  page?: { limit: number; offset: number },
  cari?: string,
): Promise<AbsensiReportRow[]> {
  const { rows } = await sql<AbsensiReportRow>`
    SELECT ${recordColumns(grace)}
    FROM absensi a
    JOIN pegawai p ON p.idp = a.idp
    JOIN kantor k ON k.kode = p.kode
    ${machineNames}
    WHERE a.tgl BETWEEN ${range.from} AND ${range.to}
      ${inUnit(unit)}
      ${idp === undefined ? sql`` : sql`AND a.idp = ${idp}`}
      ${matching(cari)}
    ORDER BY a.tgl, p.nama, a.idp
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`.execute(db)
  return rows
}

/** What Rekap Harian filters, counts and orders a day's records by: a few columns of each. */
export type DayEntry = Pick<AbsensiReportRow, 'id' | 'status' | 'keterlambatan' | 'nama' | 'nip' | 'cabang'>

/**
 * A date's records narrowed to what the daily recap filters on, in the records' order (name, then
 * employee). A third of the columns: the whole day costs half as much in sql.js, and only the page
 * shown is read whole afterwards ({@link recordsById}).
 */
export async function dayEntries(
  db: Kysely<Database>,
  tgl: string,
  unit: UnitScope,
  grace: number,
): Promise<DayEntry[]> {
  const { rows } = await sql<DayEntry>`
    SELECT a.id, a.status, ${lateAfterGrace(grace)} AS keterlambatan, p.nama, p.nip, k.cabang
    FROM absensi a
    JOIN pegawai p ON p.idp = a.idp
    JOIN kantor k ON k.kode = p.kode
    WHERE a.tgl = ${tgl} ${inUnit(unit)}
    ORDER BY p.nama, a.idp`.execute(db)
  return rows
}

/** The records with these ids, whole, in the reports' order (date, name, employee). */
export async function recordsById(
  db: Kysely<Database>,
  ids: readonly number[],
  grace: number,
): Promise<AbsensiReportRow[]> {
  if (!ids.length) return []
  const { rows } = await sql<AbsensiReportRow>`
    SELECT ${recordColumns(grace)}
    FROM absensi a
    JOIN pegawai p ON p.idp = a.idp
    JOIN kantor k ON k.kode = p.kode
    ${machineNames}
    WHERE a.id IN (${sql.join([...ids])})
    ORDER BY a.tgl, p.nama, a.idp`.execute(db)
  return rows
}

/** How many records a range holds (for paging the history). */
export async function countAttendanceRecords(
  db: Kysely<Database>,
  range: { from: string; to: string },
  unit: UnitScope,
  cari?: string,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT CAST(COUNT(*) AS INTEGER) AS n FROM absensi a JOIN pegawai p ON p.idp = a.idp
    WHERE a.tgl BETWEEN ${range.from} AND ${range.to} ${inUnit(unit)} ${matching(cari)}`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

export interface EmployeeForReport {
  idp: number
  nama: string
  nip: string
  kode: string
  cabang: string
  idshift: number | null
  tglmasuk: string | null
  tglkeluar: string | null
}

/**
 * Employees who could have a working day in the range (joined before its end, not left before its
 * start), in name order from the narrow index `pegawai_laporan`, not the wide rows (issue 18).
 */
export async function employeesForReport(
  db: Kysely<Database>,
  range: { from: string; to: string },
  unit: UnitScope,
  idp?: number,
): Promise<EmployeeForReport[]> {
  const { rows } = await sql<EmployeeForReport>`
    SELECT p.idp, p.nama, p.nip, p.kode, k.cabang, p.idshift, p.tglmasuk, p.tglkeluar
    FROM pegawai p JOIN kantor k ON k.kode = p.kode
    WHERE (p.tglmasuk IS NULL OR p.tglmasuk <= ${range.to})
      AND (p.tglkeluar IS NULL OR p.tglkeluar >= ${range.from})
      ${inUnit(unit)}
      ${forEmployee(idp)}
    ORDER BY p.nama, p.idp`.execute(db)
  return rows
}

/** Weekdays off per shift: idshift → the set of `hari` (0 = Ahad) marked libur. */
export async function shiftDaysOff(db: Kysely<Database>): Promise<Map<number, Set<number>>> {
  const rows = await db.selectFrom('shift_hari').select(['idshift', 'hari', 'libur']).execute()
  const daysOff = new Map<number, Set<number>>()
  for (const row of rows) {
    const set = daysOff.get(row.idshift) ?? new Set<number>()
    if (row.libur) set.add(row.hari)
    daysOff.set(row.idshift, set)
  }
  return daysOff
}

/** Each schedule's end time on one weekday (0 = Ahad): idshift → 'HH:mm' (when that day is over). */
export async function shiftEndsOn(db: Kysely<Database>, hari: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('shift_hari')
    .select(['idshift', 'waktu_pulang'])
    .where('hari', '=', hari)
    .execute()
  return new Map(rows.map((row) => [row.idshift, row.waktu_pulang]))
}

/** Per employee: record counts and measures (lateness after the grace period) over a set of records. */
export interface RecordTotals {
  idp: number
  records: number
  masuk: number
  /** The SPEC's ijin: status 1 without a kategori. */
  ijin: number
  sakit: number
  cuti: number
  dinas: number
  jum_telat: number
  keterlambatan: number
  pulangawal: number
  gag_absen_pulang: number
}

const totalsColumns = (grace: number) => sql`
  p.idp, CAST(COUNT(*) AS INTEGER) AS records,
  ${countWhere(sql`a.status = 0`)} AS masuk, ${countWhere(sql`a.status = 1 AND a.kategori IS NULL`)} AS ijin,
  ${countWhere(sql`a.status = 2`)} AS sakit, ${countWhere(sql`a.status = 1 AND a.kategori = 'cuti'`)} AS cuti,
  ${countWhere(sql`a.status = 1 AND a.kategori = 'dinas'`)} AS dinas, ${countWhere(sql`a.keterlambatan > ${grace}`)} AS jum_telat,
  CAST(COALESCE(SUM(a.keterlambatan) FILTER (WHERE a.keterlambatan > ${grace}), 0) AS INTEGER) AS keterlambatan,
  CAST(SUM(a.pulangawal) AS INTEGER) AS pulangawal,
  ${countWhere(sql`a.status = 0 AND a.waktu_pulang IS NULL`)} AS gag_absen_pulang`

/**
 * Every record of the range totalled per employee, walking the covering index employee by employee
 * (`pegawai` outside; no sort, no table lookups).
 */
export async function recordTotals(
  db: Kysely<Database>,
  range: { from: string; to: string },
  unit: UnitScope,
  grace: number,
  idp?: number,
): Promise<RecordTotals[]> {
  const { rows } = await sql<RecordTotals>`
    SELECT ${totalsColumns(grace)}
    FROM ${reportSql(db).employeeRecords(sql`a.idp = p.idp AND a.tgl BETWEEN ${range.from} AND ${range.to}`)}
    WHERE 1 = 1 ${inUnit(unit)} ${forEmployee(idp)}
    GROUP BY p.idp`.execute(db)
  return rows
}

/** Days off by unit: the dates of every unit and, per unit code, its own beyond those. */
export interface UnitDaysOff {
  everyUnit: ReadonlySet<string>
  perUnit: ReadonlyMap<string, ReadonlySet<string>>
}

/** `a.tgl` is a day off of the unit of `p` (its calendar: every unit's dates and its own). */
function onUnitDayOff(daysOff: UnitDaysOff): RawBuilder<unknown> {
  const inDates = (dates: ReadonlySet<string>) => sql`a.tgl IN (${sql.join([...dates])})`
  const branches = [...daysOff.perUnit]
    .filter(([, dates]) => dates.size > 0)
    .map(([kode, dates]) => sql`(p.kode = ${kode} AND ${inDates(dates)})`)
  if (daysOff.everyUnit.size) branches.unshift(inDates(daysOff.everyUnit))
  return branches.length ? sql`(${sql.join(branches, sql` OR `)})` : sql`1 = 0`
}

/**
 * The same totals over only the records that fall on a day that was NOT a working day for their
 * employee: a day off of the employee's unit's calendar, a weekday the shift marks libur, no shift,
 * before tglmasuk, after tglkeluar, or after today. Such records are rare, so the query looks only
 * at the candidate dates (days off of any unit, weekdays some shift has off, dates after today) and
 * the employment edges.
 */
export async function nonWorkingRecordTotals(
  db: Kysely<Database>,
  range: { from: string; to: string },
  options: {
    candidateDates: readonly string[]
    today: string
    unitDaysOff: UnitDaysOff
    unit: UnitScope
    grace: number
    idp?: number | undefined
  },
): Promise<RecordTotals[]> {
  const { candidateDates, today, unit, grace, idp } = options
  const dates = candidateDates.length ? sql.join([...candidateDates]) : sql`NULL`
  const inScope = sql`1 = 1 ${inUnit(unit)} ${forEmployee(idp)}`
  const dialect = reportSql(db)
  const onEmployee = sql`a.idp = p.idp AND a.tgl BETWEEN ${range.from} AND ${range.to}`
  // Each branch can use an index; UNION keeps a record that matches several branches once.
  const { rows } = await sql<RecordTotals>`
    SELECT ${totalsColumns(grace)}
    FROM absensi a JOIN pegawai p ON p.idp = a.idp
    WHERE a.id IN (
      SELECT a.id FROM absensi a
      JOIN pegawai p ON p.idp = a.idp
      LEFT JOIN shift_hari sh ON sh.idshift = p.idshift AND sh.hari = ${dialect.weekday(sql.ref('a.tgl'))}
      WHERE a.tgl IN (${dates}) AND a.tgl BETWEEN ${range.from} AND ${range.to} AND ${inScope}
        AND (COALESCE(sh.libur, 1) = 1 OR a.tgl > ${today} OR ${onUnitDayOff(options.unitDaysOff)})
      UNION
      SELECT a.id FROM ${dialect.employeeRecords(onEmployee)}
      WHERE ${inScope} AND (p.idshift IS NULL OR a.tgl < p.tglmasuk OR a.tgl > p.tglkeluar)
        AND (p.idshift IS NULL OR p.tglmasuk > ${range.from} OR p.tglkeluar < ${range.to})
    )
    GROUP BY p.idp`.execute(db)
  return rows
}

export interface DailyPresence {
  tgl: string
  hadir: number
  terlambat: number
  ijin_sakit: number
}

/** Per date of the range: arrivals, late arrivals (after the grace period) and Ijin/Sakit records. */
export async function dailyPresence(
  db: Kysely<Database>,
  range: { from: string; to: string },
  unit: UnitScope,
  grace: number,
): Promise<DailyPresence[]> {
  const figures = sql`${countWhere(sql`a.status = 0`)} AS hadir,
    ${countWhere(sql`a.status = 0 AND a.keterlambatan > ${grace}`)} AS terlambat,
    ${countWhere(sql`a.status <> 0`)} AS ijin_sakit`
  // The whole foundation walks the (tgl, idp) index in date order: no join, no sort (half the time).
  const { rows } =
    unit === null
      ? await sql<DailyPresence>`
    SELECT a.tgl, ${figures} FROM absensi a
    WHERE a.tgl BETWEEN ${range.from} AND ${range.to}
    GROUP BY a.tgl ORDER BY a.tgl`.execute(db)
      : await sql<DailyPresence>`
    SELECT a.tgl, ${figures}
    FROM ${reportSql(db).employeeRecords(sql`a.idp = p.idp AND a.tgl BETWEEN ${range.from} AND ${range.to}`)}
    WHERE 1 = 1 ${inUnit(unit)}
    GROUP BY a.tgl ORDER BY a.tgl`.execute(db)
  return rows
}

/** The employees who have a record on a date. */
export async function employeesWithRecord(
  db: Kysely<Database>,
  tgl: string,
  unit: UnitScope,
): Promise<Set<number>> {
  const { rows } = await sql<{ idp: number }>`
    SELECT a.idp FROM absensi a JOIN pegawai p ON p.idp = a.idp WHERE a.tgl = ${tgl} ${inUnit(unit)}`.execute(
    db,
  )
  return new Set(rows.map((row) => row.idp))
}
