import { describe } from 'vitest'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { selectTestEngine } from '../support/test-server.ts'
import { contractSuiteOverHttp, SLOW_RELOAD_LIMITS } from './over-http.ts'

/**
 * The contract suite against the PostgreSQL engine on a real server (PRESENSI_PG_URL; this file's
 * own schema) over real HTTP, requests served concurrently. Skipped, saying so, without a server.
 */
const skip = skipWithoutPostgres('the contract suite')
selectTestEngine('postgres')

describe.skipIf(skip)('contract on PostgreSQL', () => contractSuiteOverHttp(SLOW_RELOAD_LIMITS))
