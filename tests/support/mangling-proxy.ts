import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A backend that breaks the contract in one place: a node:http proxy in front of a real server
 * that passes every call through unchanged except one answer, whose JSON body it rewrites
 * (e.g. `jum_pegawai` as a string in GET api/beranda, a list answered as a bare array).
 */
export interface Mangle {
  method: string
  /** The call's path below the admin base, without the query: 'api/beranda' (a RegExp for a path with ids). */
  path: string | RegExp
  /** The answer's status this applies to (default 200). */
  status?: number
  /**
   * The body to answer instead. `backend.send` makes a further call with the caller's headers:
   * a backend that writes although it refuses.
   */
  rewrite(
    body: unknown,
    backend: { send(method: string, path: string, json: unknown): Promise<void> },
  ): unknown
}

/**
 * A call the backend does not have: answered 404 with `body` without asking the server (a web
 * server's 'Not found', or an app's catch-all). `onlyWithToken`: requests without an
 * Authorization header still reach the server, as behind an auth layer in front of the routes.
 */
export interface Gone {
  method: string
  /** The call's path below the admin base, without the query: /^api\/shift\/[^/]+$/. */
  path: RegExp
  body: string
  contentType: string
  onlyWithToken?: boolean
}

export interface ManglingProxy {
  /** The admin base through the proxy ('http://127.0.0.1:PORT/admin/'). */
  base: string
  close(): Promise<void>
}

/** Hop-by-hop and length headers are the proxy's own to set. */
const DROPPED = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'content-encoding',
])

const headersOf = (raw: IncomingMessage['headers'] | Headers) => {
  const entries = raw instanceof Headers ? [...raw.entries()] : Object.entries(raw)
  return Object.fromEntries(
    entries.filter(([name, value]) => value !== undefined && !DROPPED.has(name.toLowerCase())),
  ) as Record<string, string>
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Proxies `adminBase` (e.g. 'http://127.0.0.1:4000/admin/'), rewriting the answers `mangles` name. */
export async function startManglingProxy(
  adminBase: string,
  mangles: readonly Mangle[],
  gone: readonly Gone[] = [],
): Promise<ManglingProxy> {
  const target = new URL(adminBase)
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', target)
    const body = await bodyOf(request)
    const missing = gone.find(
      (call) =>
        call.method === request.method &&
        call.path.test(url.pathname.slice(target.pathname.length)) &&
        (!call.onlyWithToken || request.headers.authorization !== undefined),
    )
    if (missing) {
      response.writeHead(404, { 'content-type': missing.contentType }).end(missing.body)
      return
    }
    const answer = await fetch(url, {
      method: request.method,
      headers: headersOf(request.headers),
      body: body.length ? new Uint8Array(body) : undefined,
    })
    let bytes: Buffer = Buffer.from(await answer.arrayBuffer())
    const relative = url.pathname.slice(target.pathname.length)
    const mangle = mangles.find(
      (m) =>
        m.method === request.method &&
        (typeof m.path === 'string' ? m.path === relative : m.path.test(relative)) &&
        (m.status ?? 200) === answer.status,
    )
    const backend = {
      send: async (method: string, path: string, json: unknown) => {
        // A request id of its own: the caller's would make the ledger replay the caller's answer.
        const { 'x-request-id': _callersId, ...headers } = headersOf(request.headers)
        await fetch(new URL(path, target), {
          method,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(json),
        })
      },
    }
    if (mangle)
      bytes = Buffer.from(JSON.stringify(await mangle.rewrite(JSON.parse(bytes.toString()), backend)))
    response.writeHead(answer.status, {
      ...headersOf(answer.headers),
      'content-length': String(bytes.length),
    })
    response.end(bytes)
  }
  const server = createServer((request, response) => {
    forward(request, response).catch((error: unknown) => {
      response.writeHead(502).end(String(error))
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}${target.pathname}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections()
        server.close(() => closed())
      }),
  }
}
