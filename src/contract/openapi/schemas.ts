import { z } from 'zod'
import { documentedJson, type JsonSchema } from '../documented.ts'

/**
 * zod → JSON Schema (draft 2020-12, which OpenAPI 3.1 uses): requests from a schema's input side,
 * responses from its output side. A field documented with `documentAs` (src/contract/documented.ts)
 * replaces what the conversion makes of it: refinements and pipes are invisible to the conversion.
 */
export function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema }) => {
      const target = jsonSchema as JsonSchema
      const { default: _default, ...converted } = target
      const replacement = documentedJson(zodSchema, io, converted)
      if (!replacement) return
      // A default (the schema's own) stays beside the replacement; every other keyword is replaced.
      const { default: kept } = target
      for (const key of Object.keys(target)) delete target[key]
      Object.assign(target, replacement, kept === undefined ? {} : { default: kept })
    },
  })
  return rest
}

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  description?: string
  schema: JsonSchema
}

/** One OpenAPI parameter per property of a path or query schema (path params are always required). */
export function parametersOf(schema: z.ZodObject | undefined, location: 'path' | 'query'): Parameter[] {
  if (!schema) return []
  const json = toSchema(schema, 'input')
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    }
  })
}
