import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { contractCheck } from '../../scripts/contract-check/command.ts'
import { createReferenceServer, type HttpLimits } from '../../src/server/http-server.ts'
import { currentServer, startTestServer } from '../support/test-server.ts'

/** What one run of `npm run contract:check` printed and returned. */
export interface CheckRun {
  code: number
  out: string[]
  err: string[]
  /** The last line of stdout ('N passed, M failed'). */
  last: string
}

/** Runs the command in this process with `argv`, capturing its two streams. */
export async function runContractCheck(argv: string[]): Promise<CheckRun> {
  const out: string[] = []
  const err: string[] = []
  const code = await contractCheck(argv, {
    out: (line) => out.push(...line.split('\n')),
    err: (line) => err.push(line),
  })
  return { code, out, err, last: out.at(-1) ?? '' }
}

/**
 * The reference server's HTTP side in front of a fresh demo database per test, on whichever engine
 * the test file selected; `base()` is its admin base ('http://127.0.0.1:PORT/admin/').
 */
export function referenceServerPerTest(limits?: Partial<HttpLimits>): { base: () => string } {
  const http = createReferenceServer({ server: currentServer, staticDir: null, limits })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/admin/`
  })
  beforeEach(async () => {
    await startTestServer()
  })
  afterAll(() => new Promise((closed) => http.close(closed)))
  return { base: () => base }
}

/** The demo's logins and our server's provider-state hook (docs/contract-check.md). */
export const fullRunArgs = (base: string) => [
  '--base',
  base,
  '--admin',
  'admin:admin123',
  '--unit',
  'unit:unit123',
  // The first active employee with app access, with the seeded app password (README).
  '--pegawai',
  ':pegawai123',
  '--setup-url',
  `${base}api/data/reset`,
]
