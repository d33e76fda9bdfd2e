/**
 * What the tabs coordinate with: Web Locks and BroadcastChannel, behind a small interface so the
 * coordination runs in Node tests on an in-memory stand-in (tests/unit/tab-coordinator.test.ts).
 *
 * Web Locks are the source of truth: the browser releases a worker's locks when it ends (tab
 * closed, reloaded or crashed), so a held lock means a live holder, and a granted wait means the
 * previous holder is gone.
 */
export interface TabPlatform {
  /** `navigator.locks.request(name, callback)`: waits in the lock's queue, holds it while `callback` runs. */
  requestLock(name: string, callback: () => Promise<void> | void): Promise<void>
  /** `new BroadcastChannel(name)`. */
  channel(name: string): TabChannel
}

export interface TabChannel {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent) => void) | null
  close(): void
}

export const browserPlatform: TabPlatform = {
  requestLock: (name, callback) => navigator.locks.request(name, callback),
  channel: (name) => new BroadcastChannel(name),
}

/**
 * Asks for `name` and holds it for the rest of this worker's life; resolves once granted (after
 * the current holders are gone). `onLost` runs if another context steals it later.
 */
export function holdLock(platform: TabPlatform, name: string, onLost: () => void = () => {}): Promise<void> {
  return new Promise((granted, failed) => {
    let held = false
    platform
      .requestLock(name, () => {
        held = true
        granted()
        return new Promise<void>(() => {})
      })
      .catch((error: unknown) => (held ? onLost() : failed(error)))
  })
}

/** Resolves once `name` is free, i.e. once the worker holding it for life has ended. */
export async function whenReleased(platform: TabPlatform, name: string): Promise<void> {
  await platform.requestLock(name, () => undefined)
}
