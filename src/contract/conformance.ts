import type { z } from 'zod'
import { TANGGAL_PATTERN, WAKTU_PATTERN } from '../domain/calendar.ts'

/**
 * How an answer breaks the contract, said for the people who must fix the backend: the field (as
 * the screen knows it, without list positions or the `datae`/`data` wrapper) and the reason in the
 * words a developer searches for ('expected number, received string'). Shared by the live UI's
 * contract message and `npm run contract:check`, so both name a broken call the same way.
 */

export interface Mismatch {
  /** Dotted field path without array positions or the answer's wrapper; '' for the answer itself. */
  field: string
  reason: string
  /** The full path as zod reports it, for the console and JUnit details. */
  path: (string | number)[]
}

/** JSON's names for what a value is: null and array apart from object. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (value instanceof Uint8Array) return 'bytes'
  return typeof value
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

const WRAPPERS = new Set(['datae', 'data'])

/** `['datae', 0, 'hari']` → 'hari'; `['data', 'token_app']` → 'token_app'; `['datae']` → 'datae'. */
export function fieldOf(path: readonly PropertyKey[]): string {
  const keys = path.filter((key): key is string => typeof key === 'string')
  const inner = keys.length > 1 && WRAPPERS.has(keys[0] as string) ? keys.slice(1) : keys
  return inner.join('.')
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text
}

/** The contract's own formats by their pattern: a developer reads 'YYYY-MM-DD', not a regex. */
const NAMED_PATTERNS = new Map([
  [String(TANGGAL_PATTERN), 'a date YYYY-MM-DD'],
  [String(WAKTU_PATTERN), 'a time HH:mm'],
])

function formatOf(issue: z.core.$ZodIssueInvalidStringFormat): string {
  const pattern = 'pattern' in issue && typeof issue.pattern === 'string' ? issue.pattern : ''
  return NAMED_PATTERNS.get(pattern) ?? `${issue.format}${pattern ? ` matching ${pattern}` : ''}`
}

/**
 * What a union of plain values allows ('0 or 1', 'number or string or null'), or null when a branch
 * is a shape (an object): then no short list says it.
 */
function allowedOf(issue: z.core.$ZodIssueInvalidUnion): string | null {
  const allowed: string[] = []
  for (const branch of issue.errors) {
    const [only] = branch
    if (branch.length !== 1 || !only || only.path.length) return null
    if (only.code === 'invalid_value') allowed.push(...only.values.map(shown))
    else if (only.code === 'invalid_type') allowed.push(only.expected)
    else return null
  }
  return allowed.length ? allowed.join(' or ') : null
}

function reasonOf(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${kindOf(value)}`
    case 'invalid_value':
      return `expected ${issue.values.map(shown).join(' or ')}, received ${shown(value)}`
    case 'invalid_format':
      return `expected ${formatOf(issue)}, received ${shown(value)}`
    case 'too_small':
      return `expected ${issue.origin === 'string' ? 'length ' : ''}>= ${String(issue.minimum)}, received ${shown(value)}`
    case 'too_big':
      return `expected ${issue.origin === 'string' ? 'length ' : ''}<= ${String(issue.maximum)}, received ${shown(value)}`
    case 'unrecognized_keys':
      return `unexpected keys ${issue.keys.join(', ')}`
    case 'invalid_union': {
      const allowed = allowedOf(issue)
      return allowed
        ? `expected ${allowed}, received ${shown(value)}`
        : `matches none of the allowed shapes, received ${kindOf(value)}`
    }
    case 'custom':
      // A refinement may say in params what it expects (the date helper: a real calendar day).
      return typeof issue.params?.expected === 'string'
        ? `expected ${issue.params.expected}, received ${shown(value)}`
        : issue.message
    default:
      return issue.message
  }
}

/** Every way `value` breaks `schema`, in zod's order; [] when it conforms. */
export function mismatchesOf(schema: z.ZodType, value: unknown): Mismatch[] {
  const result = schema.safeParse(value)
  if (result.success) return []
  return result.error.issues.map((issue) => ({
    field: fieldOf(issue.path),
    reason: reasonOf(issue, valueAt(value, issue.path)),
    path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
  }))
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The keys of `raw` that the parse dropped (`parsed` is what the schema made of it): a closed
 * object's extra fields. A record or a loose object keeps its keys, so they are never extra.
 */
function droppedKeys(raw: unknown, parsed: unknown, path: (string | number)[], found: Mismatch[]) {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    raw.forEach((item, index) => {
      droppedKeys(item, parsed[index], [...path, index], found)
    })
  } else if (isPlainObject(raw) && isPlainObject(parsed)) {
    for (const [key, value] of Object.entries(raw)) {
      const at = [...path, key]
      const field = fieldOf(at)
      if (key in parsed) droppedKeys(value, parsed[key], at, found)
      // Once per field: every row of a list carrying it says nothing more.
      else if (!found.some((extra) => extra.field === field))
        found.push({ field, reason: `unexpected field, received ${shown(value)}`, path: at })
    }
  }
}

/**
 * Every field of `value` the schema does not know. Answers are closed (docs/openapi.md, "Answers
 * are closed"): the document says `additionalProperties: false`, and `npm run contract:check`
 * judges by it. [] when `value` does not even parse: its mismatches come first.
 */
export function extraFieldsOf(schema: z.ZodType, value: unknown): Mismatch[] {
  const result = schema.safeParse(value)
  if (!result.success) return []
  const found: Mismatch[] = []
  droppedKeys(value, result.data, [], found)
  return found
}

/** An answer against the contract as the OpenAPI document states it: its mismatches, else its extra fields. */
export function answerMismatchesOf(schema: z.ZodType, value: unknown): Mismatch[] {
  const mismatches = mismatchesOf(schema, value)
  return mismatches.length ? mismatches : extraFieldsOf(schema, value)
}

/** 'GET api/shift: hari: expected string, received array' (no field part for the answer itself). */
export const mismatchLine = (call: string, mismatch: Pick<Mismatch, 'field' | 'reason'>) =>
  `${call}: ${mismatch.field ? `${mismatch.field}: ` : ''}${mismatch.reason}`
