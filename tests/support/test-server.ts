import { setupServer } from 'msw/node'
import initSqlJs from 'sql.js'
import { seedDemo } from '../../seeds/demo.ts'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { DEFAULT_UPLOAD_BASE } from '../../src/contract/uploads.ts'
import { localDate } from '../../src/domain/calendar.ts'
import { forwardAdminApi, forwardUploads } from '../../src/mock/forward.ts'
import { type DatabaseHost, startDatabaseHost } from '../../src/worker/database-host.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { TEST_API } from './call.ts'

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

/**
 * A fresh demo database for one test, served through msw/node exactly like the browser's MSW.
 * It boots from a copy of the per-file seeded snapshot (a clone, not a re-seed); a given `store`
 * that is still empty gets the same copy, one that holds data boots from that data (restarts).
 */
export async function startTestServer(
  options: { store?: MemoryStore; now?: Date; checkpointAfterBytes?: number } = {},
): Promise<TestServer> {
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

/** Rows of a raw SQL query on the test database, as objects (for exact expectations). */
export function sqlRows<T>(server: TestServer, query: string, params: (string | number)[] = []): T[] {
  const [result] = server.host.connection.sqlite.exec(query, params)
  if (!result) return []
  return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]])) as T)
}

export { call, callFail, callOk, loginAs, rawCall, setTestApiBase, TEST_API } from './call.ts'
