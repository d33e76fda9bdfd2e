import type { Database as SqlJsDatabase } from 'sql.js'
import { parsePasswordHash } from '../api-handlers/auth/password.ts'
import { badRequest } from '../api-handlers/errors.ts'
import { DATA_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { sqlTokens } from './import-schema.ts'

/**
 * Value checks on a file whose schema already matches the app's exactly. CHECK, NOT NULL, UNIQUE
 * and numeric-looking text in a numeric column are `PRAGMA integrity_check`'s work; what it lets
 * through is checked here: password hashes the login would trust, and values of the wrong kind
 * that type affinity accepts ('abc' in an INTEGER column) where a rule reads them.
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

/**
 * What a column's declared type admits, by SQLite's affinity rules, as a test for a wrong value
 * written as comparisons (3–4× faster than typeof() over the benchmark's 550,000 records):
 * NULL < numbers < text < blob, '' / x'' are the smallest text / blob, and the unary + keeps the
 * column's affinity from converting the value before it is compared. Null: any kind is legal.
 */
function wrongKindTest(declared: string, column: string): { expected: string; test: string } | null {
  const type = declared.toUpperCase()
  if (type.includes('INT')) return { expected: 'integer', test: `+${column} >= ''` }
  if (/REAL|FLOA|DOUB/.test(type)) return { expected: 'real', test: `+${column} >= ''` }
  if (/CHAR|CLOB|TEXT/.test(type)) return { expected: 'text', test: `(+${column} < '' OR +${column} >= x'')` }
  return null // BLOB, NUMERIC: any kind is a legal value there
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The columns a rule of the table reads: named in a CHECK constraint or a foreign key. */
function ruledColumns(db: SqlJsDatabase, table: string): Set<string> {
  const named = new Set<string>()
  const [sql] = db.exec('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?', ['table', table])[0]
    ?.values[0] ?? ['']
  const tokens = sqlTokens(String(sql))
  tokens.forEach((token, start) => {
    if (token !== 'check' || tokens[start + 1] !== '(') return
    let depth = 0
    for (const inner of tokens.slice(start + 1)) {
      if (inner === '(') depth++
      else if (inner === ')' && --depth === 0) return
      else named.add(inner)
    }
  })
  for (const [from] of db.exec(`SELECT "from" FROM pragma_foreign_key_list('${table}')`)[0]?.values ?? [])
    named.add(String(from).toLowerCase())
  return named
}

/**
 * Refuses the first value of a kind its column's declared type does not admit ('abc' in an INTEGER
 * column passes `CHECK (hari > 0)`, text > numbers), in the columns a rule reads (levels, flags,
 * units, references): one pass per table. Other columns only display what they hold.
 */
export function checkValueKinds(db: SqlJsDatabase, tables: string[]): void {
  for (const table of tables) {
    const ruled = ruledColumns(db, table)
    const columns = (
      db.exec(`SELECT name, type FROM pragma_table_info('${table}')`)[0]?.values ?? []
    ).flatMap(([name, type]) => {
      const kind = ruled.has(String(name).toLowerCase()) && wrongKindTest(String(type), quoted(String(name)))
      return kind ? [{ name: String(name), ...kind }] : []
    })
    if (!columns.length) continue
    const wrong = db.exec(
      `SELECT ${columns.map(({ name, test }) => `CASE WHEN ${test} THEN typeof(${quoted(name)}) END`).join(', ')}
         FROM ${quoted(table)} WHERE ${columns.map(({ test }) => test).join(' OR ')} LIMIT 1`,
    )[0]?.values[0]
    const index = wrong?.findIndex((kind) => kind !== null) ?? -1
    const column = columns[index]
    if (column) throw badRequest(M.wrongKind(table, column.name, String(wrong?.[index]), column.expected))
  }
}
