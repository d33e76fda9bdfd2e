import type { SqlJsStatic } from 'sql.js'
import { demoClockAt, seedDemo } from '../../seeds/demo.ts'
import type { StorageInfo } from '../api-handlers/context.ts'
import { type DatabaseHost, startDatabaseHost } from './database-host.ts'
import { isOpenAsEmployee, serveOpenAsEmployee } from './demo-open-as-employee.ts'
import type { DurableStore } from './durable-store.ts'
import type { ExportFold } from './export-fold.ts'
import type { ImportCheck } from './import-check.ts'
import type { IntegrityCheck } from './integrity-check.ts'

/**
 * The heavy half of the worker (handlers, Kysely, the contract's zod schemas, the demo seed: most
 * of its code), loaded by server.worker.ts with a dynamic import as the worker starts, so the
 * browser fetches and compiles it while the worker waits for the lock, the OPFS files and sql.js's
 * wasm (issue 18's warm start) instead of before any of that can begin.
 */
export async function startLocalServer(options: {
  sqlJs: SqlJsStatic
  store: DurableStore
  storage: StorageInfo
  basePath: string
  uploadPath: string
  integrity: IntegrityCheck
  exportFold: ExportFold
  importCheck: ImportCheck
  /** e2e build only (src/worker/e2e-switches.ts): the suite's clock; the real one otherwise. */
  now?: () => Date
  /** e2e build only: a prebuilt demo database a first start loads instead of seeding. */
  demoFile?: string
  /** e2e build only: the journal's size that starts a checkpoint (default 4 MiB). */
  checkpointAfterBytes?: number
}): Promise<DatabaseHost> {
  const now = options.now ?? (() => new Date())
  const { demoFile } = options
  const host = await startDatabaseHost({
    ...options,
    seed: (c) => seedDemo(c, demoClockAt(now())),
    firstSnapshot: demoFile ? () => fetchDatabaseFile(demoFile) : undefined,
  })
  // Mock mode's 'Buka sebagai pegawai' (issue 17) is a worker message, never an HTTP route.
  const serve: DatabaseHost['serve'] = (request, id) =>
    isOpenAsEmployee(request) ? serveOpenAsEmployee(host.server, request) : host.serve(request, id)
  return { ...host, serve }
}

async function fetchDatabaseFile(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}
