import { answerMismatchesOf, mismatchLine } from '../../src/contract/conformance.ts'
import {
  type Contract,
  contract,
  type Endpoint,
  type EndpointName,
  failure,
  type ResponseOf,
} from '../../src/contract/index.ts'
import type { RunContext } from './context.ts'
import { type Answer, pathOf } from './http.ts'
import { isAddressNotFound } from './missing-calls.ts'
import { documentedStatuses } from './openapi-statuses.ts'
import { type Witness, witnessFor } from './witnesses.ts'

/** One call of one contract endpoint and what its answer must be. */
export interface CallSpec {
  endpoint: EndpointName
  params?: Record<string, string | number>
  query?: Record<string, string>
  /** A JSON body. */
  json?: unknown
  /** A file body (the endpoint's upload media type). */
  file?: Uint8Array
  /** Whose session sends it (default the admin's). */
  as?: 'admin' | 'unit' | 'nobody' | { token: string }
  /** Told after the call, e.g. 'dipakai pegawai': which case of the endpoint this is. */
  note?: string
  /** The exact path to send instead of the endpoint's own (garbage in path parameters). */
  rawPath?: string
  status: number
  /** Compared before and after a refused write (default: the endpoint's witness). */
  witness?: Witness | null
  /** A write that --read-only still sends because it undoes the run's own doing (logout). */
  readOnlySafe?: boolean
  /** Further rules the answer must meet: each returned line is a failure. */
  verify?: (answer: Answer) => string[] | Promise<string[]>
}

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\0'

/** The call as SPEC.md §7 writes it: 'GET api/shift/{id}'. */
export const callOf = (name: EndpointName) => `${contract[name].method} ${contract[name].path}`

export const labelOf = (spec: Pick<CallSpec, 'endpoint' | 'note'>) =>
  `${callOf(spec.endpoint)}${spec.note ? ` (${spec.note})` : ''}`

function tokenOf(ctx: RunContext, as: CallSpec['as']): string | null {
  if (as === 'nobody') return null
  if (as === 'unit') return ctx.unit
  if (typeof as === 'object') return as.token
  return ctx.admin
}

/** Why this check does not run in this run, or null when it runs. */
function skipReason(ctx: RunContext, spec: CallSpec, endpoint: Endpoint): string | null {
  if (spec.as === 'unit' && !ctx.unit) return 'level-1 check: needs --unit USER:PASS'
  if (ctx.options.readOnly && endpoint.method !== 'GET' && spec.status < 300 && !spec.readOnlySafe)
    return 'write: not sent with --read-only'
  return null
}

/**
 * The answer's body against the contract as the OpenAPI document states it: the response schema on
 * 200, `failure` otherwise, closed (an unknown field fails, as `additionalProperties: false` says).
 */
function bodyProblems(label: string, endpoint: Endpoint, answer: Answer): string[] {
  if (answer.status === 200 && endpoint.download) {
    const problems: string[] = []
    if (!answer.contentType.startsWith(endpoint.download.mediaType))
      problems.push(
        `${label}: expected media type ${endpoint.download.mediaType}, received ${answer.contentType || 'none'}`,
      )
    const header = new TextDecoder().decode(answer.bytes.slice(0, SQLITE_HEADER.length))
    if (endpoint.download.mediaType.includes('sqlite') && header !== SQLITE_HEADER)
      problems.push(
        `${label}: expected a file starting with the SQLite header, received ${JSON.stringify(header)}`,
      )
    return problems
  }
  if (answer.json === undefined)
    return [`${label}: expected a JSON body, received ${answer.contentType || 'no media type'}`]
  const schema = answer.status === 200 ? endpoint.response : failure
  const problems = answerMismatchesOf(schema, answer.json).map((mismatch) => mismatchLine(label, mismatch))
  if (!answer.contentType.includes('application/json'))
    problems.push(`${label}: expected media type application/json, received ${answer.contentType || 'none'}`)
  return problems
}

/**
 * Sends one call and records one check: the status, that the document lists it, the body's shape,
 * the spec's own rules and, for a refused write, that its witness reads the same after as before.
 * Returns the answer (for the ids later checks use), or null when the check was skipped.
 */
export async function expectCall(ctx: RunContext, spec: CallSpec): Promise<Answer | null> {
  const endpoint: Endpoint = contract[spec.endpoint]
  const name = labelOf(spec)
  const skip = skipReason(ctx, spec, endpoint)
  if (skip) {
    ctx.results.record({ group: ctx.group, name, outcome: { kind: 'skip', reason: skip } })
    return null
  }
  const refusedWrite = endpoint.method !== 'GET' && spec.status >= 400
  const witness = refusedWrite
    ? spec.witness === undefined
      ? witnessFor(spec.endpoint)
      : spec.witness
    : null
  const before = witness ? await witness.read(ctx) : null
  const path = spec.rawPath ?? pathOf(endpoint, spec.params, spec.query)
  const token = tokenOf(ctx, spec.as)
  const answer = await ctx.http.send(endpoint.method, path, {
    token,
    json: spec.json,
    file:
      spec.file && endpoint.upload ? { bytes: spec.file, mediaType: endpoint.upload.mediaType } : undefined,
  })
  const problems: string[] = []
  if (answer.status !== spec.status)
    problems.push(`${name}: expected status ${spec.status}, received ${answer.status}`)
  if (!documentedStatuses(spec.endpoint).has(String(answer.status)))
    problems.push(`${name}: status ${answer.status} is not listed in the OpenAPI document`)
  const shapeProblems = bodyProblems(name, endpoint, answer)
  problems.push(...shapeProblems)
  // The spec's own rules read the body as the contract shapes it: only once it has that shape.
  if (answer.status === spec.status && !shapeProblems.length && spec.verify)
    problems.push(...(await spec.verify(answer)))
  if (witness && before !== (await witness.read(ctx)))
    problems.push(`${name}: the refused call changed what ${witness.label} answers`)
  ctx.results.record({
    group: ctx.group,
    name,
    outcome: problems.length ? { kind: 'fail', lines: problems } : { kind: 'pass' },
    facts: {
      call: callOf(spec.endpoint),
      expected: spec.status,
      received: answer.status,
      addressNotFound: isAddressNotFound(ctx.unknownAddress, path, answer),
      informative: endpoint.access === 'public' || (token !== null && spec.status !== 401),
    },
  })
  return answer
}

/** A 200 answer's body as the contract types it, or null when it was refused, skipped or misshapen. */
export function bodyOf<N extends EndpointName>(
  name: N,
  answer: Answer | null,
): ResponseOf<Contract[N]> | null {
  if (answer?.status !== 200) return null
  const parsed = contract[name].response.safeParse(answer.json)
  return parsed.success ? (parsed.data as ResponseOf<Contract[N]>) : null
}

/** Records a check that cannot run on this backend's data, saying what was missing. */
export function skipCheck(ctx: RunContext, spec: Pick<CallSpec, 'endpoint' | 'note'>, reason: string): void {
  ctx.results.record({ group: ctx.group, name: labelOf(spec), outcome: { kind: 'skip', reason } })
}
