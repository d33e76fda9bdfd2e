import type {
  BodyInputOf,
  Contract,
  EndpointName,
  ParamsInputOf,
  QueryInputOf,
  ResponseOf,
} from '../../contract/index.ts'

/**
 * The one API client. Calls are named `'METHOD path'` exactly as SPEC.md §7 writes them, and all
 * types come from the contract (type-only imports: zod stays out of the UI bundle).
 */
type ByRoute = { [K in EndpointName as `${Contract[K]['method']} ${Contract[K]['path']}`]: Contract[K] }
export type ApiRoute = keyof ByRoute

type Args<E extends Contract[EndpointName]> = (ParamsInputOf<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsInputOf<E> }) &
  (QueryInputOf<E> extends undefined ? { query?: undefined } : { query?: QueryInputOf<E> }) &
  (BodyInputOf<E> extends undefined ? { body?: undefined } : { body: BodyInputOf<E> }) & {
    /** A token to use instead of the stored session's (a session not saved yet). */
    token?: string
  }

export type ApiResponse<R extends ApiRoute> = ResponseOf<ByRoute[R]>

/** A non-2xx answer, carrying the server's `pesan` for the 'Gagal' dialog. */
export class ApiFailure extends Error {
  readonly status: number
  constructor(status: number, pesan: string) {
    super(pesan)
    this.status = status
  }
}

export const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '/admin/'

interface ClientHooks {
  token: () => string | null
  /** Resolves when the backend can take requests (mock mode: the worker has the database open). */
  ready: () => Promise<void>
  onUnauthorized: () => void
}

let hooks: ClientHooks = { token: () => null, ready: () => Promise.resolve(), onUnauthorized: () => {} }

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
  Partial<Args<ByRoute[R]>> extends Args<ByRoute[R]> ? [args?: Args<ByRoute[R]>] : [args: Args<ByRoute[R]>]

export async function api<R extends ApiRoute>(route: R, ...rest: CallRest<R>): Promise<ApiResponse<R>> {
  const args = (rest[0] ?? {}) as { params?: object; query?: object; body?: unknown; token?: string }
  const [method, path] = route.split(' ') as [string, string]
  await hooks.ready()
  const token = args.token ?? hooks.token()
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  if (args.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(buildUrl(path, args.params, args.query), {
    method,
    headers,
    body: args.body === undefined ? undefined : JSON.stringify(args.body),
  })
  const data = (await response.json().catch(() => null)) as { pesan?: string } | null
  if (!response.ok) {
    if (response.status === 401 && token) hooks.onUnauthorized()
    throw new ApiFailure(response.status, data?.pesan ?? `Permintaan gagal (${response.status})`)
  }
  return data as ApiResponse<R>
}
