// test-clock: dependent — who has not arrived is a question about today and its hour
import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { addDays, weekday } from '../../src/domain/calendar.ts'
import {
  callFail,
  callOk,
  rawCall,
  setupTestServer,
  sqlRows,
  TEST_NOW,
  TEST_TODAY,
} from '../support/test-server.ts'

/**
 * 'Belum datang' (issue 20) and the daily recap's unit choice: GET api/laporan/absensi/belumdatang/{tgl}
 * and GET api/laporan/absensi/harian/{tgl}?kode=. Expectations are recomputed from the tables here.
 */

const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })
const today = TEST_TODAY
/** Direct changes to the test database (the sql.js engine's connection, outside the API). */
const exec = (statement: string, params: (string | number)[] = []) =>
  t.server.host.connection.sqlite.run(statement, params)
const rows = <T>(query: string, params: (string | number)[] = []): T[] => sqlRows<T>(t.server, query, params)

interface Scheduled {
  idp: number
  kode: string
  idshift: number
  waktu_masuk: string
}

/**
 * The rule in plain SQL: scheduled that weekday, employed, no day off of the employee's unit's
 * calendar (an entry for every unit or naming the unit, Cuti Bersama only while the setting says
 * 'libur', a Libur Khusus row without an entry), no record, no approved leave.
 */
function expectedAbsentees(tgl: string, kode?: string): Scheduled[] {
  return rows<Scheduled>(
    `SELECT p.idp, p.kode, p.idshift, sh.waktu_masuk FROM pegawai p
     JOIN shift_hari sh ON sh.idshift = p.idshift AND sh.hari = ? AND sh.libur = 0
     WHERE (p.tglmasuk IS NULL OR p.tglmasuk <= ?) AND (p.tglkeluar IS NULL OR p.tglkeluar >= ?)
       AND NOT EXISTS (SELECT 1 FROM hari_libur WHERE tgllibur = ? AND idkalender IS NULL)
       AND NOT EXISTS (SELECT 1 FROM kalender k WHERE k.tglawal <= ? AND k.tglakhir >= ?
                       AND (k.jenis <> 'cuti_bersama'
                            OR (SELECT nilai FROM pengaturan WHERE kunci = 'cuti_bersama') <> 'kerja')
                       AND (k.semua_unit = 1 OR EXISTS (SELECT 1 FROM kalender_unit ku
                                                        WHERE ku.idkalender = k.idkalender AND ku.kode = p.kode)))
       AND NOT EXISTS (SELECT 1 FROM absensi a WHERE a.idp = p.idp AND a.tgl = ?)
       AND NOT EXISTS (SELECT 1 FROM pengajuan_ijin j WHERE j.idp = p.idp AND j.disetujui = 1
                       AND j.tglawal <= ? AND j.tglakhir >= ?)
       ${kode ? 'AND p.kode = ?' : ''}
     ORDER BY p.idp`,
    [weekday(tgl), tgl, tgl, tgl, tgl, tgl, tgl, tgl, tgl, ...(kode ? [kode] : [])],
  )
}

const absentees = async (tgl: string, kode?: string, token = t.admin) =>
  (
    await callOk('GET api/laporan/absensi/belumdatang/{tgl}', {
      token,
      params: { tgl },
      query: kode === undefined ? {} : { kode },
    })
  ).datae

const idsOf = (list: readonly { idp: number }[]) => list.map((row) => row.idp).sort((a, b) => a - b)

/**
 * The last date on or before today with absentees enough for every case: three or more, in the unit
 * admin's unit and in another (skips weekends and holidays; whatever day the test clock puts today on,
 * the days before the demo's first seeded day have every scheduled employee absent).
 */
function lastWorkingDate(): string {
  for (let tgl = today; ; tgl = addDays(tgl, -1)) {
    const units = expectedAbsentees(tgl).map((row) => row.kode)
    const own = units.filter((kode) => kode === DEMO_UNIT_ADMIN.ids).length
    if (units.length >= 3 && own > 0 && own < units.length) return tgl
  }
}

/** An absentee of the date who does not arrive in the other cases' changes. */
const absentee = (tgl: string, kode?: string): Scheduled => {
  const [first] = expectedAbsentees(tgl, kode)
  if (!first) throw new Error(`no absentee on ${tgl}`)
  return first
}

