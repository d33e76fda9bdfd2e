import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { Kysely, sql } from 'kysely'
import initSqlJs, { type SqlJsStatic } from 'sql.js'
import type { DatabaseControl } from '../api-handlers/context.ts'
import { createServer } from '../api-handlers/server.ts'
import { exportDatabase } from '../db/connection.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { type Database, EKSPOR_TERAKHIR } from '../db/schema.ts'
import { storageWriteFailure } from '../worker/storage-errors.ts'
import { openImport } from '../worker/validate-import.ts'
import { replaceSqliteFile } from './durable-file.ts'
import type { EngineOptions, ServerEngine } from './engine.ts'
import { createFirstAdmin, demoDatabaseBytes } from './first-fill.ts'
import { nodeSqliteDialect, type SwappableSqlite, swappableSqlite } from './node-sqlite-dialect.ts'
import { foldOldJournal } from './old-journal.ts'

/**
 * The server's engine for one office: a plain SQLite file (node:sqlite) that `sqlite3` opens and the
 * browser's Data screen imports. SQLite's WAL is the durability (no journal of our own): a write is
 * answered after its COMMIT, and with `synchronous = FULL` that COMMIT has fsync'ed the WAL, so an
 * answered write survives a kill -9 and a power cut (docs/server.md: the choice and its cost).
 * One synchronous connection: requests keep the handlers' one-at-a-time queue.
 */
export const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = FULL',
  'PRAGMA foreign_keys = ON',
  // Another process on the file (`sqlite3 FILE ".backup …"`) holds a lock briefly: wait, not fail.
  'PRAGMA busy_timeout = 5000',
]

const SQLITE_MAGIC = 'SQLite format 3\0'

/** sql.js (seeding the demo data, checking an import), compiled once per process. */
let sqlJsReady: Promise<SqlJsStatic> | null = null
const loadSqlJs = () => {
  sqlJsReady ??= initSqlJs()
  return sqlJsReady
}

/** Throws when `path` exists, is not empty and is not a SQLite database: it is never overwritten. */
function refuseForeignFile(path: string): void {
  if (!existsSync(path) || statSync(path).size === 0) return
  const head = Buffer.alloc(SQLITE_MAGIC.length)
  const fd = openSync(path, 'r')
  try {
    readSync(fd, head, 0, head.length, 0)
  } finally {
    closeSync(fd)
  }
  if (head.toString('latin1') !== SQLITE_MAGIC)
    throw new Error(`${path} bukan berkas SQLite (not a SQLite database); berkas tidak diubah.`)
}

/**
 * One server per file: SQLite would keep two correct, but the handlers' rules assume they are the
 * only writer (one queue), and a second server's writes would fail as "busy". A pid file, as the
 * old server had: a stale one (its process gone, e.g. after kill -9) is taken over.
 */
