import type { Kysely } from 'kysely'
import type { SessionUser } from '../contract/session.ts'
import type { Database } from '../db/schema.ts'
import { equalsIgnoringCase } from '../db/text-search.ts'
import { clearFailures, type ThrottleKeys, throttleKeys } from './auth/login-throttle.ts'
import { createSession, deleteSession } from './auth/session.ts'
import { throttledLogin } from './auth/throttled-login.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { scopeToUnit } from './scope.ts'

const WRONG_CREDENTIALS = 'Nama pengguna atau kata sandi salah!'

type LoginUser = NonNullable<Awaited<ReturnType<typeof findLoginUser>>>

function findLoginUser(db: Kysely<Database>, usernama: string) {
  return db
    .selectFrom('pengguna')
    .leftJoin('kantor', 'kantor.kode', 'pengguna.ids')
    .select(['iduser', 'usernama', 'namalengkap', 'levelx', 'ids', 'pass_hash', 'kantor.cabang'])
    .where(equalsIgnoringCase('usernama', usernama))
    .executeTakeFirst()
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
  /** The three phases of auth/throttled-login.ts, on the admins' accounts and counters. */
  login: ({ db, body, now, client, phases }) => {
    const keys = throttleKeys(body.usernama, client)
    return throttledLogin(
      { db, now, phases },
      {
        keys,
        pass: body.pass,
        find: (tx) => findLoginUser(tx, body.usernama),
        admit: (tx, user, upgraded) => admit(tx, user, upgraded, keys, now),
        wrongCredentials: WRONG_CREDENTIALS,
      },
    )
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
