import { proxy, transfer, wrap } from 'comlink'
import { setupWorker } from 'msw/browser'
import { fromWireResponse, type HostState, toWireRequest, type WorkerApi } from '../worker/protocol.ts'
import { forwardAdminApi } from './forward.ts'

export interface MockBackend {
  /** Opens the database; 'busy' when another tab has it. */
  start(takeOver: boolean): Promise<HostState>
  onStateChange(listener: (state: HostState) => void): void
}

/**
 * Page side of mock mode: the service worker (MSW) catches every request under the admin base
 * and this forwards it whole to the local server in a Web Worker: one hop, no per-endpoint code.
 */
export async function startMockBackend(apiBase: string): Promise<MockBackend> {
  const worker = new Worker(new URL('../worker/server.worker.ts', import.meta.url), { type: 'module' })
  const server = wrap<WorkerApi>(worker)
  const forward = async (request: Request) => {
    const wire = await toWireRequest(request)
    const reply = await server.handle(wire.body ? transfer(wire, [wire.body]) : wire)
    return fromWireResponse(reply)
  }
  await setupWorker(forwardAdminApi(apiBase, forward)).start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  return {
    start: (takeOver) => server.start({ takeOver }),
    onStateChange: (listener) => void server.onStateChange(proxy(listener)),
  }
}
