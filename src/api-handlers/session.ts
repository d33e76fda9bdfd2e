import type { Kysely } from 'kysely'
import type { SessionUser } from '../contract/session.ts'
import type { Database } from '../db/schema.ts'
import { equalsIgnoringCase } from '../db/text-search.ts'
import { withHashingSlot } from './auth/hashing-slots.ts'
import {
  assertDelayPassed,
  awaitAccountTurn,
  clearFailures,
  recordFailure,
  type ThrottleKeys,
  throttleKeys,
} from './auth/login-throttle.ts'
import { hashPassword, needsRehash, verifyPassword } from './auth/password.ts'
import { createSession, deleteSession } from './auth/session.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { ApiError } from './errors.ts'
import { scopeToUnit } from './scope.ts'

const WRONG_CREDENTIALS = 'Nama pengguna atau kata sandi salah!'

// Verifying against a throwaway hash for unknown usernames keeps their timing like a wrong password's.
let decoyHash: Promise<string> | null = null
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password')
  return decoyHash
}

type LoginUser = NonNullable<Awaited<ReturnType<typeof findLoginUser>>>

function findLoginUser(db: Kysely<Database>, usernama: string) {
  return db
    .selectFrom('pengguna')
    .leftJoin('kantor', 'kantor.kode', 'pengguna.ids')
    .select(['iduser', 'usernama', 'namalengkap', 'levelx', 'ids', 'pass_hash', 'kantor.cabang'])
    .where(equalsIgnoringCase('usernama', usernama))
    .executeTakeFirst()
}

/**
 * Off the queue: is the password right, and (when it is and the hash is old) its new hash. Also the
 * employee app's login (presensi/session.ts): an unknown account costs a decoy hash all the same.
 */
export async function checkPassword(user: { pass_hash: string } | undefined, pass: string) {
  return withHashingSlot(async () => {
    const valid = await verifyPassword(pass, user?.pass_hash ?? (await decoy()))
    const upgraded = valid && user && needsRehash(user.pass_hash) ? await hashPassword(pass) : null
    return { valid: Boolean(user) && valid, upgraded }
  })
}

/** In the login's transaction: the session, unless the password changed while it was checked. */
async function admit(
  db: Kysely<Database>,
  user: LoginUser,
  upgraded: string | null,
  keys: ThrottleKeys,
  now: Date,
) {
  const current = await db
    .selectFrom('pengguna')
    .select('pass_hash')
    .where('iduser', '=', user.iduser)
    .executeTakeFirst()
  if (current?.pass_hash !== user.pass_hash) return null
  if (upgraded)
    await db.updateTable('pengguna').set({ pass_hash: upgraded }).where('iduser', '=', user.iduser).execute()
  await clearFailures(db, keys)
  const token = await createSession(db, user.iduser, now)
  return {
    status: 'sukses' as const,
    pesan: `Selamat datang, ${user.namalengkap}`,
    data: toSessionUser({ ...user, sekolah: user.cabang ?? '' }, token),
    status_ta: await statusTa(db),
  }
}

/** The active academic year's name, or 'non' when there is none (SPEC.md §4). */
async function statusTa(db: Kysely<Database>): Promise<string> {
  const active = await db.selectFrom('tahunajaran').select('nama').where('aktif', '=', 1).executeTakeFirst()
  return active?.nama ?? 'non'
}

const toSessionUser = (session: Omit<AuthSession, 'token'>, token: string): SessionUser => ({
  token_app: token,
  levelx: session.levelx,
  namalengkap: session.namalengkap,
  usernama: session.usernama,
  iduser: session.iduser,
  ids: session.ids,
  sekolah: session.sekolah,
})

export const sessionHandlers = {
  /**
   * Three phases: on the queue, the user and the throttle's delay; off it, its turn among the
   * account's attempts and the hash (two hashes server-wide); on it again, one transaction counts the failure or
   * creates the session (docs/security/login-and-sessions.md).
   */
  async login({ db, body, now, client, phases }) {
    const keys = throttleKeys(body.usernama, client)
    await assertDelayPassed(db, keys, now)
    const release = await phases.offQueue(() => awaitAccountTurn(keys))
    try {
      // The attempts before this one in line may have added failures: their delay applies too.
      const user = await phases.transaction(async (tx) => {
        await assertDelayPassed(tx, keys, now)
        return findLoginUser(tx, body.usernama)
      })
      const { valid, upgraded } = await phases.offQueue(() => checkPassword(user, body.pass))
      const answer = await phases.transaction(async (tx) => {
        if (valid && user) return admit(tx, user, upgraded, keys, now)
        await recordFailure(tx, keys, now)
        return null
      })
      if (!answer) throw new ApiError(401, WRONG_CREDENTIALS)
      return answer
    } finally {
      release()
    }
  },

  async logout({ db, session }) {
    await deleteSession(db, session.token)
    return { status: 'sukses', pesan: 'Anda telah keluar.' }
  },

  async cekPengguna({ db, session }) {
    return { datae: toSessionUser(session, session.token), status_ta: await statusTa(db) }
  },

  /** Level 1 sees its own unit's counts only (DESIGN.md §3). */
  async beranda({ db, session }) {
    const employees = scopeToUnit(
      db
        .selectFrom('pegawai')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 0),
      session,
      'pegawai.kode',
    )
    const pending = scopeToUnit(
      db
        .selectFrom('pengajuan_ijin')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('disetujui', '=', 0),
      session,
      'pengajuan_ijin.idp',
    )
    const [a, b] = await Promise.all([employees.executeTakeFirstOrThrow(), pending.executeTakeFirstOrThrow()])
    return { jum_pegawai: Number(a.n), jum_pengajuanijin: Number(b.n) }
  },
} satisfies HandlerMap
