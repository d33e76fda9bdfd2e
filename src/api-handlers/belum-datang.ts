import type { Kysely } from 'kysely'
import type { BelumDatangRow } from '../contract/laporan.ts'
import { employeesOnApprovedLeave, shiftStartsOn } from '../db/absentees.ts'
import { employeesForReport, employeesWithRecord, type UnitScope } from '../db/reports.ts'
import type { Database } from '../db/schema.ts'
import { weekday } from '../domain/calendar.ts'
import { isWorkingDay, loadCalendar } from './recap.ts'

/**
 * 'Belum datang' (issue 20): the employees for whom the date is a working day (the reports' rule:
 * their schedule's weekday, no Libur Khusus, within tglmasuk…tglkeluar, not after today) who have
 * no attendance record that date and no approved leave covering it, by name. The dashboard's
 * 'Belum datang' count is this list's length, so the tile and the list it opens always agree.
 */
export async function computeBelumDatang(
  db: Kysely<Database>,
  tgl: string,
  scope: { unit: UnitScope; today: string },
): Promise<BelumDatangRow[]> {
  const day = { from: tgl, to: tgl }
  const [calendar, employees, recorded, onLeave, starts] = await Promise.all([
    loadCalendar(db, day, scope.today),
    employeesForReport(db, day, scope.unit),
    employeesWithRecord(db, tgl, scope.unit),
    employeesOnApprovedLeave(db, tgl, scope.unit),
    shiftStartsOn(db, weekday(tgl)),
  ])
  return employees
    .filter(
      (employee) =>
        isWorkingDay(employee, tgl, calendar) && !recorded.has(employee.idp) && !onLeave.has(employee.idp),
    )
    .map((employee) => ({
      idp: employee.idp,
      nama: employee.nama,
      nip: employee.nip,
      kode: employee.kode,
      cabang: employee.cabang,
      // A working day has the shift's entry for the weekday (isWorkingDay requires it).
      jam_masuk: (employee.idshift !== null && starts.get(employee.idshift)) || '-',
    }))
}
