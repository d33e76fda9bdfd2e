import { type Kysely, PostgresAdapter } from 'kysely'

/**
 * The database engines the schema and queries are written for: SQLite (sql.js in the browser,
 * node:sqlite on a server) and PostgreSQL (pg on a server, PGlite in tests).
 */
export type Engine = 'sqlite' | 'postgres'

/**
 * Which engine a Kysely instance (or a transaction of one) talks to, read from its dialect's
 * adapter: PGlite's adapter extends PostgreSQL's, sql.js's and node:sqlite's are SQLite's.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema, a migration's included.
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/**
 * Per-engine statements of one migration step, written twice (the shipped pengaturan-yayasan); new
 * migrations write what both engines accept once (src/db/ddl.ts).
 */
export interface EngineStatements {
  sqlite: readonly string[]
  postgres: readonly string[]
}
