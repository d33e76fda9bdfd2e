import type { Kysely } from 'kysely'
import { JENIS_SPEC, type JenisCutiBody } from '../contract/jenis-cuti.ts'
import { COMMON_MESSAGES, JENIS_CUTI_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'

/** Leave types (issue 31, docs/cuti.md "Jenis cuti"): master data with the spec's two kinds protected. */

const isSpecKind = (idjenis: number) => (JENIS_SPEC as readonly number[]).includes(idjenis)

async function assertKodeFree(db: Kysely<Database>, kode: string, except?: number) {
  let query = db.selectFrom('jenis_cuti').select('nama').where('kode', '=', kode)
  if (except !== undefined) query = query.where('idjenis', '!=', except)
  const taken = await query.executeTakeFirst()
  if (taken) throw conflict(M.kodeTaken(kode, taken.nama))
}

/** How many requests name the type (a request of an old file without a type names none). */
async function requestsOfType(db: Kysely<Database>, idjenis: number): Promise<number> {
  const { n } = await db
    .selectFrom('pengajuan_ijin')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idjenis', '=', idjenis)
    .executeTakeFirstOrThrow()
  return Number(n)
}

async function findType(db: Kysely<Database>, idjenis: number) {
  const row = await db.selectFrom('jenis_cuti').selectAll().where('idjenis', '=', idjenis).executeTakeFirst()
  if (!row) throw notFound(M.notFound)
  return row
}

/**
 * The spec's Ijin and Sakit stay active and keep how they count (the SPEC's status 1/0 follows from
 * it); any other type used by a request keeps its count too, so its records keep their meaning.
 */
async function assertChangeAllowed(db: Kysely<Database>, idjenis: number, body: JenisCutiBody) {
  const current = await findType(db, idjenis)
  if (isSpecKind(idjenis)) {
    if (body.aktif !== 1) throw conflict(M.specKindStaysActive)
    if (body.hitung !== current.hitung) throw conflict(M.specKindKeepsHitung)
    return
  }
  if (body.hitung === current.hitung) return
  const used = await requestsOfType(db, idjenis)
  if (used > 0) throw conflict(M.hitungInUse(used))
}

export const jenisCutiHandlers = {
  async jenisCutiList({ db }) {
    return { datae: await db.selectFrom('jenis_cuti').selectAll().orderBy('idjenis').execute() }
  },

  async jenisCutiDetail({ db, params }) {
    return findType(db, params.idjenis)
  },

  async jenisCutiCreate(context) {
    const { db, body } = context
    await assertKodeFree(db, body.kode)
    const { idjenis } = await db
      .insertInto('jenis_cuti')
      .values(body)
      .returning('idjenis')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'jenis_cuti', idjenis, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idjenis }
  },

  async jenisCutiUpdate(context) {
    const { db, body } = context
    const { idjenis, ...fields } = body
    await assertChangeAllowed(db, idjenis, body)
    await assertKodeFree(db, fields.kode, idjenis)
    const before = await readRow(db, 'jenis_cuti', idjenis)
    await db.updateTable('jenis_cuti').set(fields).where('idjenis', '=', idjenis).execute()
    await recordRowChange(db, context, 'jenis_cuti', idjenis, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async jenisCutiDelete(context) {
    const { db, params } = context
    await findType(db, params.idjenis)
    if (isSpecKind(params.idjenis)) throw conflict(M.specKindNotDeletable)
    const used = await requestsOfType(db, params.idjenis)
    if (used > 0) throw conflict(M.inUse(used))
    const before = await readRow(db, 'jenis_cuti', params.idjenis)
    await db.deleteFrom('jenis_cuti').where('idjenis', '=', params.idjenis).execute()
    await recordRowChange(db, context, 'jenis_cuti', params.idjenis, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