describe("'Belum datang'", () => {
  it("lists exactly the scheduled employees without a record or leave, with unit and start, and the dashboard's count agrees", async () => {
    const tgl = lastWorkingDate()
    // The dashboard speaks of its today: move the clock to that date (same time of day).
    t.server.setNow(new Date(TEST_NOW.getTime() + Date.parse(tgl) - Date.parse(today)))
    const expected = expectedAbsentees(tgl)
    expect(expected.length).toBeGreaterThan(0)
    const list = await absentees(tgl)
    expect(idsOf(list)).toEqual(expected.map((row) => row.idp))
    const offices = new Map(
      rows<{ kode: string; cabang: string }>('SELECT kode, cabang FROM kantor').map((k) => [
        k.kode,
        k.cabang,
      ]),
    )
    for (const row of list) {
      const own = expected.find((e) => e.idp === row.idp)
      expect(row.jam_masuk).toBe(own?.waktu_masuk)
      expect(row.kode).toBe(own?.kode)
      expect(row.cabang).toBe(offices.get(row.kode))
    }
    const names = list.map((row) => row.nama)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const summary = await callOk('GET api/beranda/ringkasan', { token: t.admin })
    expect(summary.tgl).toBe(tgl)
    expect(summary.belum_datang).toBe(list.length)
  })

  it('drops an employee once a record exists, and one whose approved (not pending) leave covers the date', async () => {
    const tgl = lastWorkingDate()
    const [arrives, onLeave, pending] = expectedAbsentees(tgl)
    expect(pending).toBeDefined()
    exec(
      `INSERT INTO absensi (idp, tgl, status, waktu_masuk, keterlambatan, pulangawal, waktukerja, lokasi,
         device, tglentri, waktuentri, opr, catatan) VALUES (?, ?, 0, ?, 0, 0, 0, '', 1, ?, ?, 'uji', '')`,
      [arrives?.idp as number, tgl, arrives?.waktu_masuk as string, tgl, arrives?.waktu_masuk as string],
    )
    const leave = (idp: number, disetujui: number) =>
      exec(
        `INSERT INTO pengajuan_ijin (idp, tglx, tglawal, tglakhir, hari, alasan, keterangan, status, disetujui, catatan)
         VALUES (?, ?, ?, ?, 3, 'Uji', '', 1, ?, '')`,
        [idp, addDays(tgl, -3), addDays(tgl, -1), addDays(tgl, 1), disetujui],
      )
    leave(onLeave?.idp as number, 1)
    leave(pending?.idp as number, 0)
    const list = idsOf(await absentees(tgl))
    expect(list).not.toContain(arrives?.idp)
    expect(list).not.toContain(onLeave?.idp)
    expect(list).toContain(pending?.idp)
    expect(list).toEqual(expectedAbsentees(tgl).map((row) => row.idp))
  })

  it("leaves out a unit's staff on its own day off; lists nobody on a Libur Khusus, nor on the schedule's day off, nor after today", async () => {
    const tgl = lastWorkingDate()
    // A day off of one unit's calendar (issue 30) leaves out that unit's staff only.
    const own = DEMO_UNIT_ADMIN.ids
    expect(expectedAbsentees(tgl, own).length).toBeGreaterThan(0)
    exec(
      `INSERT INTO kalender (jenis, tglawal, tglakhir, keterangan, semua_unit) VALUES ('unit', ?, ?, 'Libur Unit uji', 0)`,
      [tgl, tgl],
    )
    exec(`INSERT INTO kalender_unit (idkalender, kode) SELECT MAX(idkalender), ? FROM kalender`, [own])
    expect(expectedAbsentees(tgl, own)).toEqual([])
    const others = idsOf(await absentees(tgl))
    expect(others.length).toBeGreaterThan(0)
    expect(others).toEqual(expectedAbsentees(tgl).map((row) => row.idp))
    const someone = absentee(tgl)
    exec('UPDATE shift_hari SET libur = 1 WHERE idshift = ? AND hari = ?', [someone.idshift, weekday(tgl)])
    expect(idsOf(await absentees(tgl))).not.toContain(someone.idp)
    exec(`INSERT INTO hari_libur (tgllibur, keterangan) VALUES (?, 'Libur uji')`, [tgl])
    expect(await absentees(tgl)).toEqual([])
    expect(await absentees(addDays(today, 1))).toEqual([])
  })

  it('narrows to the chosen unit; a unit admin gets its own unit and 403 for another', async () => {
    const tgl = lastWorkingDate()
    const own = DEMO_UNIT_ADMIN.ids
    const otherUnit = expectedAbsentees(tgl).find((row) => row.kode !== own)?.kode as string
    expect(otherUnit).toBeDefined()
    const expectedOwn = expectedAbsentees(tgl, own).map((row) => row.idp)
    expect(expectedOwn.length).toBeGreaterThan(0)
    expect(idsOf(await absentees(tgl, own))).toEqual(expectedOwn)
    expect(idsOf(await absentees(tgl, otherUnit))).toEqual(
      expectedAbsentees(tgl, otherUnit).map((r) => r.idp),
    )
    expect(idsOf(await absentees(tgl, undefined, t.unit))).toEqual(expectedOwn)
    expect(idsOf(await absentees(tgl, '', t.unit))).toEqual(expectedOwn)
    expect(idsOf(await absentees(tgl, own, t.unit))).toEqual(expectedOwn)
    const refused = await callFail('GET api/laporan/absensi/belumdatang/{tgl}', {
      token: t.unit,
      params: { tgl },
      query: { kode: otherUnit },
    })
    expect(refused.status).toBe(403)
  })
})

