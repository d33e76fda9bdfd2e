import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { addMinutes, instant } from '../clock.ts'
import { ApiError } from '../errors.ts'

/** After this many failures within the window, the username is locked for LOCK_MINUTES. */
export const MAX_FAILURES = 5
const WINDOW_MINUTES = 15
export const LOCK_MINUTES = 5

export async function assertNotLocked(db: Kysely<Database>, usernama: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('login_gagal')
    .select('terkunci_sampai')
    .where('usernama', '=', usernama)
    .executeTakeFirst()
  if (!row?.terkunci_sampai || row.terkunci_sampai <= instant(now)) return
  const minutes = Math.ceil((Date.parse(row.terkunci_sampai) - now.getTime()) / 60_000)
  throw new ApiError(429, `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.`)
}

export async function recordFailure(db: Kysely<Database>, usernama: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('login_gagal')
    .selectAll()
    .where('usernama', '=', usernama)
    .executeTakeFirst()
  const windowStart = instant(addMinutes(now, -WINDOW_MINUTES))
  const fresh =
    !row || row.pertama < windowStart || (row.terkunci_sampai !== null && row.terkunci_sampai <= instant(now))
  const jumlah = fresh ? 1 : row.jumlah + 1
  const values = {
    usernama,
    jumlah,
    pertama: fresh ? instant(now) : row.pertama,
    terkunci_sampai: jumlah >= MAX_FAILURES ? instant(addMinutes(now, LOCK_MINUTES)) : null,
  }
  await db
    .insertInto('login_gagal')
    .values(values)
    .onConflict((oc) => oc.column('usernama').doUpdateSet(values))
    .execute()
}

export async function clearFailures(db: Kysely<Database>, usernama: string): Promise<void> {
  await db.deleteFrom('login_gagal').where('usernama', '=', usernama).execute()
}
