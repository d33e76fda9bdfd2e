// test-clock: dependent — lessons still to come in the month are scheduled, not missed, as of the clock
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { dateRange, weekday, zonedTime } from '../../src/domain/calendar.ts'
import { unitDaysOff } from '../support/calendar.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { leaveRecordOn, setUp } from '../support/presensi.ts'
import {
  call,
  callOk,
  mswServer,
  selectTestEngine,
  startTestServer,
  TEST_NOW,
  TEST_TODAY,
  type TestEngineName,
  type TestServer,
} from '../support/test-server.ts'

/**
 * Rekap Jam Mengajar (issue 33, docs/jam-mengajar.md "Rekap Jam Mengajar") on every engine: the
 * recap of the seeded school's current month (its timetable and lesson records, derived from the
 * attendance) equals an independent count written here straight from the tables, after the test
 * adds a day off of the unit, a teacher's leave (Dinas) and a substitute that day. The test clock's
 * today is Monday 2026-11-16, 09:00: the month's later lessons count as scheduled only.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const ENGINES: TestEngineName[] = ['sqljs', 'sqlite-file', 'postgres']

const KODE = DEMO_UNIT_KODE
const BULAN = TEST_TODAY.slice(0, 7)
const MONTH = { from: `${BULAN}-01`, to: `${BULAN}-30` }
/** A Tuesday and a Thursday of the month before today: the leave day and the unit's day off. */
const LEAVE_DAY = '2026-11-10'
const DAY_OFF = '2026-11-12'

type Reason = 'ijin' | 'sakit' | 'cuti' | 'dinas' | 'tanpa_keterangan'
interface Count {
  jp_jadwal: number
  jp_hadir: number
  jp_pengganti: number
  jp_tidak: Record<Reason, number>
  honor: number
}

