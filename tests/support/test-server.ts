import { setupServer } from 'msw/node'
import initSqlJs from 'sql.js'
import { seedDemo } from '../../seeds/demo.ts'
import { localDate } from '../../src/api-handlers/clock.ts'
import { forwardAdminApi } from '../../src/mock/forward.ts'
import { type DatabaseHost, startDatabaseHost } from '../../src/worker/database-host.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'

export const TEST_API = 'http://localhost/admin/'
const sqlJs = await initSqlJs()

export interface TestServer {
  host: DatabaseHost
  store: MemoryStore
  /** Moves the server's clock (session expiry, lockouts). */
  setNow(date: Date): void
}

/** A fresh in-memory database with the demo seed, served through msw/node exactly like the browser's MSW. */
export async function startTestServer(
  options: { store?: MemoryStore; now?: Date } = {},
): Promise<TestServer> {
  let now = options.now ?? new Date()
  const store = options.store ?? new MemoryStore()
  const host = await startDatabaseHost({
    sqlJs,
    store,
    now: () => now,
    validateResponses: true,
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

/** Install once per test file: forwards every request to the server most recently started. */
export const mswServer = setupServer(
  forwardAdminApi(TEST_API, async (request) => {
    if (!current) throw new Error('startTestServer() first')
    return current.server.handle(request)
  }),
)

export async function rawCall(method: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {}
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${TEST_API}${path}`, {
    method,
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export async function loginAs(usernama: string, pass: string): Promise<string> {
  const { status, body } = await rawCall('PUT', 'admin/login', { body: { usernama, pass } })
  if (status !== 200) throw new Error(`login ${usernama} failed: ${JSON.stringify(body)}`)
  return (body.data as { token_app: string }).token_app
}
