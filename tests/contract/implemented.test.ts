import { afterAll, beforeAll } from 'vitest'
import { mswServer } from '../support/test-server.ts'
import { contractSuite } from './contract-suite.ts'

/** The contract suite against the mock's local server in Node, through msw/node as in the browser. */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

contractSuite()
