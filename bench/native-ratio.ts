import { readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { type CompiledQuery, Kysely } from 'kysely'
import { SqlJsDialect } from 'kysely-wasm'
import initSqlJs from 'sql.js'
import { recordTotals } from '../src/db/reports.ts'
import type { Database } from '../src/db/schema.ts'
import { BENCH_CALENDAR } from './dataset.ts'
import { median } from './stats.ts'

/**
 * The period recap's aggregate SQL on the same file in sql.js (wasm, what the app runs) and in
 * native SQLite (`node:sqlite`), to show what the wasm build costs (issue 18: ≤ 1.5×), on the
 * dataset's fixed month and year.
 */
export interface NativeRatio {
  label: string
  sqlJsMs: number
  nativeMs: number
}

/** The budget: sql.js may take at most this many times native SQLite's time. */
export const NATIVE_RATIO_TARGET = 1.5

export async function measureNativeRatio(datasetPath: string): Promise<NativeRatio[]> {
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
  for (const [label, range] of [
    ['recap aggregate, 1 month', BENCH_CALENDAR.month],
    ['recap aggregate, 1 year', BENCH_CALENDAR.year],
  ] as const) {
    compiled = null
    await recordTotals(capture, range, null, 0)
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
