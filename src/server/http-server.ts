import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { resolve } from 'node:path'
import { matchRoute } from '../api-handlers/router.ts'
import type { LocalServer } from '../api-handlers/server.ts'
import { DEFAULT_UPLOAD_BASE } from '../contract/uploads.ts'
import { API_SECURITY_HEADERS } from './csp.ts'
import { createIclock, type IclockLimits } from './iclock.ts'
import { toRequest } from './node-request.ts'
import { staticFiles } from './static-files.ts'

/**
 * The reference server's HTTP side: the admin API and the uploads go to the same local server as
 * in mock mode (one pipeline), everything else is the static live build with the SPA fallback.
 * No client can stop it or hold it: bodies are read only for authorised callers (LocalServer.handle),
 * every connection has deadlines, their number is capped in total and per client address (a fair
 * share), and a broken request or an unknown method is answered and closed, never thrown.
 * Decisions: docs/security/server-hardening.md.
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
  /**
   * Serve the fingerprint machines' push under `/iclock/` (issue 32, src/server/iclock.ts), with
   * these limits; absent: no `/iclock/` (the mock's servers: a machine cannot reach a browser).
   */
  iclock?: Partial<IclockLimits>
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
  /**
   * Open connections at once from one client address (an IPv6 client: its /64); a further one
   * takes the place of an idle keep-alive connection of that address, or is closed on accept.
   */
  maxConnectionsPerAddress: number
  /**
   * The whole body of a call anyone may make (the two logins), from the end of its headers: a
   * stranger cannot hold a connection for the request deadline by sending it slowly (408).
   */
  publicBodyTimeoutMs: number
}

export const DEFAULT_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  // A 256 MB backup needs ~1 MB/s to arrive within it (only an admin's body is read that long).
  requestTimeoutMs: 300_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 256,
  maxConnectionsPerAddress: 32,
  // A login body is under 1 KB.
  publicBodyTimeoutMs: 10_000,
}

/** Where the fingerprint machines call (ADMS/iClock): fixed by their firmware. */
const ICLOCK_PATH = '/iclock/'

const SERVER_ERROR = JSON.stringify({ status: 'gagal', pesan: 'Terjadi kesalahan pada server.' })
const METHOD_REFUSED = JSON.stringify({ status: 'gagal', pesan: 'Metode tidak didukung untuk alamat ini.' })
const BODY_TOO_SLOW = JSON.stringify({ status: 'gagal', pesan: 'Data yang dikirim terlambat. Coba lagi.' })

/** The methods this server answers anywhere; any other (TRACE, CONNECT, FOO…) is a 405. */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']
const EVERY_METHOD = SERVED_METHODS.join(', ')

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
function clientErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): string {
  if (error.code === 'HPE_INVALID_METHOD' && isRequestLine(error.rawPacket)) return rawMethodRefused()
  const [status, reason] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : [400, 'Bad Request']
  return rawAnswer(`${status} ${reason}`, {})
}

/**
 * A well-formed request line (`FOO /path HTTP/1.1`) with a method Node's parser does not know: a
 * 405, where garbage (`NONSENSE`) stays a 400.
 */
