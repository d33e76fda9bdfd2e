import type { Database as SqlJsDatabase } from 'sql.js'
import {
  iterationsAccepted,
  PBKDF2_MAX_ITERATIONS,
  PBKDF2_MIN_ITERATIONS,
  parseHashFormat,
} from '../api-handlers/auth/password.ts'
import { badRequest } from '../api-handlers/errors.ts'
import { DATA_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { sqlTokens } from './import-schema.ts'

/**
 * Value checks on a file whose schema already matches the app's exactly. CHECK, NOT NULL, UNIQUE
 * and numeric-looking text in a numeric column are `PRAGMA integrity_check`'s work; what it lets
 * through is checked here: password hashes the login would trust, numbers some engine of the app
 * cannot hold (an id beyond 2^31−1, ±Inf), and values of the wrong kind that type affinity
 * accepts ('abc' in an INTEGER column).
 */

/** Every table that stores a password hash, with the column that names its row to the user. */
type HashedTable = {
  [T in keyof Database]: 'pass_hash' extends keyof Database[T] ? T : never
}[keyof Database]
const HASH_OWNER: { [T in HashedTable]: keyof Database[T] & string } = {
  pengguna: 'usernama',
  pegawai: 'nip',
}

/**
 * A hash not in the app's format, or claiming an iteration count out of range, is refused: never
 * computed. The refusal says which of the two, naming the row.
 */
export function checkPasswordHashes(db: SqlJsDatabase): void {
  for (const [table, owner] of Object.entries(HASH_OWNER)) {
    for (const [name, stored] of db.exec(`SELECT ${owner}, pass_hash FROM ${table}`)[0]?.values ?? []) {
      const parsed = typeof stored === 'string' ? parseHashFormat(stored) : null
      if (!parsed) throw badRequest(M.badPasswordHash(table, String(name)))
      if (!iterationsAccepted(parsed.iterations))
        throw badRequest(
          M.badHashRounds(
            table,
            String(name),
            parsed.iterations,
            PBKDF2_MIN_ITERATIONS,
            PBKDF2_MAX_ITERATIONS,
          ),
        )
    }
  }
}

/**
 * What a TEXT column admits, by SQLite's affinity rules, as a test for a wrong value written as
 * comparisons (3–4× faster than typeof() over the benchmark's 550,000 records): NULL < numbers <
 * text < blob, '' / x'' are the smallest text / blob, and the unary + keeps the column's affinity
 * from converting the value before it is compared. INTEGER and REAL columns are all checked by
 * {@link checkValueRanges}, kind and range at once; BLOB, NUMERIC: any kind is a legal value there.
 */
function wrongKindTest(declared: string, column: string): { expected: string; test: string } | null {
  const type = declared.toUpperCase()
  if (type.includes('INT') || /REAL|FLOA|DOUB/.test(type)) return null
  if (/CHAR|CLOB|TEXT/.test(type)) return { expected: 'text', test: `(+${column} < '' OR +${column} >= x'')` }
  return null
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

/**
 * What every engine of the app holds alike (docs/security/import-check.md "Ranges"): PostgreSQL
 * stores every INTEGER column as `integer` (32 bits: no column is bigint there,
 * src/db/schema-snapshot-postgres.ts, held by tests/unit/import-ranges.test.ts), node:sqlite
 * throws on an integer beyond 2^53, sql.js rounds it. Ids are positive: the app makes them from 1.
 */
const INT32_MIN = -(2 ** 31)
const INT32_MAX = 2 ** 31 - 1
export const ID_RANGE = { min: 1, max: INT32_MAX } as const
export const INTEGER_RANGE = { min: INT32_MIN, max: INT32_MAX } as const
/** A double's largest finite value: ±Inf (SQLite's 9e999) fails the test, as do text and blobs. */
const FINITE_MAX = '1.7976931348623157e308'

/**
 * A table's ids: its one-column INTEGER PRIMARY KEY and every column of a foreign key. Not
 * `jejak_perubahan.iduser` (no key): 0 there is an employee's own change (EMPLOYEE_AUTHOR_ID).
 */
function idColumns(db: SqlJsDatabase, table: string): Set<string> {
  const ids = new Set<string>()
  const key = db.exec(`SELECT name FROM pragma_table_info('${table}') WHERE pk > 0`)[0]?.values ?? []
  if (key.length === 1) ids.add(String(key[0]?.[0]).toLowerCase())
  for (const [from] of db.exec(`SELECT "from" FROM pragma_foreign_key_list('${table}')`)[0]?.values ?? [])
    ids.add(String(from).toLowerCase())
  return ids
}

interface RangeRule {
  name: string
  /** What the message says the column takes. */
  allowed: string
  /** The kinds a value in range has ('integer' for ids and counts, both numbers for REAL). */
  kinds: string[]
  /** SQL true for a value outside the rule (text and blobs included: they sort above numbers). */
  test: string
}

/** The rule of one column by its declared type, or null for TEXT/BLOB columns (nothing to bound). */
function rangeRule(name: string, declared: string, isId: boolean): RangeRule | null {
  const type = declared.toUpperCase()
  const value = `+${quoted(name)}`
  if (type.includes('INT')) {
    const { min, max } = isId ? ID_RANGE : INTEGER_RANGE
    // The cast catches a REAL (1.5) that INTEGER affinity kept: PostgreSQL's integer refuses it.
    return {
      name,
      allowed: `${min} … ${max}`,
      kinds: ['integer'],
      test: `(${value} NOT BETWEEN ${min} AND ${max} OR CAST(${value} AS INTEGER) <> ${value})`,
    }
  }
  if (/REAL|FLOA|DOUB/.test(type))
    return {
      name,
      allowed: M.finiteNumber,
      kinds: ['real', 'integer'],
      test: `${value} NOT BETWEEN -${FINITE_MAX} AND ${FINITE_MAX}`,
    }
  return null
}

/** 'kind text' of the column's value when it breaks the rule, else NULL. */
const offendingValue = ({ name, test }: RangeRule) =>
  `CASE WHEN ${test} THEN typeof(${quoted(name)}) || ' ' || CAST(${quoted(name)} AS TEXT) END`

/**
 * Refuses the first number a column of the app cannot hold on every engine: an id outside
 * 1 … 2^31−1, another integer outside PostgreSQL's `integer`, a REAL that is not finite (±Inf), or
 * a value of another kind in a numeric column ('abc', 1.5 in an INTEGER one). One pass per table
 * over its INTEGER and REAL columns; the value is read as SQLite's text (sql.js would round it).
 */
export function checkValueRanges(db: SqlJsDatabase, tables: string[]): void {
  for (const table of tables) {
    const ids = idColumns(db, table)
    const rules = (db.exec(`SELECT name, type FROM pragma_table_info('${table}')`)[0]?.values ?? []).flatMap(
      ([name, type]) => rangeRule(String(name), String(type), ids.has(String(name).toLowerCase())) ?? [],
    )
    if (!rules.length) continue
    const found = db.exec(
      `SELECT ${rules.map(offendingValue).join(', ')}
         FROM ${quoted(table)} WHERE ${rules.map(({ test }) => test).join(' OR ')} LIMIT 1`,
    )[0]?.values[0]
    const index = found?.findIndex((cell) => cell !== null) ?? -1
    const rule = rules[index]
    if (!rule) continue
    const [kind = '', ...text] = String(found?.[index]).split(' ')
    if (!rule.kinds.includes(kind)) throw badRequest(M.wrongKind(table, rule.name, kind, rule.kinds[0] ?? ''))
    throw badRequest(M.outOfRange(table, rule.name, text.join(' '), rule.allowed))
  }
}
