import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { setupServer } from 'msw/node'
import initSqlJs from 'sql.js'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { demoClockAt, seedDemo } from '../../seeds/demo.ts'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { DEFAULT_UPLOAD_BASE } from '../../src/contract/uploads.ts'
import { exportDatabase } from '../../src/db/connection.ts'
import type { Database } from '../../src/db/schema.ts'
import { DEFAULT_ZONA_WAKTU, zonedDate } from '../../src/domain/calendar.ts'
import { forwardAdminApi, forwardUploads } from '../../src/mock/forward.ts'
import type { ServerEngine } from '../../src/server/engine.ts'
import { type DatabaseHost, startDatabaseHost } from '../../src/worker/database-host.ts'
import type { ExportFold } from '../../src/worker/export-fold.ts'
import type { ImportCheck } from '../../src/worker/import-check.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { loginAs, TEST_API } from './call.ts'

const sqlJs = await initSqlJs()

/**
 * The instant every test server starts at unless a test gives its own: Monday 16 November 2026,
 * 09:00 in Jakarta (a working day mid-month, so 'yesterday', 'last week' and 'this month' are all
 * ordinary days), whatever the test process's TZ. `PRESENSI_TEST_NOW` moves it (`npm run
 * test:clock` runs the handler tests at a month end and on a Sunday, under other TZs); written
 * without an offset it means Jakarta wall-clock time (docs/test-clock.md).
 */
export const TEST_NOW = testNow(process.env.PRESENSI_TEST_NOW ?? '2026-11-16T09:00:00')
/** The server's 'today' at {@link TEST_NOW} (the demo's zone, WIB): the last day of the seeded history. */
export const TEST_TODAY = zonedDate(TEST_NOW, DEFAULT_ZONA_WAKTU)

/** A date-time without an offset (`Z` or `±hh:mm`) is read as Jakarta wall-clock time (WIB, +07:00). */
export function jakarta(dateTime: string): Date {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(dateTime)
  const date = new Date(hasOffset ? dateTime : `${dateTime}+07:00`)
  if (Number.isNaN(date.getTime())) throw new Error(`not a date-time: ${dateTime}`)
  return date
}

function testNow(value: string): Date {
  try {
    return jakarta(value)
  } catch {
    throw new Error(`PRESENSI_TEST_NOW is not a date: ${value}`)
  }
}

/**
 * The engine the handlers run on in tests: `sqljs` (the browser's: sql.js in memory + its journal,
 * the default), `sqlite-file` (the server's SQLite file, src/server/sqlite-file.ts), `pglite`
 * (PostgreSQL in-process, src/server/postgres.ts) or `postgres` (the real server named by
 * PRESENSI_PG_URL, each test file in a schema of its own). Chosen by
 * `PRESENSI_TEST_ENGINE`, or for one test file by {@link selectTestEngine}. Every engine boots from
 * the same seeded snapshot, so the same tests expect the same answers.
 */
export const TEST_ENGINES = ['sqljs', 'sqlite-file', 'pglite', 'postgres'] as const
export type TestEngineName = (typeof TEST_ENGINES)[number]

let engineOverride: TestEngineName | null = null

/** Runs this test file's servers on `engine`, whatever PRESENSI_TEST_ENGINE says. */
export function selectTestEngine(engine: TestEngineName): void {
  engineOverride = engine
}

export function testEngine(): TestEngineName {
  const name = engineOverride ?? process.env.PRESENSI_TEST_ENGINE ?? 'sqljs'
  if (!(TEST_ENGINES as readonly string[]).includes(name))
    throw new Error(`PRESENSI_TEST_ENGINE: one of ${TEST_ENGINES.join(', ')}, not ${name}`)
  return name as TestEngineName
}