function takeLock(path: string): () => void {
  const lock = `${path}.lock`
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'))
    if (pid && pid !== process.pid && isAlive(pid))
      throw new Error(`${basename(path)} sedang dipakai server lain (pid ${pid}; in use by another server).`)
  }
  writeFileSync(lock, String(process.pid))
  return () => rmSync(lock, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The temporary copies an export makes beside FILE (`FILE.ekspor-<pid>-<n>`, and SQLite's
 * `-journal` of it while VACUUM INTO writes it) that a killed process left behind: removed when
 * that process is gone. A live process's are its export in progress, and are kept. Returns the names removed.
 */
export function removeLeftoverExports(path: string): string[] {
  const name = basename(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const leftover = new RegExp(`^${name}\\.ekspor-(\\d+)-\\d+(-journal|-wal|-shm)?$`)
  const removed: string[] = []
  for (const entry of readdirSync(dirname(path))) {
    const pid = Number(leftover.exec(entry)?.[1] ?? 0)
    if (!pid || isAlive(pid)) continue
    rmSync(join(dirname(path), entry), { force: true })
    removed.push(entry)
  }
  return removed
}

function openFile(path: string): DatabaseSync {
  const sqlite = new DatabaseSync(path)
  for (const pragma of SQLITE_PRAGMAS) sqlite.exec(pragma)
  return sqlite
}

const isEmpty = (sqlite: DatabaseSync) =>
  Number((sqlite.prepare('SELECT count(*) AS n FROM sqlite_master').get() as { n: number }).n) === 0

interface FileControlOptions {
  path: string
  sqlJs: SqlJsStatic
  live: SwappableSqlite
  db: Kysely<Database>
  now: () => Date
}

/**
 * The Data screen's export, import and reset on the file. Export stamps the date like the browser
 * then copies a consistent snapshot with `VACUUM INTO` (a plain rollback-mode SQLite file). Import
 * and reset write the new file completely and durably before the live one is let go
 * (durable-file.ts); a refused file or a full disk changes nothing.
 */
function fileControl({ path, sqlJs, live, db, now }: FileControlOptions): DatabaseControl {
  let exports = 0

  function replaceWith(bytes: Uint8Array): void {
    try {
      replaceSqliteFile(path, bytes, () => live.current.close())
    } catch (error) {
      if (!live.current.isOpen) live.swap(openFile(path))
      throw storageWriteFailure(error)
    }
    live.swap(openFile(path))
  }

  return {
    storage: { penyimpanan: 'berkas', keterangan: '' },

    sizeBytes() {
      const pragma = (name: string) =>
        Number(Object.values(live.current.prepare(`PRAGMA ${name}`).get() ?? {})[0] ?? 0)
      return pragma('page_count') * pragma('page_size')
    },

    async exportFile(at) {
      const nilai = at.toISOString()
      try {
        await db
          .insertInto('pengaturan')
          .values({ kunci: EKSPOR_TERAKHIR, nilai })
          .onConflict((oc) => oc.column('kunci').doUpdateSet({ nilai }))
          .execute()
      } catch (error) {
        // A full disk is exactly when a backup matters: export anyway, only the date is not kept.
        console.warn('[data] export time not recorded', error)
      }
      const target = `${path}.ekspor-${process.pid}-${++exports}`
      try {
        await sql`VACUUM INTO ${target}`.execute(db)
        return new Uint8Array(readFileSync(target))
      } catch (error) {
        throw storageWriteFailure(error)
      } finally {
        rmSync(target, { force: true })
      }
    },

    async importFile(bytes) {
      const candidate = await openImport(sqlJs, bytes) // the browser's checks; a refusal is a 400
      let checked: Uint8Array
      try {
        checked = exportDatabase(candidate)
      } finally {
        candidate.close()
      }
      replaceWith(checked)
    },

    async resetToDemo() {
      replaceWith(await demoDatabaseBytes(sqlJs, now()))
    },
  }
}

/**
 * Opens (or creates) the SQLite file FILE as a server engine: a missing or empty FILE gets the demo
 * data (`demo`) or one admin; an existing one is migrated; an old server's `FILE-jurnal` is folded
 * in first. A FILE that is not a SQLite database is refused, never overwritten.
 */
export async function openSqliteFile(file: string, options: EngineOptions): Promise<ServerEngine> {
  const path = resolve(file)
  refuseForeignFile(path)
  const releaseLock = takeLock(path)
  try {
    const opened = await openAndPrepare(path, options)
    return serveFile(path, opened, options, releaseLock)
  } catch (error) {
    releaseLock()
    throw error
  }
}

/** The file opened, its old journal folded in, seeded or given its first admin, and migrated. */
async function openAndPrepare(path: string, options: EngineOptions) {
  const sqlJs = await loadSqlJs()
  const now = options.now ?? (() => new Date())
  const folded = foldOldJournal(path, sqlJs)
  if (folded?.applied) console.log(`[berkas] jurnal lama diterapkan: ${folded.applied} transaksi`)
  rmSync(`${path}.baru`, { force: true }) // an import that did not finish: the old file stands
  const leftovers = removeLeftoverExports(path)
  if (leftovers.length) console.log(`[berkas] sisa ekspor yang terputus dihapus: ${leftovers.join(', ')}`)

  let sqlite = openFile(path)
  if (isEmpty(sqlite) && options.demo) {
    const demo = await demoDatabaseBytes(sqlJs, now())
    replaceSqliteFile(path, demo, () => sqlite.close())
    sqlite = openFile(path)
  }
  const live = swappableSqlite(sqlite)
  const db = new Kysely<Database>({ dialect: nodeSqliteDialect(live) })
  try {
    const brandNew = isEmpty(sqlite)
    await migrateToLatest(db)
    if (brandNew && options.firstAdmin !== false) await createFirstAdmin(db)
  } catch (error) {
    sqlite.close()
    throw error
  }
  return { sqlJs, live, db, now }
}

function serveFile(
  path: string,
  { sqlJs, live, db, now }: Awaited<ReturnType<typeof openAndPrepare>>,
  options: EngineOptions,
  releaseLock: () => void,
): ServerEngine {
  const control = fileControl({ path, sqlJs, live, db, now })
  const server = createServer({
    db,
    now: options.now,
    validateResponses: options.validateResponses,
    control,
  })
  return {
    describe: `berkas ${path}`,
    db,
    server,
    exportFile: () => server.exclusive(() => control.exportFile(now())),
    importFile: (bytes) => server.exclusive(() => control.importFile(bytes)),
    close: () =>
      server.exclusive(async () => {
        await db.destroy()
        live.current.close() // the last connection: SQLite checkpoints the WAL into FILE
        releaseLock()
      }),
  }
}
