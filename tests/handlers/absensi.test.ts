import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addDays } from '../../seeds/dates.ts'
import { localDate } from '../../src/api-handlers/clock.ts'
import {
  earlyLeave,
  isScheduledDay,
  lateAfterGrace,
  lateness,
  workMinutes,
} from '../../src/domain/attendance.ts'
import {
  loginAs,
  mswServer,
  rawCall,
  sqlRows,
  startTestServer,
  type TestServer,
} from '../support/test-server.ts'

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const NOW = new Date(2026, 10, 18, 10, 0) // Rabu, 18 November 2026
const today = localDate(NOW)
let server: TestServer
let admin: string
let unit: string
beforeEach(async () => {
  server = await startTestServer({ now: NOW })
  admin = await loginAs('admin', 'admin123')
  unit = await loginAs('unit', 'unit123')
})

const rows = <T>(query: string): T[] => sqlRows<T>(server, query)
const exec = (statement: string) => server.host.connection.sqlite.run(statement)

describe('attendance rules', () => {
  const day = { waktu_masuk: '07:30', waktu_pulang: '14:00', libur: false }
  const off = { ...day, libur: true }
  it.each([
    ['07:30', 0],
    ['07:31', 1],
    ['08:15', 45],
    ['07:00', 0],
  ])('arrival %s is %i minutes late', (arrival, minutes) => expect(lateness(arrival, day)).toBe(minutes))
  it('measures early leave, work time, day off and the grace period', () => {
    expect(earlyLeave('13:20', day)).toBe(40)
    expect(earlyLeave('14:05', day)).toBe(0)
    expect(lateness('09:00', off)).toBe(0)
    expect(earlyLeave('10:00', off)).toBe(0)
    expect(workMinutes('07:45', '14:00')).toBe(375)
    expect(lateAfterGrace(10, 10)).toBe(0)
    expect(lateAfterGrace(11, 10)).toBe(11)
  })
  it('knows a scheduled day: shift day off, Libur Khusus, before joining, after leaving', () => {
    const employee = { idshift: 1, tglmasuk: '2026-01-05', tglkeluar: '2026-06-30' }
    const holidays = new Set(['2026-03-03'])
    expect(isScheduledDay(employee, '2026-03-02', day, holidays)).toBe(true)
    expect(isScheduledDay(employee, '2026-03-03', day, holidays)).toBe(false)
    expect(isScheduledDay(employee, '2026-03-01', off, holidays)).toBe(false)
    expect(isScheduledDay(employee, '2026-01-04', day, holidays)).toBe(false)
    expect(isScheduledDay(employee, '2026-07-01', day, holidays)).toBe(false)
    expect(isScheduledDay({ ...employee, idshift: null }, '2026-03-02', day, holidays)).toBe(false)
  })
})

