// test-clock: free — its periods are fixed days of early November 2026; the clock only dates a session
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import type { KalenderBody } from '../../src/contract/kalender.ts'
import { ABSENSI_MESSAGES } from '../../src/contract/messages.ts'
import { dateRange, weekday } from '../../src/domain/calendar.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { employeeToken, mondayToFridayShift, setUp } from '../support/presensi.ts'
import {
  callOk,
  jakarta,
  mswServer,
  selectTestEngine,
  startTestServer,
  TEST_NOW,
  type TestEngineName,
  type TestServer,
} from '../support/test-server.ts'

/**
 * Every rule reads the employee's unit's calendar (issue 30, docs/kalender.md), on every engine: a
 * unit's own days off change that unit's working days, Alpha, recap detail, Riwayat, Belum datang,
 * the dashboard, the app's Hari Ini, leave days and the manual check, and nobody else's; the Cuti
 * Bersama setting makes a cuti bersama day a working day and back. That a recap taken at 07:25 does
 * not count today as Alpha, and one taken after waktu_pulang does, is alpha-day-over.test.ts.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const ENGINES: TestEngineName[] = ['sqljs', 'sqlite-file', 'pglite', 'postgres']

/** Two weeks of November 2026 without a national day; the two new employees start on the Monday. */
const FIRST_MONDAY = '2026-11-02'
const LAST_FRIDAY = '2026-11-13'
const period = { tglawal: FIRST_MONDAY, tglakhir: LAST_FRIDAY }
/** The school's own days off: Wednesday to Friday of the first week. */
const UNIT_BREAK = {
  tglawal: '2026-11-04',
  tglakhir: '2026-11-06',
  keterangan: 'Libur Unit uji: class meeting',
}
const THURSDAY = '2026-11-05'

interface Staff {
  /** Of the unit admin's school, which gets the days off. */
  own: number
  /** Of another school. */
  other: number
  otherUnit: string
}

/**
 * Shift 1 works Monday to Friday 07:00–14:00; one new employee on it in the unit admin's school and
 * one in another school, hired on the first Monday, without any record.
 */
async function hireTwo(server: TestServer): Promise<Staff> {
  return setUp(server, async (db) => {
    const idshift = await mondayToFridayShift(db)
    const { kode: otherUnit } = await db
      .selectFrom('kantor')
      .select('kode')
      .where('kode', '!=', DEMO_UNIT_KODE)
      .where('pusat', '=', 0)
      .orderBy('kode')
      .executeTakeFirstOrThrow()
    const hire = async (nip: string, kode: string) => {
      const { idp } = await db
        .insertInto('pegawai')
        .values({
          ...{ nip, nama: `Uji ${nip}`, jk: 'L', tempat: '', tgllahir: null, alamat: '', jabatan: '' },
          ...{
            pendidikan: '',
            catatan: '',
            wa: '',
            email: '',
            status: 0,
            tglmasuk: FIRST_MONDAY,
            tglkeluar: null,
          },
          ...{ kode, pass_hash: '', idshift, status_aktif: 1, tipe: 'normal', image1: null },
        })
        .returning('idp')
        .executeTakeFirstOrThrow()
      return idp
    }
    return {
      own: await hire('KAL-SENDIRI', DEMO_UNIT_KODE),
      other: await hire('KAL-LAIN', otherUnit),
      otherUnit,
    }
  })
}

const unitBreak: KalenderBody = { jenis: 'unit', ...UNIT_BREAK, semua_unit: 0, unit: [DEMO_UNIT_KODE] }

