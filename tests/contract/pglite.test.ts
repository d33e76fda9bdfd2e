import { describe } from 'vitest'
import { PG_URL } from '../support/postgres.ts'
import { selectTestEngine } from '../support/test-server.ts'
import { contractSuiteOverHttp, SLOW_RELOAD_LIMITS } from './over-http.ts'

/**
 * The contract suite against the PostgreSQL engine on PGlite (the server's PostgreSQL dialect in
 * process) over real HTTP: for a machine without a PostgreSQL server. Where one is named
 * (PRESENSI_PG_URL, as in `npm test`), tests/contract/postgres.test.ts runs the same suite on the
 * real server and this run would add nothing (docs/testing.md).
 */
selectTestEngine('pglite')
describe.skipIf(!!PG_URL)('contract on PGlite (no PostgreSQL server named)', () =>
  contractSuiteOverHttp(SLOW_RELOAD_LIMITS),
)
