import { readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { type CompiledQuery, Kysely } from 'kysely'
import { SqlJsDialect } from 'kysely-wasm'
import initSqlJs from 'sql.js'
import { recordTotals } from '../src/db/reports.ts'
import type { Database } from '../src/db/schema.ts'
import { median } from './stats.ts'

/**
 * The period recap's aggregate SQL on the same file in sql.js (wasm, what the app runs) and in
 * native SQLite (`node:sqlite`), to show what the wasm build costs (NOTES.md: aim ≤ 1.6×).
 */
export interface NativeRatio {
  label: string
  sqlJsMs: number
  nativeMs: number
}

const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

export async function measureNativeRatio(datasetPath: string, today: string): Promise<NativeRatio[]> {
  const SQL = await initSqlJs()
  const wasm = new SQL.Database(readFileSync(datasetPath))
  const native = new DatabaseSync(datasetPath, { readOnly: true })
  // Compile the app's own query (no execution), then run the identical text on both engines.
  let compiled: CompiledQuery | null = null
  const capture = new Kysely<Database>({
    dialect: new SqlJsDialect({ database: wasm }),
    log: (event) => {
      compiled ??= event.query
    },
  })
  const results: NativeRatio[] = []
  for (const [label, days] of [
    ['recap aggregate, 1 month', 30],
    ['recap aggregate, 1 year', 364],
  ] as const) {
    compiled = null
    await recordTotals(capture, { from: daysBefore(today, days), to: today }, null, 0)
    const query = compiled as CompiledQuery | null
    if (!query) throw new Error('no query captured')
    const params = query.parameters as (string | number | null)[]
    const time = (run: () => unknown) =>
      median(
        Array.from({ length: 5 }, () => {
          const started = performance.now()
          run()
          return performance.now() - started
        }),
      )
    const statement = native.prepare(query.sql)
    const sqlJsMs = time(() => wasm.exec(query.sql, params))
    const nativeMs = time(() => statement.all(...params))
    results.push({ label, sqlJsMs, nativeMs })
  }
  wasm.close()
  native.close()
  return results
}
