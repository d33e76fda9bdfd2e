import type { SqlJsStatic } from 'sql.js'
import { createServer, type LocalServer } from '../api-handlers/server.ts'
import { type Connection, openConnection } from '../db/connection.ts'
import { replay } from '../db/write-log.ts'
import type { DurableStore } from './durable-store.ts'

export interface HostOptions {
  sqlJs: SqlJsStatic
  store: DurableStore
  /** Fills a brand-new database (first start). */
  seed: (connection: Connection) => Promise<unknown>
  now?: () => Date
  basePath?: string
  validateResponses?: boolean
  /** Fold the journal into a new snapshot once it passes this size. */
  checkpointAfterBytes?: number
}

export interface DatabaseHost {
  server: LocalServer
  connection: Connection
  /** Writes a fresh snapshot and empties the journal (between requests). */
  checkpoint(): Promise<void>
  close(): Promise<void>
}

const DEFAULT_CHECKPOINT_BYTES = 4 * 1024 * 1024

/**
 * Boots the local server on durable storage: load the snapshot, replay the journal, migrate,
 * seed a brand-new database, and fold all of that into a fresh snapshot before serving.
 */
export async function startDatabaseHost(options: HostOptions): Promise<DatabaseHost> {
  const { store } = options
  const { snapshot, records } = store.load()
  const sqlite = snapshot ? new options.sqlJs.Database(snapshot) : new options.sqlJs.Database()
  replay(sqlite, records)
  const connection = await openConnection(sqlite)
  if (!snapshot) await connection.writeLog.unlogged(() => options.seed(connection))
  const limit = options.checkpointAfterBytes ?? DEFAULT_CHECKPOINT_BYTES

  const writeSnapshot = async () => {
    const bytes = sqlite.export()
    // export() reopens the connection, which resets per-connection pragmas.
    sqlite.run('PRAGMA foreign_keys = ON')
    await store.checkpoint(bytes)
  }

  const server = createServer({
    db: connection.db,
    writeLog: connection.writeLog,
    now: options.now,
    basePath: options.basePath,
    validateResponses: options.validateResponses,
    persist: (statements) => {
      store.append(statements)
      if (store.journalBytes() > limit) void server.exclusive(writeSnapshot)
    },
  })

  // A replayed journal stays valid as it is (new frames append to it), so only a new database or a
  // schema change needs a snapshot before serving: a journal must never mix schema versions.
  if (!snapshot || connection.migrated.length > 0) await writeSnapshot()

  return {
    server,
    connection,
    checkpoint: () => server.exclusive(writeSnapshot),
    close: () =>
      server.exclusive(() => {
        store.close()
        sqlite.close()
      }),
  }
}
