import type { Kysely } from 'kysely'
import type { RingkasanHariIni } from '../contract/laporan.ts'
import { dailyPresence, employeesForReport, type UnitScope } from '../db/reports.ts'
import type { Database } from '../db/schema.ts'
import { addDays, dateRange } from '../domain/calendar.ts'
import { computeBelumDatang } from './belum-datang.ts'
import { loadStageRules, waitsForUnit } from './cuti-steps.ts'
import { isWorkingDay, loadCalendar } from './recap.ts'

const TREND_DAYS = 30

/** The dashboard's live picture: today for the caller's scope, and the present rate of 30 days. */
export async function computeRingkasan(
  db: Kysely<Database>,
  scope: { unit: UnitScope; grace: number; today: string },
): Promise<RingkasanHariIni> {
  const { today, unit } = scope
  const range = { from: addDays(today, -(TREND_DAYS - 1)), to: today }
  const [calendar, employees, presence, absentToday, waiting] = await Promise.all([
    loadCalendar(db, range, today),
    employeesForReport(db, range, unit),
    dailyPresence(db, range, unit, scope.grace),
    computeBelumDatang(db, today, { unit, today }),
    waitingRequests(db, unit),
  ])
  const presenceOn = new Map(presence.map((day) => [day.tgl, day]))
  const tren = dateRange(range.from, range.to).map((tgl) => ({
    tgl,
    jadwal: employees.filter((employee) => isWorkingDay(employee, tgl, calendar)).length,
    hadir: presenceOn.get(tgl)?.hadir ?? 0,
  }))
  const expectedToday = employees.filter((employee) => isWorkingDay(employee, today, calendar))
  const todays = presenceOn.get(today)
  return {
    tgl: today,
    jadwal: expectedToday.length,
    hadir: todays?.hadir ?? 0,
    terlambat: todays?.terlambat ?? 0,
    ijin_sakit: todays?.ijin_sakit ?? 0,
    // The very list 'Belum datang' opens (no record and no approved leave), so the two agree.
    belum_datang: absentToday.length,
    ...waiting,
    tren,
  }
}

/** Pending leave requests of the scope by the level they wait for (issue 31, docs/cuti.md). */
async function waitingRequests(db: Kysely<Database>, unit: UnitScope) {
  let query = db
    .selectFrom('pengajuan_ijin')
    .innerJoin('pegawai', 'pegawai.idp', 'pengajuan_ijin.idp')
    .select(['pengajuan_ijin.setuju_unit_waktu', 'pegawai.kode as kode_unit'])
    .where('pengajuan_ijin.disetujui', '=', 0)
  if (unit !== null) query = query.where('pegawai.kode', '=', unit)
  const [pending, rules] = await Promise.all([query.execute(), loadStageRules(db)])
  const forUnit = pending.filter((request) => waitsForUnit(request, rules)).length
  return { menunggu_unit: forUnit, menunggu_yayasan: pending.length - forUnit }
}