describe('manual attendance', () => {
  /** A scheduled employee of the unit admin's unit with no record today. */
  function someone(): { idp: number; idshift: number } {
    exec(
      `DELETE FROM absensi WHERE tgl = '${today}' AND idp = (SELECT idp FROM pegawai p JOIN pengguna u ON u.ids = p.kode WHERE u.usernama = 'unit' AND p.idshift IS NOT NULL ORDER BY p.idp LIMIT 1)`,
    )
    return rows<{ idp: number; idshift: number }>(
      "SELECT p.idp, p.idshift FROM pegawai p JOIN pengguna u ON u.ids = p.kode WHERE u.usernama = 'unit' AND p.idshift IS NOT NULL ORDER BY p.idp LIMIT 1",
    )[0] as { idp: number; idshift: number }
  }
  const start = (idshift: number) =>
    rows<{ waktu_masuk: string; waktu_pulang: string }>(
      `SELECT waktu_masuk, waktu_pulang FROM shift_hari WHERE idshift = ${idshift} AND hari = 3`,
    )[0]

  it('checks, then records the arrival (lateness from the shift) and the departure (early leave, work time)', async () => {
    const { idp, idshift } = someone()
    const cek = await rawCall('GET', `api/absensi/cek/${today}/${idp}`, { token: unit })
    expect(cek.body).toMatchObject({ status: 'ok', jenis: 'datang' })
    const datang = await rawCall('POST', 'api/absensi/datang', {
      token: unit,
      body: { tgl: today, waktu: '08:17', idp, idar: 0, status: 0, catatan: 'Ponsel tertinggal' },
    })
    expect(datang.body).toMatchObject({ status: 'sukses', pesan: 'Presensi tersimpan' })
    const shift = start(idshift)
    const [row] = rows<Record<string, unknown>>(
      `SELECT * FROM absensi WHERE idp = ${idp} AND tgl = '${today}'`,
    )
    expect(row).toMatchObject({
      device: 1,
      opr: 'unit',
      lokasi: 'Lokasi tidak tercover',
      keterlambatan: lateness('08:17', { ...shift, libur: false } as never),
    })
    expect((await rawCall('GET', `api/absensi/cek/${today}/${idp}`, { token: unit })).body).toMatchObject({
      jenis: 'pulang',
    })
    const early = await rawCall('POST', 'api/absensi/pulang', {
      token: unit,
      body: { tgl: today, waktu: '08:00', idp },
    })
    expect(early.status).toBe(400)
    expect(
      (
        await rawCall('POST', 'api/absensi/pulang', {
          token: unit,
          body: { tgl: today, waktu: '11:00', idp },
        })
      ).status,
    ).toBe(200)
    const [done] = rows<{ waktukerja: number; pulangawal: number }>(
      `SELECT waktukerja, pulangawal FROM absensi WHERE idp = ${idp} AND tgl = '${today}'`,
    )
    expect(done?.waktukerja).toBe(workMinutes('08:17', '11:00'))
    expect(done?.pulangawal).toBe(earlyLeave('11:00', { ...shift, libur: false } as never))
    const complete = await rawCall('GET', `api/absensi/cek/${today}/${idp}`, { token: unit })
    expect(complete.body).toEqual({
      status: 'fail',
      jenis: null,
      pesan: 'Absensi datang dan pulang pada tanggal ini sudah lengkap.',
    })
    const again = await rawCall('POST', 'api/absensi/datang', {
      token: unit,
      body: { tgl: today, waktu: '08:00', idp, idar: 0, status: 0, catatan: 'Lagi' },
    })
    expect(again.status).toBe(409)
  })

  it('refuses dates outside today−3 … today+1, missing reason or location, and another unit’s employee', async () => {
    const { idp } = someone()
    const outside = await rawCall('GET', `api/absensi/cek/${addDays(today, -4)}/${idp}`, { token: unit })
    expect(outside.body).toMatchObject({
      status: 'fail',
      pesan: 'Tanggal absensi manual hanya dari 3 hari yang lalu sampai besok.',
    })
    const late = await rawCall('POST', 'api/absensi/datang', {
      token: unit,
      body: { tgl: addDays(today, 2), waktu: '08:00', idp, idar: 0, status: 0, catatan: 'X' },
    })
    expect(late.status).toBe(409)
    const noReason = await rawCall('POST', 'api/absensi/datang', {
      token: unit,
      body: { tgl: today, waktu: '08:00', idp, idar: 0, status: 0, catatan: '' },
    })
    expect(noReason.body.pesan).toBe('Isikan alasan terlebih dahulul!')
    const noArea = await rawCall('POST', 'api/absensi/datang', {
      token: unit,
      body: { tgl: today, waktu: '08:00', idp, catatan: 'X' },
    })
    expect(noArea.body.pesan).toBe('Pilih lokasi absensi terlebih dahulul!')
    const [stranger] = rows<{ idp: number }>(
      "SELECT p.idp FROM pegawai p WHERE p.kode <> (SELECT ids FROM pengguna WHERE usernama = 'unit') LIMIT 1",
    )
    expect((await rawCall('GET', `api/absensi/cek/${today}/${stranger?.idp}`, { token: unit })).status).toBe(
      404,
    )
    expect(rows(`SELECT id FROM absensi WHERE idp = ${idp} AND tgl = '${today}'`)).toEqual([])
  })

  it("answers the history: manual entries, 'ajar' rows for teachers, or 'fail' without a schedule", async () => {
    const [{ idp } = { idp: 0 }] = rows<{ idp: number }>(
      `SELECT idp FROM pegawai WHERE tipe = 'normal' AND idshift IS NOT NULL AND idp NOT IN (SELECT idp FROM absensi WHERE tgl = '${today}') LIMIT 1`,
    )
    await rawCall('POST', 'api/absensi/datang', {
      token: admin,
      body: { tgl: today, waktu: '07:00', idp, idar: 0, status: 1, catatan: 'Urusan keluarga' },
    })
    const history = await rawCall('GET', `api/absensi/cek/riwayat/${idp}`, { token: admin })
    expect(history.body.tipe).toBe('normal')
    expect((history.body.datae as { tgl: string; status: number }[])[0]).toMatchObject({
      tgl: today,
      status: 1,
      waktu_masuk: null,
    })
    const [teacher] = rows<{ idp: number }>(
      "SELECT idp FROM pegawai WHERE tipe = 'ajar' AND idshift IS NOT NULL AND idp IN (SELECT idp FROM absensi_ajar) LIMIT 1",
    )
    const ajar = await rawCall('GET', `api/absensi/cek/riwayat/${teacher?.idp}`, { token: admin })
    expect(ajar.body.tipe).toBe('ajar')
    expect((ajar.body.datae as { matpel: string }[])[0]?.matpel).toBeTruthy()
    const [unscheduled] = rows<{ idp: number }>('SELECT idp FROM pegawai WHERE idshift IS NULL LIMIT 1')
    const fail = await rawCall('GET', `api/absensi/cek/riwayat/${unscheduled?.idp}`, { token: admin })
    expect(fail.body).toMatchObject({
      status: 'fail',
      pesan: 'Pegawai ini belum ditambahkan di pengaturan pegawai!',
      datae: [],
    })
  })
})

