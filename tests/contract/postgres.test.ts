import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe } from 'vitest'
import { createReferenceServer } from '../../scripts/reference/http-server.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { currentServer, selectTestEngine, setTestApiBase, TEST_API } from '../support/test-server.ts'
import { contractSuite } from './contract-suite.ts'

/**
 * The contract suite against the PostgreSQL engine on a real server (PRESENSI_PG_URL; this file's
 * own schema) over real HTTP, requests served concurrently. Skipped, saying so, without a server.
 */
const skip = skipWithoutPostgres('the contract suite')
selectTestEngine('postgres')
// Each test first reloads every table (seconds on PGlite): a keep-alive socket idle past the
// server's 5 s default would be closed just as fetch reuses it (ECONNRESET), so it stays open longer.
const http = createReferenceServer({
  server: currentServer,
  staticDir: null,
  limits: { keepAliveTimeoutMs: 120_000 },
})

describe.skipIf(skip)('contract on PostgreSQL', () => {
  beforeAll(async () => {
    await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
    setTestApiBase(`http://127.0.0.1:${(http.address() as AddressInfo).port}/admin/`)
  })
  afterAll(async () => {
    setTestApiBase(TEST_API)
    await new Promise((closed) => http.close(closed))
  })

  contractSuite()
})
