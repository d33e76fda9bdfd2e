import { tooManyAttempts } from './login-throttle.ts'

/**
 * At most two login hash computations at once in this process (each PBKDF2 at 600,000 rounds is
 * ~0.25 s of one core); further ones wait here, in their own line, never in the request queue.
 * A line longer than 32 is refused (429, retry in 1 s) rather than grown without bound.
 */
export const MAX_CONCURRENT_HASHES = 2
export const MAX_WAITING_HASHES = 32

let running = 0
const waiting: (() => void)[] = []

export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++
  else if (waiting.length >= MAX_WAITING_HASHES) throw tooManyAttempts(1)
  else await new Promise<void>((resolve) => waiting.push(resolve)) // the slot is handed over
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}
