import type { z } from 'zod'
import { type Contract, contract, type EndpointName, type Failure } from '../../src/contract/index.ts'

export const TEST_API = 'http://localhost/admin/'

/** Where calls go: msw/node's in-process server by default, a real HTTP server when set. */
let apiBase = TEST_API
export function setTestApiBase(url: string) {
  apiBase = url
}

/**
 * A typed test call, written as SPEC.md §7 writes the endpoint: `call('DELETE api/tahunajaran/{id}',
 * { params: { id: 3 }, token })`. Params, query and body are typed from the contract's input side,
 * the 200 body from its response schema (the test server also validates every response).
 */
export type Route = {
  [K in EndpointName]: `${Contract[K]['method']} ${Contract[K]['path']}`
}[EndpointName]

type NameOf<R extends Route> = {
  [K in EndpointName]: `${Contract[K]['method']} ${Contract[K]['path']}` extends R ? K : never
}[EndpointName]

type EndpointOf<R extends Route> = Contract[NameOf<R>]

/** The schema an endpoint declares under `key` (params, query, body, response), or undefined. */
type SchemaOf<E, Key extends string> = E extends { [P in Key]: infer S } ? S : undefined

type Part<Value, Key extends string> = [Value] extends [undefined]
  ? { [P in Key]?: never }
  : Partial<Value> extends Value
    ? { [P in Key]?: Value }
    : { [P in Key]: Value }

/**
 * Path params as the values they stand for (the schemas coerce text, so their input side is
 * `unknown`); query values may also be '' like the spec's client sends them; bodies as JSON input.
 */
type ParamsPart<S> = S extends z.ZodType ? z.output<S> : undefined
type QueryPart<S> = S extends z.ZodType ? { [K in keyof z.output<S>]?: z.output<S>[K] | '' } : undefined
type BodyPart<S> = S extends z.ZodType ? z.input<S> : undefined

export type CallInput<R extends Route> = { token?: string } & Part<
  ParamsPart<SchemaOf<EndpointOf<R>, 'params'>>,
  'params'
> &
  Part<QueryPart<SchemaOf<EndpointOf<R>, 'query'>>, 'query'> &
  Part<BodyPart<SchemaOf<EndpointOf<R>, 'body'>>, 'body'>

/** Nothing required (e.g. a public GET) → the input may be left out. */
type InputArgs<R extends Route> =
  Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>]

export type ResponseBody<R extends Route> = z.output<SchemaOf<EndpointOf<R>, 'response'>>

export type CallResult<R extends Route> =
  | { status: 200; body: ResponseBody<R> }
  | { status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 501 | 503 | 507; body: Failure }

const byRoute = new Map(
  Object.values(contract).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
)

function urlOf(route: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}) {
  const endpoint = byRoute.get(route)
  if (!endpoint) throw new Error(`no contract endpoint ${route}`)
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${route}: missing param ${name}`)
    return encodeURIComponent(String(params[name]))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value))
  }
  const qs = search.toString()
  return { method: endpoint.method, path: qs ? `${path}?${qs}` : path }
}

interface AnyInput {
  token?: string
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

export async function call<R extends Route>(route: R, ...args: InputArgs<R>): Promise<CallResult<R>> {
  const given = (args as unknown as [AnyInput?])[0] ?? {}
  const { method, path } = urlOf(route, given.params, given.query)
  return (await rawCall(method, path, { token: given.token, body: given.body })) as CallResult<R>
}

/** The 200 body; any other status fails the test with the server's message. */
export async function callOk<R extends Route>(route: R, ...args: InputArgs<R>): Promise<ResponseBody<R>> {
  const result = (await call(route, ...args)) as CallResult<R>
  if (result.status !== 200) throw new Error(`${route} answered ${result.status}: ${result.body.pesan}`)
  return result.body
}

/** A failure's status and message; a 200 fails the test. */
export async function callFail<R extends Route>(
  route: R,
  ...args: InputArgs<R>
): Promise<{ status: number; pesan: string }> {
  const result = (await call(route, ...args)) as CallResult<R>
  if (result.status === 200)
    throw new Error(`${route} unexpectedly succeeded: ${JSON.stringify(result.body)}`)
  expectFailureShape(result.body)
  return { status: result.status, pesan: result.body.pesan }
}

function expectFailureShape(body: Failure) {
  if (body.status !== 'gagal' || typeof body.pesan !== 'string' || !body.pesan) {
    throw new Error(`not a failure body: ${JSON.stringify(body)}`)
  }
}

/** A request body as sent: bytes (a file upload) as they are, text as it is, anything else as JSON. */
function encodeBody(body: unknown): { body?: BodyInit; type?: string } {
  if (body === undefined) return {}
  if (body instanceof Uint8Array)
    return { body: body as Uint8Array<ArrayBuffer>, type: 'application/vnd.sqlite3' }
  return { body: typeof body === 'string' ? body : JSON.stringify(body), type: 'application/json' }
}

/**
 * Any method and path, any body (garbage included): for tests of malformed input. Prefer `call()`.
 * A JSON answer is parsed; a file answer (a download call) comes back as its bytes.
 */
export async function rawCall(method: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {}
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  const encoded = encodeBody(init.body)
  if (encoded.type) headers['Content-Type'] = encoded.type
  const response = await fetch(`${apiBase}${path}`, { method, headers, body: encoded.body })
  const isJson = (response.headers.get('content-type') ?? '').includes('json')
  const body = isJson ? await response.json() : new Uint8Array(await response.arrayBuffer())
  return { status: response.status, body: body as Record<string, unknown> }
}

export async function loginAs(usernama: string, pass: string): Promise<string> {
  const { status, body } = await rawCall('PUT', 'admin/login', { body: { usernama, pass } })
  if (status !== 200) throw new Error(`login ${usernama} failed: ${JSON.stringify(body)}`)
  return (body.data as { token_app: string }).token_app
}
