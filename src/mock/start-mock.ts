import { proxy, transfer, wrap } from 'comlink'
import {
  fromWireResponse,
  type HostDetails,
  type HostState,
  toWireRequest,
  type WorkerApi,
} from '../worker/protocol.ts'
import type { StorageFault } from '../worker/storage-faults.ts'

export interface MockBackend {
  /** Opens the database; 'busy' when another tab has it. Resolves once requests can be served. */
  start(takeOver: boolean): Promise<HostState>
  onStateChange(listener: (state: HostState) => void): void
  details(): Promise<HostDetails>
  /** The same hop MSW uses, without the service worker (the app's file transfers, see README). */
  forward(request: Request): Promise<Response>
}

/**
 * Page side of mock mode: the service worker (MSW) catches every request under the admin base
 * and this forwards it whole to the local server in a Web Worker: one hop, no per-endpoint code.
 * The worker starts booting (wasm, OPFS) at once; MSW, the larger download, loads meanwhile.
 */
export function startMockBackend(apiBase: string): MockBackend {
  const worker = new Worker(new URL('../worker/server.worker.ts', import.meta.url), { type: 'module' })
  const server = wrap<WorkerApi>(worker)
  const forward = async (request: Request) => {
    const wire = await toWireRequest(request)
    const reply = await server.handle(wire.body ? transfer(wire, [wire.body]) : wire)
    return fromWireResponse(reply)
  }
  const interception = import('./msw-bridge.ts').then((bridge) => bridge.interceptAdminApi(apiBase, forward))
  return {
    start: async (takeOver) => {
      // e2e only: an init script may ask the worker to fail its storage (src/worker/storage-faults.ts).
      const { __PRESENSI_STORAGE_FAULT__: storageFault } = globalThis as {
        __PRESENSI_STORAGE_FAULT__?: StorageFault
      }
      const [state] = await Promise.all([server.start({ takeOver, storageFault }), interception])
      return state
    },
    onStateChange: (listener) => void server.onStateChange(proxy(listener)),
    details: () => server.details(),
    forward,
  }
}
