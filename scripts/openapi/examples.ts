import initSqlJs from 'sql.js'
import { demoClockAt, seedDemo } from '../../seeds/demo.ts'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { contract, type Endpoint, type EndpointName } from '../../src/contract/index.ts'
import type { OperationExample, OperationExamples } from '../../src/contract/openapi/examples.ts'
import { type DatabaseHost, startDatabaseHost } from '../../src/worker/database-host.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { DEMO_FILE_CALLS, type DemoState, demoCalls, demoRequest, prepareDemo } from './demo-calls.ts'

/**
 * The examples of the OpenAPI document, generated: every operation called once (its demo call,
 * scripts/openapi/demo-calls.ts) on a fresh in-memory demo server at a fixed clock, the request
 * and the 200 answer kept, made small (lists cut to a few rows, photos to a tiny sample) and
 * stable (tokens and generated passwords replaced). `npm run contract:examples` writes them to
 * src/contract/openapi/examples.json; tests/unit/openapi-examples.test.ts fails when that is stale.
 */

/** The demo clock of the examples: the tests' TEST_NOW (Monday 16 November 2026, 09:00 WIB). */
export const EXAMPLES_NOW = new Date('2026-11-16T09:00:00+07:00')

/** Rows kept of every list of rows (objects) in an example. */
export const EXAMPLE_ROWS = 3

/** A valid 1×1 PNG: stands in for every photo, so no example carries a real one. */
export const SAMPLE_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='

/** A 1×1 JPEG: the employee app's selfies and letters must be JPEG (issue 17). */
export const SAMPLE_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA='

const SAMPLE_TOKEN = 'contoh-token-sesi'
const SAMPLE_PASSWORD = 'contoh-sandi'

/** Keys whose values are secrets made fresh on every run: replaced by a fixed sample. */
const VOLATILE: Record<string, string> = { token_app: SAMPLE_TOKEN, pass: SAMPLE_PASSWORD }

/**
 * A value made small and stable for the document (see the module comment). `answer`: a server's
 * answer, whose tokens and generated passwords are new on every run (a request's are the demo's).
 */
export function compact(value: unknown, answer: boolean, key = ''): unknown {
  if (Array.isArray(value)) {
    // Lists of rows are cut; a list of plain values is kept whole (the calendar's 12 months of hari_kerja).
    const rows = value.some((item) => item !== null && typeof item === 'object')
    return (rows ? value.slice(0, EXAMPLE_ROWS) : value).map((item) => compact(item, answer))
  }
  if (typeof value === 'string') {
    if (answer && key in VOLATILE && value !== '') return VOLATILE[key]
    if (value.startsWith('data:image/jpeg')) return SAMPLE_JPEG
    return value.startsWith('data:image/') ? SAMPLE_PHOTO : value
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, compact(item, answer, name)]),
    )
  return value
}

interface DemoServer {
  /** A fresh server on a copy of the prepared demo database. */
  fresh(): Promise<DatabaseHost>
  admin: string
  state: DemoState
}

const sqlJs = await initSqlJs()

async function openHost(snapshot: Uint8Array | null): Promise<DatabaseHost> {
  const store = new MemoryStore()
  store.snapshot = snapshot ? snapshot.slice() : null
  return startDatabaseHost({
    sqlJs,
    store,
    now: () => EXAMPLES_NOW,
    seed: (connection) => seedDemo(connection, demoClockAt(EXAMPLES_NOW)),
  })
}

async function loginAdmin(server: LocalServer): Promise<string> {
  const response = await server.handle(
    demoRequest(contract.login, { body: { usernama: 'admin', pass: 'admin123' } }, null),
  )
  const body = (await response.json()) as { data?: { token_app?: string } }
  if (!body.data?.token_app) throw new Error(`demo login failed: ${JSON.stringify(body)}`)
  return body.data.token_app
}

/** The demo database, seeded, with the admin logged in and prepareDemo's rows, as a snapshot. */
async function demoServer(): Promise<DemoServer> {
  const store = new MemoryStore()
  const seeding = await startDatabaseHost({
    sqlJs,
    store,
    now: () => EXAMPLES_NOW,
    seed: (connection) => seedDemo(connection, demoClockAt(EXAMPLES_NOW)),
  })
  const admin = await loginAdmin(seeding.server)
  const state = await prepareDemo(seeding.server, seeding.connection.db, EXAMPLES_NOW, admin)
  await seeding.checkpoint()
  await seeding.close()
  const snapshot = store.snapshot
  if (!snapshot) throw new Error('the demo host wrote no snapshot')
  return { fresh: () => openHost(snapshot), admin, state }
}

/** The demo database as a file, through the export call (the body of an import). */
async function exportedFile(host: DatabaseHost, admin: string): Promise<Uint8Array> {
  const response = await host.server.handle(demoRequest(contract.dataEkspor, {}, admin))
  return new Uint8Array(await response.arrayBuffer())
}

/** One operation's example: its demo call and the 200 answer (JSON only; a file answer has none). */
async function exampleOf(demo: DemoServer, name: EndpointName): Promise<OperationExample> {
  const endpoint = contract[name] as Endpoint
  const host = await demo.fresh()
  try {
    const call = demoCalls[name](demo.state)
    const file = DEMO_FILE_CALLS.has(name) ? await exportedFile(host, demo.admin) : null
    const response = await host.server.handle(
      demoRequest(endpoint, file ? { ...call, body: file } : call, demo.admin),
    )
    if (response.status !== 200) throw new Error(`${name}: ${response.status} ${await response.text()}`)
    const request = {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { query: call.query } : {}),
      ...(call.body !== undefined && !file ? { body: compact(call.body, false) } : {}),
    }
    const answer = endpoint.download ? null : compact(await response.json(), true)
    return { ...(Object.keys(request).length ? { request } : {}), ...(answer ? { response: answer } : {}) }
  } finally {
    await host.close()
  }
}

export async function generateExamples(): Promise<OperationExamples> {
  const demo = await demoServer()
  const examples: OperationExamples = {}
  for (const name of Object.keys(contract) as EndpointName[]) examples[name] = await exampleOf(demo, name)
  return examples
}
