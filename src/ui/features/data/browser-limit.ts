import { MAX_IMPORT_BYTES } from '../../../contract/data.ts'

/**
 * How large a database browser mode carries well (issue 18, docs/performance.md "The ceiling"):
 * the one place that holds the limit the Data screen compares the database's size with.
 */

/**
 * Where the bench's straight line through its two sizes (112 MiB and 561 MiB: 2,000 and 10,000
 * employees) reaches a 3 s warm start (264 MiB, 2026-11-24 on a loaded machine) or 2 GiB of memory
 * in the tab (325 MiB, optimistic: the small size's peak is an import's, which holds several copies
 * of the file; the large file is over the import cap, so its peak is an export's).
 */
const MEASURED_LIMIT_BYTES = 264 * 1024 * 1024

/**
 * The limit, in bytes: the measured one, and never above the import cap, so a database the app
 * lets grow can always be imported back from its own export (256 MiB: the cap decides today).
 */
export const BROWSER_LIMIT_BYTES = Math.min(MEASURED_LIMIT_BYTES, MAX_IMPORT_BYTES)

/** Past this share of the limit the Data screen recommends the server. */
export const WARNING_SHARE = 0.7

/** The README's section on the server, shown from the warning. */
export const SERVER_SECTION_HEADING = '### The server: a real backend'

/**
 * The limit in force: the constant, or in the e2e build only the one an e2e init script set on the
 * page (`window.__PRESENSI_BROWSER_LIMIT__`, bytes), so the warning is tested without a GB database.
 * A production build has no such switch (tests/unit/production-bundle.test.ts).
 */
export function browserLimitBytes(): number {
  if (__E2E_FAULTS__) {
    const override = (globalThis as { __PRESENSI_BROWSER_LIMIT__?: unknown }).__PRESENSI_BROWSER_LIMIT__
    if (typeof override === 'number' && override > 0) return override
  }
  return BROWSER_LIMIT_BYTES
}

/** What the Data screen says of a database's size: its share of the limit and whether to warn. */
export function sizeAgainstLimit(bytes: number, limit: number): { share: number; warn: boolean } {
  const share = bytes / limit
  return { share, warn: share > WARNING_SHARE }
}
