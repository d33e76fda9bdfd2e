import { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { SqlJsDialect } from 'kysely-wasm'
import type { Database as SqlJsDatabase } from 'sql.js'
import { migrateToLatest, migrations } from './migrate.ts'
import type { Database } from './schema.ts'
import { WriteLog } from './write-log.ts'

export interface Connection {
  db: Kysely<Database>
  /** The live sql.js database; after `replaceDatabase` this same handle reaches the new one. */
  sqlite: SqlJsDatabase
  writeLog: WriteLog
  /**
   * Puts another (validated, migrated) database under Kysely and the write log, between requests:
   * returns the previous one for the caller to close.
   */
  replaceDatabase(next: SqlJsDatabase): SqlJsDatabase
}

/** Per-connection settings of the live server; sql.js's export() reopens the database and drops them. */
export function applyPragmas(sqlite: SqlJsDatabase): void {
  sqlite.run('PRAGMA foreign_keys = ON')
}

/** The database as SQLite file bytes, with the connection's settings restored afterwards. */
export function exportDatabase(sqlite: SqlJsDatabase): Uint8Array {
  const bytes = sqlite.export()
  applyPragmas(sqlite)
  return bytes
}

/**
 * A handle that forwards to whichever database is current, so a whole-database replacement (import,
 * reset) needs no new Kysely, write log or server: they all keep this handle.
 */
function swappable(initial: SqlJsDatabase): {
  handle: SqlJsDatabase
  swap(next: SqlJsDatabase): SqlJsDatabase
} {
  let current = initial
  const handle = new Proxy(initial, {
    get(_target, key) {
      const value = Reflect.get(current, key, current)
      return typeof value === 'function' ? value.bind(current) : value
    },
  })
  return {
    handle,
    swap(next) {
      const previous = current
      current = next
      return previous
    },
  }
}

/**
 * Whether the database records exactly the available migrations as applied: then Kysely's migrator
 * (its table checks, lock row and per-migration reads, every start) has nothing to do. Anything
 * else, a new database, a pending or an unknown migration, goes through the migrator.
 */
function isSchemaCurrent(sqlite: SqlJsDatabase, available: Record<string, Migration>): boolean {
  const hasTable = sqlite.exec(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name IN ('kysely_migration', 'kysely_migration_lock')",
  )
  if ((hasTable[0]?.values.length ?? 0) !== 2) return false
  const applied = (sqlite.exec('SELECT name FROM kysely_migration')[0]?.values ?? []).map(([name]) =>
    String(name),
  )
  const expected = Object.keys(available)
  return applied.length === expected.length && expected.every((name) => applied.includes(name))
}

/**
 * Opens Kysely on a sql.js database (fresh or loaded from bytes) and brings the schema up to date
 * (`available`: the app's migrations; tests of an import from an older version pass more).
 */
export async function openConnection(
  sqlite: SqlJsDatabase,
  available: Record<string, Migration> = migrations,
): Promise<Connection & { migrated: string[] }> {
  const writeLog = new WriteLog()
  applyPragmas(sqlite)
  const live = swappable(sqlite)
  const db = new Kysely<Database>({ dialect: new SqlJsDialect({ database: writeLog.wrap(live.handle) }) })
  const migrated = isSchemaCurrent(sqlite, available)
    ? []
    : await writeLog.unlogged(() => migrateToLatest(db, available))
  return { db, sqlite: live.handle, writeLog, migrated, replaceDatabase: live.swap }
}
