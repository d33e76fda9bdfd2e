import { z } from 'zod'
import { type Endpoint, failure, MAX_BODY_BYTES } from './define.ts'
import { contract } from './index.ts'

/**
 * Builds the OpenAPI 3.1 document of the contract with zod's own JSON Schema conversion (draft
 * 2020-12, which OpenAPI 3.1 uses): requests from the schemas' input side, responses from the
 * output side. Pure: no I/O, so tests call it directly; scripts/write-openapi.ts writes the file.
 */

type JsonSchema = Record<string, unknown>

interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  description?: string
  schema: JsonSchema
}

const failureRef = { $ref: '#/components/schemas/Failure' }

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' })
  return rest
}

const parametersOf = (schema: z.ZodObject | undefined, location: 'path' | 'query'): Parameter[] => {
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

const failureResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: failureRef } },
})

/** A file body (upload or download): bytes of the media type, not JSON. */
const fileContent = (mediaType: string) => ({ [mediaType]: { schema: { type: 'string', format: 'binary' } } })

const responsesOf = (endpoint: Endpoint) => {
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Berhasil',
      content: endpoint.download
        ? fileContent(endpoint.download.mediaType)
        : { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
    },
  }
  if (endpoint.params || endpoint.query || endpoint.body) {
    responses['400'] = failureResponse('Isian tidak valid')
  }
  if (endpoint.access !== 'public') responses['401'] = failureResponse('Belum masuk atau sesi berakhir')
  if (endpoint.access === 'admin' || endpoint.method !== 'GET') {
    responses['403'] = failureResponse('Tidak berhak')
  }
  if (endpoint.params || endpoint.method === 'PUT' || endpoint.method === 'DELETE') {
    responses['404'] = failureResponse('Data tidak ditemukan')
  }
  if (endpoint.method !== 'GET' && endpoint.access !== 'public') {
    responses['409'] = failureResponse('Bentrok dengan data yang ada')
  }
  if (endpoint.body) {
    const limit = endpoint.upload?.maxBytes ?? MAX_BODY_BYTES
    responses['413'] = failureResponse(`Isi permintaan lebih dari ${limit} byte`)
  }
  return responses
}

const operationOf = (name: string, endpoint: Endpoint) => {
  const parameters = [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')]
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[1] ?? endpoint.path],
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: endpoint.upload
              ? fileContent(endpoint.upload.mediaType)
              : { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: responsesOf(endpoint),
    security: endpoint.access === 'public' ? [] : [{ bearerAuth: [] }],
    'x-access': endpoint.access,
  }
}

export function buildOpenApi(endpoints: Record<string, Endpoint> = contract) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const path = `/${endpoint.path}`
    const item = paths[path] ?? {}
    item[endpoint.method.toLowerCase()] = operationOf(name, endpoint)
    paths[path] = item
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Presensi Admin API',
      version: '1.0.0',
      description:
        'Kontrak HTTP aplikasi Presensi Admin (SPEC.md §7 dan DESIGN.md), dibangkitkan dari src/contract.',
    },
    servers: [{ url: '/admin/' }],
    paths,
    components: {
      schemas: { Failure: toSchema(failure, 'output') },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>
