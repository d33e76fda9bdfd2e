import { describe } from 'vitest'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { selectTestEngine } from '../support/test-server.ts'
import { iclockSuite } from './iclock-suite.ts'

/** The machines' push on a real PostgreSQL server (PRESENSI_PG_URL), over real HTTP. */
const skip = skipWithoutPostgres('the iClock push tests')
selectTestEngine('postgres')

describe.skipIf(skip)('iClock push on PostgreSQL', () => iclockSuite())
