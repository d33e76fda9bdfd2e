import { expect } from '@playwright/test'
import { buildOpenApi } from '../../src/contract/openapi.ts'
import { test } from '../e2e/fixed-clock.ts'

/** The live build, as `npm run build:live` makes it and `npm run server -- --static` serves it. */
test('the live build serves the contract as /openapi.json', async ({ request }) => {
  const response = await request.get('/openapi.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi())))
})