describe('leave requests', () => {
  it('lists by approval state, verifies a pending one once, and approval writes Ijin/Sakit on scheduled days only', async () => {
    const pending = (await rawCall('GET', 'api/pengajuanijin?verifikasi=0&filtertanggal=', { token: admin }))
      .body.datae as {
      idj: number
      disetujui: number
    }[]
    expect(pending.length).toBe(rows('SELECT idj FROM pengajuan_ijin WHERE disetujui = 0').length)
    expect(pending.every((r) => r.disetujui === 0)).toBe(true)
    // A fresh request over a week with a weekend, a holiday and an existing arrival.
    const [emp] = rows<{ idp: number; idshift: number }>(
      'SELECT idp, idshift FROM pegawai WHERE idshift = 1 ORDER BY idp LIMIT 1',
    )
    exec(`DELETE FROM absensi WHERE idp = ${emp?.idp} AND tgl BETWEEN '2026-12-05' AND '2026-12-11'`)
    exec(`INSERT OR IGNORE INTO hari_libur (tgllibur, keterangan) VALUES ('2026-12-09', 'Libur uji')`)
    exec(`INSERT INTO absensi (idp, tgl, status, waktu_masuk, keterlambatan, pulangawal, waktukerja, lokasi, device, tglentri, waktuentri, opr, catatan)
          VALUES (${emp?.idp}, '2026-12-08', 0, '07:20', 0, 0, 0, '', 0, '2026-12-08', '07:20', '', '')`)
    exec(`INSERT INTO pengajuan_ijin (idp, tglx, tglawal, tglakhir, hari, alasan, keterangan, status, disetujui, catatan)
          VALUES (${emp?.idp}, '${today}', '2026-12-05', '2026-12-11', 7, 'Demam', 'Surat dokter', 0, 0, '')`)
    const [{ idj } = { idj: 0 }] = rows<{ idj: number }>('SELECT max(idj) AS idj FROM pengajuan_ijin')
    const noNote = await rawCall('PUT', 'api/pengajuanijin', { token: admin, body: { idj, disetujui: 9 } })
    expect(noNote.body.pesan).toBe('Beri catatan alasan penolakan!')
    const none = await rawCall('PUT', 'api/pengajuanijin', { token: admin, body: { idj, disetujui: 0 } })
    expect(none.body.pesan).toBe('Pilih persetujuan terlebih dahulu!')
    const beranda = async () =>
      (await rawCall('GET', 'api/beranda', { token: admin })).body.jum_pengajuanijin as number
    const before = await beranda()
    expect(
      (await rawCall('PUT', 'api/pengajuanijin', { token: admin, body: { idj, disetujui: 1 } })).body.pesan,
    ).toBe('Tersimpan!')
    expect(await beranda()).toBe(before - 1)
    const written = rows<{ tgl: string; status: number; waktu_masuk: string | null }>(
      `SELECT tgl, status, waktu_masuk FROM absensi WHERE idp = ${emp?.idp} AND tgl BETWEEN '2026-12-05' AND '2026-12-11' ORDER BY tgl`,
    )
    // Sat 5 (shift 1 works Saturdays), Sun 6 off, Mon 7, Tue 8 kept (arrival), Wed 9 holiday, Thu 10, Fri 11.
    expect(written).toEqual([
      { tgl: '2026-12-05', status: 2, waktu_masuk: null },
      { tgl: '2026-12-07', status: 2, waktu_masuk: null },
      { tgl: '2026-12-08', status: 0, waktu_masuk: '07:20' },
      { tgl: '2026-12-10', status: 2, waktu_masuk: null },
      { tgl: '2026-12-11', status: 2, waktu_masuk: null },
    ])
    const twice = await rawCall('PUT', 'api/pengajuanijin', {
      token: admin,
      body: { idj, disetujui: 9, catatan: 'Terlambat' },
    })
    expect(twice.status).toBe(409)
  })

  it('keeps a unit admin to its own unit', async () => {
    const mine = (await rawCall('GET', 'api/pengajuanijin?verifikasi=&filtertanggal=', { token: unit })).body
      .datae as { idp: number }[]
    const own = new Set(
      rows<{ idp: number }>(
        "SELECT idp FROM pegawai WHERE kode = (SELECT ids FROM pengguna WHERE usernama = 'unit')",
      ).map((r) => r.idp),
    )
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((r) => own.has(r.idp))).toBe(true)
    const [foreign] = rows<{ idj: number }>(
      `SELECT idj FROM pengajuan_ijin WHERE idp NOT IN (${[...own].join(',')}) AND disetujui = 0 LIMIT 1`,
    )
    expect(
      (await rawCall('PUT', 'api/pengajuanijin', { token: unit, body: { idj: foreign?.idj, disetujui: 1 } }))
        .status,
    ).toBe(404)
  })
})
