import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createReferenceServer, type HttpLimits } from '../../src/server/http-server.ts'
import { currentServer, setTestApiBase, TEST_API } from '../support/test-server.ts'
import { contractSuite } from './contract-suite.ts'

/**
 * The contract suite over real HTTP (node:http, fetch, CORS): the reference server's HTTP side in
 * front of whichever engine the test file selected, on a free loopback port.
 */
export function contractSuiteOverHttp(limits?: Partial<HttpLimits>): void {
  const http = createReferenceServer({ server: currentServer, staticDir: null, limits })
  beforeAll(async () => {
    await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
    setTestApiBase(`http://127.0.0.1:${(http.address() as AddressInfo).port}/admin/`)
  })
  afterAll(async () => {
    setTestApiBase(TEST_API)
    await new Promise((closed) => http.close(closed))
  })
  contractSuite()
}

/**
 * For engines whose tests reload every table first (seconds on PostgreSQL): a keep-alive socket idle
 * past the server's 5 s default would be closed just as fetch reuses it (ECONNRESET).
 */
export const SLOW_RELOAD_LIMITS: Partial<HttpLimits> = { keepAliveTimeoutMs: 120_000 }
