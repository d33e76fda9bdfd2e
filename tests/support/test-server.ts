import { setupServer } from 'msw/node'
import initSqlJs from 'sql.js'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { seedDemo } from '../../seeds/demo.ts'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { DEFAULT_UPLOAD_BASE } from '../../src/contract/uploads.ts'
import { localDate } from '../../src/domain/calendar.ts'
import { forwardAdminApi, forwardUploads } from '../../src/mock/forward.ts'
import { type DatabaseHost, startDatabaseHost } from '../../src/worker/database-host.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { loginAs, TEST_API } from './call.ts'

const sqlJs = await initSqlJs()

export interface TestServer {
  host: DatabaseHost
  store: MemoryStore
  /** Moves the server's clock (session expiry, lockouts). */
  setNow(date: Date): void
}

/**
 * The seeded demo database as bytes, built once per test file (vitest isolates files) and day:
 * seeding costs ~0.5 s, opening a copy of the bytes a few ms.
 */
const seeded = new Map<string, Promise<Uint8Array>>()

function seededSnapshot(today: string): Promise<Uint8Array> {
  let bytes = seeded.get(today)
  if (!bytes) {
    bytes = (async () => {
      const store = new MemoryStore()
      const host = await startDatabaseHost({
        sqlJs,
        store,
        seed: (connection) => seedDemo(connection, { today }),
      })
      await host.close()
      if (!store.snapshot) throw new Error('the seeded host wrote no snapshot')
      return store.snapshot
    })()
    seeded.set(today, bytes)
  }
  return bytes
}

export interface TestServerOptions {
  store?: MemoryStore
  now?: Date
  checkpointAfterBytes?: number
}

/**
 * A fresh demo database for one test, served through msw/node exactly like the browser's MSW.
 * It boots from a copy of the per-file seeded snapshot (a clone, not a re-seed); a given `store`
 * that is still empty gets the same copy, one that holds data boots from that data (restarts).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  let now = options.now ?? new Date()
  const store = options.store ?? new MemoryStore()
  if (!store.snapshot && store.journalBytes() === 0) {
    store.snapshot = (await seededSnapshot(localDate(now))).slice()
  }
  const host = await startDatabaseHost({
    sqlJs,
    store,
    now: () => now,
    validateResponses: true,
    checkpointAfterBytes: options.checkpointAfterBytes,
    // Boots clone the seeded snapshot (never seed); 'Reset ke data demo' seeds a fresh database.
    seed: (connection) => seedDemo(connection, { today: localDate(now) }),
  })
  current = host
  return {
    host,
    store,
    setNow: (date) => {
      now = date
    },
  }
}

let current: DatabaseHost | null = null

function currentHost(): DatabaseHost {
  if (!current) throw new Error('startTestServer() first')
  return current
}

/** The local server most recently started, for transports (msw/node, the reference HTTP server). */
export const currentServer: LocalServer = {
  handle: (request, client) => currentHost().server.handle(request, client),
  exclusive: (work) => currentHost().server.exclusive(work),
}

const toCurrent = (request: Request) => currentServer.handle(request)

/** Install once per test file: forwards every request (API and pictures) to the server most recently started. */
export const mswServer = setupServer(
  forwardAdminApi(TEST_API, toCurrent),
  forwardUploads(new URL(DEFAULT_UPLOAD_BASE, TEST_API).href, toCurrent),
)

/** Who to log in before each test, by the name the token is read under (`{ admin: DEMO_ADMIN }`). */
export type TestLogins<Name extends string> = Record<Name, { usernama: string; pass: string }>

/** What {@link setupTestServer} gives a test: its server and one session token per login name. */
export type TestContext<Name extends string> = { server: TestServer } & Record<Name, string>

/**
 * The usual setup of a test file: msw/node listens for the whole file, and before each test a
 * fresh server starts (with `options`) and the `logins` log in, in the order given. The returned
 * object is refilled before each test, so read it inside tests and hooks (`t.server`, `t.admin`),
 * never destructure it at the top of the file.
 *
 *     const t = setupTestServer({ now: NOW, logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })
 */
export function setupTestServer<Name extends string = never>(
  options: TestServerOptions & { logins?: TestLogins<Name> } = {},
): TestContext<Name> {
  const { logins, ...start } = options
  // Filled in by the beforeEach below, before any test reads it.
  const context = {} as TestContext<Name>
  beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
  afterAll(() => mswServer.close())
  beforeEach(async () => {
    context.server = await startTestServer(start)
    for (const name in logins) {
      const { usernama, pass } = logins[name]
      Object.assign(context, { [name]: await loginAs(usernama, pass) })
    }
  })
  return context
}

/** Rows of a raw SQL query on the test database, as objects (for exact expectations). */
export function sqlRows<T>(server: TestServer, query: string, params: (string | number)[] = []): T[] {
  const [result] = server.host.connection.sqlite.exec(query, params)
  if (!result) return []
  return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]])) as T)
}

export { call, callFail, callOk, loginAs, rawCall, setTestApiBase, TEST_API } from './call.ts'
