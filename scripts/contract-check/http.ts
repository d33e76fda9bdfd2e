import { randomUUID } from 'node:crypto'
import type { Endpoint, HttpMethod } from '../../src/contract/index.ts'
import { carriesRequestId, REQUEST_ID_HEADER } from '../../src/contract/request-id.ts'

/** One answer as the checks read it: status, media type, and the body as JSON (when it is) and bytes. */
export interface Answer {
  status: number
  contentType: string
  /** The parsed body; undefined when it is not JSON. */
  json: unknown
  bytes: Uint8Array
}

/** The backend did not answer at all (refused, reset, DNS): the run stops with exit code 2. */
export class UnreachableError extends Error {}

export interface Send {
  token?: string | null
  /** A JSON body. */
  json?: unknown
  /** A file body (uploads), sent as the endpoint's media type. */
  file?: { bytes: Uint8Array; mediaType: string }
}

/** The path of a call: `{name}` filled from `params`, then every query value in the order given. */
export function pathOf(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  query?: Record<string, string>,
) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`)
    return encodeURIComponent(String(value))
  })
  // Every parameter is sent, empty ones included, as the SPEC's client does.
  const search = query ? new URLSearchParams(query).toString() : ''
  return search ? `${path}?${search}` : path
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Plain HTTP to the backend under test: nothing here knows how the backend is built. */
export class HttpClient {
  readonly base: URL
  constructor(base: URL) {
    this.base = base
  }

  async send(method: HttpMethod, path: string, request: Send = {}): Promise<Answer> {
    return this.sendTo(new URL(path, this.base), method, request)
  }

  async sendTo(url: URL, method: HttpMethod, request: Send = {}): Promise<Answer> {
    const headers: Record<string, string> = {}
    if (request.token) headers.Authorization = `Bearer ${request.token}`
    // Writes carry an id as the UI's do; a backend may ignore it (src/contract/request-id.ts).
    if (carriesRequestId(method)) headers[REQUEST_ID_HEADER] = randomUUID()
    let body: BodyInit | undefined
    if (request.file) {
      headers['Content-Type'] = request.file.mediaType
      body = new Blob([request.file.bytes.slice()])
    } else if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(request.json)
    }
    let response: Response
    try {
      response = await fetch(url, { method, headers, body })
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
      throw new UnreachableError(`${method} ${url.href} got no answer${cause}`)
    }
    const bytes = new Uint8Array(await response.arrayBuffer())
    const contentType = response.headers.get('content-type') ?? ''
    // Parsed whatever the media type says: the checks name a wrong type apart from a wrong body.
    const json = parseJson(new TextDecoder().decode(bytes))
    return { status: response.status, contentType, json, bytes }
  }
}
