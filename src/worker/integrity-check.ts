import type { SqlJsStatic } from 'sql.js'
import { handOverToSqlJs } from './sqljs-handover.ts'

/**
 * `PRAGMA integrity_check` of an imported file, run on its own copy of the bytes so it can overlap
 * the rest of the import (the browser runs it in a second worker: src/worker/integrity.worker.ts).
 * Resolves to SQLite's lines: `['ok']` for a sound file.
 */
export type IntegrityCheck = ((bytes: Uint8Array) => Promise<string[]>) & {
  /** Gets the check's thread ready ahead of an import (integrity-in-worker.ts). */
  prepare?(): void
}

/** At most three problems are named: enough for the message, and the check stops early. */
const PROBLEMS_NAMED = 3

/** The whole file in the page cache (KiB, negative = size), at most 256 MiB: its index lookups hit memory. */
const cacheFor = (bytes: number) => -Math.min(Math.ceil(bytes / 1024) + 1024, 256 * 1024)

/** The check itself, on bytes nobody else uses (sql.js takes them without a copy). */
export function integrityProblems(sqlJs: SqlJsStatic, bytes: Uint8Array): string[] {
  const db = new sqlJs.Database(handOverToSqlJs(bytes))
  try {
    db.run(`PRAGMA cache_size = ${cacheFor(bytes.length)}`)
    const lines = db.exec(`PRAGMA integrity_check(${PROBLEMS_NAMED})`)[0]?.values ?? []
    return lines.map(([line]) => String(line))
  } finally {
    db.close()
  }
}

/** The check in this thread (Node: tests and the server). */
export const integrityHere =
  (sqlJs: SqlJsStatic): IntegrityCheck =>
  async (bytes) =>
    integrityProblems(sqlJs, bytes)
