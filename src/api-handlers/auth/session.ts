import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { addMinutes, instant } from '../clock.ts'
import type { AuthSession } from '../context.ts'

export const SESSION_MINUTES = 12 * 60

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}

/** 256 random bits; only its hash is stored. */
export function newToken(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)))
}

export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')
  return match?.[1] ?? null
}

export async function createSession(db: Kysely<Database>, iduser: number, now: Date): Promise<string> {
  const token = newToken()
  await db.deleteFrom('sesi').where('kedaluwarsa', '<=', instant(now)).execute()
  await db
    .insertInto('sesi')
    .values({
      token_hash: await sha256Hex(token),
      iduser,
      dibuat: instant(now),
      kedaluwarsa: instant(addMinutes(now, SESSION_MINUTES)),
    })
    .execute()
  return token
}

export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<AuthSession | null> {
  const row = await db
    .selectFrom('sesi')
    .innerJoin('pengguna', 'pengguna.iduser', 'sesi.iduser')
    .leftJoin('kantor', 'kantor.kode', 'pengguna.ids')
    .select(['pengguna.iduser', 'usernama', 'namalengkap', 'levelx', 'ids', 'kantor.cabang'])
    .where('token_hash', '=', await sha256Hex(token))
    .where('kedaluwarsa', '>', instant(now))
    .executeTakeFirst()
  if (!row) return null
  return {
    iduser: row.iduser,
    usernama: row.usernama,
    namalengkap: row.namalengkap,
    levelx: row.levelx,
    ids: row.ids,
    sekolah: row.cabang ?? '',
    token,
  }
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .deleteFrom('sesi')
    .where('token_hash', '=', await sha256Hex(token))
    .execute()
}

/**
 * Ends the user's sessions after their password, level or unit changed; `keep` (the caller's own
 * token, when they changed their own account) stays signed in.
 */
export async function endSessionsOf(
  db: Kysely<Database>,
  iduser: number,
  keep: string | null,
): Promise<void> {
  let query = db.deleteFrom('sesi').where('iduser', '=', iduser)
  if (keep) query = query.where('token_hash', '!=', await sha256Hex(keep))
  await query.execute()
}
