import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Penyimpanan } from '../contract/data.ts'
import type { BodyOf, Contract, Endpoint, EndpointName, ParamsOf, QueryOf } from '../contract/index.ts'
import type { Database } from '../db/schema.ts'
import type { FoundationClock } from './clock.ts'

/** The logged-in admin user behind a bearer token. */
export interface AuthSession {
  iduser: number
  usernama: string
  namalengkap: string
  levelx: 0 | 1
  ids: string | null
  sekolah: string
  token: string
}

/** The logged-in employee behind an employee-app token (issue 17): never an admin session. */
export interface EmployeeSession {
  idp: number
  nip: string
  nama: string
  kode: string
  cabang: string
  token: string
}

/** Where the data is kept and, when only in memory, why ('' otherwise). */
export interface StorageInfo {
  penyimpanan: Penyimpanan
  keterangan: string
}

/**
 * What the whole-database calls (the Data screen) may do; the host that owns the storage provides
 * it. These calls run between requests, never inside a transaction.
 */
export interface DatabaseControl {
  storage: StorageInfo
  /** Bytes of the database (a file's page count × page size; a database server's own figure). */
  sizeBytes(): number | Promise<number>
  /**
   * The database as one SQLite file, journal folded in; first records `at` as the last export.
   * With `phases`, the host may build the file with the request queue released (the browser).
   */
  exportFile(at: Date, phases?: Pick<Phases, 'offQueue'>): Promise<Uint8Array>
  /**
   * Validates the file and makes it the database: a new generation is written completely before
   * the live one is let go. A refusal (400) or a storage failure leaves everything as it was.
   * With `phases`, the host may check the file with the request queue released (the browser).
   */
  importFile(bytes: Uint8Array, phases?: Pick<Phases, 'offQueue'>): Promise<void>
  /** The deterministic demo data, replacing everything the same way as an import. */
  resetToDemo(): Promise<void>
  /** An import or an export may follow (the Data screen opened): get their slow parts ready (optional). */
  prepareImport?(): void
}

/**
 * For a call that runs outside a transaction (auth/phased-calls.ts): slow work
 * off the request queue, then its writes in their own durable transaction.
 */
export interface Phases {
  /** Runs `work` with the request queue released (other requests proceed); never touch `db` in it. */
  offQueue<T>(work: () => Promise<T>): Promise<T>
  /** Runs `write` in one durable transaction, like a write call's handler; its result is the call's answer. */
  transaction<T>(write: (db: Kysely<Database>) => Promise<T>): Promise<T>
}

/** What every handler receives: validated input, the caller, the database (a transaction for writes). */
export interface HandlerContext<E extends Endpoint> {
  params: ParamsOf<E>
  query: QueryOf<E>
  body: BodyOf<E>
  session: E['access'] extends 'public'
    ? AuthSession | null
    : E['access'] extends 'pegawai'
      ? null
      : AuthSession
  /** The employee of an employee-app call (access 'pegawai'); null for every other call. */
  employee: E['access'] extends 'pegawai' ? EmployeeSession : null
  db: Kysely<Database>
  /** The instant of the request: for UTC bookkeeping (sessions, lockouts, export stamps). */
  now: Date
  /** "Today" and "now" in the foundation's time zone: every calendar date and wall-clock time. */
  clock: FoundationClock
  /** The caller's network address where the server knows it (reference server), else null. */
  client: string | null
  /** Whole-database operations, where the host provides them (the Data screen's calls). */
  control: DatabaseControl | null
  phases: Phases
}

export type Handler<K extends EndpointName> = (
  context: HandlerContext<Contract[K]>,
) => Promise<z.input<Contract[K]['response']>>

/** A domain file exports `{ name: handler }` checked against this map (`satisfies HandlerMap`). */
export type HandlerMap = { [K in EndpointName]?: Handler<K> }
