import type { Migration } from 'kysely/migration'
import type { Database as SqlJsDatabase, SqlJsStatic, SqlValue } from 'sql.js'
import { ApiError, badRequest } from '../api-handlers/errors.ts'
import { DATA_MESSAGES as M } from '../contract/messages.ts'
import { openConnection } from '../db/connection.ts'
import { migrations } from '../db/migrate.ts'

/**
 * Checks a file offered for import before anything of the current data is touched, and returns it
 * opened, migrated to the app's schema and with every session ended. Each refusal is a 400 whose
 * message names the reason (DESIGN.md §2 "Portable"). Order: cheap checks that name the commonest
 * mistakes first (not SQLite, cut short, another app, a newer version), then the expensive ones.
 *
 * Integrity: `PRAGMA integrity_check` with a page cache as large as the file (its index lookups
 * then hit memory: 2.9 s instead of 4–10 s with sql.js's 2 MB default on the 100 MiB benchmark
 * file), then `PRAGMA foreign_key_check` refuses rows that point at nothing.
 */
const SQLITE_MAGIC = 'SQLite format 3\0'
const HEADER_BYTES = 100

type Rows = SqlValue[][]
const rows = (db: SqlJsDatabase, query: string): Rows => db.exec(query)[0]?.values ?? []

function hasSqliteHeader(bytes: Uint8Array): boolean {
  if (bytes.length < HEADER_BYTES) return false
  for (let i = 0; i < SQLITE_MAGIC.length; i++) if (bytes[i] !== SQLITE_MAGIC.charCodeAt(i)) return false
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES)
  const raw = view.getUint16(16)
  const pageSize = raw === 1 ? 65536 : raw
  return pageSize >= 512 && (pageSize & (pageSize - 1)) === 0
}

/**
 * The header's page count is trustworthy when its "version-valid-for" equals the change counter
 * (every SQLite since 3.7.0 writes both); then page count × page size is the file's true size.
 */
function expectedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES)
  const raw = view.getUint16(16)
  const pageSize = raw === 1 ? 65536 : raw
  const pages = view.getUint32(28)
  const valid = pages > 0 && view.getUint32(92) === view.getUint32(24)
  return valid ? pages * pageSize : null
}

/**
 * A file saved in WAL mode without its -wal file is complete as it is; marking it as a
 * rollback-journal database (header bytes 18–19) lets sql.js open it.
 */
function withoutWalFlag(bytes: Uint8Array): Uint8Array {
  if (bytes[18] !== 2 && bytes[19] !== 2) return bytes
  const copy = bytes.slice()
  copy[18] = 1
  copy[19] = 1
  return copy
}

function checkHeader(bytes: Uint8Array): void {
  if (!hasSqliteHeader(bytes)) throw badRequest(M.notSqlite)
  const expected = expectedSize(bytes)
  if (expected !== null && bytes.length < expected) throw badRequest(M.truncated(bytes.length, expected))
}

