import type { StorageFault } from './storage-faults.ts'

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

/** ready: serving; busy: another tab holds the database; lost: another tab took it over. */
export type HostState = 'ready' | 'busy' | 'lost'

/** What the page shows about the local database besides its state. */
export interface HostDetails {
  /** Journal records that could not be restored at start (set aside in a side file). */
  recovery: { setAside: number; file: string; reason: string } | null
  /** Why the database could not be opened, when it could not. */
  error: string | null
  /** Why the data is only in memory (no OPFS, or it is full): nothing will be kept. Else null. */
  volatile: string | null
}

export interface WorkerApi {
  details(): Promise<HostDetails>
  /** Opens the database unless another tab holds it; `takeOver` asks that tab to let go. */
  start(options: { takeOver: boolean; storageFault?: StorageFault }): Promise<HostState>
  handle(request: WireRequest): Promise<WireResponse>
  /** Called (through a comlink proxy) when another tab takes the database over. */
  onStateChange(listener: (state: HostState) => void): void
}

export const DATABASE_LOCK = 'presensi-admin-database'

export async function toWireRequest(request: Request): Promise<WireRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
  return { method: request.method, url: request.url, headers: [...request.headers], body }
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body })
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() }
}

export function fromWireResponse(wire: WireResponse): Response {
  return new Response(wire.body, { status: wire.status, headers: wire.headers })
}
