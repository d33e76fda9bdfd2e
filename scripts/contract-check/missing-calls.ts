import { failure } from '../../src/contract/index.ts'
import type { Answer, HttpClient } from './http.ts'

/**
 * Telling a missing call from a wrong one (docs/contract-check.md, "Missing calls"). A backend that
 * lacks a call answers it as it answers any unknown address: a 404 without the app's failure
 * shape (a web server's 'Not found'), or its catch-all 404, which may well have that shape. The run
 * asks for one address no contract has, once, and compares every 404 with that answer.
 */

/** A path under the admin base that no contract will ever hold. */
const UNKNOWN_ADDRESS = `api/bukan-panggilan-kontrak-${Date.now().toString(36)}`

/** How the backend answers an address it does not have: the status and the body, its path as `{path}`. */
export interface UnknownAddressAnswer {
  status: number
  body: string
}

/** The body as comparable text: JSON re-serialised (key spacing aside), the call's own path blanked. */
function comparableBody(answer: Answer, paths: string[]): string {
  let text = answer.json === undefined ? new TextDecoder().decode(answer.bytes) : JSON.stringify(answer.json)
  for (const path of paths) text = text.replaceAll(path, '{path}')
  return text
}

/** The paths a catch-all may echo: with and without the query. */
const echoedPaths = (path: string) => {
  const [bare = path] = path.split('?')
  return bare === path ? [path] : [path, bare]
}

export async function probeUnknownAddress(http: HttpClient, token: string): Promise<UnknownAddressAnswer> {
  const answer = await http.send('GET', UNKNOWN_ADDRESS, { token })
  return { status: answer.status, body: comparableBody(answer, echoedPaths(UNKNOWN_ADDRESS)) }
}

/**
 * Whether `answer` (to `path`) is a 404 of an address the backend does not have, rather than the
 * app's refusal of an unknown id: no failure shape, or the very answer of the unknown address.
 */
export function isAddressNotFound(unknown: UnknownAddressAnswer, path: string, answer: Answer): boolean {
  if (answer.status !== 404) return false
  if (!failure.safeParse(answer.json).success) return true
  return unknown.status === 404 && comparableBody(answer, echoedPaths(path)) === unknown.body
}
