import { proxy, transfer, wrap } from 'comlink'
import { DEFAULT_UPLOAD_BASE } from '../contract/uploads.ts'
import { writesChannel } from '../ui/lib/writes-channel.ts'
import { OPEN_AS_EMPLOYEE_PATH } from '../worker/demo-open-as-employee.ts'
import { fromWireResponse, type HostStatus, toWireRequest, type WorkerApi } from '../worker/protocol.ts'
import { takeServerWorker } from './server-worker.ts'

export interface MockBackend {
  /** Starts the tab's worker: it opens the database, or finds the tab that has it open. */
  start(): Promise<void>
  /** Called with the current status once requests can reach the worker, then on every change. */
  watch(listener: (status: HostStatus) => void): void
  /** 'Coba lagi' after a failure. */
  retry(): Promise<void>
  /** The same hop MSW uses, without the service worker (the app's file transfers, see README). */
  forward(request: Request): Promise<Response>
}

/**
 * Page side of mock mode: the service worker (MSW) catches every request under the admin base
 * and this forwards it whole to this tab's worker, which serves it or hands it to the tab that
 * holds the database: one hop from the page, no per-endpoint code. The worker started with the
 * page (server-worker.ts); MSW, the larger download, loads meanwhile.
 */
export function startMockBackend(apiBase: string, uploadBase = DEFAULT_UPLOAD_BASE): MockBackend {
  const server = wrap<WorkerApi>(takeServerWorker())
  const writes = writesChannel()
  const forward = async (request: Request) => {
    const wire = await toWireRequest(request)
    const reply = await server.handle(wire.body ? transfer(wire, [wire.body]) : wire)
    // The other tabs share this database: tell them their screens may be stale (src/ui/lib/other-tab-writes.ts).
    if (wire.method !== 'GET' && wire.method !== 'HEAD' && reply.status < 300) writes?.postMessage('tulis')
    return fromWireResponse(reply)
  }
  forwardToWorker = forward
  const interception = import('./msw-bridge.ts').then((bridge) =>
    bridge.interceptAdminApi({ apiBase, uploadBase }, forward),
  )
  return {
    start: async () => {
      await Promise.all([server.start(), interception])
    },
    // Nothing says 'ready' before MSW intercepts: a request sent earlier would reach the network.
    watch: (listener) => void interception.then(() => server.watch(proxy(listener))),
    // An uncontrolled page (msw-bridge.ts) is only fixed by loading it again.
    retry: () =>
      navigator.serviceWorker.controller ? server.retry() : Promise.resolve(window.location.reload()),
    forward,
  }
}

/** This page's hop to its worker, once the mock backend started (mock mode only). */
let forwardToWorker: ((request: Request) => Promise<Response>) | null = null

/**
 * 'Buka sebagai pegawai' (mock mode only): asks the worker for an employee-app session of `idp`
 * on the admin's authority (src/worker/demo-open-as-employee.ts). Resolves to the worker's JSON
 * answer, `{status, data}` or `{status:'gagal', pesan}`.
 */
export async function openAsEmployee(adminToken: string, idp: number): Promise<unknown> {
  if (!forwardToWorker) throw new Error('the mock backend has not started')
  const request = new Request(new URL(OPEN_AS_EMPLOYEE_PATH, location.href), {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ idp }),
  })
  return (await forwardToWorker(request)).json()
}
