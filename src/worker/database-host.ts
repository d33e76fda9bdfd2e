import type { SqlJsStatic } from 'sql.js'
import type { StorageInfo } from '../api-handlers/context.ts'
import { createServer, type LocalServer } from '../api-handlers/server.ts'
import { type Connection, exportDatabase, openConnection } from '../db/connection.ts'
import { replay } from '../db/write-log.ts'
import { markBoot } from './boot-marks.ts'
import type { DurableStore } from './durable-store.ts'
import { type ExportFold, fileOf, foldHere } from './export-fold.ts'
import type { ImportCheck } from './import-check.ts'
import type { IntegrityCheck } from './integrity-check.ts'
import { createDatabaseControl } from './replace-database.ts'
import { RequestLedger } from './request-ledger.ts'
import { handOverToSqlJs } from './sqljs-handover.ts'
import { storageWriteFailure } from './storage-errors.ts'

export interface HostOptions {
  sqlJs: SqlJsStatic
  store: DurableStore
  /** Fills a brand-new database (first start). */
  seed: (connection: Connection) => Promise<unknown>
  /** A first start's database instead of `seed` (the e2e suite's prebuilt demo file). */
  firstSnapshot?: () => Promise<Uint8Array>
  now?: () => Date
  basePath?: string
  uploadPath?: string
  validateResponses?: boolean
  /** Fold the journal into a new snapshot once it passes this size. */
  checkpointAfterBytes?: number
  /** What the Data screen says about where the data lives (default: memory). */
  storage?: StorageInfo
  /** Where an import's integrity check runs (the browser: a worker of its own). */
  integrity?: IntegrityCheck
  /** Where an export folds the journal into the snapshot (the browser: a worker of its own). */
  exportFold?: ExportFold
  /** Where an import's file is checked (the browser: a worker of its own, off the request queue). */
  importCheck?: ImportCheck
}

/** Journal records replay could not apply: set aside in a side file, reported to the user. */
export interface Recovery {
  /** How many committed transactions could not be restored. */
  setAside: number
  file: string
  reason: string
}

export interface DatabaseHost {
  server: LocalServer
  connection: Connection
  recovery: Recovery | null
  /**
   * Serves a request; one with an id (sent by another tab, maybe again) runs at most once: a
   * repeat gets the recorded answer (src/worker/request-ledger.ts).
   */
  serve(request: Request, id: string | null): Promise<Response>
  /** Writes a fresh snapshot and empties the journal (between requests). */
  checkpoint(): Promise<void>
  /** The checkpoint a long journal started (built off the request path), once it has ended. */
  checkpointSettled(): Promise<void>
  close(): Promise<void>
}

const DEFAULT_CHECKPOINT_BYTES = 4 * 1024 * 1024

/**
 * Boots the local server on durable storage: load the snapshot, replay the journal, migrate,
 * seed a brand-new database, and fold all of that into a fresh snapshot before serving.
 */
export async function startDatabaseHost(options: HostOptions): Promise<DatabaseHost> {
  const { store } = options
  const { snapshot, records, snapshotOwned } = store.load()
  const prebuilt = !snapshot && options.firstSnapshot ? await options.firstSnapshot() : null
  const bytes = snapshot && snapshotOwned ? handOverToSqlJs(snapshot) : (snapshot ?? prebuilt)
  const sqlite = bytes ? new options.sqlJs.Database(bytes) : new options.sqlJs.Database()
  markBoot('database-open')
  // The live server's pragmas before replay: a journalled DELETE must cascade again.
  sqlite.run('PRAGMA foreign_keys = ON')
  const replayed = replay(sqlite, records)
  markBoot('journal-replayed')
  let recovery: Recovery | null = null
  if (replayed.failure) {
    // Start from the last good record rather than not at all; the rest is kept aside, not lost.
    const file = await store.setAside(replayed.applied)
    recovery = { setAside: records.length - replayed.applied, file, reason: replayed.failure.error }
    console.error('[store] journal records set aside', recovery)
  }
  const connection = await openConnection(sqlite)
  markBoot('schema-checked')
  if (!snapshot && !prebuilt) await connection.writeLog.unlogged(() => options.seed(connection))
  const limit = options.checkpointAfterBytes ?? DEFAULT_CHECKPOINT_BYTES

  // The connection's handle, not `sqlite`: an import or reset replaces the database under it.
  const writeSnapshot = () => store.checkpoint(exportDatabase(connection.sqlite))
  const fold = options.exportFold ?? foldHere(options.sqlJs)
  /**
   * Issue 35: the journal is folded into a new snapshot off the request path, as an export is
   * (export-fold.ts): one short turn copies it, the fold and the new snapshot's write run while
   * requests are served, and one short turn carries the frames committed since and flips.
   */
  let folding: Promise<void> | null = null
  const checkpointOffQueue = () => {
    folding ??= (async () => {
      const copy = await server.exclusive(() => store.copyLive())
      const file = await fileOf(copy, fold)
      await store.checkpointFolded(copy, file, server.exclusive)
    })()
      .catch(async (error: unknown) => {
        // The journal holds every write either way; the live database's export still folds it.
        console.warn('[store] checkpoint off the request path failed; folding in a turn instead', error)
        await server.exclusive(writeSnapshot)
      })
      .catch((error: unknown) => {
        console.warn('[store] checkpoint failed; the journal still holds every write', error)
      })
      .finally(() => {
        folding = null
      })
  }
  const control = createDatabaseControl({
    sqlJs: options.sqlJs,
    store,
    connection,
    seed: options.seed,
    storage: options.storage ?? { penyimpanan: 'memori', keterangan: '' },
    integrity: options.integrity,
    exportFold: fold,
    importCheck: options.importCheck,
  })

  const ledger = new RequestLedger(connection.sqlite, () => (options.now?.() ?? new Date()).getTime())
  const server = createServer({
    db: connection.db,
    writeLog: connection.writeLog,
    writeLogOf: (request) => ledger.recordingFor(connection.writeLog, request),
    now: options.now,
    basePath: options.basePath,
    uploadPath: options.uploadPath,
    validateResponses: options.validateResponses,
    persist: (statements) => {
      try {
        store.append(statements)
      } catch (error) {
        throw storageWriteFailure(error) // e.g. a full disk: rolled back, a clear 507
      }
      if (store.journalBytes() > limit) checkpointOffQueue()
    },
    control,
  })

  // A replayed journal stays valid as it is (new frames append to it), so only a new database or a
  // schema change needs a snapshot before serving: a journal must never mix schema versions.
  if (!snapshot || connection.migrated.length > 0 || recovery) {
    await writeSnapshot()
    markBoot('snapshot-written')
  }
  await store.loaded()
  // A journal left past the limit (the tab closed while its checkpoint ran, e.g. right after a
  // large import) is folded now, off the request path: else every start and every export replays it.
  if (store.journalBytes() > limit) checkpointOffQueue()

  return {
    server,
    connection,
    recovery,
    serve: (request, id) => ledger.serve(server, request, id),
    checkpoint: () => server.exclusive(writeSnapshot),
    checkpointSettled: async () => {
      await folding
    },
    close: async () => {
      await folding // a checkpoint being written finishes (or is dropped) before the files close
      await server.exclusive(() => {
        store.close()
        connection.sqlite.close()
      })
    },
  }
}
