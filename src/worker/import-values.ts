import type { Database as SqlJsDatabase } from 'sql.js'
import { parsePasswordHash } from '../api-handlers/auth/password.ts'
import { badRequest } from '../api-handlers/errors.ts'
import { DATA_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'

/**
 * Value checks on a file whose schema already matches the app's exactly. CHECK, NOT NULL, UNIQUE
 * and numeric-looking text in a numeric column are `PRAGMA integrity_check`'s work; what it lets
 * through is checked here: password hashes the login would trust, and values of the wrong kind
 * that type affinity accepts ('abc' in an INTEGER column).
 */

/** Every table that stores a password hash, with the column that names its row to the user. */
type HashedTable = {
  [T in keyof Database]: 'pass_hash' extends keyof Database[T] ? T : never
}[keyof Database]
const HASH_OWNER: { [T in HashedTable]: keyof Database[T] & string } = {
  pengguna: 'usernama',
  pegawai: 'nip',
}

/** A hash not in the app's format, or claiming an iteration count out of range, is refused: never computed. */
export function checkPasswordHashes(db: SqlJsDatabase): void {
  for (const [table, owner] of Object.entries(HASH_OWNER)) {
    const found = db.exec(`SELECT ${owner}, pass_hash FROM ${table}`)[0]?.values ?? []
    const bad = found.find(([, hash]) => typeof hash !== 'string' || parsePasswordHash(hash) === null)
    if (bad) throw badRequest(M.badPasswordHash(table, String(bad[0])))
  }
}

/** The storage kinds (typeof) a column's declared type admits, by SQLite's affinity rules; null: any. */
function kindsOf(declared: string): string[] | null {
  const type = declared.toUpperCase()
  if (type.includes('INT')) return ['integer']
  if (/CHAR|CLOB|TEXT/.test(type)) return ['text']
  if (/REAL|FLOA|DOUB/.test(type)) return ['real', 'integer']
  return null // BLOB, NUMERIC: any kind is a legal value there
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
const list = (kinds: string[]) => [...kinds, 'null'].map((kind) => `'${kind}'`).join(', ')

/** Refuses the first value whose kind its column's declared type does not admit; one pass per table. */
export function checkValueKinds(db: SqlJsDatabase, tables: string[]): void {
  for (const table of tables) {
    const columns = (db.exec(`SELECT name, type FROM pragma_table_info('${table}')`)[0]?.values ?? [])
      .map(([name, type]) => ({ name: String(name), kinds: kindsOf(String(type)) }))
      .filter((column): column is { name: string; kinds: string[] } => column.kinds !== null)
    if (!columns.length) continue
    const wrong = columns.map(({ name, kinds }) => `typeof(${quoted(name)}) NOT IN (${list(kinds)})`)
    const found = db.exec(
      `SELECT ${wrong.map((test, i) => `CASE WHEN ${test} THEN typeof(${quoted(columns[i]?.name ?? '')}) END`).join(', ')}
         FROM ${quoted(table)} WHERE ${wrong.join(' OR ')} LIMIT 1`,
    )[0]?.values[0]
    if (!found) continue
    const index = found.findIndex((kind) => kind !== null)
    const column = columns[index]
    if (column) throw badRequest(M.wrongKind(table, column.name, String(found[index]), column.kinds[0] ?? ''))
  }
}
