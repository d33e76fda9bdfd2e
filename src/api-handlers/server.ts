import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { type Endpoint, type EndpointName, type Failure, MAX_BODY_BYTES } from '../contract/index.ts'
import { DEFAULT_UPLOAD_BASE } from '../contract/uploads.ts'
import type { Database } from '../db/schema.ts'
import type { LoggedStatement, WriteLog } from '../db/write-log.ts'
import { findEmployeeSession } from './auth/employee-session.ts'
import { PHASED_CALLS } from './auth/phased-calls.ts'
import { bearerToken, findSession } from './auth/session.ts'
import { foundationClockSource } from './clock.ts'
import type { AuthSession, DatabaseControl, EmployeeSession, HandlerContext } from './context.ts'
import { WHOLE_DATABASE_CALLS } from './data.ts'
import {
  ApiError,
  badRequest,
  forbidden,
  fromDatabaseError,
  isConcurrencyConflict,
  unauthorized,
} from './errors.ts'
import { handlers } from './registry.ts'
import { createReadersWriterLock } from './request-lock.ts'
import { createRequestQueue } from './request-queue.ts'
import { firstIssueMessage, matchRoute, type Route } from './router.ts'
import { ownPicture, uploadedPicture } from './uploads.ts'

export interface ServerOptions {
  db: Kysely<Database>
  /**
   * The browser's durability (sql.js in memory + a journal): records each transaction's statements
   * for `persist`. Absent for an engine whose own COMMIT is durable (a SQLite file, PostgreSQL).
   */
  writeLog?: WriteLog
  /**
   * The write log for one request's transactions, when it depends on the request (the browser's
   * request ledger records a forwarded request's answer in its own frame); default `writeLog`.
   */
  writeLogOf?: (request: Request) => WriteLog
  /** Makes a transaction's statements durable; it runs before COMMIT, so a failure rolls back. */
  persist?: (statements: LoggedStatement[]) => Promise<void> | void
  now?: () => Date
  /** Path prefix of the admin API (VITE_API_BASE_URL's path), e.g. '/admin/'. */
  basePath?: string
  /** Path prefix of the uploaded pictures (VITE_UPLOAD_BASE_URL's path), e.g. '/uploads/'. */
  uploadPath?: string
  /** Check every response against the contract (tests); off in the browser for speed. */
  validateResponses?: boolean
  /** Export, import and reset of the whole database (the Data screen); absent → those calls 501. */
  control?: DatabaseControl
  /**
   * Serve requests side by side (a database server with a pool: PostgreSQL) instead of one at a
   * time (sql.js, one synchronous connection). Each write then runs in a SERIALIZABLE transaction,
   * run again on a serialization failure or deadlock (at most MAX_TRANSACTION_ATTEMPTS times), and
   * the whole-database calls run alone (request-lock.ts).
   */
  concurrent?: boolean
}

/** Tries of a write transaction PostgreSQL keeps refusing for concurrent ones, before a 503. */
export const MAX_TRANSACTION_ATTEMPTS = 8

/** A random pause before another try, growing with each: the clashing transactions drift apart. */
const retryPause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** Math.min(attempt, 6)))

export interface LocalServer {
  /**
   * Answers a request under the admin base (the API) or the upload base (photos, letters).
   * `client`: the caller's address, when the transport knows it (login throttling keys on it).
   */
  handle(request: Request, client?: string | null): Promise<Response>
  /** Runs `work` between requests, never inside one (checkpoints, export, shutdown). */
  exclusive<T>(work: () => Promise<T> | T): Promise<T>
  /**
   * Runs `work` as a write call runs: in its turn among the requests, in one transaction made
   * durable before it answers. For the host's own calls that are no HTTP route (mock mode's
   * 'Buka sebagai pegawai', presensi/open-as-employee.ts); `at` is the server's clock.
   */
  write<T>(work: (db: Kysely<Database>, at: Date) => Promise<T>): Promise<T>
}

const json = (status: number, body: unknown) => Response.json(body, { status })

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024))
const bodyTooLarge = (limit: number) => `Data yang dikirim terlalu besar (maksimal ${mb(limit)} MB).`
const failureResponse = (status: number, pesan: string) =>
  json(status, { status: 'gagal', pesan } satisfies Failure)

type AnyHandler = (context: HandlerContext<Endpoint>) => Promise<unknown>

/**
 * The local "server": one place that routes, authenticates, authorises, validates, runs the
 * handler in a transaction (for writes), makes the write durable and maps errors. Requests are
 * served one at a time: sql.js is a single synchronous connection, so queuing costs nothing.
 * With `concurrent`, they run side by side (see ServerOptions.concurrent).
 */