export interface TestServer {
  engine: TestEngineName
  /** The handlers under test, on this engine. */
  server: LocalServer
  /** Kysely over this engine's database (engine-neutral reads and set-ups). */
  db: Kysely<Database>
  /** The whole database as a SQLite file the Data screen imports. */
  exportFile(): Promise<Uint8Array>
  /**
   * A number that grows with every write the engine makes durable: "wrote nothing" compares it
   * before and after (sql.js: the journal's bytes; a SQLite file: total_changes()).
   */
  writeCount(): Promise<number>
  /** Rows of a raw read-only SQL query, synchronously (see {@link sqlRows}); SQLite engines only. */
  rows(query: string, params: readonly (string | number)[]): Record<string, unknown>[]
  /** sql.js only (the browser's host: connection, journal, ledger); throws on another engine. */
  host: DatabaseHost
  /** sql.js only (the journal's store, for restarts); throws on another engine. */
  store: MemoryStore
  /** Moves the server's clock (session expiry, lockouts). */
  setNow(date: Date): void
  /** Tokens of the sessions the boot snapshot already holds, by usernama (see `loggedIn`). */
  sessions: ReadonlyMap<string, string>
}

/**
 * The seeded demo database as bytes, built once per test file (vitest isolates files) and clock
 * minute (the demo follows the clock: today's records up to then): seeding costs ~0.5 s, opening
 * a copy of the bytes a few ms.
 */
const seeded = new Map<string, Promise<Uint8Array>>()

function seededSnapshot(at: Date): Promise<Uint8Array> {
  const clock = demoClockAt(at)
  const key = `${clock.today} ${clock.now}`
  let bytes = seeded.get(key)
  if (!bytes) {
    bytes = (async () => {
      const store = new MemoryStore()
      const host = await startDatabaseHost({
        sqlJs,
        store,
        seed: (connection) => seedDemo(connection, clock),
      })
      await host.close()
      if (!store.snapshot) throw new Error('the seeded host wrote no snapshot')
      return store.snapshot
    })()
    seeded.set(key, bytes)
  }
  return bytes
}

const loggedIn = new Map<string, Promise<BootSnapshot>>()

/**
 * The seeded snapshot after real logins of `users` at `now`, built once per file, instant and
 * users: each login hashes a password (PBKDF2, ~0.3 s of CPU), so logging in before every test
 * cost more than the tests. Every test's copy carries the sessions, valid 12 h from `now` like
 * a login in the test itself.
 */
function loggedInSnapshot(now: Date, users: readonly TestLogin[]): Promise<BootSnapshot> {
  const key = `${now.getTime()}|${users.map((user) => user.usernama).join(',')}`
  let snapshot = loggedIn.get(key)
  if (!snapshot) {
    snapshot = (async () => {
      const store = new MemoryStore()
      store.snapshot = (await seededSnapshot(now)).slice()
      const host = await startDatabaseHost({ sqlJs, store, now: () => now, seed: refuseToSeed })
      const sessions = new Map<string, string>()
      for (const user of users) sessions.set(user.usernama, await loginThrough(host, user))
      await host.checkpoint()
      await host.close()
      if (!store.snapshot) throw new Error('the logged-in host wrote no snapshot')
      return { bytes: store.snapshot, sessions }
    })()
    loggedIn.set(key, snapshot)
  }
  return snapshot
}

const refuseToSeed = () => Promise.reject(new Error('a copy of the seeded snapshot never seeds'))

async function loginThrough(host: DatabaseHost, user: TestLogin): Promise<string> {
  const request = new Request(new URL('admin/login', TEST_API), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ usernama: user.usernama, pass: user.pass }),
  })
  const response = await host.server.handle(request)
  const body = (await response.json()) as { data?: { token_app?: string } }
  const token = body.data?.token_app
  if (response.status !== 200 || !token)
    throw new Error(`login ${user.usernama} failed: ${JSON.stringify(body)}`)
  return token
}

export interface TestServerOptions {
  store?: MemoryStore
  /** The server's clock at boot (default {@link TEST_NOW}). */
  now?: Date
  checkpointAfterBytes?: number
  /** Where an export folds the journal (default: in this thread), e.g. one the test holds. */
  exportFold?: ExportFold
  /** Where an import's file is checked off the request queue (default: in its turn). */
  importCheck?: ImportCheck
  /** Users already logged in (at `now`) in the boot snapshot; only for a store that is still empty. */
  loggedIn?: readonly TestLogin[]
  /** Boot from this snapshot (a prepared one, see `prepare` of setupTestServer) instead of the seeded one. */
  snapshot?: BootSnapshot
}

/** A database to boot from, as SQLite bytes, and the tokens of the sessions it holds by usernama. */
export interface BootSnapshot {
  bytes: Uint8Array
  sessions: ReadonlyMap<string, string>
}