describe.each(ENGINES)("the unit's calendar in every rule, on %s", (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres("the unit's calendar in every rule")
  let server: TestServer
  let admin = ''
  let unitAdmin = ''
  let staff: Staff

  beforeEach(async () => {
    if (skip) return
    selectTestEngine(engine)
    server = await startTestServer({ loggedIn: [DEMO_ADMIN, DEMO_UNIT_ADMIN] })
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    unitAdmin = server.sessions.get(DEMO_UNIT_ADMIN.usernama) ?? ''
    staff = await hireTwo(server)
  }, 120_000)

  const addEntry = (body: KalenderBody) => callOk('POST api/kalender', { token: admin, body })

  async function recapOf(idp: number) {
    await callOk('POST api/laporan/generate', { token: admin, body: period })
    const recap = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}', {
      token: admin,
      params: period,
    })
    const detail = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
      token: admin,
      params: { ...period, idp },
    })
    return {
      alpha: recap.datae.find((row) => row.idp === idp)?.alpha,
      alphaDays: detail.data.map((row) => row.tgl),
    }
  }

  async function riwayatAlpha(idp: number) {
    const token = await employeeToken(server, idp, TEST_NOW)
    return (await callOk('GET presensi/riwayat', { token, query: { bulan: '2026-11' } })).jumlah.alpha
  }

  const weekdays = dateRange(FIRST_MONDAY, LAST_FRIDAY).filter(
    (tgl) => weekday(tgl) >= 1 && weekday(tgl) <= 5,
  )
  const breakDays = dateRange(UNIT_BREAK.tglawal, UNIT_BREAK.tglakhir)

  it.skipIf(skip)(
    "a school's days off change its staff's working days, Alpha, detail and Riwayat only",
    async () => {
      const novemberWorking = async (kode: string) =>
        (await callOk('GET api/kalender', { token: admin, query: { tahun: 2026, kode } })).hari_kerja[10] ?? 0
      const before = {
        own: await recapOf(staff.own),
        other: await recapOf(staff.other),
        ownMonth: await novemberWorking(DEMO_UNIT_KODE),
        otherMonth: await novemberWorking(staff.otherUnit),
      }
      expect(before.own).toEqual({ alpha: weekdays.length, alphaDays: weekdays })
      expect(before.other).toEqual(before.own)
      // Riwayat's month runs to today (whatever day the test clock puts it on): it loses the break.
      const riwayatBefore = await riwayatAlpha(staff.own)
      expect(riwayatBefore).toBeGreaterThanOrEqual(weekdays.length)
      expect(await riwayatAlpha(staff.other)).toBe(riwayatBefore)

      await addEntry(unitBreak)
      const stillWorking = weekdays.filter((tgl) => !breakDays.includes(tgl))
      expect(stillWorking).toHaveLength(weekdays.length - 3)
      expect(await recapOf(staff.own)).toEqual({ alpha: stillWorking.length, alphaDays: stillWorking })
      expect(await recapOf(staff.other)).toEqual(before.other)
      expect(await riwayatAlpha(staff.own)).toBe(riwayatBefore - 3)
      expect(await riwayatAlpha(staff.other)).toBe(riwayatBefore)
      const { libur_pekanan } = await callOk('GET api/kalender', {
        token: admin,
        query: { tahun: 2026, kode: DEMO_UNIT_KODE },
      })
      const breakWorkdays = breakDays.filter((tgl) => !libur_pekanan.includes(weekday(tgl))).length
      expect(await novemberWorking(DEMO_UNIT_KODE)).toBe(before.ownMonth - breakWorkdays)
      expect(await novemberWorking(staff.otherUnit)).toBe(before.otherMonth)
    },
  )

  const absentOn = async (tgl: string, token = admin) =>
    (await callOk('GET api/laporan/absensi/belumdatang/{tgl}', { token, params: { tgl } })).datae
  const dashboard = (token = admin) => callOk('GET api/beranda/ringkasan', { token })

  it.skipIf(skip)("Belum datang and the dashboard leave out the school's staff on its day off", async () => {
    server.setNow(jakarta(`${THURSDAY}T10:00`))
    const before = await absentOn(THURSDAY)
    const ownBefore = before.filter((row) => row.kode === DEMO_UNIT_KODE)
    expect(before.map((row) => row.idp)).toEqual(expect.arrayContaining([staff.own, staff.other]))
    const [all, unit] = [await dashboard(), await dashboard(unitAdmin)]
    expect(all.belum_datang).toBe(before.length)
    expect(unit.belum_datang).toBe(ownBefore.length)
    expect(unit.jadwal).toBeGreaterThan(0)

    await addEntry(unitBreak)
    const after = await absentOn(THURSDAY)
    expect(after).toEqual(before.filter((row) => row.kode !== DEMO_UNIT_KODE))
    expect(after.map((row) => row.idp)).toContain(staff.other)
    expect(await absentOn(THURSDAY, unitAdmin)).toEqual([])
    const [allAfter, unitAfter] = [await dashboard(), await dashboard(unitAdmin)]
    expect(unitAfter).toMatchObject({ tgl: THURSDAY, jadwal: 0, belum_datang: 0, hadir: unit.hadir })
    expect(unitAfter.tren.at(-1)).toEqual({ tgl: THURSDAY, jadwal: 0, hadir: unit.hadir })
    expect(allAfter).toMatchObject({
      jadwal: all.jadwal - unit.jadwal,
      belum_datang: after.length,
      hadir: all.hadir,
    })
    // The days before the break are the school's working days as they were.
    expect(unitAfter.tren.slice(0, -3)).toEqual(unit.tren.slice(0, -3))
  })

  it.skipIf(skip)(
    'the Cuti Bersama setting makes a cuti bersama day a working day, and a day off again',
    async () => {
      const cutiDay = '2026-11-10'
      await addEntry({
        jenis: 'cuti_bersama',
        tglawal: cutiDay,
        tglakhir: cutiDay,
        keterangan: 'Cuti Bersama uji',
        semua_unit: 1,
        unit: [],
      })
      const withoutCuti = weekdays.filter((tgl) => tgl !== cutiDay)
      const settings = await callOk('GET api/pengaturan', { token: admin })
      expect(settings.cuti_bersama).toBe('libur')
      const choose = (cuti_bersama: 'libur' | 'kerja') =>
        callOk('PUT api/pengaturan', { token: admin, body: { ...settings, cuti_bersama } })
      for (const idp of [staff.own, staff.other])
        expect(await recapOf(idp)).toEqual({ alpha: withoutCuti.length, alphaDays: withoutCuti })
      const riwayatOff = await riwayatAlpha(staff.own)

      await choose('kerja')
      for (const idp of [staff.own, staff.other])
        expect(await recapOf(idp)).toEqual({ alpha: weekdays.length, alphaDays: weekdays })
      expect(await riwayatAlpha(staff.own)).toBe(riwayatOff + 1)

      await choose('libur')
      for (const idp of [staff.own, staff.other])
        expect(await recapOf(idp)).toEqual({ alpha: withoutCuti.length, alphaDays: withoutCuti })
      expect(await riwayatAlpha(staff.own)).toBe(riwayatOff)
    },
  )

  it.skipIf(skip)("the app's Hari Ini and a leave request's days follow the employee's unit", async () => {
    await addEntry(unitBreak)
    const at = jakarta(`${THURSDAY}T08:00`)
    server.setNow(at)
    const own = await employeeToken(server, staff.own, at)
    const other = await employeeToken(server, staff.other, at)
    expect(await callOk('GET presensi/hari-ini', { token: own })).toMatchObject({
      tanggal: THURSDAY,
      hari_kerja: false,
      alasan_libur: UNIT_BREAK.keterangan,
      berikutnya: null,
    })
    expect(await callOk('GET presensi/hari-ini', { token: other })).toMatchObject({
      tanggal: THURSDAY,
      hari_kerja: true,
      alasan_libur: null,
      berikutnya: 'datang',
    })

    // Tuesday to the next Monday: five weekdays, three of them the school's days off.
    const leave = {
      tglawal: '2026-11-03',
      tglakhir: '2026-11-09',
      kategori: 0 as const,
      sebab: 'Demam',
      keterangan: '',
    }
    const asked = await callOk('POST presensi/ijin', { token: own, body: leave })
    await callOk('POST presensi/ijin', { token: other, body: leave })
    const daysOf = async (token: string) =>
      (await callOk('GET presensi/ijin', { token })).datae.map((row) => row.hari)
    expect(await daysOf(own)).toEqual([2])
    expect(await daysOf(other)).toEqual([5])
    await callOk('PUT api/pengajuanijin', {
      token: admin,
      body: { idj: asked.idj, disetujui: 1, catatan: '' },
    })
    const written = await server.db
      .selectFrom('absensi')
      .select(['tgl', 'status'])
      .where('idp', '=', staff.own)
      .orderBy('tgl')
      .execute()
    expect(written).toEqual([
      { tgl: '2026-11-03', status: 2 },
      { tgl: '2026-11-09', status: 2 },
    ])
  })

  it.skipIf(skip)(
    'the manual check tells a day off of the unit, and an arrival there is never late',
    async () => {
      await addEntry(unitBreak)
      server.setNow(jakarta(`${THURSDAY}T10:00`))
      const check = (idp: number) =>
        callOk('GET api/absensi/cek/{tgl}/{idp}', { token: admin, params: { tgl: THURSDAY, idp } })
      const other = await check(staff.other)
      expect(other).toMatchObject({ status: 'ok', jenis: 'datang' })
      expect(other.pesan).not.toContain(ABSENSI_MESSAGES.onDayOff(UNIT_BREAK.keterangan))
      expect(await check(staff.own)).toEqual({
        ...other,
        pesan: `${other.pesan} ${ABSENSI_MESSAGES.onDayOff(UNIT_BREAK.keterangan)}`,
      })
      const arrive = (idp: number) =>
        callOk('POST api/absensi/datang', {
          token: admin,
          body: {
            tgl: THURSDAY,
            waktu: '09:30',
            idp,
            idar: 0,
            device: '1',
            status: 0,
            catatan: 'Lupa ponsel',
          },
        })
      await arrive(staff.own)
      await arrive(staff.other)
      const lateness = async (idp: number) =>
        (
          await server.db
            .selectFrom('absensi')
            .select('keterlambatan')
            .where('idp', '=', idp)
            .where('tgl', '=', THURSDAY)
            .executeTakeFirstOrThrow()
        ).keterlambatan
      expect(await lateness(staff.own)).toBe(0)
      expect(await lateness(staff.other)).toBe(150) // 09:30 against 07:00
    },
  )
})