export function createServer(options: ServerOptions): LocalServer {
  const basePath = options.basePath ?? '/admin/'
  const uploadPath = options.uploadPath ?? DEFAULT_UPLOAD_BASE
  const now = options.now ?? (() => new Date())
  const concurrent = options.concurrent ?? false
  const { exclusive, shared, offQueue } = concurrent ? createReadersWriterLock() : createRequestQueue()
  const clocks = foundationClockSource(options.db)

  async function serve(request: Request, body: Uint8Array, client: string | null): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname.startsWith(uploadPath))
      return servePicture(request, url.pathname.slice(uploadPath.length))
    if (!url.pathname.startsWith(basePath)) return failureResponse(404, 'Alamat tidak ditemukan.')
    try {
      const match = matchRoute(request.method, url.pathname.slice(basePath.length))
      if (match.kind === 'none') return failureResponse(404, 'Alamat tidak ditemukan.')
      if (match.kind === 'wrong-method')
        return failureResponse(405, 'Metode tidak didukung untuk alamat ini.')
      const at = now()
      const { session, employee } = await authorise(match.route, request.headers, at)
      const input = parseInput(match.route.endpoint, match.params, url.searchParams, body)
      const handler = (handlers as Partial<Record<EndpointName, AnyHandler>>)[match.route.name]
      if (!handler) return failureResponse(501, 'Fitur ini belum tersedia di mode lokal.')
      const control = options.control ?? null
      const writeLog = options.writeLogOf?.(request) ?? options.writeLog
      const context = {
        ...input,
        session,
        employee,
        db: options.db,
        now: at,
        clock: await clocks.at(at),
        client,
        control,
        phases: {
          offQueue,
          transaction: (write) => runInTransaction((inner) => write(inner.db), context, writeLog),
        },
      } as HandlerContext<Endpoint>
      // Whole-database calls replace or export the database itself: between requests, never in a
      // transaction. A phased call (login, password changes) steps off the queue and opens its own transaction.
      const direct =
        request.method === 'GET' ||
        WHOLE_DATABASE_CALLS.has(match.route.name) ||
        PHASED_CALLS.has(match.route.name)
      const result = await (direct ? handler(context) : runInTransaction(handler, context, writeLog)).finally(
        () => clocks.after(match.route.name),
      )
      if (options.validateResponses) match.route.endpoint.response.parse(result)
      return answer(match.route.endpoint, result)
    } catch (error) {
      return errorResponse(error)
    }
  }

  async function servePicture(request: Request, path: string): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return failureResponse(405, 'Metode tidak didukung untuk alamat ini.')
    try {
      // Health documents and selfies: the same session as the API (docs/security/pictures.md);
      // an employee-app session gets its own pictures only (issue 17).
      const token = bearerToken(request.headers)
      const session = token ? await findSession(options.db, token, now()) : null
      const employee = token && !session ? await findEmployeeSession(options.db, token, now()) : null
      if (!session && !employee) throw unauthorized()
      const bytes = session
        ? await uploadedPicture(options.db, path, session)
        : await ownPicture(options.db, path, employee as EmployeeSession)
      if (!bytes) return failureResponse(404, 'Gambar tidak ditemukan.')
      // Personal data fetched with a token: kept by no cache, shared or private (the UI holds it as a blob).
      const headers = { 'Content-Type': 'image/jpeg', 'Cache-Control': 'no-store' }
      return new Response(request.method === 'HEAD' ? null : new Blob([bytes as Uint8Array<ArrayBuffer>]), {
        headers,
      })
    } catch (error) {
      return errorResponse(error)
    }
  }

  /**
   * The caller: an admin session (looked up in `sesi`) for admin calls, an employee session (in
   * `sesi_pegawai`) for the employee app's: a token of the other kind is never found, so 401.
   */
  async function authorise(route: Route, headers: Headers, at: Date): Promise<Caller> {
    const token = bearerToken(headers)
    if (route.endpoint.access === 'pegawai') {
      const employee = token ? await findEmployeeSession(options.db, token, at) : null
      if (!employee) throw unauthorized()
      return { session: null, employee }
    }
    const session = token ? await findSession(options.db, token, at) : null
    if (route.endpoint.access === 'public') return { session, employee: null }
    if (!session) throw unauthorized()
    if (route.endpoint.access === 'admin' && session.levelx !== 0) throw forbidden()
    return { session, employee: null }
  }

  /** One transaction per call, tried again when PostgreSQL refuses it for a concurrent one. */
  async function runInTransaction(
    handler: AnyHandler,
    context: HandlerContext<Endpoint>,
    writeLog = options.writeLog,
  ): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transactionOnce(handler, context, writeLog)
      } catch (error) {
        if (!concurrent || !isConcurrencyConflict(error) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error
        await retryPause(attempt)
      }
    }
  }

  /** One transaction; its statements are made durable (sql.js) before COMMIT answers 2xx. */
  async function transactionOnce(
    handler: AnyHandler,
    context: HandlerContext<Endpoint>,
    writeLog: WriteLog | undefined,
  ): Promise<unknown> {
    let failureToReport: ApiError | null = null
    const begin = concurrent
      ? options.db.transaction().setIsolationLevel('serializable')
      : options.db.transaction()
    const result = await begin.execute(async (tx) => {
      const run = async () => {
        try {
          return await handler({ ...context, db: tx })
        } catch (error) {
          if (!(error instanceof ApiError && error.commit)) throw error
          failureToReport = error
          return null
        }
      }
      if (!writeLog) return run()
      const { result, statements } = await writeLog.capture(run)
      if (statements.length && options.persist) await options.persist(statements)
      return result
    })
    if (failureToReport) throw failureToReport
    return result
  }

  /**
   * The body is read (and its size checked) before the request joins the queue, and only once the
   * caller may send it: a route that needs a session is authorised first (no token: at once, not
   * even queued), and an unknown route's body is never read. So nobody unauthorised gets a byte of
   * a body buffered, whatever its size.
   */
  async function handle(request: Request, client: string | null = null): Promise<Response> {
    const route = routeOf(request, basePath)
    if (!route) return shared(() => serve(request, NO_BODY, client))
    const limit = route.endpoint.upload?.maxBytes ?? MAX_BODY_BYTES
    let body: Uint8Array
    try {
      if (route.endpoint.access !== 'public' && mayHaveBody(request)) {
        if (!bearerToken(request.headers)) throw unauthorized()
        await shared(() => authorise(route, request.headers, now()))
      }
      const declared = Number(request.headers.get('content-length') ?? 0)
      if (declared > limit) throw new ApiError(413, bodyTooLarge(limit))
      body = await readLimited(request, limit)
    } catch (error) {
      // Not awaited: some transports only settle the cancel once the answer is sent.
      if (!request.bodyUsed) void request.body?.cancel().catch(() => undefined)
      if (error instanceof ApiError) return failureResponse(error.status, error.message)
      throw error
    }
    // Whole-database calls run alone: no request in flight sees half an import.
    const turn = WHOLE_DATABASE_CALLS.has(route.name) ? exclusive : shared
    return turn(() => serve(request, body, client))
  }

  function write<T>(work: (db: Kysely<Database>, at: Date) => Promise<T>): Promise<T> {
    const at = now()
    const context = { db: options.db } as HandlerContext<Endpoint>
    return shared(() => runInTransaction((inner) => work(inner.db, at), context)) as Promise<T>
  }

  return { handle, exclusive, write }
}

