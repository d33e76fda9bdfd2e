import type { Kysely } from 'kysely'
import type { Contract, EndpointName } from '../contract/index.ts'
import { DATA_MESSAGES } from '../contract/messages.ts'
import { TABLES_IN_FOREIGN_KEY_ORDER } from '../db/copy-tables.ts'
import { LATEST_MIGRATION } from '../db/migrate.ts'
import type { Database } from '../db/schema.ts'
import { EKSPOR_TERAKHIR } from '../db/schema.ts'
import { recordChange, WHOLE_DATABASE } from './audit-trail.ts'
import type { DatabaseControl, HandlerContext, HandlerMap } from './context.ts'
import { ApiError } from './errors.ts'

/** The calls that replace or export the whole database: the server runs them outside a transaction. */
export const WHOLE_DATABASE_CALLS: ReadonlySet<EndpointName> = new Set([
  'dataEkspor',
  'dataImpor',
  'dataReset',
])

function required(control: DatabaseControl | null): DatabaseControl {
  if (!control) throw new ApiError(501, 'Fitur ini belum tersedia di server ini.')
  return control
}

/** Rows per app table: what the trail keeps of a whole database before and after it is replaced. */
async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of TABLES_IN_FOREIGN_KEY_ORDER) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

/**
 * Replaces the whole database and then records it as one entry, in its own transaction on the
 * new data (docs/audit-trail.md): the trail that survives is the new data's own plus this entry.
 * That transaction's result is the call's answer, as for every phased write (the tabs' request
 * ledger records it with the entry).
 */
async function replaceRecorded<A>(
  context: HandlerContext<Contract['dataImpor'] | Contract['dataReset']>,
  replace: () => Promise<void>,
  record: { keterangan: string; answer: A },
): Promise<A> {
  const sebelum = await rowCounts(context.db)
  await replace()
  return context.phases.transaction(async (db) => {
    const sesudah = await rowCounts(db)
    const { keterangan } = record
    await recordChange(db, context, { tabel: WHOLE_DATABASE, idrekaman: '*', sebelum, sesudah, keterangan })
    return record.answer
  })
}

/** The Data screen (level 0): status, export, import and reset of the whole database. */
export const dataHandlers = {
  async dataStatus({ db, control }) {
    const { storage, sizeBytes, prepareImport } = required(control)
    prepareImport?.() // the Data screen is where an import starts
    const stamp = await db
      .selectFrom('pengaturan')
      .select('nilai')
      .where('kunci', '=', EKSPOR_TERAKHIR)
      .executeTakeFirst()
    return {
      ...storage,
      ukuran: await sizeBytes(),
      ekspor_terakhir: stamp?.nilai ?? null,
      versi_skema: LATEST_MIGRATION,
    }
  },

  async dataEkspor({ control, now, phases }) {
    return required(control).exportFile(now, phases)
  },

  async dataImpor(context) {
    const control = required(context.control)
    const size = context.body.byteLength.toLocaleString('id-ID')
    return replaceRecorded(context, () => control.importFile(context.body, context.phases), {
      keterangan: `Impor berkas (${size} byte)`,
      answer: { status: 'sukses' as const, pesan: DATA_MESSAGES.imported },
    })
  },

  async dataReset(context) {
    const control = required(context.control)
    return replaceRecorded(context, () => control.resetToDemo(), {
      keterangan: 'Diganti dengan data demo',
      answer: { status: 'sukses' as const, pesan: DATA_MESSAGES.reset },
    })
  },
} satisfies HandlerMap
