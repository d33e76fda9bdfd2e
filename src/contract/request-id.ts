/**
 * The id a page gives each write before it leaves the page (`X-Request-Id`, a UUID). The same
 * fetch may reach the local server twice (Chromium dispatches a fetch again when the service
 * worker handling it dies, e.g. with the tab whose process it shared), and a write whose answer
 * was lost is asked again: the id lets the server run it once and give every arrival the first
 * answer (src/worker/request-ledger.ts). zod-free: the UI sets it, the worker reads it.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/** A usable id: 8–64 letters, digits or dashes (a UUID); anything else is ignored, never trusted. */
export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value)
}

/** Writes carry an id; reads need none (they change nothing, so running them again is harmless). */
export const carriesRequestId = (method: string) => method !== 'GET' && method !== 'HEAD'
