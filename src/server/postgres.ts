import type { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import initSqlJs, { type Database as SqlJsDatabase, type SqlJsStatic } from 'sql.js'
import type { DatabaseControl } from '../api-handlers/context.ts'
import { createServer } from '../api-handlers/server.ts'
import { exportDatabase, openConnection } from '../db/connection.ts'
import { copyTables } from '../db/copy-tables.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { type Database, EKSPOR_TERAKHIR } from '../db/schema.ts'
import { openImport } from '../worker/validate-import.ts'
import type { EngineOptions, ServerEngine } from './engine.ts'
import { createFirstAdmin, demoDatabaseBytes } from './first-fill.ts'

/**
 * The server's engine for a whole foundation: PostgreSQL through Kysely's PostgresDialect and a pg
 * Pool (docs/server.md "PostgreSQL"). Requests run concurrently, each write in its own SERIALIZABLE
 * transaction retried on a serialization failure (src/api-handlers/server.ts `concurrent`); the
 * rules that need it hold through constraints and that isolation. PGlite (one in-process
 * connection) serves the same way for tests, one request at a time.
 */

/** sql.js (seeding the demo data, checking an import, writing an export), compiled once per process. */
let sqlJsReady: Promise<SqlJsStatic> | null = null
const loadSqlJs = () => {
  sqlJsReady ??= initSqlJs()
  return sqlJsReady
}

/**
 * The advisory lock two servers starting on one database take in turn: the first migrates and
 * fills an empty database, the second then finds it done. (Kysely's own migration lock covers
 * the migrations only, not the first fill.) Any fixed 64-bit number: 'presensi' in ASCII.
 */
const START_LOCK = 0x70726573656e7369n

/** Whether nobody has put data in yet: no office and no user (a migration's settings rows aside). */
async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT CAST((SELECT COUNT(*) FROM kantor) + (SELECT COUNT(*) FROM pengguna) AS INTEGER) AS n`.execute(db)
  return Number(rows[0]?.n ?? 0) === 0
}

/** Replaces every table of `db` with the rows of an open sql.js database, in one transaction. */
async function replaceFromSqlite(db: Kysely<Database>, sqlite: SqlJsDatabase): Promise<void> {
  const connection = await openConnection(sqlite) // already at the app's schema: reads only
  await db.transaction().execute((tx) => copyTables(connection.db, tx))
}

/**
 * Replaces every table of a PostgreSQL database with a SQLite file's rows as they are (no import
 * checks, sessions kept): the demo data, and tests booting from the seeded snapshot.
 */
export async function loadSqliteFile(db: Kysely<Database>, bytes: Uint8Array): Promise<void> {
  const sqlite = new (await loadSqlJs()).Database(bytes)
  try {
    await replaceFromSqlite(db, sqlite)
  } finally {
    sqlite.close()
  }
}

/** Migrates and, when empty, fills the database: demo data or the first admin (unless asked not to). */
async function prepare(db: Kysely<Database>, options: EngineOptions, at: Date): Promise<void> {
  await migrateToLatest(db)
  if (!(await isEmpty(db))) return
  if (options.demo) await loadSqliteFile(db, await demoDatabaseBytes(await loadSqlJs(), at))
  else if (options.firstAdmin !== false) await createFirstAdmin(db)
}

/** The Data screen's calls on PostgreSQL: export through a fresh sql.js file, import and reset by copy. */
function postgresControl(db: Kysely<Database>, sqlJs: SqlJsStatic, now: () => Date): DatabaseControl {
  return {
    storage: { penyimpanan: 'server', keterangan: '' },

    async sizeBytes() {
      const { rows } = await sql<{ n: number }>`
        SELECT CAST(pg_database_size(current_database()) AS DOUBLE PRECISION) AS n`.execute(db)
      return Math.round(Number(rows[0]?.n ?? 0))
    },

    async exportFile(at) {
      const nilai = at.toISOString()
      await db
        .insertInto('pengaturan')
        .values({ kunci: EKSPOR_TERAKHIR, nilai })
        .onConflict((oc) => oc.column('kunci').doUpdateSet({ nilai }))
        .execute()
      const file = new sqlJs.Database()
      try {
        const connection = await openConnection(file)
        // One snapshot of every table: a REPEATABLE READ transaction reads them all at one instant.
        await db
          .transaction()
          .setIsolationLevel('repeatable read')
          .execute((tx) => connection.writeLog.unlogged(() => copyTables(tx, connection.db)))
        return exportDatabase(file)
      } finally {
        file.close()
      }
    },

    async importFile(bytes) {
      const checked = await openImport(sqlJs, bytes) // the browser's checks; a refusal is a 400
      try {
        await replaceFromSqlite(db, checked)
      } finally {
        checked.close()
      }
    },

    async resetToDemo() {
      await loadSqliteFile(db, await demoDatabaseBytes(sqlJs, now()))
    },
  }
}

interface EngineParts {
  db: Kysely<Database>
  describe: string
  concurrent: boolean
  /** Runs `work` while holding the start lock (PostgreSQL), or just runs it (PGlite: one process). */
  underStartLock: (work: () => Promise<void>) => Promise<void>
}

async function startEngine(parts: EngineParts, options: EngineOptions): Promise<ServerEngine> {
  const { db } = parts
  const now = options.now ?? (() => new Date())
  const sqlJs = await loadSqlJs()
  try {
    await parts.underStartLock(() => prepare(db, options, now()))
  } catch (error) {
    await db.destroy()
    throw error
  }
  const control = postgresControl(db, sqlJs, now)
  const server = createServer({
    db,
    now: options.now,
    validateResponses: options.validateResponses,
    control,
    concurrent: parts.concurrent,
  })
  return {
    describe: parts.describe,
    db,
    server,
    exportFile: () => server.exclusive(() => control.exportFile(now())),
    importFile: (bytes) => server.exclusive(() => control.importFile(bytes)),
    close: () => server.exclusive(() => db.destroy()),
  }
}

/** 'postgresql db@host:port' for the start-up line: never the password. */
function describeUrl(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url)
    return `postgresql ${pathname.slice(1) || 'postgres'}@${hostname}${port ? `:${port}` : ''}`
  } catch {
    return 'postgresql'
  }
}

/** Pool connections: requests in flight at once (the rest wait for one). */
const POOL_SIZE = 10

/**
 * Opens PostgreSQL at `url` (postgres://user:pass@host:port/db) as a server engine: migrated under
 * an advisory lock, an empty database filled (demo data with `demo`, else one admin), requests
 * served concurrently.
 */
export async function openPostgres(url: string, options: EngineOptions): Promise<ServerEngine> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, allowExitOnIdle: true })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  const underStartLock = async (work: () => Promise<void>) => {
    const client = await pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1)', [START_LOCK.toString()])
      try {
        await work()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK.toString()])
      }
    } finally {
      client.release()
    }
  }
  return startEngine({ db, describe: describeUrl(url), concurrent: true, underStartLock }, options)
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly, in this process) as a server engine, for tests: one
 * connection, so requests are served one at a time. `pglite` defaults to a new in-memory database.
 */
export async function openPglite(options: EngineOptions & { pglite?: PGlite }): Promise<ServerEngine> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pglite = options.pglite ?? new PGlite()
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  return startEngine({ db, describe: 'pglite', concurrent: false, underStartLock: (work) => work() }, options)
}
