import { describe, expect, it } from 'vitest'
import { DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { clockAt } from '../../src/api-handlers/clock.ts'
import { computeRecap } from '../../src/api-handlers/recap.ts'
import { dailyPresence, type UnitScope } from '../../src/db/reports.ts'
import { addDays, DEFAULT_ZONA_WAKTU } from '../../src/domain/calendar.ts'
import {
  selectTestEngine,
  startTestServer,
  TEST_NOW,
  TEST_TODAY,
  type TestServer,
} from '../support/test-server.ts'

/**
 * The report aggregates (COUNT … FILTER, reports.ts) answer the same on the browser's sql.js and on
 * PostgreSQL (pglite, the same SQL the server's PostgreSQL runs), from the same seeded database:
 * every cell of the period recap and the dashboard's daily figures, over a month, a quarter and a
 * year, for several grace periods, the whole foundation and one unit.
 */
const ranges = [
  { from: addDays(TEST_TODAY, -30), to: TEST_TODAY },
  { from: addDays(TEST_TODAY, -90), to: addDays(TEST_TODAY, 7) },
  { from: addDays(TEST_TODAY, -365), to: TEST_TODAY },
]
const graces = [0, 5, 15]
/** The foundation's clock at the tests' instant (today and the time, for the Alpha rule). */
const TEST_CLOCK = clockAt(TEST_NOW, DEFAULT_ZONA_WAKTU)
const units: UnitScope[] = [null, DEMO_UNIT_KODE]

async function everyReport(server: TestServer) {
  const answers: unknown[] = []
  for (const range of ranges)
    for (const grace of graces)
      for (const unit of units) {
        answers.push(await computeRecap(server.db, range, { unit, grace, now: TEST_CLOCK }))
        answers.push(await dailyPresence(server.db, range, unit, grace))
      }
  return answers
}

describe('report aggregates on every engine', () => {
  it('sql.js and PostgreSQL give the same recap cells and daily figures', async () => {
    selectTestEngine('sqljs')
    const onSqlJs = await everyReport(await startTestServer())
    selectTestEngine('pglite')
    const onPostgres = await everyReport(await startTestServer())
    // Not vacuous: the seeded months hold arrivals, lateness after each grace, leave and early leave.
    const monthRecap = onSqlJs[0] as { masuk: number; jum_telat: number; ijin: number; sakit: number }[]
    expect(monthRecap.some((row) => row.masuk > 0 && row.jum_telat > 0)).toBe(true)
    expect(monthRecap.some((row) => row.ijin + row.sakit > 0)).toBe(true)
    expect(onPostgres).toEqual(onSqlJs)
  }, 120_000)
})
