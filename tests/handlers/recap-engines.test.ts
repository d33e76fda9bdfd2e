// test-clock: dependent — recaps of the last month, quarter and year up to today, on every engine
import { describe, expect, it } from 'vitest'
import { DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { clockAt } from '../../src/api-handlers/clock.ts'
import { computeRecap } from '../../src/api-handlers/recap.ts'
import type { RekapRow } from '../../src/contract/laporan.ts'
import { dailyPresence, type UnitScope } from '../../src/db/reports.ts'
import { addDays, DEFAULT_ZONA_WAKTU } from '../../src/domain/calendar.ts'
import { setUp } from '../support/presensi.ts'
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
 * year, for several grace periods, the whole foundation and one unit, with a unit's own days off
 * and a Cuti Bersama day in the calendar (issue 30), and the month again with cuti bersama worked.
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

/** The demo unit's own days off in the month (issue 30). */
const UNIT_BREAK = { from: addDays(TEST_TODAY, -20), to: addDays(TEST_TODAY, -16) }

/** A foundation-wide Cuti Bersama day: the first date from 9 days back that no entry for every unit holds. */
async function freeDay(db: TestServer['db']): Promise<string> {
  const taken = new Set(
    (await db.selectFrom('hari_libur').select('tgllibur').execute()).map((row) => row.tgllibur),
  )
  let tgl = addDays(TEST_TODAY, -9)
  while (taken.has(tgl)) tgl = addDays(tgl, -1)
  return tgl
}

function addCalendarEntries(server: TestServer) {
  return setUp(server, async (db) => {
    const cutiDay = await freeDay(db)
    const { idkalender } = await db
      .insertInto('kalender')
      .values({
        jenis: 'unit',
        tglawal: UNIT_BREAK.from,
        tglakhir: UNIT_BREAK.to,
        keterangan: 'Libur Unit uji',
        sk: '',
        semua_unit: 0,
      })
      .returning('idkalender')
      .executeTakeFirstOrThrow()
    await db.insertInto('kalender_unit').values({ idkalender, kode: DEMO_UNIT_KODE }).execute()
    const cuti = await db
      .insertInto('kalender')
      .values({
        jenis: 'cuti_bersama',
        tglawal: cutiDay,
        tglakhir: cutiDay,
        keterangan: 'Cuti uji',
        sk: '',
        semua_unit: 1,
      })
      .returning('idkalender')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('hari_libur')
      .values({ tgllibur: cutiDay, keterangan: 'Cuti uji', idkalender: cuti.idkalender })
      .execute()
  })
}

const setCutiBersama = (server: TestServer, nilai: 'libur' | 'kerja') =>
  setUp(server, (db) =>
    db.updateTable('pengaturan').set({ nilai }).where('kunci', '=', 'cuti_bersama').execute(),
  )

/**
 * Some of the month's Ijin records made leave of types counted as cuti and as dinas (issue 31:
 * status 1 with a kategori), the same ids on each engine (the same snapshot).
 */
const markCutiDinas = (server: TestServer) =>
  setUp(server, async (db) => {
    const ijin = await db
      .selectFrom('absensi')
      .select('id')
      .where('status', '=', 1)
      .where('tgl', '>=', addDays(TEST_TODAY, -30))
      .where('tgl', '<=', TEST_TODAY)
      .orderBy('id')
      .execute()
    // A third each: the rest stays Ijin.
    const ids = (rest: number) => ijin.map((row) => row.id).filter((_, i) => i % 3 === rest)
    await db.updateTable('absensi').set({ kategori: 'cuti' }).where('id', 'in', ids(1)).execute()
    await db.updateTable('absensi').set({ kategori: 'dinas' }).where('id', 'in', ids(2)).execute()
    return { cuti: ids(1).length, dinas: ids(2).length }
  })

/** Every report, then the month's recap again with Cuti Bersama as working days. */
async function everyReportWithCalendar(server: TestServer) {
  const marked = await markCutiDinas(server)
  await addCalendarEntries(server)
  const answers: unknown[] = [marked, ...(await everyReport(server))]
  await setCutiBersama(server, 'kerja')
  const [month] = ranges
  if (!month) throw new Error('no range')
  answers.push(await computeRecap(server.db, month, { unit: null, grace: 0, now: TEST_CLOCK }))
  return answers
}

describe('report aggregates on every engine', () => {
  it('sql.js and PostgreSQL give the same recap cells and daily figures', async () => {
    selectTestEngine('sqljs')
    const sqlJs = await startTestServer()
    const [month] = ranges
    if (!month) throw new Error('no range')
    const unitMonth = () => computeRecap(sqlJs.db, month, { unit: DEMO_UNIT_KODE, grace: 0, now: TEST_CLOCK })
    const withoutEntries = await unitMonth()
    const onSqlJs = await everyReportWithCalendar(sqlJs)
    selectTestEngine('pglite')
    const onPostgres = await everyReportWithCalendar(await startTestServer())
    // Not vacuous: the unit's break changes its month (the entries were read).
    await setCutiBersama(sqlJs, 'libur')
    expect(await unitMonth()).not.toEqual(withoutEntries)
    // Not vacuous: the seeded months hold arrivals, lateness after each grace, leave and early leave.
    const marked = onSqlJs[0] as { cuti: number; dinas: number }
    const monthRecap = onSqlJs[1] as RekapRow[]
    expect(monthRecap.some((row) => row.masuk > 0 && row.jum_telat > 0)).toBe(true)
    expect(monthRecap.some((row) => row.ijin + row.sakit > 0)).toBe(true)
    // Cuti and dinas counted apart: every record marked, and some Ijin left.
    const total = (key: 'ijin' | 'cuti' | 'dinas') => monthRecap.reduce((n, row) => n + (row[key] ?? 0), 0)
    expect({ cuti: total('cuti'), dinas: total('dinas') }).toEqual(marked)
    expect(Math.min(marked.cuti, marked.dinas, total('ijin'))).toBeGreaterThan(0)
    expect(onPostgres).toEqual(onSqlJs)
  }, 120_000)
})
