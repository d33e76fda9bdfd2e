import type { BindParams, Database as SqlJsDatabase, SqlValue, Statement } from 'sql.js'

/** One SQL statement with its bound parameters, as executed. */
export type LoggedStatement = readonly [sql: string, params: readonly SqlValue[]]

/** The message start of a refused NaN/Infinity parameter (mapped to a 400 by the server). */
export const NON_FINITE_PARAMETER = 'Angka tidak valid (NaN/Infinity)'

const READ_ONLY = /^\s*(select|pragma\s+\w+\s*$|begin|commit|rollback|savepoint|release)\b/i

/**
 * Records every data-changing statement executed on a sql.js database, so a committed
 * transaction can be made durable by appending its statements to a journal (replaying them in
 * order on the same snapshot reproduces the same database). Outside `capture()`, a write is a
 * bug (a GET handler that writes would silently lose its change on reload), so it throws.
 */
export class WriteLog {
  #capturing: LoggedStatement[] | null = null
  #allowUncaptured = false

  /** Runs `work` with write capture on and returns what it wrote with its result. */
  async capture<T>(work: () => Promise<T>): Promise<{ result: T; statements: LoggedStatement[] }> {
    const statements: LoggedStatement[] = []
    this.#capturing = statements
    try {
      const result = await work()
      return { result, statements }
    } finally {
      this.#capturing = null
    }
  }

  /** For migrations, seeding and replay: writes that a snapshot will persist, not the journal. */
  async unlogged<T>(work: () => Promise<T> | T): Promise<T> {
    this.#allowUncaptured = true
    try {
      return await work()
    } finally {
      this.#allowUncaptured = false
    }
  }

  /**
   * Called before a statement runs: a write outside a capture is a bug, and a non-finite number
   * would be journalled as null (JSON) and replay differently, so both are refused up front.
   */
  check(sql: string, params: readonly SqlValue[]): void {
    if (READ_ONLY.test(sql)) return
    if (params.some((value) => typeof value === 'number' && !Number.isFinite(value)))
      throw new Error(`${NON_FINITE_PARAMETER}: ${sql.slice(0, 60)}`)
    if (!this.#capturing && !this.#allowUncaptured)
      throw new Error(`Penulisan di luar transaksi tulis: ${sql.slice(0, 60)}`)
  }

  /** Called after a statement ran: only what actually changed the database is journalled. */
  record(sql: string, params: readonly SqlValue[]): void {
    if (READ_ONLY.test(sql)) return
    this.#capturing?.push([sql, params])
  }

  /** Wraps a sql.js database so prepared statements report what they write. */
  wrap(db: SqlJsDatabase): SqlJsDatabase {
    const prepare = (sql: string): Statement => {
      const statement = db.prepare(sql)
      let params: SqlValue[] = []
      let recorded = false
      const bind = statement.bind.bind(statement)
      const step = statement.step.bind(statement)
      statement.bind = (values) => {
        params = Array.isArray(values) ? [...values] : []
        return bind(values)
      }
      statement.step = () => {
        if (recorded) return step()
        this.check(sql, params)
        const hasRow = step() // throws when the statement fails: then it is not journalled
        recorded = true
        this.record(sql, params)
        return hasRow
      }
      statement.getAsObject = rowsAsObjects(statement)
      return statement
    }
    // run/exec cannot be journalled statement by statement: reads only.
    const readOnly = (method: 'run' | 'exec') => (sql: string, params?: BindParams) => {
      if (!READ_ONLY.test(sql))
        throw new Error(`Tulis lewat prepare (Kysely), bukan ${method}: ${sql.slice(0, 60)}`)
      return method === 'run' ? db.run(sql, params) : db.exec(sql, params)
    }
    return new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'prepare') return prepare
        if (key === 'run' || key === 'exec') return readOnly(key)
        const value = Reflect.get(target, key, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }
}

/**
 * sql.js's getAsObject asks SQLite for every column name on every row, which costs three times the
 * row itself on large reports; the names of a prepared statement never change, so read them once.
 */
function rowsAsObjects(statement: Statement): Statement['getAsObject'] {
  const original = statement.getAsObject.bind(statement)
  let names: string[] | null = null
  return (params?: BindParams) => {
    if (params !== undefined) return original(params)
    names ??= statement.getColumnNames()
    const values = statement.get()
    const row: Record<string, SqlValue> = {}
    for (let i = 0; i < names.length; i++) row[names[i] as string] = values[i] as SqlValue
    return row
  }
}

/** How a replay went: records applied in order, and the first one that failed (if any). */
export interface ReplayOutcome {
  applied: number
  failure: { record: number; error: string } | null
}

/**
 * Replays journaled statements, each record in its own transaction, on a connection whose pragmas
 * (foreign keys: cascades) are already those of the live server. Stops at the first record that
 * fails, leaving the database as it was after the last good one.
 */
export function replay(db: SqlJsDatabase, records: readonly (readonly LoggedStatement[])[]): ReplayOutcome {
  for (const [index, statements] of records.entries()) {
    db.run('BEGIN')
    try {
      for (const [sql, params] of statements) db.run(sql, params as SqlValue[])
      db.run('COMMIT')
    } catch (error) {
      db.run('ROLLBACK')
      return {
        applied: index,
        failure: { record: index, error: error instanceof Error ? error.message : String(error) },
      }
    }
  }
  return { applied: records.length, failure: null }
}
