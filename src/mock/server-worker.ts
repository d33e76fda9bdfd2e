import type { E2eSwitches } from '../worker/e2e-switches.ts'
import type { StorageFault } from '../worker/storage-faults.ts'

/**
 * The tab's local-server worker (src/worker/server.worker.ts). A mock build creates it while the
 * page's entry is still evaluating (start-worker-early.ts, the entry's first import), and the
 * worker starts opening the database at once: its script, the lock and the snapshot's read overlap
 * the page's own start instead of waiting for the mock starter chunk, which then takes that worker
 * (issue 18, docs/performance.md).
 */
const createServerWorker = () =>
  new Worker(new URL('../worker/server.worker.ts', import.meta.url), {
    type: 'module',
    // e2e build only: what an init script asked for reaches the worker before it opens anything
    // (src/worker/e2e-switches.ts). Any other build drops the branch: no switch on the page.
    name: __E2E_FAULTS__ ? JSON.stringify(requestedE2eSwitches()) : '',
  })

/** What an e2e init script set on the page, and the page's clock; only the e2e build calls this. */
function requestedE2eSwitches(): E2eSwitches {
  const page = globalThis as {
    __PRESENSI_STORAGE_FAULT__?: StorageFault
    __PRESENSI_E2E_DEMO__?: string
    __PRESENSI_E2E_CHECKPOINT_BYTES__?: number
  }
  return {
    fault: page.__PRESENSI_STORAGE_FAULT__,
    demoFile: page.__PRESENSI_E2E_DEMO__,
    checkpointAfterBytes: page.__PRESENSI_E2E_CHECKPOINT_BYTES__,
    pageNow: Date.now(),
  }
}

let early: Worker | null = null

export function createServerWorkerEarly(): void {
  early ??= createServerWorker()
}

/** The worker created early, once; a new one otherwise (no early start, or a second backend). */
export function takeServerWorker(): Worker {
  const worker = early ?? createServerWorker()
  early = null
  return worker
}