describe.each(ENGINES)('Rekap Jam Mengajar on %s', (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres('Rekap Jam Mengajar')
  let server: TestServer
  let admin = ''
  let unitAdmin = ''

  beforeEach(async () => {
    if (skip) return
    selectTestEngine(engine)
    server = await startTestServer({ loggedIn: [DEMO_ADMIN, DEMO_UNIT_ADMIN] })
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    unitAdmin = server.sessions.get(DEMO_UNIT_ADMIN.usernama) ?? ''
  }, 120_000)

  /** The unit's cells with their period's end, straight from the tables. */
  const cellsOf = () =>
    server.db
      .selectFrom('jadwal_ajar as j')
      .innerJoin('jam_pelajaran as b', (join) =>
        join
          .onRef('b.kode', '=', 'j.kode')
          .onRef('b.idta', '=', 'j.idta')
          .onRef('b.semester', '=', 'j.semester')
          .onRef('b.hari', '=', 'j.hari')
          .onRef('b.jamke', '=', 'j.jamke'),
      )
      .select(['j.idjadwal', 'j.idp', 'j.hari', 'j.jamke', 'j.semester', 'b.selesai'])
      .where('j.kode', '=', KODE)
      .execute()

  /**
   * The day off, the leave and the substitute: teacher A (the first with lessons on LEAVE_DAY's
   * weekday) is away on duty that day, and one of A's lessons is taught by B, a teacher of the unit
   * with no lesson of their own that period. The unit's records of DAY_OFF go with the day.
   */
  async function scenario() {
    const cells = await cellsOf()
    const onLeaveDay = cells.filter((c) => c.hari === weekday(LEAVE_DAY))
    const a = onLeaveDay[0]?.idp ?? 0
    const lesson = onLeaveDay.find((c) => c.idp === a)
    const busy = new Set(onLeaveDay.filter((c) => c.jamke === lesson?.jamke).map((c) => c.idp))
    const teachers = await server.db
      .selectFrom('pegawai')
      .select('idp')
      .where('kode', '=', KODE)
      .where('tipe', '=', 'ajar')
      .where('status', '=', 0)
      .orderBy('idp')
      .execute()
    const b = teachers.find((t) => !busy.has(t.idp))?.idp ?? 0
    await leaveRecordOn(server, a, LEAVE_DAY, 'dinas')
    await setUp(server, async (db) => {
      const ofA = cells.filter((c) => c.idp === a).map((c) => c.idjadwal)
      const ofUnit = cells.map((c) => c.idjadwal)
      await db.deleteFrom('absensi_ajar').where('tgl', '=', LEAVE_DAY).where('idjadwal', 'in', ofA).execute()
      await db.deleteFrom('absensi_ajar').where('tgl', '=', DAY_OFF).where('idjadwal', 'in', ofUnit).execute()
      await db
        .insertInto('absensi_ajar')
        .values({
          ...{ idp: b, tgl: LEAVE_DAY, matpel: 'Uji', kelas: 'Uji', waktu: '07:00' },
          ...{
            idjadwal: lesson?.idjadwal ?? 0,
            jamke: lesson?.jamke ?? 1,
            status: 'pengganti',
            idp_jadwal: a,
          },
          ...{ materi: 'Bab 1', dicatat: 'piket', opr: 'unit', waktu_catat: `${LEAVE_DAY} 08:00` },
        })
        .execute()
      const { idkalender } = await db
        .insertInto('kalender')
        .values({
          jenis: 'unit',
          tglawal: DAY_OFF,
          tglakhir: DAY_OFF,
          keterangan: 'Libur uji',
          semua_unit: 0,
        })
        .returning('idkalender')
        .executeTakeFirstOrThrow()
      await db.insertInto('kalender_unit').values({ idkalender, kode: KODE }).execute()
    })
    return { a, b, lessonsOfAOnLeaveDay: onLeaveDay.filter((c) => c.idp === a).length }
  }

  /**
   * The oracle, from the tables alone: each cell on each date of the month with the cell's weekday
   * (all of November is in the seeded cells' semester 1) and no day off of the unit (tests/support/
   * calendar.ts reads the calendar's tables), or with a record that date; its teacher's JP, the
   * record's teacher's, and for a past lesson not taught by its teacher the teacher's leave kind
   * or 'tanpa keterangan'; the honor at the category's rate.
   */
  async function oracle(): Promise<Map<number, Count>> {
    const [cells, daysOff, records, leaves, people, rates] = await Promise.all([
      cellsOf(),
      unitDaysOff(server.db, KODE, MONTH),
      server.db
        .selectFrom('absensi_ajar')
        .select(['idjadwal', 'tgl', 'idp', 'status'])
        .where('tgl', '>=', MONTH.from)
        .where('tgl', '<=', MONTH.to)
        .where('idjadwal', 'is not', null)
        .execute(),
      server.db
        .selectFrom('absensi')
        .select(['idp', 'tgl', 'status', 'kategori'])
        .where('status', 'in', [1, 2])
        .where('tgl', '>=', MONTH.from)
        .where('tgl', '<=', MONTH.to)
        .execute(),
      server.db.selectFrom('pegawai').select(['idp', 'kategori_guru']).execute(),
      server.db
        .selectFrom('pengaturan')
        .select(['kunci', 'nilai'])
        .where('kunci', 'like', 'honor_jp_%')
        .execute(),
    ])
    expect(new Set(cells.map((c) => c.semester))).toEqual(new Set([1]))
    const record = new Map(records.map((r) => [`${r.idjadwal}|${r.tgl}`, r]))
    const leave = new Map(leaves.map((l) => [`${l.idp}|${l.tgl}`, l]))
    const counts = new Map<number, Count>()
    const of = (idp: number) => {
      const found = counts.get(idp) ?? {
        jp_jadwal: 0,
        jp_hadir: 0,
        jp_pengganti: 0,
        jp_tidak: { ijin: 0, sakit: 0, cuti: 0, dinas: 0, tanpa_keterangan: 0 },
        honor: 0,
      }
      counts.set(idp, found)
      return found
    }
    const now = zonedTime(TEST_NOW)
    for (const tgl of dateRange(MONTH.from, MONTH.to))
      for (const cell of cells.filter((c) => c.hari === weekday(tgl))) {
        const rec = record.get(`${cell.idjadwal}|${tgl}`)
        if (!rec && daysOff.has(tgl)) continue
        of(cell.idp).jp_jadwal++
        if (rec?.status === 'hadir') of(rec.idp).jp_hadir++
        if (rec?.status === 'pengganti') of(rec.idp).jp_pengganti++
        const past = tgl < TEST_TODAY || (tgl === TEST_TODAY && cell.selesai <= now)
        if (!past || rec?.status === 'hadir') continue
        const away = leave.get(`${cell.idp}|${tgl}`)
        const reason: Reason = !away
          ? 'tanpa_keterangan'
          : away.status === 2
            ? 'sakit'
            : (away.kategori ?? 'ijin')
        of(cell.idp).jp_tidak[reason]++
      }
    const rate = new Map(rates.map((r) => [r.kunci, Number(r.nilai)]))
    for (const { idp, kategori_guru } of people) {
      const count = counts.get(idp)
      if (count && kategori_guru)
        count.honor =
          (count.jp_hadir + count.jp_pengganti) * (rate.get(`honor_jp_${kategori_guru.toLowerCase()}`) ?? 0)
    }
    return counts
  }

  it('counts JP and honor as the lesson records and the timetable say, with a day off, a leave and a substitute', async (context) => {
    if (skip) return context.skip()
    const { a, b, lessonsOfAOnLeaveDay } = await scenario()
    const expected = await oracle()
    const recap = await callOk('GET api/laporan/jammengajar', {
      token: admin,
      query: { kode: KODE, bulan: BULAN },
    })
    const answered = new Map(
      recap.datae.map(({ idp, jp_jadwal, jp_hadir, jp_pengganti, jp_tidak, honor }) => [
        idp,
        { jp_jadwal, jp_hadir, jp_pengganti, jp_tidak, honor },
      ]),
    )
    for (const [idp, count] of expected) expect(answered.get(idp), `idp ${idp}`).toEqual(count)
    // A teacher with nothing counted is listed with zeros; nobody else is.
    for (const [idp, row] of answered)
      if (!expected.has(idp)) expect(row.jp_jadwal + row.jp_hadir + row.jp_pengganti, `idp ${idp}`).toBe(0)
    expect(recap.total_honor).toBe([...expected.values()].reduce((sum, count) => sum + count.honor, 0))
    expect(recap.total_honor).toBeGreaterThan(0)
    // The scenario shows: A's lessons of the leave day missed on duty, B's substitution paid.
    expect(answered.get(a)?.jp_tidak.dinas).toBe(lessonsOfAOnLeaveDay)
    expect(answered.get(b)?.jp_pengganti).toBeGreaterThan(0)
    expect(recap).toMatchObject({
      bulan: BULAN,
      kode: KODE,
      cabang: expect.any(String),
      kepala: expect.any(String),
    })
    // The month's lessons still to come are scheduled, not missed.
    const toCome = [...expected.values()].reduce((sum, c) => sum + c.jp_jadwal, 0)
    const settled = [...expected.values()].reduce(
      (sum, c) => sum + c.jp_hadir + Object.values(c.jp_tidak).reduce((x, y) => x + y, 0),
      0,
    )
    expect(toCome).toBeGreaterThan(settled)
  })

  it('answers a unit admin their own unit, and 403 for another', async (context) => {
    if (skip) return context.skip()
    const own = await callOk('GET api/laporan/jammengajar', { token: unitAdmin, query: { bulan: BULAN } })
    expect(own.kode).toBe(KODE)
    const other = await call('GET api/laporan/jammengajar', {
      token: unitAdmin,
      query: { kode: 'SMPIT1', bulan: BULAN },
    })
    expect(other.status).toBe(403)
  })
})
