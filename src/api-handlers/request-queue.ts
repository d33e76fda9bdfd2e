/**
 * The server's one-at-a-time request queue (sql.js is a single synchronous connection). A request
 * holding its turn may step off the queue for slow work that touches no database (a login's
 * PBKDF2, its throttle delay) and re-join at the back: other requests run meanwhile.
 */
export interface RequestQueue {
  /** Runs `work` alone: after every earlier turn has ended, before any later one starts. */
  exclusive<T>(work: () => Promise<T> | T): Promise<T>
  /** Runs a request: alone here; beside other requests in the concurrent server (request-lock.ts). */
  shared<T>(work: () => Promise<T> | T): Promise<T>
  /** Inside `exclusive`: releases the turn, runs `work`, waits for a new turn. Never use the db in `work`. */
  offQueue<T>(work: () => Promise<T>): Promise<T>
}

export function createRequestQueue(): RequestQueue {
  let tail: Promise<void> = Promise.resolve()
  // Only one turn is held at a time, so the holder's release can live here.
  let releaseHeld: (() => void) | null = null

  async function takeTurn(): Promise<void> {
    const previous = tail
    let release!: () => void
    tail = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    releaseHeld = release
  }

  function giveTurn(): void {
    const release = releaseHeld
    releaseHeld = null
    release?.()
  }

  async function exclusive<T>(work: () => Promise<T> | T): Promise<T> {
    await takeTurn()
    try {
      return await work()
    } finally {
      giveTurn()
    }
  }

  async function offQueue<T>(work: () => Promise<T>): Promise<T> {
    giveTurn()
    try {
      return await work()
    } finally {
      await takeTurn()
    }
  }

  return { exclusive, shared: exclusive, offQueue }
}
