import type { Recovery } from './database-host.ts'

/** What crosses the page ↔ worker boundary: whole requests and responses, bodies as transferable bytes. */
export interface WireRequest {
  method: string
  url: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

export interface WireResponse {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
}

/**
 * starting: no database to serve yet (opening it, or finding the tab that has it);
 * ready: requests are served; failed: the database could not be opened (`error` says why).
 */
export type HostState = 'starting' | 'ready' | 'failed'

/** owner: this tab's worker holds the database; guest: it sends its requests to the owner tab. */
export type HostRole = 'owner' | 'guest'

/** What the page shows about the local database. A guest mirrors its owner's state. */
export interface HostStatus {
  state: HostState
  /** null while this tab does not know yet who holds the database. */
  role: HostRole | null
  /** Journal records that could not be restored at start (set aside in a side file). */
  recovery: Recovery | null
  /** Why the database could not be opened, when it could not. */
  error: string | null
  /** Why the data is only in memory (no OPFS, or it is full): nothing will be kept. */
  volatile?: string | null
}

export interface WorkerApi {
  /**
   * Opens the database if no other tab holds it, or finds the tab that does (see `watch`). The
   * worker starts this on its own when it loads; the call resolves once it has started.
   */
  start(): Promise<void>
  /** Serves a request here (owner) or in the owner tab (guest); waits through a change of owner. */
  handle(request: WireRequest): Promise<WireResponse>
  /** 'Coba lagi' after a failure: the owner tab opens the database again. */
  retry(): Promise<void>
  /** Called (through a comlink proxy) with the current status at once and on every change. */
  watch(listener: (status: HostStatus) => void): void
}

/** Held by the tab whose worker owns the database, for as long as it lives. */
export const DATABASE_LOCK = 'presensi-admin-database'

export async function toWireRequest(request: Request): Promise<WireRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
  return { method: request.method, url: request.url, headers: [...request.headers], body }
}

/**
 * The body goes in as one chunk of a stream, not as a buffer: a Request copies a buffer body
 * whole, and the browser drops a Content-Length header (a forbidden header), so the server's size
 * check (LocalServer.handle) found out only after a 12 MB copy and a read in 64 KB pieces. Now it
 * meets the one chunk, refuses an oversized body at once (issue 29: a 12 MB body took 3.5 s),
 * and keeps a body within its limit as it is, without a copy.
 */
export function fromWireRequest(wire: WireRequest): Request {
  const { body } = wire
  if (!body) return new Request(wire.url, { method: wire.method, headers: wire.headers })
  const stream = oneChunk(new Uint8Array(body))
  // duplex: a stream body must say so (Fetch spec); not yet in TypeScript's RequestInit.
  const init = { method: wire.method, headers: wire.headers, body: stream, duplex: 'half' }
  return new Request(wire.url, init as RequestInit)
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return { status: response.status, headers: [...response.headers], body: await bodyBuffer(response) }
}

/**
 * The body as one buffer to transfer. A download (the export: the whole database) is answered as
 * one chunk of a stream (api-handlers/server.ts) and its buffer crosses as it is: a Response made
 * from bytes copies them and `arrayBuffer()` copied them again, two copies of a 118–587 MiB file in
 * this thread while other requests waited (issue 35).
 */
async function bodyBuffer(response: Response): Promise<ArrayBuffer> {
  if (!response.body) return new ArrayBuffer(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
  }
  const [only] = chunks
  if (chunks.length === 1 && only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength)
    return only.buffer as ArrayBuffer
  const whole = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0))
  let at = 0
  for (const chunk of chunks) {
    whole.set(chunk, at)
    at += chunk.byteLength
  }
  return whole.buffer
}

/** Bodies past this size reach the page's Response as a stream: no copy of a downloaded database. */
const STREAMED_BODY_BYTES = 1024 * 1024

export function fromWireResponse(wire: WireResponse): Response {
  const body = wire.body.byteLength > STREAMED_BODY_BYTES ? oneChunk(new Uint8Array(wire.body)) : wire.body
  return new Response(body, { status: wire.status, headers: wire.headers })
}

/** Bytes as a stream of one chunk: a Response or Request made from it keeps them without a copy. */
export function oneChunk(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength) controller.enqueue(bytes)
      controller.close()
    },
  })
}
