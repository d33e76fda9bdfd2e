import { type Endpoint, failure } from './define.ts'
import { contract } from './index.ts'
import { bodyExamples, parameterExample } from './openapi/examples.ts'
import { parametersOf, toSchema } from './openapi/schemas.ts'
import {
  failureResponse,
  METHOD_NOT_ALLOWED,
  methodNotAllowed,
  statusComponents,
  statusesOf,
} from './openapi/statuses.ts'

/**
 * Builds the OpenAPI 3.1 document of the contract (docs/openapi.md). Pure: no I/O, so tests call
 * it directly; the Vite plugin (scripts/openapi-plugin.ts) serves and emits it as /openapi.json.
 */

/** The tag every call beyond SPEC.md §7 carries besides its domain's (`extension: true`). */
export const EXTENSION_TAG = 'Ekstensi'

/** A file body (upload or download): bytes of the media type, not JSON. */
const fileContent = (mediaType: string) => ({ [mediaType]: { schema: { type: 'string', format: 'binary' } } })

function responsesOf(name: string, endpoint: Endpoint) {
  const responses: Record<string, unknown> = {}
  for (const status of statusesOf(endpoint)) {
    responses[String(status)] =
      status === 200
        ? {
            description: 'Berhasil',
            content: endpoint.download
              ? fileContent(endpoint.download.mediaType)
              : {
                  'application/json': {
                    schema: toSchema(endpoint.response, 'output'),
                    ...bodyExamples(name, 'response'),
                  },
                },
          }
        : failureResponse(status, endpoint)
  }
  return responses
}

/** The domain tag: the path's first segment after `api/` (`admin/login` → admin). */
const domainTag = (endpoint: Endpoint) => endpoint.path.split('/')[1] ?? endpoint.path

const tagsOf = (endpoint: Endpoint) =>
  endpoint.extension ? [domainTag(endpoint), EXTENSION_TAG] : [domainTag(endpoint)]

function requestBodyOf(name: string, endpoint: Endpoint) {
  if (!endpoint.body) return {}
  const content = endpoint.upload
    ? fileContent(endpoint.upload.mediaType)
    : { 'application/json': { schema: toSchema(endpoint.body, 'input'), ...bodyExamples(name, 'request') } }
  return { requestBody: { required: true, content } }
}

function operationOf(name: string, endpoint: Endpoint) {
  const parameters = [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')].map(
    (parameter) => ({ ...parameter, ...parameterExample(name, parameter) }),
  )
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: tagsOf(endpoint),
    ...(parameters.length ? { parameters } : {}),
    ...requestBodyOf(name, endpoint),
    responses: responsesOf(name, endpoint),
    security: endpoint.access === 'public' ? [] : [{ bearerAuth: [] }],
    'x-access': endpoint.access,
    ...(endpoint.extension ? { 'x-presensi-extension': true } : {}),
  }
}

const METHOD_NOT_ALLOWED_NOTE =
  'Metode lain di alamat ini dijawab 405 (x-presensi-other-methods), kecuali alamat yang juga cocok dengan pola alamat lain yang punya metode itu.'

export function buildOpenApi(endpoints: Record<string, Endpoint> = contract) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const path = `/${endpoint.path}`
    const item = paths[path] ?? {
      description: METHOD_NOT_ALLOWED_NOTE,
      // OpenAPI has no place for an answer of a method a path lacks: an extension, responses-shaped.
      'x-presensi-other-methods': { [METHOD_NOT_ALLOWED]: methodNotAllowed },
    }
    item[endpoint.method.toLowerCase()] = operationOf(name, endpoint)
    paths[path] = item
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Presensi Admin API',
      version: '1.0.0',
      description:
        'Kontrak HTTP aplikasi Presensi Admin (SPEC.md §7 dan DESIGN.md), dibangkitkan dari src/contract. ' +
        `Panggilan di luar SPEC.md §7 bertanda x-presensi-extension dan tag ${EXTENSION_TAG}. ` +
        'Status tiap operasi diuji terhadap server (docs/openapi.md).',
    },
    // No trailing slash: paths start with '/', so /admin + /api/shift is the call's address.
    servers: [{ url: '/admin' }],
    tags: [
      { name: EXTENSION_TAG, description: 'Panggilan di luar SPEC.md §7 (DESIGN.md dan isu sesudahnya)' },
    ],
    paths,
    components: {
      schemas: { Failure: toSchema(failure, 'output') },
      headers: statusComponents.headers,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    },
  }
}
