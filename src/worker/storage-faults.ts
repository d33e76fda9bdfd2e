/// <reference lib="webworker" />

/**
 * Test-only storage failures, asked for by the page (an e2e init script sets
 * `window.__PRESENSI_STORAGE_FAULT__`, src/mock/start-mock.ts passes it to `start`): the worker's
 * own APIs are replaced, since a page's init script cannot reach a dedicated worker.
 *   'opfs-unavailable'  navigator.storage.getDirectory() refuses, as in some private windows;
 *   'disk-full'         every OPFS write throws QuotaExceededError.
 * A full disk that arrives while the app runs is tested by patching the same write from the test.
 * Built only into the e2e build (`__E2E_FAULTS__`, vite.config.ts): a production page has no
 * switch a same-origin script could flip (tests/unit/production-bundle.test.ts).
 */
export type StorageFault = 'opfs-unavailable' | 'disk-full'

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
}
