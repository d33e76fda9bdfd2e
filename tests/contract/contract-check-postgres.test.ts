import { describe, expect, it } from 'vitest'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { selectTestEngine } from '../support/test-server.ts'
import { fullRunArgs, referenceServerPerTest, runContractCheck } from './contract-check-support.ts'
import { SLOW_RELOAD_LIMITS } from './over-http.ts'

/**
 * `npm run contract:check` against the reference server on a real PostgreSQL server
 * (PRESENSI_PG_URL): the same full run as on the SQLite file passes. Skipped, saying so, without one.
 */
const skip = skipWithoutPostgres('contract:check')
selectTestEngine('postgres')

describe.skipIf(skip)('contract:check on PostgreSQL', () => {
  const server = referenceServerPerTest(SLOW_RELOAD_LIMITS)

  it('a full run with the setup hook and both logins passes every check, exit 0', async () => {
    const run = await runContractCheck(fullRunArgs(server.base()))
    expect(run.out.filter((line) => line.startsWith('✗'))).toEqual([])
    expect(run.code).toBe(0)
    expect(run.last).toMatch(/^\d+ passed, 0 failed$/)
  }, 180_000)
})