function isRequestLine(packet: Buffer | undefined): boolean {
  const line = packet?.subarray(0, 8192).toString('latin1').split('\n')[0] ?? ''
  return /^[!#$%&'*+.^`|~\w-]+ \S+ HTTP\/\d\.\d\r?$/.test(line)
}

/** A whole answer without a body, written straight to a socket that then closes. */
function rawAnswer(statusLine: string, extra: Record<string, string>): string {
  const headers = Object.entries({ ...extra, ...API_SECURITY_HEADERS }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  )
  return `HTTP/1.1 ${statusLine}\r\nConnection: close\r\nContent-Length: 0\r\n${headers.join('')}\r\n`
}

const rawMethodRefused = () => rawAnswer('405 Method Not Allowed', { Allow: EVERY_METHOD })

/**
 * The methods a path answers, for the `Allow` of a 405: an API path's own (from the contract's
 * routes) plus the CORS preflight; pictures GET/HEAD; the pages GET/HEAD.
 */
function allowedMethods(path: string, apiPath: string, uploadPath: string): string {
  if (path.startsWith(uploadPath)) return 'GET, HEAD, OPTIONS'
  if (!path.startsWith(apiPath)) return 'GET, HEAD'
  // No route has the empty method: every route of this path comes back as 'wrong-method'.
  const match = matchRoute('', path.slice(apiPath.length))
  if (match.kind !== 'wrong-method') return EVERY_METHOD // an unknown path: what the API answers anywhere
  return [...new Set([...match.allowed, 'OPTIONS'])].join(', ')
}

/** A call anyone may make (the two logins), whose body is read before anyone is known. */
function isPublicCall(method: string, path: string, apiPath: string): boolean {
  if (!path.startsWith(apiPath) || method === 'GET' || method === 'HEAD') return false
  try {
    const match = matchRoute(method, path.slice(apiPath.length))
    return match.kind === 'found' && match.route.endpoint.access === 'public'
  } catch {
    return false
  }
}

/**
 * Answers 408 and closes the connection when the body has not all arrived within `ms` of its
 * headers. The handler still reading it sees the connection gone and answers nobody.
 */
function bodyDeadline(req: IncomingMessage, res: ServerResponse, ms: number): void {
  if (req.complete) return
  const timer = setTimeout(() => {
    if (req.complete || res.headersSent) return
    res
      .writeHead(408, { 'Content-Type': 'application/json', ...API_SECURITY_HEADERS, Connection: 'close' })
      .end(BODY_TOO_SLOW, () => req.socket.destroy())
  }, ms)
  const settled = () => clearTimeout(timer)
  req.once('end', settled)
  req.once('close', settled)
}

/**
 * The client a connection counts against: its IPv4 address, or the /64 of an IPv6 one (a single
 * IPv6 client commonly holds a whole /64 and could otherwise open each connection from another address).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? []
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0')
  const groups = address.includes('::') ? [...headGroups, ...zeros, ...tailGroups] : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/**
 * The fair share: at most `perAddress` open connections per client (clientKey). One more from a
 * client at its share takes the place of an idle keep-alive connection of that client (one that
 * was answered and waits for its next request), else it is closed at once: the cheapest refusal,
 * and a client holding its share with slow or silent connections keeps nobody else out.
 */
function shareConnections(server: Server, perAddress: number): void {
  const open = new Map<string, Set<Socket>>()
  // Requests in progress per connection; absent: none has arrived yet (not idle, still in its head).
  const inProgress = new WeakMap<Socket, number>()
  const isIdle = (socket: Socket) => inProgress.get(socket) === 0

  server.on('connection', (socket: Socket) => {
    const key = clientKey(socket.remoteAddress)
    const mine = open.get(key) ?? new Set<Socket>()
    if (mine.size >= perAddress) {
      const spare = [...mine].find(isIdle)
      if (!spare) return void socket.destroy()
      mine.delete(spare)
      spare.destroy()
    }
    mine.add(socket)
    open.set(key, mine)
    socket.once('close', () => {
      mine.delete(socket)
      if (mine.size === 0 && open.get(key) === mine) open.delete(key)
    })
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1)
    res.once('close', () => inProgress.set(socket, Math.max(0, (inProgress.get(socket) ?? 1) - 1)))
  })
}

export function createReferenceServer(options: ReferenceOptions): Server {
  const apiPath = options.apiPath ?? '/admin/'
  const uploadPath = options.uploadPath ?? DEFAULT_UPLOAD_BASE
  const allowed = new Set(options.corsOrigins ?? [])
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const serveStatic = options.staticDir === null ? null : staticFiles(resolve(options.staticDir))
  // The answer in progress on each connection: a client error after its head was sent only closes.
  const answering = new WeakMap<Socket, ServerResponse>()
  const iclock = options.iclock ? createIclock(options.server, options.iclock) : null

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const method = req.method ?? 'GET'
    if (!SERVED_METHODS.includes(method)) return refuseMethod(req, res, path)
    if (isPublicCall(method, path, apiPath)) bodyDeadline(req, res, limits.publicBodyTimeoutMs)
    if (iclock && path.startsWith(ICLOCK_PATH)) {
      // A machine has no token: its body is a stranger's, held no longer than a login's.
      bodyDeadline(req, res, limits.publicBodyTimeoutMs)
      return iclock(req, res, clientKey(req.socket.remoteAddress))
    }
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
    if (res.headersSent) return // the body deadline has answered (408)
    // A refused body (401, 413) was never read: Node discards what still arrives, then this closes.
    const close = req.complete ? {} : { Connection: 'close' }
    // The router's 405 (a method the path lacks) names the path's methods, as every 405 must.
    const allow = response.status === 405 ? { Allow: allowedMethods(path, apiPath, uploadPath) } : {}
    res.writeHead(response.status, {
      ...Object.fromEntries(response.headers),
      ...API_SECURITY_HEADERS,
      ...cors,
      ...close,
      ...allow,
    })
    res.end(bytes)
  }

  /** 405 with the path's `Allow`, its body never read; nothing logged (a scanner's probe is no error). */
  function refuseMethod(req: IncomingMessage, res: ServerResponse, path: string) {
    const close = req.complete ? {} : { Connection: 'close' }
    res
      .writeHead(405, {
        'Content-Type': 'application/json',
        Allow: allowedMethods(path, apiPath, uploadPath),
        ...API_SECURITY_HEADERS,
        ...close,
      })
      .end(METHOD_REFUSED)
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
  shareConnections(server, limits.maxConnectionsPerAddress)
  // CONNECT never reaches the request handler; without this Node would close it without an answer.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => undefined)
    socket.end(rawMethodRefused(), () => socket.destroy())
  })
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const started = answering.get(socket)?.headersSent ?? false
    // Like Node's own handler: the answer is written straight away, then the connection goes.
    if (socket.writable && !started && error.code !== 'ECONNRESET') socket.write(clientErrorAnswer(error))
    socket.destroy()
  })
  return server
}
