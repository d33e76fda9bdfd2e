import type { EndpointName } from '../contract/index.ts'
import { DATA_MESSAGES } from '../contract/messages.ts'
import { LATEST_MIGRATION } from '../db/migrate.ts'
import { EKSPOR_TERAKHIR } from '../db/schema.ts'
import type { DatabaseControl, HandlerMap } from './context.ts'
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

/** The Data screen (level 0): status, export, import and reset of the whole database. */
export const dataHandlers = {
  async dataStatus({ db, control }) {
    const { storage, sizeBytes } = required(control)
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

  async dataEkspor({ control, now }) {
    return required(control).exportFile(now)
  },

  async dataImpor({ control, body }) {
    await required(control).importFile(body)
    return { status: 'sukses', pesan: DATA_MESSAGES.imported }
  },

  async dataReset({ control }) {
    await required(control).resetToDemo()
    return { status: 'sukses', pesan: DATA_MESSAGES.reset }
  },
} satisfies HandlerMap
