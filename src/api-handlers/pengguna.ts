import type { Kysely } from 'kysely'
import { COMMON_MESSAGES, PENGGUNA_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { equalsIgnoringCase } from '../db/text-search.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import { hashOffQueue } from './auth/phased-calls.ts'
import { endSessionsOf } from './auth/session.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { badRequest, conflict, forbidden, notFound } from './errors.ts'

/**
 * SPEC.md §7 Users (DESIGN.md §3): a unit admin sees and manages only level-1 users of its own unit
 * and can never create or promote a level-0 user; nobody deletes or demotes the last level-0 admin,
 * or deletes themselves.
 */

const userColumns = ['iduser', 'usernama', 'namalengkap', 'levelx', 'ids', 'kantor.cabang'] as const

function usersQuery(db: Kysely<Database>, session: AuthSession) {
  let query = db
    .selectFrom('pengguna')
    .leftJoin('kantor', 'kantor.kode', 'pengguna.ids')
    .select([...userColumns])
  if (session.levelx === 1) query = query.where('levelx', '=', 1).where('ids', '=', session.ids ?? '')
  return query
}

const toRow = (row: {
  iduser: number
  usernama: string
  namalengkap: string
  levelx: number
  ids: string | null
  cabang: string | null
}) => {
  const { cabang, ...rest } = row
  return { ...rest, levelx: row.levelx === 0 ? (0 as const) : (1 as const), sekolah: cabang ?? '' }
}

/** What a unit admin may set: level 1 of its own unit only. */
function assertAllowedTarget(session: AuthSession, body: { levelx: 0 | 1; ids: string | null }) {
  if (session.levelx === 0) return
  if (body.levelx === 0) throw forbidden('Admin Unit tidak dapat membuat atau menjadikan Admin Yayasan.')
  if (body.ids !== session.ids) throw forbidden('Admin Unit hanya dapat mengelola pengguna unitnya sendiri.')
}

async function assertUsernameFree(db: Kysely<Database>, usernama: string, except?: number) {
  let query = db.selectFrom('pengguna').select('iduser').where(equalsIgnoringCase('usernama', usernama))
  if (except !== undefined) query = query.where('iduser', '!=', except)
  if (await query.executeTakeFirst()) throw conflict(PENGGUNA_MESSAGES.usernameTaken)
}

async function assertUnit(db: Kysely<Database>, ids: string | null) {
  if (ids === null) return
  const unit = await db.selectFrom('kantor').select('kode').where('kode', '=', ids).executeTakeFirst()
  if (!unit) throw badRequest('Unit tidak dikenal!')
}

async function levelZeroCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('pengguna')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('levelx', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function visibleUser(db: Kysely<Database>, session: AuthSession, iduser: number) {
  const user = await usersQuery(db, session).where('iduser', '=', iduser).executeTakeFirst()
  if (!user) throw notFound('Pengguna tidak ditemukan!')
  return user
}

export const penggunaHandlers = {
  async penggunaList({ db, session }) {
    const rows = await usersQuery(db, session).orderBy('levelx').orderBy('namalengkap').execute()
    return { datae: rows.map(toRow) }
  },

  async penggunaDetail({ db, session, params }) {
    return toRow(await visibleUser(db, session, params.iduser))
  },

  async penggunaCekUsername({ db, params, query }) {
    let lookup = db
      .selectFrom('pengguna')
      .select('iduser')
      .where(equalsIgnoringCase('usernama', params.usernama))
    if (query.iduser !== undefined) lookup = lookup.where('iduser', '!=', query.iduser)
    const taken = await lookup.executeTakeFirst()
    return taken
      ? { status: 'gagal' as const, pesan: PENGGUNA_MESSAGES.usernameTaken }
      : { status: 'ok' as const, pesan: 'Nama pengguna tersedia' }
  },

  async penggunaCreate(context) {
    const { session, body, phases } = context
    const passHash = await hashOffQueue(phases, body.pass)
    return phases.transaction(async (db) => {
      assertAllowedTarget(session, body)
      await assertUsernameFree(db, body.usernama)
      await assertUnit(db, body.ids)
      const { iduser } = await db
        .insertInto('pengguna')
        .values({
          usernama: body.usernama,
          namalengkap: body.namalengkap,
          levelx: body.levelx,
          ids: body.ids,
          pass_hash: passHash,
        })
        .returning('iduser')
        .executeTakeFirstOrThrow()
      await recordRowChange(db, context, 'pengguna', iduser, null)
      return { status: 'sukses' as const, pesan: COMMON_MESSAGES.added, iduser }
    })
  },

  async penggunaUpdate(context) {
    const { session, body, phases } = context
    const passHash = body.pass ? await hashOffQueue(phases, body.pass) : null
    return phases.transaction(async (db) => {
      const current = await visibleUser(db, session, body.iduser)
      assertAllowedTarget(session, body)
      await assertUsernameFree(db, body.usernama, body.iduser)
      await assertUnit(db, body.ids)
      if (current.levelx === 0 && body.levelx !== 0 && (await levelZeroCount(db)) <= 1)
        throw conflict('Admin Yayasan terakhir tidak dapat diturunkan menjadi Admin Unit.')
      // Demoting oneself would lock the caller out of the level-0 screens mid-session.
      if (current.iduser === session.iduser && current.levelx === 0 && body.levelx !== 0)
        throw conflict('Anda tidak dapat menurunkan hak akses akun Anda sendiri.')
      const before = await readRow(db, 'pengguna', body.iduser)
      await db
        .updateTable('pengguna')
        .set({
          usernama: body.usernama,
          namalengkap: body.namalengkap,
          levelx: body.levelx,
          ids: body.ids,
          ...(passHash ? { pass_hash: passHash } : {}),
        })
        .where('iduser', '=', body.iduser)
        .execute()
      await recordRowChange(db, context, 'pengguna', body.iduser, before)
      // What a session may do follows from these: signed-in devices must sign in again.
      const accessChanged = passHash !== null || current.levelx !== body.levelx || current.ids !== body.ids
      const keep = current.iduser === session.iduser ? session.token : null
      if (accessChanged) await endSessionsOf(db, body.iduser, keep)
      return { status: 'sukses' as const, pesan: COMMON_MESSAGES.saved }
    })
  },

  async penggunaDelete(context) {
    const { db, session, params } = context
    if (params.iduser === session.iduser) throw conflict('Anda tidak dapat menghapus akun Anda sendiri.')
    const user = await visibleUser(db, session, params.iduser)
    if (user.levelx === 0 && (await levelZeroCount(db)) <= 1)
      throw conflict('Admin Yayasan terakhir tidak dapat dihapus.')
    const before = await readRow(db, 'pengguna', params.iduser)
    await db.deleteFrom('pengguna').where('iduser', '=', params.iduser).execute()
    await recordRowChange(db, context, 'pengguna', params.iduser, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
