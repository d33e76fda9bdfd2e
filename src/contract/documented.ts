import type { z } from 'zod'

/**
 * What the OpenAPI document says of a field whose checks zod's JSON Schema conversion drops
 * (refinements, transforms, pipes): written once beside the field, used by src/contract/openapi.
 * `.meta()` covers plain additions (a description, a format); this covers a whole replacement,
 * e.g. a photo's `oneOf` (a data URL, '' to keep, null to remove).
 */
export type JsonSchema = Record<string, unknown>

interface Documented {
  input?: JsonSchema
  output?: JsonSchema
}

const documented = new WeakMap<z.ZodType, Documented>()

/** Records the JSON Schema of `schema`'s input and/or output side; returns the schema itself. */
export function documentAs<T extends z.ZodType>(schema: T, json: Documented): T {
  documented.set(schema, json)
  return schema
}

/** The recorded JSON Schema of one side of `schema`, or undefined (the conversion's own stands). */
export const documentedJson = (schema: unknown, io: 'input' | 'output'): JsonSchema | undefined =>
  documented.get(schema as z.ZodType)?.[io]
