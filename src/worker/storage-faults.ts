/// <reference lib="webworker" />

/**
 * Test-only storage failures, asked for by the page (an e2e init script sets
 * `window.__PRESENSI_STORAGE_FAULT__`, src/mock/server-worker.ts passes it in the worker's name): the worker's
 * own APIs are replaced, since a page's init script cannot reach a dedicated worker.
 *   'opfs-unavailable'  navigator.storage.getDirectory() refuses, as in some private windows;
 *   'disk-full'         every OPFS write throws QuotaExceededError.
 *   'snapshot-read-once' the first whole read of a snapshot file fails (NotReadableError), as a
 *                        read the browser could not complete.
 * A full disk that arrives while the app runs is tested by patching the same write from the test.
 * Built only into the e2e build (`__E2E_FAULTS__`, vite.config.ts): a production page has no
 * switch a same-origin script could flip (tests/unit/production-bundle.test.ts).
 */
const STORAGE_FAULTS = ['opfs-unavailable', 'disk-full', 'snapshot-read-once'] as const
export type StorageFault = (typeof STORAGE_FAULTS)[number]

/** The fault the e2e page asked for (src/worker/e2e-switches.ts), if it is one. */
export const knownStorageFault = (fault: string | undefined): StorageFault | undefined =>
  STORAGE_FAULTS.find((known) => known === fault)

export function simulateStorageFault(fault: StorageFault | undefined): void {
  if (fault === 'opfs-unavailable') {
    navigator.storage.getDirectory = () =>
      Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))
  }
  if (fault === 'disk-full') {
    const handle = (self as unknown as { FileSystemSyncAccessHandle?: { prototype: { write: unknown } } })
      .FileSystemSyncAccessHandle
    if (handle)
      handle.prototype.write = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
  }
  if (fault === 'snapshot-read-once') {
    const read = Blob.prototype.arrayBuffer
    let failed = false
    Blob.prototype.arrayBuffer = function (this: Blob) {
      // A whole snapshot file (a File named db-N.sqlite), not the header slice (a Blob).
      if (!failed && this instanceof File && /^db-\d+\.sqlite$/.test(this.name)) {
        failed = true
        return Promise.reject(new DOMException('The requested file could not be read.', 'NotReadableError'))
      }
      return read.call(this)
    }
  }
}
