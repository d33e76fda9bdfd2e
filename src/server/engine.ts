import type { Kysely } from 'kysely'
import type { LocalServer } from '../api-handlers/server.ts'
import type { Database } from '../db/schema.ts'

/**
 * A database engine behind the server (issue 15): the same handlers, contract and answers over a
 * SQLite file (`sqlite-file.ts`, node:sqlite) or PostgreSQL (`postgres.ts`, pg). The browser keeps
 * sql.js (src/worker); this folder is Node-only.
 */
export interface ServerEngine {
  /** For logs and the start-up line, e.g. 'berkas presensi.sqlite' or 'postgresql db@host'. */
  describe: string
  /** Kysely over the engine, migrated to the latest schema. */
  db: Kysely<Database>
  /** The handlers over this engine (src/api-handlers/server.ts), its Data screen calls included. */
  server: LocalServer
  /** The whole database as a SQLite file the browser's Data screen can import. */
  exportFile(): Promise<Uint8Array>
  /** Replaces everything with a browser export after the browser's own import checks. */
  importFile(bytes: Uint8Array): Promise<void>
  /** Lets in-flight requests finish, then closes the database. */
  close(): Promise<void>
}

export interface EngineOptions {
  /** Fill an empty database with the demo data (otherwise: one admin, password printed once). */
  demo: boolean
  /**
   * Without `demo`, an empty database gets one admin whose password is printed once; false leaves
   * it empty (`--import` fills it, `--export` only reads).
   */
  firstAdmin?: boolean
  /** The server's clock (tests move it); default: the host's. */
  now?: () => Date
  /** Check every answer against the contract (tests). */
  validateResponses?: boolean
}
