import type { z } from 'zod'

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

function reasonOf(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${kindOf(value)}`
    case 'invalid_value':
      return `expected ${issue.values.map(shown).join(' or ')}, received ${shown(value)}`
    case 'invalid_format':
      return `expected ${issue.format}${'pattern' in issue && issue.pattern ? ` matching ${issue.pattern}` : ''}, received ${shown(value)}`
    case 'too_small':
      return `expected ${issue.origin === 'string' ? 'length ' : ''}>= ${String(issue.minimum)}, received ${shown(value)}`
    case 'too_big':
      return `expected ${issue.origin === 'string' ? 'length ' : ''}<= ${String(issue.maximum)}, received ${shown(value)}`
    case 'unrecognized_keys':
      return `unexpected keys ${issue.keys.join(', ')}`
    case 'invalid_union':
      return `matches none of the allowed shapes, received ${kindOf(value)}`
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

/** 'GET api/shift: hari: expected string, received array' (no field part for the answer itself). */
export const mismatchLine = (call: string, mismatch: Pick<Mismatch, 'field' | 'reason'>) =>
  `${call}: ${mismatch.field ? `${mismatch.field}: ` : ''}${mismatch.reason}`
