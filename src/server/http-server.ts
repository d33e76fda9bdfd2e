import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { resolve } from 'node:path'
import type { LocalServer } from '../api-handlers/server.ts'
import { DEFAULT_UPLOAD_BASE } from '../contract/uploads.ts'
import { API_SECURITY_HEADERS } from './csp.ts'
import { toRequest } from './node-request.ts'
import { staticFiles } from './static-files.ts'

/**
 * The reference server's HTTP side: the admin API and the uploads go to the same local server as
 * in mock mode (one pipeline), everything else is the static live build with the SPA fallback.
 * No client can stop it or hold it: bodies are read only for authorised callers (LocalServer.handle),
 * every connection has deadlines, their number is capped, and a broken request is answered and
 * closed, never thrown. Decisions: docs/security/server-hardening.md.
 */
export interface ReferenceOptions {
  server: LocalServer
  /** A live-mode build to serve, or null for the API alone. */
  staticDir: string | null
  /** Origins allowed to call the API from a page (CORS); none → same-origin only. Never '*'. */
  corsOrigins?: readonly string[]
  limits?: Partial<HttpLimits>
  apiPath?: string
  uploadPath?: string
}

export interface HttpLimits {
  /** From connecting to the end of the request headers; also closes a connection that sends nothing. */
  headersTimeoutMs: number
  /** From connecting to the end of the request body: a slow body cannot hold a connection (408). */
  requestTimeoutMs: number
  /** An idle keep-alive connection between two requests. */
  keepAliveTimeoutMs: number
  /** Open connections at once; further ones are closed on accept. */
  maxConnections: number
}

export const DEFAULT_LIMITS: HttpLimits = {
  headersTimeoutMs: 20_000,
  // A 256 MB backup needs ~1 MB/s to arrive within it.
  requestTimeoutMs: 300_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 256,
}

const SERVER_ERROR = JSON.stringify({ status: 'gagal', pesan: 'Terjadi kesalahan pada server.' })

/** `--cors-origin` values (repeated or comma-separated) as origins; '*' and non-URLs are refused. */
export function parseCorsOrigins(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      const origin = URL.canParse(value) ? new URL(value).origin : 'null'
      if (origin === 'null') throw new Error(`--cors-origin: bukan origin http(s): ${value}`)
      return origin
    })
}

/**
 * CORS for one request: its Origin echoed when allowed (tokens travel in the Authorization header,
 * never in cookies). `Vary: Origin` whenever the answer depends on it, so caches keep them apart.
 */
function corsHeaders(allowed: ReadonlySet<string>, origin: string | undefined): Record<string, string> {
  if (allowed.size === 0) return {}
  if (!origin || !allowed.has(origin)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Request-Id',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

/** The raw answer to a request the HTTP parser refused or timed out (no ServerResponse exists). */
function clientErrorAnswer(error: NodeJS.ErrnoException): string {
  const [status, reason] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : [400, 'Bad Request']
  const headers = Object.entries(API_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`)
  return `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n${headers.join('')}\r\n`
}

export function createReferenceServer(options: ReferenceOptions): Server {
  const apiPath = options.apiPath ?? '/admin/'
  const uploadPath = options.uploadPath ?? DEFAULT_UPLOAD_BASE
  const allowed = new Set(options.corsOrigins ?? [])
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const serveStatic = options.staticDir === null ? null : staticFiles(resolve(options.staticDir))
  // The answer in progress on each connection: a client error after its head was sent only closes.
  const answering = new WeakMap<Socket, ServerResponse>()

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const dynamic = path.startsWith(apiPath) || path.startsWith(uploadPath)
    if (!dynamic) {
      if (serveStatic) return serveStatic(req, path, res)
      return void res.writeHead(404, API_SECURITY_HEADERS).end('Not found')
    }
    const cors = corsHeaders(allowed, req.headers.origin)
    if (req.method === 'OPTIONS') return void res.writeHead(204, { ...API_SECURITY_HEADERS, ...cors }).end()
    const origin = `http://${req.headers.host ?? 'localhost'}`
    const response = await options.server.handle(toRequest(req, origin), req.socket.remoteAddress ?? null)
    const bytes = Buffer.from(await response.arrayBuffer())
    // A refused body (401, 413) was never read: Node discards what still arrives, then this closes.
    const close = req.complete ? {} : { Connection: 'close' }
    res.writeHead(response.status, {
      ...Object.fromEntries(response.headers),
      ...API_SECURITY_HEADERS,
      ...cors,
      ...close,
    })
    res.end(bytes)
  }

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often the two deadlines above are checked (Node's default is 30 s).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, limits.headersTimeoutMs / 4)),
    },
    (req, res) => {
      answering.set(req.socket, res)
      answer(req, res).catch((error: unknown) => {
        // A client that went away (or timed out) mid-body: nobody is left to answer.
        if (req.destroyed || res.destroyed) return
        console.error('[reference-server]', error)
        if (res.headersSent) return void res.destroy()
        res
          .writeHead(500, {
            'Content-Type': 'application/json',
            ...API_SECURITY_HEADERS,
            Connection: 'close',
          })
          .end(SERVER_ERROR)
      })
    },
  )
  server.maxConnections = limits.maxConnections
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const started = answering.get(socket)?.headersSent ?? false
    // Like Node's own handler: the answer is written straight away, then the connection goes.
    if (socket.writable && !started && error.code !== 'ECONNRESET') socket.write(clientErrorAnswer(error))
    socket.destroy()
  })
  return server
}
