import type { Kysely } from 'kysely'
import type { Contract } from '../contract/index.ts'
import { MESIN_IMPOR_MESSAGES, MESIN_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import type { AuthSession, HandlerContext, HandlerMap } from './context.ts'
import { notFound } from './errors.ts'
import { type IngestMode, ingestAttlog } from './mesin-ingest.ts'
import { assertOwnUnit } from './scope.ts'

/**
 * POST api/mesin/{idmesin}/impor/pratinjau and …/impor (issue 32, docs/mesin.md): a machine's
 * attlog file (or a scan log table the screen turned into attlog lines). Both run ingestAttlog,
 * the preview without writing, the import in the call's one transaction. A unit admin imports only
 * its own unit's machines (403 for another's).
 */

/** The machine, after refusing one that does not exist (404) or belongs to another unit (403). */
export async function machineFor(db: Kysely<Database>, session: AuthSession, idmesin: number) {
  const mesin = await db
    .selectFrom('mesin')
    .select(['idmesin', 'nama', 'kode', 'idar', 'arah'])
    .where('idmesin', '=', idmesin)
    .executeTakeFirst()
  if (!mesin) throw notFound(MESIN_MESSAGES.notFound)
  assertOwnUnit(session, mesin.kode)
  return mesin
}

async function importFile(
  context: HandlerContext<Contract['mesinImpor'] | Contract['mesinImporPratinjau']>,
  mode: IngestMode,
) {
  const { db, session, params, body, clock } = context
  const mesin = await machineFor(db, session, params.idmesin)
  return ingestAttlog(
    db,
    { mesin, isi: body.isi, kunci: body.kunci, sumber: 'berkas', now: clock, author: { session, clock } },
    mode,
  )
}

export const mesinImporHandlers = {
  async mesinImporPratinjau(context) {
    return (await importFile(context, 'pratinjau')).pratinjau
  },

  async mesinImpor(context) {
    const { disimpan, baru, diubah } = await importFile(context, 'tulis')
    return {
      status: 'sukses',
      pesan: MESIN_IMPOR_MESSAGES.imported(disimpan, baru, diubah),
      disimpan,
      baru,
      diubah,
    }
  },
} satisfies HandlerMap
