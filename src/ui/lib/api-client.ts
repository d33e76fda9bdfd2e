import type { z } from 'zod'
import type { Mismatch } from '../../contract/conformance.ts'
import type { BodyInputOf, Contract, EndpointName, ResponseOf } from '../../contract/index.ts'
import { carriesRequestId, REQUEST_ID_HEADER } from '../../contract/request-id.ts'

/**
 * The one API client. Calls are named `'METHOD path'` exactly as SPEC.md §7 writes them, and all
 * types come from the contract (type-only imports: zod stays out of the UI bundle). Every failure —
 * a 4xx/5xx, a `{status:'gagal'}` answer, an unreadable answer or no connection at all — reaches
 * the caller as one `ApiFailure` carrying an Indonesian message.
 */
type ByRoute = { [K in EndpointName as `${Contract[K]['method']} ${Contract[K]['path']}`]: Contract[K] }
export type ApiRoute = keyof ByRoute
/** Every call that may change data (the contract's POST, PUT and DELETE calls). */
export type WriteRoute = Exclude<ApiRoute, `GET ${string}`>

/** Path params as the values they stand for (numbers for ids), never loose text. */
type ParamsOf<E> = E extends { params: infer S extends z.ZodType } ? z.output<S> : undefined
/** Query values as the values they stand for; '' means "not given" like the SPEC's client sends it. */
type QueryOf<E> = E extends { query: infer S extends z.ZodType }
  ? { [K in keyof z.output<S>]?: z.output<S>[K] | '' }
  : undefined

type Args<E extends Contract[EndpointName]> = (ParamsOf<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyInputOf<E> extends undefined ? { body?: undefined } : { body: BodyInputOf<E> }) & {
    /** A token to use instead of the stored session's (a session not saved yet). */
    token?: string
    /** Cancels the request (a query whose screen went away). */
    signal?: AbortSignal
  }

export type ApiArgs<R extends ApiRoute> = Args<ByRoute[R]>
export type ApiResponse<R extends ApiRoute> = ResponseOf<ByRoute[R]>

/** A failed call, carrying the message to show under 'Gagal'. `status` 0 = no connection. */
export class ApiFailure extends Error {
  readonly status: number
  constructor(status: number, pesan: string) {
    super(pesan)
    this.status = status
  }
}

/**
 * A live backend's answer that breaks the contract of its call: named for the team that must fix
 * it (the call, the first field, the reason) instead of an empty table or a blank screen.
 */
export class ContractFailure extends ApiFailure {
  readonly route: ApiRoute
  /** Every way the answer breaks the schema (the message names the first). */
  readonly mismatches: Mismatch[]
  constructor(status: number, route: ApiRoute, firstLine: string, mismatches: Mismatch[]) {
    super(status, `${CONTRACT_FAILURE}: ${firstLine}`)
    this.route = route
    this.mismatches = mismatches
  }
}

export const CONTRACT_FAILURE = 'Jawaban server tidak sesuai kontrak'

export const NETWORK_FAILURE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.'

/** The message of any error for the user: the server's pesan, or a plain Indonesian fallback. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiFailure) return error.message
  return 'Terjadi kesalahan yang tidak terduga. Coba lagi.'
}

export const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '/admin/'

interface ClientHooks {
  token: () => string | null
  /** Resolves when the backend can take requests (mock mode: the worker has the database open). */
  ready: () => Promise<void>
  onUnauthorized: () => void
  /**
   * Mock mode: delivers a file transfer (an upload or a download call) straight to the local
   * server instead of through the service worker, which hands large bodies over slowly. The same
   * Request and Response either way. Also the road a write takes when it is asked again by its id.
   */
  sendFile?: (request: Request) => Promise<Response>
  /**
   * Check every JSON answer against its call's response schema. On for a live backend, which may
   * be anyone's; off in mock mode, where the answers come from the contract's own handlers and the
   * check would only cost time (docs/contract-in-the-ui.md has the figure).
   */
  checkAnswers: boolean
  /** A write succeeded: the query cache reloads what it changed (src/ui/lib/query.ts). */
  onWritten: (route: WriteRoute) => void
}

