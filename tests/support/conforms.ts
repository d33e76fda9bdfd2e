import { assert } from 'vitest'
import { z } from 'zod'

/**
 * Asserts that `value` fits `schema` and returns what the schema makes of it. A failure names
 * every field that broke (zod's path and message), where `safeParse(...).success` only said
 * "expected false to be true". `label` says what was checked (an endpoint's answer, a body).
 */
export function expectConforms<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  label: string,
): z.output<Schema> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) assert.fail(`${label} does not fit its schema:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}
