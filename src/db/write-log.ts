import type { BindParams, Database as SqlJsDatabase, SqlValue, Statement } from 'sql.js'

/** One SQL statement with its bound parameters, as executed. */
export type LoggedStatement = readonly [sql: string, params: readonly SqlValue[]]

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

  record(sql: string, params: readonly SqlValue[]): void {
    if (READ_ONLY.test(sql)) return
    if (this.#capturing) this.#capturing.push([sql, params])
    else if (!this.#allowUncaptured) throw new Error(`Penulisan di luar transaksi tulis: ${sql.slice(0, 60)}`)
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
        if (!recorded) {
          recorded = true
          this.record(sql, params)
        }
        return step()
      }
      statement.getAsObject = rowsAsObjects(statement)
      return statement
    }
    return new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'prepare') return prepare
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

/** Replays journaled statements on a database, each record in its own transaction. */
export function replay(db: SqlJsDatabase, records: readonly (readonly LoggedStatement[])[]): void {
  for (const statements of records) {
    db.run('BEGIN')
    try {
      for (const [sql, params] of statements) db.run(sql, params as SqlValue[])
      db.run('COMMIT')
    } catch (error) {
      db.run('ROLLBACK')
      throw error
    }
  }
}
