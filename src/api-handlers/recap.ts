import type { Kysely } from 'kysely'
import type { RekapDetailRow, RekapRow } from '../contract/laporan.ts'
import {
  attendanceRecords,
  type EmployeeForReport,
  employeesForReport,
  employeesWithRecord,
  nonWorkingRecordTotals,
  type RecordTotals,
  recordTotals,
  shiftDaysOff,
  shiftEndsOn,
  type UnitScope,
} from '../db/reports.ts'
import type { Database } from '../db/schema.ts'
import {
  countsForAlpha as countsForAlphaOf,
  isWorkingDay as isWorkingDayOf,
  type Now,
} from '../domain/attendance.ts'
import { addDays, dateRange, weekday } from '../domain/calendar.ts'
import type { UnitCalendar } from '../domain/unit-calendar.ts'
import { loadUnitCalendar } from './unit-calendar.ts'

/**
 * The period recap and the per-employee detail (SPEC.md §2, DESIGN.md §3). Definitions:
 * - a working day is a day of the employee's shift that is not libur, not a day off of the
 *   employee's unit's calendar (issue 30: national, cuti bersama by the setting, foundation and unit
 *   entries), within tglmasuk..tglkeluar and not after today;
 * - masuk/ijin/sakit count the records of that status, cuti/dinas the leave records of types counted
 *   so (status 1 with a kategori, issue 31: ijin counts status 1 without one); alpha counts working days without a record
 *   that are over (issue 30: today only after the shift's waktu_pulang; the detail leaves today out
 *   until then, docs/decisions.md "Alpha only once the day is over");
 * - lateness and early leave count on working days only; gag_absen_pulang counts arrivals without
 *   a departure.
 */

export interface Range {
  from: string
  to: string
}

export interface Calendar {
  today: string
  /** The days off of each unit over the range. */
  units: UnitCalendar
  daysOff: ReadonlyMap<number, ReadonlySet<number>>
}

export async function loadCalendar(db: Kysely<Database>, range: Range, today: string): Promise<Calendar> {
  const [units, daysOff] = await Promise.all([loadUnitCalendar(db, range), shiftDaysOff(db)])
  return { today, units, daysOff }
}

/** The days off of the employee's unit. */
const holidaysOf = (employee: EmployeeForReport, calendar: Calendar) =>
  calendar.units.holidaysOf(employee.kode)

/** The domain's working-day rule, with the shift's weekday read from the calendar's days off. */
export function isWorkingDay(employee: EmployeeForReport, tgl: string, calendar: Calendar): boolean {
  const daysOff = employee.idshift === null ? undefined : calendar.daysOff.get(employee.idshift)
  const day = daysOff && { libur: daysOff.has(weekday(tgl)) }
  return isWorkingDayOf(employee, tgl, day, holidaysOf(employee, calendar), calendar.today)
}

/** When today is over per shift: the clock and each shift's waktu_pulang on today's weekday. */
export interface DayEnds {
  now: Now
  pulangToday: ReadonlyMap<number, string>
}

export async function loadDayEnds(db: Kysely<Database>, now: Now): Promise<DayEnds> {
  return { now, pulangToday: await shiftEndsOn(db, weekday(now.today)) }
}

/** The domain's Alpha rule (a working day that is over), with the shift read from the calendar. */
export function countsForAlpha(
  employee: EmployeeForReport,
  tgl: string,
  calendar: Calendar,
  ends: DayEnds,
): boolean {
  const daysOff = employee.idshift === null ? undefined : calendar.daysOff.get(employee.idshift)
  const waktu_pulang =
    tgl === ends.now.today && employee.idshift !== null ? ends.pulangToday.get(employee.idshift) : undefined
  const day = daysOff && {
    libur: daysOff.has(weekday(tgl)),
    ...(waktu_pulang === undefined ? {} : { waktu_pulang }),
  }
  return countsForAlphaOf(employee, tgl, day, holidaysOf(employee, calendar), ends.now)
}

/**
 * Whom today cannot count for Alpha yet although it is one of their working days without a record:
 * the working-day counter includes today, so the recap takes it off again for them.
 */
