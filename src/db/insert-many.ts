import { CompiledQuery, type Insertable, type Kysely } from 'kysely'
import { engineOf } from './dialect.ts'
import type { Database } from './schema.ts'

/**
 * Many rows of one table in few statements, without building a query tree per value: a 100,000-row
 * insert (a machine's month of punches, docs/mesin.md) spends its time in the engine, not in
 * compiling. Every row gives the same `columns`, in that order; values are bound as parameters.
 */

/** Parameters per statement: below SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000

export async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  columns: readonly (keyof Insertable<Database[T]> & string)[],
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (!rows.length) return
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  const postgres = engineOf(db) === 'postgres'
  const head = `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values `
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const parameters: unknown[] = []
    const tuples: string[] = []
    for (const row of chunk) {
      const marks: string[] = []
      for (const column of columns) {
        parameters.push((row as Record<string, unknown>)[column] ?? null)
        marks.push(postgres ? `$${parameters.length}` : '?')
      }
      tuples.push(`(${marks.join(', ')})`)
    }
    await db.executeQuery(CompiledQuery.raw(head + tuples.join(', '), parameters))
  }
}
