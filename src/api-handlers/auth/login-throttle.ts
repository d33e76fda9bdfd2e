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
 * uncounted; a correct password after it is accepted. An account's attempts are verified one after
 * another (see awaitAccountTurn), so many addresses together still get one guess per delay.
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

// Lower-cased: one count per account however it is typed, on SQLite (NOCASE key) and PostgreSQL alike.
export const throttleKeys = (usernama: string, client: string | null): ThrottleKeys => ({
  account: usernama.toLowerCase(),
  address: client ? `${usernama.toLowerCase()} @ ${client}` : null,
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

/** Attempts on one account that may wait for their turn (the one being verified included). */
export const MAX_WAITING_PER_ACCOUNT = 8

interface AccountTurns {
  /** Settles when the last attempt in line has its outcome recorded. */
  tail: Promise<void>
  waiting: number
}
// Per account, in this process: its attempts are verified one after another.
const accountTurns = new Map<string, AccountTurns>()

/**
 * Waits (off the request queue) until the account's earlier attempts have their outcome recorded,
 * and resolves with the release to call once this one's is. So many addresses together still get
 * one guess per delay — the caller checks the delay again after its turn — while two people who
 * log in to one account at the same moment both get in. More than MAX_WAITING_PER_ACCOUNT in line
 * are refused (429, retry in 1 s).
 */
export function awaitAccountTurn(keys: ThrottleKeys): Promise<() => void> {
  const name = keys.account // lower-cased by throttleKeys
  const turns = accountTurns.get(name) ?? { tail: Promise.resolve(), waiting: 0 }
  if (turns.waiting >= MAX_WAITING_PER_ACCOUNT) return Promise.reject(tooManyAttempts(1))
  turns.waiting++
  accountTurns.set(name, turns)
  let finish = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  const before = turns.tail
  turns.tail = before.then(() => done)
  return before.then(() => () => {
    turns.waiting--
    if (turns.waiting === 0 && accountTurns.get(name) === turns) accountTurns.delete(name)
    finish()
  })
}