async function absentBeforeDayEnd(
  db: Kysely<Database>,
  range: Range,
  calendar: Calendar,
  scope: { unit: UnitScope; now: Now },
): Promise<(employee: EmployeeForReport) => boolean> {
  const { today } = scope.now
  if (today < range.from || today > range.to) return () => false
  const [ends, recorded] = await Promise.all([
    loadDayEnds(db, scope.now),
    employeesWithRecord(db, today, scope.unit),
  ])
  return (employee) =>
    !recorded.has(employee.idp) &&
    isWorkingDay(employee, today, calendar) &&
    !countsForAlpha(employee, today, calendar, ends)
}

/**
 * Working days of many employees at once: per weekday, a running count of the dates of the range
 * that are no day off of the unit, so each employee costs seven subtractions instead of a walk over
 * the range. Units whose calendar is the foundation's share one table.
 */
function workingDayCounter(range: Range, calendar: Calendar) {
  const last = range.to < calendar.today ? range.to : calendar.today
  const dates = last < range.from ? [] : dateRange(range.from, last)
  const index = new Map(dates.map((tgl, i) => [tgl, i]))
  const tables = new Map<ReadonlySet<string>, Int32Array[]>()
  // counts[w][i] = dates with weekday w among dates[0..i-1] that are no day off
  const countsFor = (holidays: ReadonlySet<string>) => {
    let counts = tables.get(holidays)
    if (counts) return counts
    counts = Array.from({ length: 7 }, () => new Int32Array(dates.length + 1))
    for (const [i, tgl] of dates.entries()) {
      const w = weekday(tgl)
      for (let d = 0; d < 7; d++) (counts[d] as Int32Array)[i + 1] = (counts[d] as Int32Array)[i] as number
      if (!holidays.has(tgl)) (counts[w] as Int32Array)[i + 1] = ((counts[w] as Int32Array)[i] as number) + 1
    }
    tables.set(holidays, counts)
    return counts
  }
  return (employee: EmployeeForReport): number => {
    if (employee.idshift === null || !dates.length) return 0
    const from = employee.tglmasuk && employee.tglmasuk > range.from ? employee.tglmasuk : range.from
    const to = employee.tglkeluar && employee.tglkeluar < last ? employee.tglkeluar : last
    if (to < from) return 0
    const start = index.get(from) ?? 0
    const end = (index.get(to) ?? dates.length - 1) + 1
    const daysOff = calendar.daysOff.get(employee.idshift) ?? new Set<number>()
    const counts = countsFor(holidaysOf(employee, calendar))
    let total = 0
    for (let w = 0; w < 7; w++) {
      if (daysOff.has(w)) continue
      const c = counts[w] as Int32Array
      total += (c[end] as number) - (c[start] as number)
    }
    return total
  }
}

/** Dates of the range on which some record could fall outside a working day. */
function candidateNonWorkingDates(range: Range, calendar: Calendar): string[] {
  const weekdaysOff = new Set<number>()
  for (const days of calendar.daysOff.values()) for (const w of days) weekdaysOff.add(w)
  return dateRange(range.from, range.to).filter(
    (tgl) => tgl > calendar.today || calendar.units.anyUnit.has(tgl) || weekdaysOff.has(weekday(tgl)),
  )
}

const emptyTotals = (idp: number): RecordTotals => ({
  idp,
  records: 0,
  masuk: 0,
  ijin: 0,
  sakit: 0,
  cuti: 0,
  dinas: 0,
  jum_telat: 0,
  keterlambatan: 0,
  pulangawal: 0,
  gag_absen_pulang: 0,
})

