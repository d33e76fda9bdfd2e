import type { Migration } from 'kysely/migration'
import type { Database as SqlJsDatabase, SqlJsStatic, SqlValue } from 'sql.js'
import { ApiError, badRequest } from '../api-handlers/errors.ts'
import { DATA_MESSAGES as M } from '../contract/messages.ts'
import { openConnection } from '../db/connection.ts'
import { migrations } from '../db/migrate.ts'
import {
  checkSchemaObjects,
  dropTransportObjects,
  referenceSchema,
  type SchemaObjects,
  schemaObjects,
} from './import-schema.ts'
import { checkPasswordHashes, checkValueKinds, checkValueRanges } from './import-values.ts'
import { type IntegrityCheck, integrityHere } from './integrity-check.ts'

/**
 * Checks a file offered for import before anything of the current data is touched, and returns it
 * opened, migrated to the app's schema and with every session ended. Each refusal is a 400 whose
 * message names the reason (DESIGN.md §2 "Portable"). Order: cheap checks that name the commonest
 * mistakes first (not SQLite, cut short, another app, a newer version), then the schema objects
 * against the app's at the file's version (import-schema.ts), then the expensive ones.
 *
 * Integrity: the full `PRAGMA integrity_check` (src/worker/integrity-check.ts) on a copy of the
 * file, started once the schema is known to be the app's and run beside the migration and the
 * later checks (the browser gives it a worker of its own: ~2.5 s of the 112 MiB benchmark file's
 * import no longer waits in line). The file is accepted only when it answers 'ok'; a damaged file is
 * refused as damaged even when a later step tripped over the damage first. Then
 * every number against what every engine holds (ids 1 … 2^31−1, import-values.ts), then
 * `PRAGMA foreign_key_check` refuses rows that point at nothing, then the other values
 * integrity_check does not judge (import-values.ts).
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
function checkMigrations(db: SqlJsDatabase, available: Record<string, Migration>): string[] {
  const table = rows(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
  if (!table.length) throw badRequest(M.foreign('riwayat skema aplikasi (tabel kysely_migration) tidak ada.'))
  const applied = rows(db, 'SELECT name FROM kysely_migration ORDER BY name').map(([name]) => String(name))
  const first = Object.keys(available).sort()[0]
  if (!applied.length || applied[0] !== first)
    throw badRequest(M.foreign('riwayat skema aplikasinya tidak dikenal.'))
  const unknown = applied.filter((name) => !(name in available))
  if (unknown.length) throw badRequest(M.newer(unknown.at(-1) ?? ''))
  return applied
}

/** The integrity check's verdict: null for a sound file, else the refusal naming its problems. */
function integrityRefusal(problems: string[]): ApiError | null {
  if (problems.length === 1 && problems[0] === 'ok') return null
  return badRequest(M.corrupt(`pemeriksaan integritas gagal (${problems.join('; ')}).`))
}

/** A running check's refusal, or null when it passed or could not answer (then the step's own error stands). */
async function refusalOfCheck(checking: Promise<string[]>): Promise<ApiError | null> {
  const problems = await checking.catch(() => null)
  return problems && integrityRefusal(problems)
}

/** Rows pointing at nothing (written with foreign keys off) are refused, naming the table. */
function checkForeignKeys(db: SqlJsDatabase): void {
  const broken = rows(db, 'PRAGMA foreign_key_check')[0]
  if (broken) throw badRequest(M.inconsistent(String(broken[0])))
}

/** The app's own tables (not SQLite's, not the transport's `_…`): the ones whose values are checked. */
const appTables = (objects: SchemaObjects) =>
  [...objects.values()]
    .filter(({ type, name }) => type === 'table' && !/^(sqlite_|_)/.test(name))
    .map(({ name }) => name)

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** SQLite's own complaint about a file it cannot read, as the user's reason. */
function refusalOf(error: unknown): Error {
  if (error instanceof ApiError) return error
  const message = messageOf(error)
  if (/file is not a database|file is encrypted/i.test(message)) return badRequest(M.notSqlite)
  if (/malformed|corrupt|disk image/i.test(message)) return badRequest(M.corrupt(`${message}.`))
  return error instanceof Error ? error : new Error(message)
}

/** A file that passed every check but the integrity check, which is still running. */
export interface StartedImport {
  /** The file opened, migrated and with every session ended. The caller owns it (close it if unused). */
  candidate: SqlJsDatabase
  /** Resolves when the integrity check finds the file sound; rejects with the refusal otherwise. */
  intact: Promise<void>
}

/**
 * Every check of an imported file except the integrity verdict, which the caller awaits only
 * when it must (src/worker/replace-database.ts writes the new generation meanwhile). A refusal
 * of any other check is a 400 naming why, the integrity check's if it found damage too.
 */
export async function startImport(
  sqlJs: SqlJsStatic,
  bytes: Uint8Array,
  available: Record<string, Migration> = migrations,
  integrity: IntegrityCheck = integrityHere(sqlJs),
): Promise<StartedImport> {
  checkHeader(bytes)
  const file = withoutWalFlag(bytes)
  // The check's own copy, taken before sql.js may take `file` over and change it in place.
  const checkCopy = new Uint8Array(file.buffer.slice(file.byteOffset, file.byteOffset + file.length))
  const candidate = new sqlJs.Database(file)
  let checking: Promise<string[]> | null = null
  try {
    const applied = checkMigrations(candidate, available)
    // Before anything runs on the file (a migration's INSERT would fire a planted trigger, the
    // integrity check evaluates every CHECK expression).
    checkSchemaObjects(schemaObjects(candidate), await referenceSchema(sqlJs, available, applied))
    // With the schema exact, this also verifies every CHECK, NOT NULL and UNIQUE against the rows.
    checking = integrity(checkCopy)
    checking.catch(() => undefined) // awaited through `intact` or below
    const connection = await openConnection(candidate, available)
    const migrated = schemaObjects(candidate)
    checkSchemaObjects(migrated, await referenceSchema(sqlJs, available))
    // Before the keys: an id out of range is named as such, not as a row pointing at nothing.
    checkValueRanges(candidate, appTables(migrated))
    checkForeignKeys(candidate)
    checkPasswordHashes(candidate)
    checkValueKinds(candidate, appTables(migrated))
    // The file's sessions must not let anyone in: everybody logs in again after an import.
    await connection.writeLog.unlogged(async () => {
      await connection.db.deleteFrom('sesi').execute()
      await connection.db.deleteFrom('sesi_pegawai').execute()
      await connection.db.deleteFrom('login_gagal').execute()
    })
    dropTransportObjects(candidate)
    const intact = checking.then((problems) => {
      const refused = integrityRefusal(problems)
      if (refused) throw refused
    })
    intact.catch(() => undefined) // the caller may fail (a full disk) before it awaits this
    return { candidate, intact }
  } catch (error) {
    candidate.close()
    throw (checking && (await refusalOfCheck(checking))) ?? refusalOf(error)
  }
}

/**
 * The validated database, ready to replace the live one, or a 400 naming why not. The caller owns
 * the returned database (close it if it is not used).
 */
export async function openImport(
  sqlJs: SqlJsStatic,
  bytes: Uint8Array,
  available: Record<string, Migration> = migrations,
  integrity: IntegrityCheck = integrityHere(sqlJs),
): Promise<SqlJsDatabase> {
  const { candidate, intact } = await startImport(sqlJs, bytes, available, integrity)
  try {
    await intact
    return candidate
  } catch (error) {
    candidate.close()
    throw error
  }
}