/**
 * A fresh demo database for one test, served through msw/node exactly like the browser's MSW.
 * It boots from a copy of the per-file seeded snapshot (a clone, not a re-seed); a given `store`
 * that is still empty gets the same copy, one that holds data boots from that data (restarts).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  let now = options.now ?? TEST_NOW
  const clock = {
    now: () => now,
    setNow: (date: Date) => {
      now = date
    },
  }
  const engine = testEngine()
  if (engine !== 'sqljs' && options.store)
    throw new Error(`a restart from a sql.js store runs on sqljs only, not ${engine}`)
  const store = options.store ?? new MemoryStore()
  let sessions: ReadonlyMap<string, string> = new Map()
  let boot: Uint8Array | null = null
  if (!store.snapshot && store.journalBytes() === 0) {
    const users = options.loggedIn ?? []
    const snapshot =
      options.snapshot ??
      (users.length ? await loggedInSnapshot(now, users) : { bytes: await seededSnapshot(now), sessions })
    boot = snapshot.bytes
    sessions = snapshot.sessions
  }
  if (engine !== 'sqljs' && !boot) throw new Error(`a ${engine} test server boots from the seeded snapshot`)
  if (engine === 'sqlite-file' && boot) return startOnSqliteFile(boot, sessions, clock)
  if ((engine === 'pglite' || engine === 'postgres') && boot)
    return startOnPostgres(engine, boot, sessions, clock)
  if (boot) store.snapshot = boot.slice()
  const host = await startDatabaseHost({
    sqlJs,
    store,
    now: clock.now,
    validateResponses: true,
    checkpointAfterBytes: options.checkpointAfterBytes,
    exportFold: options.exportFold,
    importCheck: options.importCheck,
    // Boots clone the seeded snapshot (never seed); 'Reset ke data demo' seeds a fresh database.
    seed: (connection) => seedDemo(connection, demoClockAt(clock.now())),
  })
  await replaceCurrent({ server: host.server, close: () => Promise.resolve() })
  return {
    engine,
    server: host.server,
    db: host.connection.db,
    exportFile: async () => exportDatabase(host.connection.sqlite),
    writeCount: async () => store.journalBytes(),
    rows: (query, params) => {
      const [result] = host.connection.sqlite.exec(query, [...params])
      if (!result) return []
      return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]])))
    },
    host,
    store,
    sessions,
    setNow: clock.setNow,
  }
}

/** Temporary folder of this test file's SQLite files, removed when the process ends. */
let fileFolder: string | null = null
function testFile(): string {
  if (!fileFolder) {
    const folder = mkdtempSync(join(tmpdir(), 'presensi-test-'))
    fileFolder = folder
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
  }
  return join(fileFolder, `presensi-${++files}.sqlite`)
}
let files = 0

async function startOnSqliteFile(
  boot: Uint8Array,
  sessions: ReadonlyMap<string, string>,
  clock: { now: () => Date; setNow: (date: Date) => void },
): Promise<TestServer> {
  const file = testFile()
  writeFileSync(file, boot)
  // Loaded only here: node:sqlite warns that it is experimental, on every sql.js test file otherwise.
  const { openSqliteFile } = await import('../../src/server/sqlite-file.ts')
  const engine = await openSqliteFile(file, { demo: true, now: clock.now, validateResponses: true })
  // A second, read-only connection for sqlRows: WAL lets it read what the server has committed.
  // A specifier Vite does not resolve: the component project (jsdom) bundles this file and cannot
  // bundle a Node built-in, though it never runs this line.
  const { DatabaseSync } = (await import(/* @vite-ignore */ NODE_SQLITE)) as typeof import('node:sqlite')
  const reader = new DatabaseSync(file, { readOnly: true })
  await replaceCurrent({
    server: engine.server,
    close: async () => {
      reader.close()
      await engine.close()
    },
  })
  const onlyOnSqlJs = (what: string) => () => {
    throw new Error(`${what}: sql.js only; this test runs on the SQLite file (PRESENSI_TEST_ENGINE)`)
  }
  return Object.defineProperties(
    {
      engine: 'sqlite-file',
      server: engine.server,
      db: engine.db,
      exportFile: () => engine.exportFile(),
      writeCount: async () =>
        Number((await sql<{ n: number }>`SELECT total_changes() AS n`.execute(engine.db)).rows[0]?.n),
      rows: (query: string, params: readonly (string | number)[]) =>
        reader.prepare(query).all(...params) as Record<string, unknown>[],
      sessions,
      setNow: clock.setNow,
    },
    { host: { get: onlyOnSqlJs('host') }, store: { get: onlyOnSqlJs('store') } },
  ) as TestServer
}

