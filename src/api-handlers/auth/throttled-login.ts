import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Phases } from '../context.ts'
import { ApiError } from '../errors.ts'
import { withHashingSlot } from './hashing-slots.ts'
import { assertDelayPassed, awaitAccountTurn, recordFailure, type ThrottleKeys } from './login-throttle.ts'
import { hashPassword, needsRehash, verifyPassword } from './password.ts'

// Verifying against a throwaway hash for unknown accounts keeps their timing like a wrong password's.
let decoyHash: Promise<string> | null = null
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password')
  return decoyHash
}

/** Off the queue: is the password right, and (when it is and the hash is old) its new hash. */
export async function checkPassword(account: { pass_hash: string } | undefined, pass: string) {
  return withHashingSlot(async () => {
    const valid = await verifyPassword(pass, account?.pass_hash ?? (await decoy()))
    const upgraded = valid && account && needsRehash(account.pass_hash) ? await hashPassword(pass) : null
    return { valid: Boolean(account) && valid, upgraded }
  })
}

/** How one kind of account logs in: the admins' (session.ts) or the employees' (presensi/session.ts). */
export interface LoginSteps<Account extends { pass_hash: string }, Answer> {
  keys: ThrottleKeys
  pass: string
  find: (db: Kysely<Database>) => Promise<Account | undefined>
  /** In the last transaction: the session and the answer, or null when the password changed meanwhile. */
  admit: (db: Kysely<Database>, account: Account, upgraded: string | null) => Promise<Answer | null>
  wrongCredentials: string
}

/**
 * Three phases: on the queue, the account and the throttle's delay; off it, its turn among the
 * account's attempts and the hash (two hashes server-wide); on it again, one transaction counts the
 * failure or admits (docs/security/login-and-sessions.md).
 */
export async function throttledLogin<Account extends { pass_hash: string }, Answer>(
  { db, now, phases }: { db: Kysely<Database>; now: Date; phases: Phases },
  steps: LoginSteps<Account, Answer>,
): Promise<Answer> {
  const { keys } = steps
  await assertDelayPassed(db, keys, now)
  const release = await phases.offQueue(() => awaitAccountTurn(keys))
  try {
    // The attempts before this one in line may have added failures: their delay applies too.
    const account = await phases.transaction(async (tx) => {
      await assertDelayPassed(tx, keys, now)
      return steps.find(tx)
    })
    const { valid, upgraded } = await phases.offQueue(() => checkPassword(account, steps.pass))
    const answer = await phases.transaction(async (tx) => {
      if (valid && account) return steps.admit(tx, account, upgraded)
      await recordFailure(tx, keys, now)
      return null
    })
    if (!answer) throw new ApiError(401, steps.wrongCredentials)
    return answer
  } finally {
    release()
  }
}
