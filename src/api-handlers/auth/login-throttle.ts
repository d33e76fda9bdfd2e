import type { Kysely } from 'kysely'
import { LOGIN_MESSAGES } from '../../contract/messages.ts'
import type { Database } from '../../db/schema.ts'
import { instant } from '../clock.ts'
import { ApiError } from '../errors.ts'

/**
 * Failed logins delay the next verification; they never lock an account (docs/security/
 * login-and-sessions.md). Two counters per attempt, each a `login_gagal` row:
 * - the account (the username alone), across every address: after 5 free failures the next
 *   verification waits 1 s, then 2, 4, 8 and at most 10 s after the latest failure;
 * - the account from one address (`username @ address`, where the server knows the address):
 *   after 2 free failures, the same delays.
 * An attempt before the delay has passed is refused with 429 and `Retry-After`, unverified and
 * uncounted; a correct password after it is accepted. Only one attempt per account is verified at
 * a time (see claimAccount), so many addresses together still get one guess per delay.
 * Failures are forgotten 15 minutes after the latest one; a good login forgets its address's.
 */
export const ACCOUNT_FREE_FAILURES = 5
export const ADDRESS_FREE_FAILURES = 2
export const MAX_DELAY_SECONDS = 10
const FORGET_AFTER_MINUTES = 15

export interface ThrottleKeys {
  account: string
  /** Null when the server does not know the caller's address (the browser's local server). */
  address: string | null
}

export const throttleKeys = (usernama: string, client: string | null): ThrottleKeys => ({
  account: usernama,
  address: client ? `${usernama} @ ${client}` : null,
})

/** Seconds the next verification waits after the `failures`-th failure in a row beyond `free`. */
export function delaySeconds(failures: number, free: number): number {
  if (failures <= free) return 0
  return Math.min(2 ** (failures - free - 1), MAX_DELAY_SECONDS)
}

export const tooManyAttempts = (seconds: number) =>
  new ApiError(429, `${LOGIN_MESSAGES.tooManyAttempts} ${seconds} detik.`, { retryAfterSeconds: seconds })

const forgetBefore = (now: Date) => instant(new Date(now.getTime() - FORGET_AFTER_MINUTES * 60_000))

/** Refuses (429) an attempt that comes before either key's delay has passed. */
export async function assertDelayPassed(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<void> {
  const names = keys.address ? [keys.account, keys.address] : [keys.account]
  const rows = await db
    .selectFrom('login_gagal')
    .select('terkunci_sampai')
    .where('usernama', 'in', names)
    .where('terkunci_sampai', '>', instant(now))
    .execute()
  const until = Math.max(0, ...rows.map((row) => Date.parse(row.terkunci_sampai ?? '')))
  if (until > now.getTime()) throw tooManyAttempts(Math.ceil((until - now.getTime()) / 1000))
}

async function countFailure(db: Kysely<Database>, key: string, free: number, now: Date): Promise<void> {
  const row = await db.selectFrom('login_gagal').selectAll().where('usernama', '=', key).executeTakeFirst()
  // `pertama` holds the time of the latest failure: the count is forgotten after a quiet spell.
  const forgotten = !row || row.pertama < forgetBefore(now)
  const jumlah = forgotten ? 1 : row.jumlah + 1
  const seconds = delaySeconds(jumlah, free)
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

export async function recordFailure(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<void> {
  // Rows of guessed usernames must not pile up: drop every forgotten count.
  await db.deleteFrom('login_gagal').where('pertama', '<', forgetBefore(now)).execute()
  await countFailure(db, keys.account, ACCOUNT_FREE_FAILURES, now)
  if (keys.address) await countFailure(db, keys.address, ADDRESS_FREE_FAILURES, now)
}

/**
 * A good login forgets its address's failures. The account's stay (they fade after 15 minutes):
 * otherwise the owner's every login would hand a guesser 5 new free tries. Without an address
 * (one browser, one user) the account's are forgotten.
 */
export async function clearFailures(db: Kysely<Database>, keys: ThrottleKeys): Promise<void> {
  await db
    .deleteFrom('login_gagal')
    .where('usernama', '=', keys.address ?? keys.account)
    .execute()
}

// Accounts with an attempt between its delay check and its recorded outcome, in this process.
const accountsInFlight = new Set<string>()

/**
 * Claims the account's one verification slot, or refuses (429, retry in 1 s) while another
 * attempt on it is being verified. Call on the request queue, without awaiting before it.
 */
export function claimAccount(keys: ThrottleKeys): () => void {
  const name = keys.account.toLowerCase() // login_gagal.usernama is COLLATE NOCASE
  if (accountsInFlight.has(name)) throw tooManyAttempts(1)
  accountsInFlight.add(name)
  return () => accountsInFlight.delete(name)
}
