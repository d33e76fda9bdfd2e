import { contract, type EndpointName } from '../../src/contract/index.ts'
import { buildOpenApi } from '../../src/contract/openapi.ts'

/**
 * The statuses the OpenAPI document lists per operation: an answered status outside them fails the
 * check, so the document and the backend cannot drift apart unnoticed.
 */
const document = buildOpenApi()

type Operation = { responses?: Record<string, unknown> }

export function documentedStatuses(name: EndpointName): Set<string> {
  const endpoint = contract[name]
  const item = (document.paths[`/${endpoint.path}`] ?? {}) as Record<string, Operation>
  return new Set(Object.keys(item[endpoint.method.toLowerCase()]?.responses ?? {}))
}
