import type { Kysely } from 'kysely'
import { createEmployeeSession } from '../../src/api-handlers/auth/employee-session.ts'
import type { Database } from '../../src/db/schema.ts'
import { weekday } from '../../src/domain/calendar.ts'
import type { TestServer } from './test-server.ts'

/**
 * Employees of the seeded demo for the employee-app tests (issue 17): active, with app access, a
 * schedule that works on `tgl`, no record on it and no Libur Khusus then; signed in without a
 * password hash (a session row, as the login writes it) so a test pays for no PBKDF2.
 */
export interface TestEmployee {
  idp: number
  nip: string
  nama: string
  kode: string
  idshift: number
}

export async function employeesWorkingOn(
  db: Kysely<Database>,
  tgl: string,
  filter: { kode?: string; lokasiMasuk?: 0 | 1 | 2; limit?: number } = {},
): Promise<TestEmployee[]> {
  let query = db
    .selectFrom('pegawai')
    .innerJoin('shift_hari', 'shift_hari.idshift', 'pegawai.idshift')
    .innerJoin('shift', 'shift.idshift', 'pegawai.idshift')
    .select(['pegawai.idp', 'pegawai.nip', 'pegawai.nama', 'pegawai.kode', 'shift.idshift'])
    .where('pegawai.status', '=', 0)
    .where('pegawai.status_aktif', '=', 1)
    .where('shift_hari.hari', '=', weekday(tgl))
    .where('shift_hari.libur', '=', 0)
    .where((eb) => eb.or([eb('pegawai.tglmasuk', 'is', null), eb('pegawai.tglmasuk', '<=', tgl)]))
    .where('pegawai.idp', 'not in', (eb) => eb.selectFrom('absensi').select('idp').where('tgl', '=', tgl))
    .orderBy('pegawai.idp')
  if (filter.kode) query = query.where('pegawai.kode', '=', filter.kode)
  if (filter.lokasiMasuk !== undefined) query = query.where('shift.lokasi_masuk', '=', filter.lokasiMasuk)
  return query.limit(filter.limit ?? 5).execute()
}

export async function employeeWorkingOn(
  db: Kysely<Database>,
  tgl: string,
  filter: { kode?: string; lokasiMasuk?: 0 | 1 | 2 } = {},
): Promise<TestEmployee> {
  const [employee] = await employeesWorkingOn(db, tgl, { ...filter, limit: 1 })
  if (!employee)
    throw new Error(`the demo data has no employee working on ${tgl} (${JSON.stringify(filter)})`)
  return employee
}

/**
 * An employee-app token for `idp`, valid at `now` (the test server's clock), written as a set-up:
 * on sql.js outside the journal (as the boot snapshot's admin sessions), elsewhere through Kysely.
 */
export function employeeToken(server: TestServer, idp: number, now: Date): Promise<string> {
  const open = () => createEmployeeSession(server.db, idp, now)
  return server.engine === 'sqljs' ? server.host.connection.writeLog.unlogged(open) : open()
}