describe('the daily recap of one unit', () => {
  it("answers only the chosen unit's records; a unit admin naming another unit gets 403", async () => {
    const tgl = addDays(lastWorkingDate(), -1)
    const unitOf = (kode: string) =>
      rows<{ id: number }>(
        'SELECT a.id FROM absensi a JOIN pegawai p ON p.idp = a.idp WHERE a.tgl = ? AND p.kode = ? ORDER BY a.id',
        [tgl, kode],
      ).map((row) => row.id)
    const [busiest] = rows<{ kode: string }>(
      `SELECT p.kode FROM absensi a JOIN pegawai p ON p.idp = a.idp WHERE a.tgl = ? AND p.kode <> ?
       GROUP BY p.kode ORDER BY COUNT(*) DESC LIMIT 1`,
      [tgl, DEMO_UNIT_ADMIN.ids],
    )
    const kode = busiest?.kode as string
    const expected = unitOf(kode)
    expect(expected.length).toBeGreaterThan(0)
    const daily = (query: { kode?: string }, token = t.admin) =>
      callOk('GET api/laporan/absensi/harian/{tgl}', { token, params: { tgl }, query })
    const chosen = await daily({ kode })
    expect(chosen.umum.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected)
    const all = await daily({ kode: '' })
    expect(all.umum.length).toBeGreaterThan(expected.length)
    const own = await daily({ kode: DEMO_UNIT_ADMIN.ids }, t.unit)
    expect(own.umum.map((row) => row.id).sort((a, b) => a - b)).toEqual(unitOf(DEMO_UNIT_ADMIN.ids))
    const refused = await callFail('GET api/laporan/absensi/harian/{tgl}', {
      token: t.unit,
      params: { tgl },
      query: { kode },
    })
    expect(refused.status).toBe(403)
  })
})

describe('the daily recap, one page at a time', () => {
  it("pages the records the choice and search keep, with their total and the day's present count", async () => {
    // A full past day (today is cut at the clock's time): the busiest date of the week before.
    const [busiest] = rows<{ tgl: string }>(
      'SELECT tgl FROM absensi WHERE tgl < ? AND tgl >= ? GROUP BY tgl ORDER BY COUNT(*) DESC LIMIT 1',
      [today, addDays(today, -7)],
    )
    const tgl = busiest?.tgl ?? addDays(today, -1)
    const daily = (query: Record<string, string | number>) =>
      callOk('GET api/laporan/absensi/harian/{tgl}', { token: t.admin, params: { tgl }, query })
    const all = (await daily({})).umum
    expect(all.length).toBeGreaterThan(60)
    const present = all.filter((row) => row.status === 0).length
    const second = await daily({ page: 2, halaman: 25 })
    // The same records, every field (the page is read whole apart from the day: issue 18).
    expect(second.umum).toEqual(all.slice(25, 50))
    expect(second.tot_data).toBe(all.length)
    expect(second.hadir).toBe(present)

    const late = all.filter((row) => row.status === 0 && row.keterlambatan > 0)
    expect(late.length).toBeGreaterThan(0)
    const lateAnswer = await daily({ tampil: 'terlambat', page: 1, halaman: 1000 })
    expect(lateAnswer.umum.map((row) => row.id)).toEqual(late.map((row) => row.id))
    expect(lateAnswer.tot_data).toBe(late.length)
    expect(lateAnswer.hadir).toBe(present) // the day's figure, whatever the choice

    const someone = all[all.length - 1] as (typeof all)[number]
    const found = await daily({ cari: someone.nip, halaman: 10 })
    expect(found.umum.map((row) => row.id)).toEqual(
      all.filter((row) => row.nip.includes(someone.nip)).map((row) => row.id),
    )
    // Without halaman: every record the choice keeps, no totals (SPEC.md §7's answer).
    const leave = await daily({ tampil: 'ijinsakit' })
    expect(leave.umum.map((row) => row.id)).toEqual(
      all.filter((row) => row.status !== 0).map((row) => row.id),
    )
    expect(leave.tot_data).toBeUndefined()
    // 'belumdatang' is its own endpoint, not a filter of records.
    const refused = await rawCall('GET', `api/laporan/absensi/harian/${tgl}?tampil=belumdatang`, {
      token: t.admin,
    })
    expect(refused.status).toBe(400)
  })
})
