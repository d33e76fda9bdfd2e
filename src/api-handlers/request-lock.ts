import type { RequestQueue } from './request-queue.ts'

/**
 * The concurrent server's scheduling (a database server with a connection pool, e.g. PostgreSQL):
 * a readers-writer lock. Requests share it and run side by side, each write in its own transaction;
 * whole-database work (the Data screen's export, import, reset; shutdown) takes it alone, after
 * every request in flight has ended and before any later one starts. A waiting exclusive turn holds
 * back the requests that arrive after it, so an export is never starved. `offQueue` just runs
 * (there is no queue to step off).
 */
export function createReadersWriterLock(): RequestQueue {
  let readers = 0
  let writer = false
  const waiting: { alone: boolean; start: () => void }[] = []

  // Starts waiting turns in arrival order: readers together, a writer only on its own.
  function startWaiting(): void {
    for (let next = waiting[0]; next; next = waiting[0]) {
      if (writer || (next.alone && readers > 0)) return
      waiting.shift()
      if (next.alone) writer = true
      else readers++
      next.start()
    }
  }

  async function withTurn<T>(alone: boolean, work: () => Promise<T> | T): Promise<T> {
    await new Promise<void>((start) => {
      waiting.push({ alone, start })
      startWaiting()
    })
    try {
      return await work()
    } finally {
      if (alone) writer = false
      else readers--
      startWaiting()
    }
  }

  return {
    exclusive: (work) => withTurn(true, work),
    shared: (work) => withTurn(false, work),
    offQueue: (work) => work(),
  }
}
