// test-clock: dependent — the demo's history follows the clock it is seeded at
import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, demoClockAt, seedDemo } from '../../seeds/demo.ts'
import { openConnection } from '../../src/db/connection.ts'
import { toMinutes, zonedDate, zonedTime } from '../../src/domain/calendar.ts'
import { callOk, setupTestServer, TEST_NOW, TEST_TODAY } from '../support/test-server.ts'

/**
 * The demo follows the clock (issue 20, docs/master-data.md): today's seeded arrivals, entries and
 * departures appear only up to the time the demo was seeded, so the dashboard's 'Belum datang'
 * tells the truth. Servers seeded on TEST_NOW's day at 02:00 and at 17:00 (WIB).
 */

const HOUR_MS = 3_600_000
/** TEST_NOW's day at `hour`:00 on the demo's clock (WIB), whatever TEST_NOW's own time. */
function todayAt(hour: number): Date {
  const minutes = toMinutes(zonedTime(TEST_NOW))
  return new Date(TEST_NOW.getTime() - minutes * 60_000 + hour * HOUR_MS)
}

const COLUMNS = ['idp', 'status', 'waktu_masuk', 'waktu_pulang', 'waktuentri'] as const

/** The demo seeded at `at`, on its own sql.js database: the records of `tgl`. */
async function seededRecords(at: Date, tgl: string) {
  const SQL = await initSqlJs()
  const connection = await openConnection(new SQL.Database())
  await connection.writeLog.unlogged(() => seedDemo(connection, demoClockAt(at)))
  return connection.db.selectFrom('absensi').select(COLUMNS).where('tgl', '=', tgl).orderBy('idp').execute()
}

describe('the demo seeded at 02:00', () => {
  const t = setupTestServer({ now: todayAt(2), logins: { admin: DEMO_ADMIN } })

  it('shows nobody arrived yet: every scheduled employee without leave is "belum datang"', async () => {
    const today = await t.server.db
      .selectFrom('absensi')
      .select(COLUMNS)
      .where('tgl', '=', TEST_TODAY)
      .execute()
    expect(today.filter((row) => row.status === 0)).toEqual([])
    for (const row of today) expect(toMinutes(row.waktuentri)).toBeLessThanOrEqual(2 * 60)
    const ringkasan = await callOk('GET api/beranda/ringkasan', { token: t.admin })
    expect(ringkasan).toMatchObject({ tgl: TEST_TODAY, hadir: 0, terlambat: 0 })
    expect(ringkasan.jadwal).toBeGreaterThan(0)
    expect(ringkasan.belum_datang).toBe(ringkasan.jadwal - ringkasan.ijin_sakit)
  })
})

describe('the demo seeded at 17:00', () => {
  const t = setupTestServer({ now: todayAt(17), logins: { admin: DEMO_ADMIN } })

  it('shows arrivals and departures only up to 17:00, and everything the night showed', async () => {
    const today = await t.server.db
      .selectFrom('absensi')
      .select(COLUMNS)
      .where('tgl', '=', TEST_TODAY)
      .orderBy('idp')
      .execute()
    const arrived = today.filter((row) => row.status === 0)
    expect(arrived.length).toBeGreaterThan(0)
    expect(arrived.some((row) => row.waktu_pulang !== null)).toBe(true)
    for (const row of today) {
      expect(toMinutes(row.waktuentri)).toBeLessThanOrEqual(17 * 60)
      if (row.waktu_pulang) expect(toMinutes(row.waktu_pulang)).toBeLessThanOrEqual(17 * 60)
    }
    // The same day further on: nothing of the 02:00 picture is lost or changed.
    expect(today).toEqual(expect.arrayContaining(await seededRecords(todayAt(2), TEST_TODAY)))
    const ringkasan = await callOk('GET api/beranda/ringkasan', { token: t.admin })
    expect(ringkasan.hadir).toBe(arrived.length)
    expect(ringkasan.belum_datang).toBe(ringkasan.jadwal - ringkasan.hadir - ringkasan.ijin_sakit)
  })

  it('leaves earlier days whole: yesterday is the same at 02:00 and 17:00', async () => {
    const yesterday = zonedDate(new Date(todayAt(17).getTime() - 24 * HOUR_MS))
    const here = await t.server.db
      .selectFrom('absensi')
      .select(COLUMNS)
      .where('tgl', '=', yesterday)
      .orderBy('idp')
      .execute()
    expect(here.length).toBeGreaterThan(0)
    expect(here).toEqual(await seededRecords(todayAt(2), yesterday))
  })
})
