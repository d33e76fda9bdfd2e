import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createReferenceServer } from '../../scripts/reference/http-server.ts'
import { currentServer, selectTestEngine, setTestApiBase, TEST_API } from '../support/test-server.ts'
import { contractSuite } from './contract-suite.ts'

/** The contract suite against the PostgreSQL engine on PGlite (scripts/server/postgres.ts) over real HTTP. */
selectTestEngine('pglite')
// Each test first reloads every table (seconds on PGlite): a keep-alive socket idle past the
// server's 5 s default would be closed just as fetch reuses it (ECONNRESET), so it stays open longer.
const http = createReferenceServer({
  server: currentServer,
  staticDir: null,
  limits: { keepAliveTimeoutMs: 120_000 },
})

beforeAll(async () => {
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
  setTestApiBase(`http://127.0.0.1:${(http.address() as AddressInfo).port}/admin/`)
})
afterAll(async () => {
  setTestApiBase(TEST_API)
  await new Promise((closed) => http.close(closed))
})

contractSuite()
