import { describe, expect, it } from 'vitest'
import { generateExamples } from '../../scripts/openapi/examples.ts'
import { contract, type Endpoint, type EndpointName } from '../../src/contract/index.ts'
import { examples } from '../../src/contract/openapi/examples.ts'
import { expectConforms } from '../support/conforms.ts'

/**
 * The document's examples (src/contract/openapi/examples.json) are generated from the demo data
 * (`npm run contract:examples`), cover every operation and fit its schemas. The document's own
 * JSON Schemas check them too: redocly's no-invalid-media-type-examples (tests/unit/openapi.test.ts).
 */
const names = Object.keys(contract) as EndpointName[]

describe('OpenAPI examples', () => {
  it('are what npm run contract:examples generates today (run it after a contract or seed change)', async () => {
    expect(examples).toEqual(await generateExamples())
  }, 120_000)

  it.each(names)('%s: has a request when it takes input and a 200 answer unless a file', (name) => {
    const endpoint = contract[name] as Endpoint
    const example = examples[name]
    if (endpoint.params)
      expect(Object.keys(example?.request?.params ?? {})).toEqual(Object.keys(endpoint.params.shape))
    if (endpoint.body && !endpoint.upload) expect(example?.request?.body).toBeDefined()
    if (endpoint.download) expect(example?.response).toBeUndefined()
    else expect(example?.response).toBeDefined()
  })

  it.each(names)('%s: fits the contract schemas of its call', (name) => {
    const endpoint = contract[name] as Endpoint
    const { request, response } = examples[name] ?? {}
    if (endpoint.params) expectConforms(endpoint.params, request?.params, `${name}'s example params`)
    if (endpoint.query) expectConforms(endpoint.query, request?.query, `${name}'s example query`)
    if (endpoint.body && !endpoint.upload)
      expectConforms(endpoint.body, request?.body, `${name}'s example body`)
    if (!endpoint.download) expectConforms(endpoint.response, response, `${name}'s example answer`)
  })
})
