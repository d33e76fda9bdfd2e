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
  /** The input side also takes '' (a query parameter the SPEC's client sends empty, "not given"). */
  blankAllowed?: true
}

const documented = new WeakMap<z.ZodType, Documented>()

/** Records the JSON Schema of `schema`'s input and/or output side; returns the schema itself. */
export function documentAs<T extends z.ZodType>(schema: T, json: Documented): T {
  documented.set(schema, json)
  return schema
}

/**
 * The JSON Schema of one side of `schema`: the recorded one, or `converted` (the conversion's own)
 * widened to take '' when blanks are allowed; undefined when nothing was recorded.
 */
export function documentedJson(
  schema: unknown,
  io: 'input' | 'output',
  converted: JsonSchema,
): JsonSchema | undefined {
  const recorded = documented.get(schema as z.ZodType)
  if (recorded?.[io]) return recorded[io]
  if (io === 'input' && recorded?.blankAllowed)
    return { anyOf: [converted, { type: 'string', const: '', description: "'' = tidak diisi" }] }
  return undefined
}
