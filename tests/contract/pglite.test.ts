import { selectTestEngine } from '../support/test-server.ts'
import { contractSuiteOverHttp, SLOW_RELOAD_LIMITS } from './over-http.ts'

/** The contract suite against the PostgreSQL engine on PGlite (src/server/postgres.ts) over real HTTP. */
selectTestEngine('pglite')
contractSuiteOverHttp(SLOW_RELOAD_LIMITS)