const NO_BODY = new Uint8Array(0)

/** Who calls: an admin (admin calls, public ones when signed in) or an employee (employee-app calls). */
interface Caller {
  session: AuthSession | null
  employee: EmployeeSession | null
}

const mayHaveBody = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'

/** The API route a request names, or null (another path, unknown, wrong method: serve() answers it). */
function routeOf(request: Request, basePath: string): Route | null {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith(basePath)) return null
  try {
    const match = matchRoute(request.method, pathname.slice(basePath.length))
    return match.kind === 'found' ? match.route : null
  } catch {
    return null // a malformed path: serve() answers it
  }
}

/** A 200: JSON, or the file bytes of a download call. */
function answer(endpoint: Endpoint, result: unknown): Response {
  if (!endpoint.download) return json(200, result)
  const bytes = result as Uint8Array<ArrayBuffer>
  // One chunk of a stream, not the bytes: a Response copies bytes it is made from, and a download
  // is the whole database (the browser's worker hands this chunk on as it is: worker/protocol.ts).
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': endpoint.download.mediaType, 'Content-Length': String(bytes.byteLength) },
  })
}

/** The request body, refusing it (413) as soon as it passes `limit` bytes. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new ApiError(413, bodyTooLarge(limit))
    }
    chunks.push(value)
  }
  if (chunks.length === 1 && chunks[0]) return chunks[0] // a whole body in one piece: no copy
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function parseInput(
  endpoint: Endpoint,
  rawParams: Record<string, string>,
  search: URLSearchParams,
  bytes: Uint8Array,
): { params: unknown; query: unknown; body: unknown } {
  const params = endpoint.params ? validate(endpoint.params, rawParams) : {}
  const query = endpoint.query ? validate(endpoint.query, Object.fromEntries(search)) : {}
  const content = endpoint.upload ? bytes : readJson(new TextDecoder().decode(bytes))
  const body = endpoint.body ? validate(endpoint.body, content) : undefined
  return { params, query, body }
}

function readJson(text: string): unknown {
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('Format data tidak valid (bukan JSON).')
  }
}

function validate(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error))
  return parsed.data
}

function errorResponse(error: unknown): Response {
  const known = error instanceof ApiError ? error : fromDatabaseError(error)
  if (known) {
    const response = failureResponse(known.status, known.message)
    if (known.retryAfterSeconds) response.headers.set('Retry-After', String(known.retryAfterSeconds))
    return response
  }
  console.error('[server] unexpected error', error)
  return failureResponse(500, 'Terjadi kesalahan pada server lokal.')
}
