import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { addMinutes, instant } from '../clock.ts'
import type { EmployeeSession } from '../context.ts'
import { newToken, SESSION_MINUTES, sha256Hex } from './session.ts'

/**
 * Employee-app sessions (issue 17, docs/presensi-pegawai.md): the admins' token scheme (256
 * random bits, only the hash stored, 12 hours) in their own table, `sesi_pegawai`, so a token is
 * only ever found by the calls of its own kind.
 */

export async function createEmployeeSession(db: Kysely<Database>, idp: number, now: Date): Promise<string> {
  const token = newToken()
  await db.deleteFrom('sesi_pegawai').where('kedaluwarsa', '<=', instant(now)).execute()
  await db
    .insertInto('sesi_pegawai')
    .values({
      token_hash: await sha256Hex(token),
      idp,
      dibuat: instant(now),
      kedaluwarsa: instant(addMinutes(now, SESSION_MINUTES)),
    })
    .execute()
  return token
}

/**
 * The employee behind a token, while the session lasts and the employee may still use the app:
 * an employee set inactive, or whose app access is switched off, is out at the next call.
 */
export async function findEmployeeSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<EmployeeSession | null> {
  const row = await db
    .selectFrom('sesi_pegawai')
    .innerJoin('pegawai', 'pegawai.idp', 'sesi_pegawai.idp')
    .leftJoin('kantor', 'kantor.kode', 'pegawai.kode')
    .select(['pegawai.idp', 'pegawai.nip', 'pegawai.nama', 'pegawai.kode', 'kantor.cabang'])
    .where('token_hash', '=', await sha256Hex(token))
    .where('kedaluwarsa', '>', instant(now))
    .where('pegawai.status', '=', 0)
    .where('pegawai.status_aktif', '=', 1)
    .executeTakeFirst()
  if (!row) return null
  return { idp: row.idp, nip: row.nip, nama: row.nama, kode: row.kode, cabang: row.cabang ?? '', token }
}

export async function deleteEmployeeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .deleteFrom('sesi_pegawai')
    .where('token_hash', '=', await sha256Hex(token))
    .execute()
}

/**
 * Ends an employee's sessions after a password change: their own change keeps `keep` (the token
 * they changed it with) signed in; an admin's (null) ends them all.
 */
export async function endEmployeeSessionsOf(
  db: Kysely<Database>,
  idp: number,
  keep: string | null,
): Promise<void> {
  let query = db.deleteFrom('sesi_pegawai').where('idp', '=', idp)
  if (keep) query = query.where('token_hash', '!=', await sha256Hex(keep))
  await query.execute()
}
