import type { PresensiSessionUser } from '../../contract/presensi.ts'
import { findSession } from '../auth/session.ts'
import { unauthorized } from '../errors.ts'
import type { LocalServer } from '../server.ts'
import { openEmployeeSession } from './session.ts'

/**
 * Mock mode's 'Buka sebagai pegawai' (issue 17): the worker, asked by the admin tab with its own
 * admin token, opens an employee-app session for `idp` in one durable write — never an HTTP route,
 * so the live build has no such path. Refusals are ApiErrors: 401 (the admin token is no longer
 * valid), 404 (no such employee, or another unit's for an Admin Unit), 403 (no app access).
 */
export function openAsEmployee(
  server: LocalServer,
  adminToken: string,
  idp: number,
): Promise<PresensiSessionUser> {
  return server.write(async (db, at) => {
    const admin = await findSession(db, adminToken, at)
    if (!admin) throw unauthorized()
    return openEmployeeSession(db, admin, idp, at)
  })
}
