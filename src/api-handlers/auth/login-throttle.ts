import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { instant } from '../clock.ts'
import { ApiError } from '../errors.ts'

/**
 * Failed logins slow the next attempt down, more with every failure: the first two cost nothing,
 * then the key is locked for 15 s, 30 s, 1 min, 2 min, 4 min, and 5 min at most. A lock no longer
 * lasts long enough to shut the only administrator out for good, and attempts while locked are
 * not counted. Failures are forgotten 15 minutes after the last one, or at a successful login.
 * The key is the username, joined with the client address where the server knows it (the
 * reference server), so a stranger's failures do not lock the real user out.
 */
export const FREE_FAILURES = 2
const FIRST_DELAY_SECONDS = 15
export const MAX_DELAY_SECONDS = 5 * 60
const FORGET_AFTER_MINUTES = 15

export const throttleKey = (usernama: string, client: string | null) =>
  client ? `${usernama} @ ${client}` : usernama

/** Seconds the key stays locked after its `failures`-th failure in a row. */
export function lockSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_SECONDS)
}

const waitText = (seconds: number) => (seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`)

export async function assertNotLocked(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('login_gagal')
    .select('terkunci_sampai')
    .where('usernama', '=', key)
    .executeTakeFirst()
  if (!row?.terkunci_sampai || row.terkunci_sampai <= instant(now)) return
  const seconds = Math.ceil((Date.parse(row.terkunci_sampai) - now.getTime()) / 1000)
  throw new ApiError(429, `Terlalu banyak percobaan masuk. Coba lagi dalam ${waitText(seconds)}.`)
}

export async function recordFailure(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  const row = await db.selectFrom('login_gagal').selectAll().where('usernama', '=', key).executeTakeFirst()
  // `pertama` holds the time of the latest failure: the count is forgotten after a quiet spell.
  const forgotten = !row || Date.parse(row.pertama) < now.getTime() - FORGET_AFTER_MINUTES * 60_000
  const jumlah = forgotten ? 1 : row.jumlah + 1
  const seconds = lockSeconds(jumlah)
  const values = {
    usernama: key,
    jumlah,
    pertama: instant(now),
    terkunci_sampai: seconds ? instant(new Date(now.getTime() + seconds * 1000)) : null,
  }
  await db
    .insertInto('login_gagal')
    .values(values)
    .onConflict((oc) => oc.column('usernama').doUpdateSet(values))
    .execute()
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_gagal').where('usernama', '=', key).execute()
}
