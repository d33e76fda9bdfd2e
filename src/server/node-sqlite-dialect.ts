import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite'
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely'
import { NON_FINITE_PARAMETER } from '../db/write-log.ts'

/**
 * Kysely's SqliteDialect over Node's built-in `node:sqlite` (better-sqlite3 does not install from
 * the registry alone here, see NOTES.md). The dialect expects a better-sqlite3-like object; this
 * adapter is that object, forwarding to whichever DatabaseSync is current, so an import or reset
 * that swaps the file under the server needs no new Kysely (like src/db/connection.ts does for sql.js).
 */
export interface SwappableSqlite {
  /** The open database the next statement runs on. */
  readonly current: DatabaseSync
  /** Points every later statement at `next`; returns the previous database for the caller to close. */
  swap(next: DatabaseSync): DatabaseSync
}

export function swappableSqlite(initial: DatabaseSync): SwappableSqlite {
  let current = initial
  return {
    get current() {
      return current
    },
    swap(next) {
      const previous = current
      current = next
      return previous
    },
  }
}

/**
 * Parameters as sql.js binds them (the browser's engine, so both agree): booleans as 0/1, undefined
 * as NULL. A non-finite number is refused as the browser's write log refuses it (a 400), where
 * node:sqlite would silently store NaN as NULL.
 */
function bindable(value: unknown): SQLInputValue {
  if (value === undefined) return null
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new Error(`${NON_FINITE_PARAMETER}: parameter ${value}`)
  return value as SQLInputValue
}

const bound = (parameters: ReadonlyArray<unknown>) => parameters.map(bindable)

function statementOf(statement: StatementSync): SqliteStatement {
  return {
    // A statement that returns columns is a reader (SELECT, PRAGMA, … RETURNING).
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bound(parameters)),
    run: (parameters) => statement.run(...bound(parameters)),
    iterate: (parameters) => statement.iterate(...bound(parameters)),
  }
}

/** Kysely's dialect over the swappable database; Kysely's close() leaves the file to its owner. */
export function nodeSqliteDialect(sqlite: SwappableSqlite): SqliteDialect {
  const database: SqliteDatabase = {
    prepare: (sql) => statementOf(sqlite.current.prepare(sql)),
    close: () => undefined,
  }
  return new SqliteDialect({ database })
}
