import { onTestFinished, vi } from 'vitest'

/**
 * The server's password hashing (PBKDF2 through `crypto.subtle.deriveBits`), watched for one test,
 * so it acts on the event itself instead of sleeping until hashing has probably begun:
 * `started(n)` resolves once `n` computations run at once. With `hold`, every computation waits
 * for `release()` before it runs, so "the hash is still running" is a fact, not a race.
 * The real deriveBits is back when the test ends.
 */
export function watchHashing(options: { hold?: boolean } = {}) {
  const subtle = crypto.subtle
  const derive = subtle.deriveBits.bind(subtle)
  let running = 0
  const waiting: { count: number; reached: () => void }[] = []
  let release = () => {}
  const released = options.hold
    ? new Promise<void>((resolve) => {
        release = resolve
      })
    : Promise.resolve()
  const spy = vi.spyOn(subtle, 'deriveBits').mockImplementation(async (...args) => {
    running++
    for (const waiter of waiting) if (running >= waiter.count) waiter.reached()
    try {
      await released
      return await derive(...args)
    } finally {
      running--
    }
  })
  onTestFinished(() => {
    release()
    spy.mockRestore()
  })
  return {
    /** Resolves once `count` hash computations have started and run at the same time. */
    started: (count = 1) =>
      new Promise<void>((reached) => {
        if (running >= count) reached()
        else waiting.push({ count, reached })
      }),
    /** Lets the held computations run (a no-op without `hold`). */
    release: () => release(),
  }
}