const NODE_SQLITE = 'node:sqlite'

/**
 * One PostgreSQL engine per test file (PGlite takes seconds to start; a real server's schema is
 * made once): each test replaces every table with the boot snapshot's rows, sessions included.
 * Its clock is the current test's.
 */
let postgresEngine: Promise<ServerEngine> | null = null

/** Per boot snapshot: a PGlite, migrated and loaded once per test file, that each test clones. */
const pgliteTemplates = new Map<Uint8Array, Promise<PGlite>>()

function pgliteHolding(boot: Uint8Array): Promise<PGlite> {
  let template = pgliteTemplates.get(boot)
  if (!template) {
    template = (async () => {
      const { PGlite } = await import('@electric-sql/pglite')
      const { loadSqliteFile, openPglite } = await import('../../src/server/postgres.ts')
      const pglite = new PGlite()
      const loader = await openPglite({ demo: false, firstAdmin: false, pglite })
      await loader.server.exclusive(() => loadSqliteFile(loader.db, boot))
      return pglite
    })()
    pgliteTemplates.set(boot, template)
  }
  return template
}
let postgresClock: () => Date = () => TEST_NOW

async function openTestPostgres(engine: 'pglite' | 'postgres'): Promise<ServerEngine> {
  const { openPglite, openPostgres } = await import('../../src/server/postgres.ts')
  const options = { demo: false, now: () => postgresClock(), validateResponses: true }
  if (engine === 'pglite') return openPglite(options)
  const { openOwnSchema, PG_URL } = await import('./postgres.ts')
  if (!PG_URL) throw new Error('PRESENSI_TEST_ENGINE=postgres needs PRESENSI_PG_URL')
  const schema = `test_${process.pid}_${Date.now()}`
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: PG_URL })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const url = new URL(PG_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return openOwnSchema(() => openPostgres(url.href, options), schema)
}

