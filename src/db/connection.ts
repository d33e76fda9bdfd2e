import { Kysely } from 'kysely'
import { SqlJsDialect } from 'kysely-wasm'
import type { Database as SqlJsDatabase } from 'sql.js'
import { migrateToLatest } from './migrate.ts'
import type { Database } from './schema.ts'
import { WriteLog } from './write-log.ts'

export interface Connection {
  db: Kysely<Database>
  sqlite: SqlJsDatabase
  writeLog: WriteLog
}

/** Opens Kysely on a sql.js database (fresh or loaded from bytes) and brings the schema up to date. */
export async function openConnection(sqlite: SqlJsDatabase): Promise<Connection & { migrated: string[] }> {
  const writeLog = new WriteLog()
  sqlite.run('PRAGMA foreign_keys = ON')
  const db = new Kysely<Database>({ dialect: new SqlJsDialect({ database: writeLog.wrap(sqlite) }) })
  const migrated = await writeLog.unlogged(() => migrateToLatest(db))
  return { db, sqlite, writeLog, migrated }
}