/** The migrations the file says it has: refuses another app's database and a newer version's. */
function checkMigrations(db: SqlJsDatabase, available: Record<string, Migration>): void {
  const table = rows(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
  if (!table.length) throw badRequest(M.foreign('riwayat skema aplikasi (tabel kysely_migration) tidak ada.'))
  const applied = rows(db, 'SELECT name FROM kysely_migration ORDER BY name').map(([name]) => String(name))
  const first = Object.keys(available).sort()[0]
  if (!applied.length || applied[0] !== first)
    throw badRequest(M.foreign('riwayat skema aplikasinya tidak dikenal.'))
  const unknown = applied.filter((name) => !(name in available))
  if (unknown.length) throw badRequest(M.newer(unknown.at(-1) ?? ''))
}

/** The whole file in the page cache (KiB, negative = size), at most 256 MiB. */
const cacheFor = (bytes: number) => -Math.min(Math.ceil(bytes / 1024) + 1024, 256 * 1024)

function checkIntegrity(db: SqlJsDatabase, bytes: number): void {
  // Only this check's connection: export() reopens the database with the default cache again.
  db.run(`PRAGMA cache_size = ${cacheFor(bytes)}`)
  const problems = rows(db, 'PRAGMA integrity_check(3)').map(([line]) => String(line))
  if (problems.length !== 1 || problems[0] !== 'ok')
    throw badRequest(M.corrupt(`pemeriksaan integritas gagal (${problems.join('; ')}).`))
}

/**
 * Tables and columns (name, type, NOT NULL, primary key) as one comparable line each. SQLite's own
 * tables and the transport's bookkeeping (`_…`, e.g. the request ledger) come and go: not compared.
 */
function schemaLines(db: SqlJsDatabase): Set<string> {
  const found = rows(
    db,
    `SELECT m.name, p.name, p.type, p."notnull", p.pk
       FROM sqlite_master m JOIN pragma_table_info(m.name) p
      WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite!_%' ESCAPE '!' AND m.name NOT LIKE '!_%' ESCAPE '!'
      ORDER BY m.name, p.cid`,
  )
  return new Set(found.map((row) => row.join(' ')))
}

/** The schema a fresh database gets from these migrations, built once per migration set. */
const referenceSchemas = new WeakMap<Record<string, Migration>, Promise<Set<string>>>()

function referenceSchema(sqlJs: SqlJsStatic, available: Record<string, Migration>): Promise<Set<string>> {
  let schema = referenceSchemas.get(available)
  if (!schema) {
    schema = (async () => {
      const fresh = new sqlJs.Database()
      try {
        await openConnection(fresh, available)
        return schemaLines(fresh)
      } finally {
        fresh.close()
      }
    })()
    referenceSchemas.set(available, schema)
  }
  return schema
}

async function checkSchema(sqlJs: SqlJsStatic, db: SqlJsDatabase, available: Record<string, Migration>) {
  const expected = await referenceSchema(sqlJs, available)
  const actual = schemaLines(db)
  const differs = (a: Set<string>, b: Set<string>) => [...a].find((line) => !b.has(line))
  const missing = differs(expected, actual)
  const extra = differs(actual, expected)
  if (missing || extra) {
    const [table] = (missing ?? extra ?? '').split(' ')
    throw badRequest(M.foreign(`tabel ${table} tidak sesuai dengan skema aplikasi.`))
  }
  const broken = rows(db, 'PRAGMA foreign_key_check')[0]
  if (broken) throw badRequest(M.inconsistent(String(broken[0])))
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** SQLite's own complaint about a file it cannot read, as the user's reason. */
function refusalOf(error: unknown): Error {
  if (error instanceof ApiError) return error
  const message = messageOf(error)
  if (/file is not a database|file is encrypted/i.test(message)) return badRequest(M.notSqlite)
  if (/malformed|corrupt|disk image/i.test(message)) return badRequest(M.corrupt(`${message}.`))
  return error instanceof Error ? error : new Error(message)
}

/**
 * The validated database, ready to replace the live one, or a 400 naming why not. The caller owns
 * the returned database (close it if it is not used).
 */
export async function openImport(
  sqlJs: SqlJsStatic,
  bytes: Uint8Array,
  available: Record<string, Migration> = migrations,
): Promise<SqlJsDatabase> {
  checkHeader(bytes)
  const candidate = new sqlJs.Database(withoutWalFlag(bytes))
  try {
    checkMigrations(candidate, available)
    checkIntegrity(candidate, bytes.length)
    const connection = await openConnection(candidate, available)
    await checkSchema(sqlJs, candidate, available)
    // The file's sessions must not let anyone in: everybody logs in again after an import.
    await connection.writeLog.unlogged(async () => {
      await connection.db.deleteFrom('sesi').execute()
      await connection.db.deleteFrom('login_gagal').execute()
    })
    return candidate
  } catch (error) {
    candidate.close()
    throw refusalOf(error)
  }
}
