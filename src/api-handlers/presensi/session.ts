import type { Kysely } from 'kysely'
import { PRESENSI_MESSAGES as M, PEGAWAI_MESSAGES } from '../../contract/messages.ts'
import type { PresensiSessionUser } from '../../contract/presensi.ts'
import type { Database } from '../../db/schema.ts'
import { createEmployeeSession, deleteEmployeeSession } from '../auth/employee-session.ts'
import { clearFailures, type ThrottleKeys, throttleKeys } from '../auth/login-throttle.ts'
import { throttledLogin } from '../auth/throttled-login.ts'
import type { AuthSession, HandlerMap } from '../context.ts'
import { forbidden } from '../errors.ts'
import { assertInUnit } from '../scope.ts'

/**
 * The employee app's login and logout (issue 17, docs/presensi-pegawai.md), on the admin login's
 * code: the same three phases, the same progressive slow-down (auth/login-throttle.ts), with its
 * own counters — `pegawai:<nip>` can never be an admin username (letters, digits, '.', '_', '-').
 */

export const employeeThrottleKeys = (nip: string, client: string | null): ThrottleKeys =>
  throttleKeys(`pegawai:${nip}`, client)

/** An employee as the app's sessions need them, by NIP (the login) or by id (the admin's 'Buka sebagai pegawai'). */
const loginEmployees = (db: Kysely<Database>) =>
  db
    .selectFrom('pegawai')
    .leftJoin('kantor', 'kantor.kode', 'pegawai.kode')
    .select([
      'idp',
      'nip',
      'nama',
      'pegawai.kode',
      'kantor.cabang',
      'pass_hash',
      'status',
      'status_aktif',
      'tipe',
    ])

const findLoginEmployee = (db: Kysely<Database>, nip: string) =>
  loginEmployees(db).where('nip', '=', nip).executeTakeFirst()

type LoginEmployee = NonNullable<Awaited<ReturnType<typeof findLoginEmployee>>>

/** App access (SPEC.md §3 status_aktif) of an active employee (status 0): both are needed. */
const mayUseApp = (employee: Pick<LoginEmployee, 'status' | 'status_aktif'>) =>
  employee.status === 0 && employee.status_aktif === 1

const sessionUser = (employee: LoginEmployee, token: string): PresensiSessionUser => ({
  token_app: token,
  idp: employee.idp,
  nama: employee.nama,
  nip: employee.nip,
  cabang: employee.cabang ?? '',
  tipe: employee.tipe,
})

/** In the login's transaction: the session, unless the password changed while it was checked. */
async function admit(
  db: Kysely<Database>,
  employee: LoginEmployee,
  upgraded: string | null,
  keys: ThrottleKeys,
  now: Date,
) {
  const current = await findLoginEmployee(db, employee.nip)
  if (current?.pass_hash !== employee.pass_hash) return null
  if (!mayUseApp(current)) throw forbidden(M.inactive)
  if (upgraded)
    await db.updateTable('pegawai').set({ pass_hash: upgraded }).where('idp', '=', employee.idp).execute()
  await clearFailures(db, keys)
  const token = await createEmployeeSession(db, employee.idp, now)
  return { status: 'sukses' as const, pesan: M.welcome(employee.nama), data: sessionUser(current, token) }
}

/**
 * 'Buka sebagai pegawai' (mock mode only, not an HTTP route): an employee session opened by an
 * admin for a demo or a training, without the employee's password. Admin Yayasan may open any
 * active employee with app access, an Admin Unit only one of its own unit (another unit's: 404,
 * as everywhere). The worker calls it in one transaction; the admin UI opens /presensi with it.
 */
export async function openEmployeeSession(
  db: Kysely<Database>,
  admin: Pick<AuthSession, 'levelx' | 'ids'>,
  idp: number,
  now: Date,
): Promise<PresensiSessionUser> {
  const found = await loginEmployees(db).where('idp', '=', idp).executeTakeFirst()
  const employee = assertInUnit(admin, found, PEGAWAI_MESSAGES.notFound)
  if (!mayUseApp(employee)) throw forbidden(M.inactive)
  return sessionUser(employee, await createEmployeeSession(db, employee.idp, now))
}

export const presensiSessionHandlers = {
  /** The admin login's three phases (auth/throttled-login.ts), with the employee's own table and counters. */
  presensiLogin: ({ db, body, now, client, phases }) => {
    const keys = employeeThrottleKeys(body.nip, client)
    return throttledLogin(
      { db, now, phases },
      {
        keys,
        pass: body.pass,
        find: (tx) => findLoginEmployee(tx, body.nip),
        admit: (tx, employee, upgraded) => admit(tx, employee, upgraded, keys, now),
        wrongCredentials: M.wrongCredentials,
      },
    )
  },

  async presensiLogout({ db, employee }) {
    await deleteEmployeeSession(db, employee.token)
    return { status: 'sukses', pesan: M.loggedOut }
  },
} satisfies HandlerMap