export async function computeRecap(
  db: Kysely<Database>,
  range: Range,
  scope: { unit: UnitScope; grace: number; now: Now; idp?: number },
): Promise<RekapRow[]> {
  const today = scope.now.today
  const calendar = await loadCalendar(db, range, today)
  const [employees, totals, offDay, notOverYet] = await Promise.all([
    employeesForReport(db, range, scope.unit, scope.idp),
    recordTotals(db, range, scope.unit, scope.grace, scope.idp),
    nonWorkingRecordTotals(db, range, {
      candidateDates: candidateNonWorkingDates(range, calendar),
      today,
      unitDaysOff: { everyUnit: calendar.units.foundationWide, perUnit: calendar.units.unitOnly },
      unit: scope.unit,
      grace: scope.grace,
      idp: scope.idp,
    }),
    absentBeforeDayEnd(db, range, calendar, scope),
  ])
  const workingDays = workingDayCounter(range, calendar)
  const totalsOf = new Map(totals.map((row) => [row.idp, row]))
  const offDayOf = new Map(offDay.map((row) => [row.idp, row]))
  return employees.map((employee) => {
    const all = totalsOf.get(employee.idp) ?? emptyTotals(employee.idp)
    const off = offDayOf.get(employee.idp) ?? emptyTotals(employee.idp)
    const recordsOnWorkingDays = all.records - off.records
    const missedWorkingDays = workingDays(employee) - recordsOnWorkingDays
    return {
      idp: employee.idp,
      nama: employee.nama,
      nip: employee.nip,
      masuk: all.masuk,
      sakit: all.sakit,
      ijin: all.ijin,
      cuti: all.cuti,
      dinas: all.dinas,
      alpha: Math.max(0, missedWorkingDays - (notOverYet(employee) ? 1 : 0)),
      jum_telat: all.jum_telat - off.jum_telat,
      keterlambatan: all.keterlambatan - off.keterlambatan,
      pulangawal: all.pulangawal - off.pulangawal,
      gag_absen_pulang: all.gag_absen_pulang,
      cabang: employee.cabang,
    }
  })
}

/**
 * One row per date that has a record and per working date without one that is over (today not yet
 * over and without a record is left out: it is no Alpha yet), in date order.
 */
export async function computeRecapDetail(
  db: Kysely<Database>,
  employee: EmployeeForReport,
  range: Range,
  scope: { grace: number; now: Now },
): Promise<RekapDetailRow[]> {
  const [calendar, ends, records, machines] = await Promise.all([
    loadCalendar(db, range, scope.now.today),
    loadDayEnds(db, scope.now),
    attendanceRecords(db, range, employee.kode, scope.grace, employee.idp),
    machinesByDate(db, employee.idp, range),
  ])
  const byDate = new Map(records.map((record) => [record.tgl, record]))
  const rows: RekapDetailRow[] = []
  for (let tgl = range.from; tgl <= range.to; tgl = addDays(tgl, 1)) {
    const record = byDate.get(tgl)
    const working = isWorkingDay(employee, tgl, calendar)
    if (!record && !countsForAlpha(employee, tgl, calendar, ends)) continue
    const status = record?.status
    rows.push({
      tgl,
      masuk: status === 0 ? 1 : 0,
      waktu_masuk: record?.waktu_masuk ?? null,
      waktu_pulang: record?.waktu_pulang ?? null,
      pulangawal: working && record ? record.pulangawal : 0,
      terlambat: working && record ? record.keterlambatan : 0,
      ijin: status === 1 && !record?.kategori ? 1 : 0,
      sakit: status === 2 ? 1 : 0,
      // Only a cuti or dinas day says so: the SPEC's days answer as they always did.
      ...(record?.kategori ? { [record.kategori]: 1 } : {}),
      alpha: record ? 0 : 1,
      ...(record ? machines.get(tgl) : undefined),
    })
  }
  return rows
}

/**
 * The machine's name of each half taken by a fingerprint machine (issue 32), by date: only such
 * days say so, so the SPEC's days answer as they always did. One employee's range: a small read.
 */
async function machinesByDate(
  db: Kysely<Database>,
  idp: number,
  range: Range,
): Promise<Map<string, Pick<RekapDetailRow, 'mesin_masuk' | 'mesin_pulang'>>> {
  const rows = await db
    .selectFrom('absensi')
    .leftJoin('mesin as mm', 'mm.idmesin', 'absensi.idmesin_masuk')
    .leftJoin('mesin as mp', 'mp.idmesin', 'absensi.idmesin_pulang')
    .select(['absensi.tgl', 'mm.nama as mesin_masuk', 'mp.nama as mesin_pulang'])
    .where('absensi.idp', '=', idp)
    .where('absensi.tgl', '>=', range.from)
    .where('absensi.tgl', '<=', range.to)
    .where((eb) =>
      eb.or([eb('absensi.idmesin_masuk', 'is not', null), eb('absensi.idmesin_pulang', 'is not', null)]),
    )
    .execute()
  return new Map(
    rows.map(({ tgl, mesin_masuk, mesin_pulang }) => [
      tgl,
      {
        ...(mesin_masuk ? { mesin_masuk } : {}),
        ...(mesin_pulang ? { mesin_pulang } : {}),
      },
    ]),
  )
}
