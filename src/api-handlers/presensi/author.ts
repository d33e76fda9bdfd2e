import type { ChangeAuthor } from '../audit-trail.ts'
import type { FoundationClock } from '../clock.ts'
import type { EmployeeSession } from '../context.ts'

/**
 * The audit trail's author of an employee's own change (a check-in, a leave request, a new
 * password): no admin user, so iduser 0 (user ids start at 1), and the employee named with the NIP.
 */
export const EMPLOYEE_AUTHOR_ID = 0

export const employeeAuthor = (employee: EmployeeSession, clock: FoundationClock): ChangeAuthor => ({
  session: {
    iduser: EMPLOYEE_AUTHOR_ID,
    usernama: employee.nip,
    namalengkap: `Pegawai: ${employee.nama} (${employee.nip})`,
    levelx: 1,
    ids: employee.kode,
    sekolah: employee.cabang,
    token: '',
  },
  clock,
})
