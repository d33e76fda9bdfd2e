import type { Kysely } from 'kysely'
import type { SessionUser } from '../contract/session.ts'
import type { Database } from '../db/schema.ts'
import { assertNotLocked, clearFailures, recordFailure, throttleKey } from './auth/login-throttle.ts'
import { hashPassword, verifyPassword } from './auth/password.ts'
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
  async login({ db, body, now, client }) {
    const key = throttleKey(body.usernama, client)
    await assertNotLocked(db, key, now)
    const user = await db
      .selectFrom('pengguna')
      .leftJoin('kantor', 'kantor.kode', 'pengguna.ids')
      .select(['iduser', 'usernama', 'namalengkap', 'levelx', 'ids', 'pass_hash', 'kantor.cabang'])
      .where('usernama', '=', body.usernama)
      .executeTakeFirst()
    const valid = await verifyPassword(body.pass, user?.pass_hash ?? (await decoy()))
    if (!user || !valid) {
      await recordFailure(db, key, now)
      throw new ApiError(401, WRONG_CREDENTIALS, { commit: true })
    }
    await clearFailures(db, key)
    const token = await createSession(db, user.iduser, now)
    return {
      status: 'sukses',
      pesan: `Selamat datang, ${user.namalengkap}`,
      data: toSessionUser({ ...user, sekolah: user.cabang ?? '' }, token),
      status_ta: await statusTa(db),
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
