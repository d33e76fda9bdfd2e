import type { IncomingMessage } from 'node:http'

/**
 * The incoming request as a fetch Request. Its body is pulled from the socket only when the local
 * server reads it, so a request refused before its body (401, 413) has buffered nothing.
 *
 * Not `Readable.toWeb(req)`: that adapter reads the socket eagerly into its queue, and once the
 * refused body's stream was cancelled, the next chunk threw ERR_INVALID_STATE ('Controller is
 * already closed') outside any handler, which ended the process.
 */
export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(key, item)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? bodyOf(req) : undefined,
    duplex: 'half',
  } as RequestInit)
}

/**
 * A pull-only stream over the request body. Cancelling it stops reading but keeps the socket: the
 * answer still has to go out (the HTTP layer then closes the connection, see http-server.ts).
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | null = null
  let cancelled = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= req.iterator({ destroyOnReturn: false })
        const { done, value } = await chunks.next()
        if (cancelled) return
        if (done) controller.close()
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
      },
      cancel() {
        cancelled = true
        // Not awaited: it settles only after a pending read, which a stalled client may never end.
        void chunks?.return?.().catch(() => undefined)
      },
    },
    { highWaterMark: 0 },
  )
}
