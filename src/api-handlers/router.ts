import type { z } from 'zod'
import { type Contract, contract, type Endpoint, type EndpointName } from '../contract/index.ts'
import { badRequest } from './errors.ts'

export interface Route {
  name: EndpointName
  endpoint: Endpoint
  pattern: RegExp
  paramNames: string[]
  staticSegments: number
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'none' }

function compile(name: EndpointName, endpoint: Endpoint): Route {
  const segments = endpoint.path.split('/')
  const paramNames: string[] = []
  const source = segments
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      paramNames.push(param[1])
      return '([^/]+)'
    })
    .join('/')
  const staticSegments = segments.length - paramNames.length
  return { name, endpoint, pattern: new RegExp(`^${source}$`), paramNames, staticSegments }
}

/** More literal segments first, so `api/absensi/cek/riwayat/{idp}` wins over `api/absensi/cek/{tgl}/{idp}`. */
const routes: Route[] = (Object.entries(contract) as [EndpointName, Contract[EndpointName]][])
  .map(([name, endpoint]) => compile(name, endpoint as Endpoint))
  .sort((a, b) => b.staticSegments - a.staticSegments)

export function matchRoute(method: string, path: string): RouteMatch {
  const allowed: string[] = []
  for (const route of routes) {
    const match = route.pattern.exec(path)
    if (!match) continue
    if (route.endpoint.method !== method) {
      allowed.push(route.endpoint.method)
      continue
    }
    const params: Record<string, string> = {}
    for (const [i, paramName] of route.paramNames.entries()) {
      const decoded = decodePathSegment(match[i + 1] ?? '')
      if (decoded === null) throw badRequest('Alamat mengandung karakter yang tidak valid.')
      params[paramName] = decoded
    }
    return { kind: 'found', route, params }
  }
  return allowed.length ? { kind: 'wrong-method', allowed } : { kind: 'none' }
}

/** A path segment's text, or null when its percent-escapes are malformed ('%E0%A4%A'). */
function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The first validation problem as the user-facing message, prefixed with the field when zod's is generic. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Isian tidak valid.'
  const field = issue.path.map(String).join('.')
  if (!field || !GENERIC_MESSAGE.test(issue.message)) return issue.message
  const detail = issue.message
    .replace(GENERIC_MESSAGE, '')
    .replace(TYPE_NAME, (name) => TYPE_NAMES[name] ?? name)
  return detail ? `Isian ${field} tidak valid: ${detail}.` : `Isian ${field} tidak valid.`
}

/** zod's own (locale) wording, which names no field: 'Input tidak valid: diharapkan number, …'. */
const GENERIC_MESSAGE = /^(Input|Pilihan|String|Angka|Nilai) tidak valid:? ?|^(?=Terlalu )/
const TYPE_NAMES: Record<string, string> = {
  number: 'angka',
  string: 'teks',
  boolean: 'benar/salah',
  array: 'daftar',
  object: 'objek',
  undefined: 'kosong',
  null: 'kosong',
}
const TYPE_NAME = /\b(number|string|boolean|array|object|undefined|null)\b/g
