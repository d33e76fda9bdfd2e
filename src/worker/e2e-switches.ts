import type { StorageFault } from './storage-faults.ts'

/**
 * What an e2e page asks of its worker (e2e build only, `__E2E_FAULTS__`): the page names its worker
 * with these as JSON (src/mock/server-worker.ts), since a page's init script cannot reach a
 * dedicated worker, and Playwright's clock does not reach one either.
 *   fault     a simulated storage failure (src/worker/storage-faults.ts);
 *   pageNow   the page's Date.now() when it made the worker: under Playwright's clock that is the
 *             suite's fixed instant, and the worker's clock runs on from it, so page and server
 *             agree on "today" and "now" (docs/testing.md);
 *   demoFile  a prebuilt demo database (made once per run, tests/e2e/make-demo-file.ts) that a
 *             first start loads instead of seeding the demo in the browser;
 *   checkpointAfterBytes  folds the journal into a new snapshot past this size (default 4 MiB):
 *             small, every write starts a checkpoint (tests/e2e/durability.spec.ts).
 */
export interface E2eSwitches {
  fault?: StorageFault
  pageNow?: number
  demoFile?: string
  checkpointAfterBytes?: number
}

export function e2eSwitchesNamed(name: string): E2eSwitches {
  if (!name.startsWith('{')) return {}
  try {
    return JSON.parse(name) as E2eSwitches
  } catch {
    return {}
  }
}

/** A clock that reads `pageNow` now and runs on in real time. */
export function clockFrom(pageNow: number): () => Date {
  const offset = pageNow - Date.now()
  return () => new Date(Date.now() + offset)
}
