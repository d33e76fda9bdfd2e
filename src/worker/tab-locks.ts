/**
 * Web Locks as the tabs' source of truth: the browser releases a worker's locks when it ends (tab
 * closed, reloaded or crashed), so a held lock means a live holder, and a granted wait means the
 * previous holder is gone.
 */

/**
 * Asks for `name` and holds it for the rest of this worker's life; resolves once granted (after
 * the current holders are gone). `onLost` runs if another context steals it later.
 */
export function holdLock(name: string, onLost: () => void = () => {}): Promise<void> {
  return new Promise((granted, failed) => {
    let held = false
    navigator.locks
      .request(name, () => {
        held = true
        granted()
        return new Promise<void>(() => {})
      })
      .catch((error: unknown) => (held ? onLost() : failed(error)))
  })
}

/** Resolves once `name` is free, i.e. once the worker holding it for life has ended. */
export async function whenReleased(name: string): Promise<void> {
  await navigator.locks.request(name, () => undefined)
}
