import { expect } from '@playwright/test'
import { buildOpenApi } from '../../src/contract/openapi.ts'
import { test } from './fixed-clock.ts'

/** The mock (e2e) build, served by `vite preview`: the same document as the live build. */
test('the mock build serves the contract as /openapi.json', async ({ request }) => {
  const response = await request.get('/openapi.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi())))
})