/** PGlite is one database alone: its next transaction id grows with every transaction that wrote (reads take none). */
async function nextTransactionId(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{
    n: string
  }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS n`.execute(db)
  return Number(rows[0]?.n)
}

/**
 * A real PostgreSQL server's transaction ids are counted cluster-wide, and the cluster is shared by
 * the test files running beside this one: there "wrote nothing" is checked as "every table of this
 * database holds the same rows" (a fingerprint of their contents, in a stable order).
 */
async function contentFingerprint(db: Kysely<Database>): Promise<number> {
  const tables = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(
    db,
  )
  const parts: string[] = []
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ h: string | null }>`
      SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${sql.table(name)} t`.execute(db)
    parts.push(`${name}:${rows[0]?.h ?? ''}`)
  }
  const { rows } = await sql<{ h: string }>`SELECT md5(${parts.join(';')}) AS h`.execute(db)
  return Number.parseInt((rows[0]?.h ?? '').slice(0, 12), 16)
}

/** Per boot snapshot: a schema beside the test's that holds its rows, filled by the first test. */
const postgresTemplates = new Map<Uint8Array, Promise<string>>()

/**
 * Makes a real server's tables hold `boot`'s rows. The first test of a snapshot loads it from the
 * SQLite bytes (seconds: every row through JSON) and keeps a copy in a template schema; every
 * later one empties the tables and copies the template inside the server (tens of ms).
 */
async function reloadPostgres(db: Kysely<Database>, boot: Uint8Array): Promise<void> {
  const { TABLES_IN_FOREIGN_KEY_ORDER, resetIdentitySequences } = await import('../../src/db/copy-tables.ts')
  const template = postgresTemplates.get(boot)
  if (!template) {
    const made = (async () => {
      const { loadSqliteFile } = await import('../../src/server/postgres.ts')
      await loadSqliteFile(db, boot)
      const { rows } = await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)
      const schema = `${rows[0]?.s}_tpl_${postgresTemplates.size}`
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db)
      for (const table of TABLES_IN_FOREIGN_KEY_ORDER)
        await sql`CREATE TABLE ${sql.id(schema, table)} AS SELECT * FROM ${sql.table(table)}`.execute(db)
      return schema
    })()
    postgresTemplates.set(boot, made)
    await made
    return
  }
  const schema = await template
  await db.transaction().execute(async (tx) => {
    await sql`TRUNCATE ${sql.join(TABLES_IN_FOREIGN_KEY_ORDER.map((table) => sql.table(table)))}`.execute(tx)
    for (const table of TABLES_IN_FOREIGN_KEY_ORDER)
      await sql`INSERT INTO ${sql.table(table)} SELECT * FROM ${sql.id(schema, table)}`.execute(tx)
    await resetIdentitySequences(tx)
  })
}

async function startOnPostgres(
  engine: 'pglite' | 'postgres',
  boot: Uint8Array,
  sessions: ReadonlyMap<string, string>,
  clock: { now: () => Date; setNow: (date: Date) => void },
): Promise<TestServer> {
  postgresClock = clock.now
  let opened: ServerEngine
  if (engine === 'pglite') {
    // A clone of a PGlite that already holds this boot snapshot: ~1.3 s, where reloading every
    // table takes ~3.3 s (and a new PGlite ~5 s), which is most of the contract suite's time.
    const { openPglite } = await import('../../src/server/postgres.ts')
    const pglite = await (await pgliteHolding(boot)).clone()
    opened = await openPglite({
      demo: false,
      now: () => postgresClock(),
      validateResponses: true,
      pglite: pglite as PGlite,
    })
    await replaceCurrent({ server: opened.server, close: () => opened.close() })
  } else {
    postgresEngine ??= openTestPostgres(engine)
    opened = await postgresEngine
    const db = opened.db
    await opened.server.exclusive(() => reloadPostgres(db, boot))
    // Kept open for the file's next test: only the server it answers with changes.
    await replaceCurrent({ server: opened.server, close: () => Promise.resolve() })
  }
  const onlyOnSqlJs = (what: string) => () => {
    throw new Error(`${what}: sql.js only; this test runs on ${engine} (PRESENSI_TEST_ENGINE)`)
  }
  return Object.defineProperties(
    {
      engine,
      server: opened.server,
      db: opened.db,
      exportFile: () => opened.exportFile(),
      writeCount: () => (engine === 'pglite' ? nextTransactionId(opened.db) : contentFingerprint(opened.db)),
      sessions,
      setNow: clock.setNow,
    },
    {
      host: { get: onlyOnSqlJs('host') },
      store: { get: onlyOnSqlJs('store') },
      // Synchronous raw reads exist on SQLite only: PostgreSQL tests read through `db` (Kysely).
      rows: { get: onlyOnSqlJs('rows') },
    },
  ) as TestServer
}

/** The server tests talk to; the previous one is closed (a SQLite file's connection released). */
let current: Pick<ServerEngine, 'server' | 'close'> | null = null

async function replaceCurrent(next: Pick<ServerEngine, 'server' | 'close'>): Promise<void> {
  const previous = current
  current = next
  await previous?.close()
}

function currentLocal(): LocalServer {
  if (!current) throw new Error('startTestServer() first')
  return current.server
}

/** The local server most recently started, for transports (msw/node, the reference HTTP server). */
export const currentServer: LocalServer = {
  handle: (request, client) => currentLocal().handle(request, client),
  exclusive: (work) => currentLocal().exclusive(work),
  write: (work) => currentLocal().write(work),
}

const toCurrent = (request: Request) => currentServer.handle(request)

/** Install once per test file: forwards every request (API and pictures) to the server most recently started. */
export const mswServer = setupServer(
  forwardAdminApi(TEST_API, toCurrent),
  forwardUploads(new URL(DEFAULT_UPLOAD_BASE, TEST_API).href, toCurrent),
)

/** A user to log in: a demo login (seeds/credentials.ts) or any other account. */
export type TestLogin = { usernama: string; pass: string }

/** Who to log in before each test, by the name the token is read under (`{ admin: DEMO_ADMIN }`). */
export type TestLogins<Name extends string> = Record<Name, TestLogin>

/** What {@link setupTestServer} gives a test: its server and one session token per login name. */
export type TestContext<Name extends string> = { server: TestServer } & Record<Name, string>

/**
 * The usual setup of a test file: msw/node listens for the whole file, and before each test a
 * fresh server starts (with `options`) with the `logins` logged in: their sessions come with the
 * boot snapshot (one real login per file, see loggedInSnapshot), so no test pays for hashing. The returned
 * object is refilled before each test, so read it inside tests and hooks (`t.server`, `t.admin`),
 * never destructure it at the top of the file.
 *
 *     const t = setupTestServer({ now: NOW, logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })
 *
 * `prepare` is a set-up every test of the file needs (demo calls that log employees in, create
 * rows…): it runs once per file, on the first test's server, and every test then boots a fresh copy
 * of the database it left, with its result in `t.prepared`. Each test still has a server of its
 * own; only the repeated set-up (hashing logins included) is paid once. sql.js only.
 */
export function setupTestServer<Name extends string = never, Prepared = undefined>(
  options: TestServerOptions & {
    logins?: TestLogins<Name>
    prepare?: (context: TestContext<Name>) => Promise<Prepared>
  } = {},
): TestContext<Name> & { prepared: Prepared } {
  const { logins, prepare, ...start } = options
  // Filled in by the beforeEach below, before any test reads it.
  const context = {} as TestContext<Name> & { prepared: Prepared }
  beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
  afterAll(() => mswServer.close())
  const users = Object.values<TestLogin>(logins ?? ({} as TestLogins<Name>))
  const startWithLogins = async (snapshot?: BootSnapshot) => {
    context.server = await startTestServer({ ...start, loggedIn: users, snapshot })
    for (const name in logins) {
      const { usernama, pass } = logins[name]
      const token = context.server.sessions.get(usernama) ?? (await loginAs(usernama, pass))
      Object.assign(context, { [name]: token })
    }
  }
  let prepared: Promise<{ value: Prepared; snapshot: BootSnapshot }> | null = null
  const prepareOnce = async () => {
    await startWithLogins()
    const value = await (prepare as NonNullable<typeof prepare>)(context)
    return { value, snapshot: await snapshotOf(context.server) }
  }
  beforeEach(async () => {
    if (!prepare) return startWithLogins()
    prepared ??= prepareOnce()
    const { value, snapshot } = await prepared
    await startWithLogins(snapshot)
    context.prepared = value
  })
  return context
}

/**
 * A set-up only some tests of a file need (setupTestServer's `prepare` is for all of them): the
 * first call runs `prepare` on the current test's server and keeps a copy of the database it
 * leaves; every later call replaces the test's server with a fresh one booted from that copy
 * (`t.server`; the logins' sessions are in it). sql.js only.
 *
 *     const demo = preparedOnce(t, (t) => prepareDemo(t.server.server, t.server.db, TEST_NOW, t.admin))
 *     it('…', async () => { const state = await demo() … })
 */
export function preparedOnce<Context extends { server: TestServer }, Prepared>(
  context: Context,
  prepare: (context: Context) => Promise<Prepared>,
  options: Omit<TestServerOptions, 'store' | 'snapshot' | 'loggedIn'> = {},
): () => Promise<Prepared> {
  let prepared: { value: Prepared; snapshot: BootSnapshot } | null = null
  return async () => {
    if (!prepared) {
      const value = await prepare(context)
      prepared = { value, snapshot: await snapshotOf(context.server) }
      return value
    }
    context.server = await startTestServer({ ...options, snapshot: prepared.snapshot })
    return prepared.value
  }
}

/** The server's whole database as a boot snapshot (its journal folded in), with its sessions. */
async function snapshotOf(server: TestServer): Promise<BootSnapshot> {
  if (server.engine !== 'sqljs')
    throw new Error(`a prepared snapshot is taken on sqljs only, not ${server.engine}`)
  await server.host.checkpoint()
  if (!server.store.snapshot) throw new Error('the prepared host wrote no snapshot')
  return { bytes: server.store.snapshot.slice(), sessions: server.sessions }
}

/** Rows of a raw SQL query on the test database, as objects (for exact expectations). */
export function sqlRows<T>(server: TestServer, query: string, params: (string | number)[] = []): T[] {
  // Plain objects (node:sqlite's rows have no prototype), so toEqual compares them as the test writes them.
  return server.rows(query, params).map((row) => ({ ...row }) as T)
}

export { call, callFail, callOk, loginAs, rawCall, setTestApiBase, TEST_API } from './call.ts'