let hooks: ClientHooks = {
  token: () => null,
  ready: () => Promise.resolve(),
  onUnauthorized: () => {},
  checkAnswers: import.meta.env.VITE_API_MODE === 'live',
  onWritten: () => {},
}

export function configureApiClient(next: Partial<ClientHooks>) {
  hooks = { ...hooks, ...next }
}

function buildUrl(path: string, params?: object, query?: object): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  )
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`
}

/** Args may be left out when the call takes no required params or body. */
type CallRest<R extends ApiRoute> =
  Partial<ApiArgs<R>> extends ApiArgs<R> ? [args?: ApiArgs<R>] : [args: ApiArgs<R>]

/** Calls whose 200 answer may carry status 'gagal' as its meaning (SPEC.md §7 Users). */
const GAGAL_IS_AN_ANSWER = new Set<ApiRoute>(['GET api/masterpengguna/cek/{usernama}'])

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

async function send(url: string, init: RequestInit & { headers: Record<string, string> }, file = false) {
  const direct = hooks.sendFile
  const asRequest = () => new Request(new URL(url, location.href), init)
  // Mock mode: a write whose fetch died (the service worker went down with a crashed tab) may have
  // been stored. Its id makes asking again safe: the local server answers what it did, or runs it
  // if it never committed. The direct hop does not pass through the service worker.
  const askable = direct !== undefined && !file && REQUEST_ID_HEADER in init.headers
  try {
    if (file && direct) return await direct(asRequest())
    const response = await fetch(url, init)
    // Its answer's body can still be cut off with the service worker: read it here, within reach.
    return askable ? await wholly(response) : response
  } catch (error) {
    if (isAbort(error)) throw error // a cancelled query is not a failure to show
    if (askable) return askAgain(direct, asRequest())
    throw new ApiFailure(0, NETWORK_FAILURE)
  }
}

/** The session's bearer header, or none without a session. */
const authorization = (token: string | null | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {}

async function wholly(response: Response): Promise<Response> {
  const bytes = await response.arrayBuffer()
  const { status, statusText, headers } = response
  return new Response(bytes.byteLength ? bytes : null, { status, statusText, headers })
}

async function askAgain(direct: (request: Request) => Promise<Response>, request: Request) {
  try {
    return await direct(request)
  } catch (error) {
    if (isAbort(error)) throw error
    throw new ApiFailure(0, NETWORK_FAILURE)
  }
}

type Answer = { status?: unknown; pesan?: unknown } | null

async function readAnswer(response: Response): Promise<Answer> {
  try {
    return (await response.json()) as Answer
  } catch (error) {
    if (isAbort(error)) throw error // cancelled by the caller: not an unreadable answer
    return null
  }
}

/** Sends a call of the contract; a file body (an import) goes as its bytes, anything else as JSON. */
async function request(
  route: ApiRoute,
  rest: unknown[],
  answer: 'json' | 'file',
): Promise<{ response: Response; token: string | null }> {
  const args = (rest[0] ?? {}) as {
    params?: object
    query?: object
    body?: unknown
    token?: string
    signal?: AbortSignal
  }
  const [method, path] = route.split(' ') as [string, string]
  await hooks.ready()
  const token = args.token ?? hooks.token()
  const headers: Record<string, string> = {
    Accept: answer === 'json' ? 'application/json' : '*/*',
    ...authorization(token),
  }
  // Fixed before the request leaves the page: every arrival of this write is the same write. Only
  // the local server (mock mode) honours it; a live server's CORS need not know the header.
  if (hooks.sendFile && carriesRequestId(method)) headers[REQUEST_ID_HEADER] = crypto.randomUUID()
  const file = args.body instanceof Blob || args.body instanceof Uint8Array
  if (args.body !== undefined)
    headers['Content-Type'] = file ? 'application/octet-stream' : 'application/json'
  const init = {
    method,
    headers,
    body: args.body === undefined ? undefined : file ? (args.body as BodyInit) : JSON.stringify(args.body),
    signal: args.signal,
  }
  const response = await send(buildUrl(path, args.params, args.query), init, file || answer === 'file')
  return { response, token }
}

function refusal(response: Response, data: Answer, token: string | null): ApiFailure {
  const pesan = typeof data?.pesan === 'string' && data.pesan ? data.pesan : null
  if (response.status === 401 && token) hooks.onUnauthorized()
  return new ApiFailure(response.status, pesan ?? `Permintaan gagal (kode ${response.status}).`)
}

export async function api<R extends ApiRoute>(route: R, ...rest: CallRest<R>): Promise<ApiResponse<R>> {
  const check = hooks.checkAnswers ? loadAnswerCheck(route) : null
  const { response, token } = await request(route, rest, 'json')
  const data = await readAnswer(response)
  if (!response.ok) throw refusal(response, data, token)
  // A live backend may answer a refusal with 200 and status 'gagal': the same failure for the UI —
  // except where 'gagal' is the answer itself (the username check: 'gagal' = taken).
  if (data?.status === 'gagal' && !GAGAL_IS_AN_ANSWER.has(route)) {
    const pesan = typeof data.pesan === 'string' && data.pesan ? data.pesan : null
    throw new ApiFailure(response.status, pesan ?? 'Permintaan gagal.')
  }
  if (data === null) throw new ApiFailure(response.status, 'Jawaban server tidak dapat dibaca.')
  if (check) enforceContract(route, response.status, data, await check)
  announceWrite(route)
  return data as ApiResponse<R>
}

type AnswerCheck = Awaited<ReturnType<typeof import('./contract-schemas.ts').answerCheckOf>>

/**
 * The check of `route`'s answers, loaded while the request travels (this module's chunk and the
 * route's contract domain file; never in the entry chunk).
 */
function loadAnswerCheck(route: ApiRoute): Promise<AnswerCheck> {
  const loading = import('./contract-schemas.ts')
    .then((schemas) => schemas.answerCheckOf(route))
    .catch((error: unknown) => {
      console.error(`[kontrak] ${route}: the schema could not be loaded`, error)
      throw new ApiFailure(0, NETWORK_FAILURE) // most likely the schema chunk did not arrive
    })
  loading.catch(() => {}) // awaited only once an answer came: a failed request must not leave it unhandled
  return loading
}

/** Throws a ContractFailure when the answer breaks its call's schema, logging every mismatch. */
function enforceContract(route: ApiRoute, status: number, data: unknown, check: AnswerCheck): void {
  const { mismatches, firstLine } = check(data)
  if (firstLine === null) return
  // The screen shows the first; the console has them all, for whoever fixes the backend.
  console.error(`[kontrak] ${route}: ${CONTRACT_FAILURE.toLowerCase()}`, mismatches)
  throw new ContractFailure(status, route, firstLine, mismatches)
}

/** A download call (a contract endpoint whose answer is a file): its bytes, failures as for `api()`. */
export async function apiDownload<R extends ApiRoute>(route: R, ...rest: CallRest<R>): Promise<Blob> {
  const { response, token } = await request(route, rest, 'file')
  if (!response.ok) throw refusal(response, await readAnswer(response), token)
  let file: Blob
  try {
    file = await response.blob()
  } catch {
    throw new ApiFailure(0, NETWORK_FAILURE)
  }
  announceWrite(route)
  return file
}

const isWrite = (route: ApiRoute): route is WriteRoute => !route.startsWith('GET ')

/** A call that succeeded may have changed data: the query cache hears of it (`onWritten`). */
function announceWrite(route: ApiRoute) {
  if (isWrite(route)) hooks.onWritten(route)
}

/**
 * An uploaded picture (a selfie, a leave letter) fetched with the session's token, which an <img>
 * cannot send (docs/security/pictures.md). null when the server has none for this caller (404, or
 * 401): the screen shows its default image. A picture is secondary, so a 401 here does not end
 * the session; the next API call does that.
 */
export async function fetchPicture(url: string, signal?: AbortSignal): Promise<Blob | null> {
  await hooks.ready()
  const response = await send(url, { headers: authorization(hooks.token()), signal })
  return response.ok ? await response.blob() : null
}
