import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import type { AbsensiDatangBody } from '../../src/contract/absensi.ts'
import { addDays, zonedDate } from '../../src/domain/calendar.ts'
import { call, callFail, callOk, jakarta, setupTestServer, sqlRows } from '../support/test-server.ts'

/** Manual attendance (SPEC.md §2, §5, §7; DESIGN.md §3): check, history, arrival, departure. */

const NOW = jakarta('2026-11-18T10:00') // Rabu, 18 November 2026, 10:00 WIB
const TODAY = zonedDate(NOW)
const AHAD = addDays(TODAY, -3) // 15 November: in the window, a day off of the office shifts

const t = setupTestServer({ now: NOW, logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const rows = <T>(query: string, params: (string | number)[] = []) => sqlRows<T>(t.server, query, params)
const exec = (statement: string, params: (string | number)[] = []) =>
  t.server.host.connection.sqlite.run(statement, params)

interface Employee {
  idp: number
  idshift: number
}

/** An active 'normal' employee of the unit admin's school (shift 1, Staf Kantor), records of the window removed. */
function ownEmployee(): Employee {
  const [employee] = rows<Employee>(
    `SELECT idp, idshift FROM pegawai WHERE kode = ? AND status = 0 AND idshift = 1 AND tipe = 'normal'
     ORDER BY idp LIMIT 1`,
    [DEMO_UNIT_KODE],
  )
  if (!employee) throw new Error('fixture: no staff employee in the unit')
  exec('DELETE FROM absensi WHERE idp = ? AND tgl BETWEEN ? AND ?', [
    employee.idp,
    addDays(TODAY, -3),
    addDays(TODAY, 1),
  ])
  return employee
}

const foreignEmployee = () =>
  rows<{ idp: number }>('SELECT idp FROM pegawai WHERE kode <> ? AND idshift IS NOT NULL LIMIT 1', [
    DEMO_UNIT_KODE,
  ])[0]?.idp ?? 0

const record = (idp: number, tgl: string) =>
  rows<Record<string, unknown>>('SELECT * FROM absensi WHERE idp = ? AND tgl = ?', [idp, tgl])

const datang = (idp: number, overrides: Partial<AbsensiDatangBody> = {}): AbsensiDatangBody => ({
  tgl: TODAY,
  waktu: '08:17',
  idp,
  idar: 0,
  device: '1',
  status: 0,
  catatan: 'Ponsel tertinggal',
  ...overrides,
})

const cek = (idp: number, tgl = TODAY, token = t.unit) =>
  callOk('GET api/absensi/cek/{tgl}/{idp}', { token, params: { tgl, idp } })

describe('arrival and departure', () => {
  it('checks, records the arrival with its lateness, then the departure with early leave and work time', async () => {
    const { idp } = ownEmployee()
    expect(await cek(idp)).toEqual({ status: 'ok', jenis: 'datang', pesan: 'Silakan isi absensi datang.' })
    const saved = await callOk('POST api/absensi/datang', { token: t.unit, body: datang(idp) })
    expect(saved).toMatchObject({ status: 'sukses', pesan: 'Presensi tersimpan' })
    // Staf Kantor, Rabu: 08:00–14:00.
    expect(record(idp, TODAY)).toEqual([
      {
        id: saved.id,
        idp,
        tgl: TODAY,
        status: 0,
        waktu_masuk: '08:17',
        waktu_pulang: null,
        keterlambatan: 17,
        pulangawal: 0,
        waktukerja: 0,
        idar: null,
        lokasi: 'Lokasi tidak tercover',
        device: 1,
        tglentri: TODAY,
        waktuentri: '10:00',
        lat: null,
        lng: null,
        opr: 'unit',
        catatan: 'Ponsel tertinggal',
        idj: null,
        kategori: null,
        kirim_masuk: null,
        kirim_pulang: null,
        id_kirim_masuk: null,
        id_kirim_pulang: null,
        // A manual entry names no machine (issue 32): its halves are the record's own device.
        sumber_masuk: null,
        sumber_pulang: null,
        idmesin_masuk: null,
        idmesin_pulang: null,
      },
    ])
    expect(await cek(idp)).toEqual({
      status: 'ok',
      jenis: 'pulang',
      pesan: 'Sudah absen datang pukul 08:17. Silakan isi absensi pulang.',
    })
    const pulang = { tgl: TODAY, idp, waktu: '13:20', catatan: 'Izin menjemput anak' }
    expect(await callOk('POST api/absensi/pulang', { token: t.admin, body: pulang })).toEqual({
      status: 'sukses',
      pesan: 'Presensi tersimpan',
      id: saved.id,
    })
    expect(record(idp, TODAY)[0]).toMatchObject({
      waktu_masuk: '08:17',
      waktu_pulang: '13:20',
      keterlambatan: 17,
      pulangawal: 40,
      waktukerja: 303,
      opr: 'admin',
      catatan: 'Ponsel tertinggal · Pulang: Izin menjemput anak',
    })
    const complete = 'Absensi datang dan pulang pada tanggal ini sudah lengkap.'
    expect(await cek(idp)).toEqual({ status: 'fail', jenis: null, pesan: complete })
    expect(await callFail('POST api/absensi/datang', { token: t.unit, body: datang(idp) })).toEqual({
      status: 409,
      pesan: complete,
    })
    expect(await callFail('POST api/absensi/pulang', { token: t.unit, body: pulang })).toEqual({
      status: 409,
      pesan: complete,
    })
  })

  it('records a departure without a reason and keeps the note; a day off is never late nor early', async () => {
    const { idp } = ownEmployee()
    await callOk('POST api/absensi/datang', {
      token: t.unit,
      body: datang(idp, { tgl: AHAD, waktu: '09:30' }),
    })
    await callOk('POST api/absensi/pulang', { token: t.unit, body: { tgl: AHAD, idp, waktu: '11:00' } })
    expect(record(idp, AHAD)[0]).toMatchObject({
      keterlambatan: 0,
      pulangawal: 0,
      waktukerja: 90,
      catatan: 'Ponsel tertinggal',
    })
  })

  it('refuses a departure before or at the arrival (400) and one without an arrival (409)', async () => {
    const { idp } = ownEmployee()
    const early = { tgl: TODAY, idp, waktu: '08:00' }
    expect(await callFail('POST api/absensi/pulang', { token: t.unit, body: early })).toEqual({
      status: 409,
      pesan: 'Pegawai belum absen datang pada tanggal ini.',
    })
    await callOk('POST api/absensi/datang', { token: t.unit, body: datang(idp) })
    for (const waktu of ['08:00', '08:17'])
      expect(await callFail('POST api/absensi/pulang', { token: t.unit, body: { ...early, waktu } })).toEqual(
        {
          status: 400,
          pesan: 'Waktu pulang harus setelah waktu datang (08:17).',
        },
      )
    expect(record(idp, TODAY)[0]).toMatchObject({ waktu_pulang: null, waktukerja: 0 })
  })

  it('enters Ijin and Sakit without times; the day is then closed to manual entry', async () => {
    const { idp } = ownEmployee()
    await callOk('POST api/absensi/datang', {
      token: t.unit,
      body: datang(idp, { status: 1, catatan: 'Takziah' }),
    })
    await callOk('POST api/absensi/datang', {
      token: t.unit,
      body: datang(idp, { tgl: addDays(TODAY, -1), status: 2, catatan: 'Demam' }),
    })
    expect(record(idp, TODAY)[0]).toMatchObject({ status: 1, waktu_masuk: null, keterlambatan: 0 })
    expect(record(idp, addDays(TODAY, -1))[0]).toMatchObject({ status: 2, waktu_masuk: null })
    const ijin = 'Pegawai tercatat Ijin pada tanggal ini.'
    expect(await cek(idp)).toEqual({ status: 'fail', jenis: null, pesan: ijin })
    expect(await cek(idp, addDays(TODAY, -1))).toMatchObject({
      pesan: 'Pegawai tercatat Sakit pada tanggal ini.',
    })
    expect(
      await callFail('POST api/absensi/pulang', { token: t.unit, body: { tgl: TODAY, idp, waktu: '14:00' } }),
    ).toEqual({ status: 409, pesan: ijin })
  })

  it('takes Ijin and Sakit without a location and ignores one sent anyway (issue 20)', async () => {
    const { idp } = ownEmployee()
    const [area] = rows<{ idar: number }>('SELECT idar FROM area_absensi WHERE kode = ? LIMIT 1', [
      DEMO_UNIT_KODE,
    ])
    await callOk('POST api/absensi/datang', {
      token: t.unit,
      body: datang(idp, { idar: undefined, status: 1, catatan: 'Takziah' }),
    })
    await callOk('POST api/absensi/datang', {
      token: t.unit,
      body: datang(idp, { tgl: addDays(TODAY, -1), idar: area?.idar, status: 2, catatan: 'Demam' }),
    })
    for (const tgl of [TODAY, addDays(TODAY, -1)])
      expect(record(idp, tgl)[0]).toMatchObject({ idar: null, lokasi: '', waktu_masuk: null })
    // Absensi Masuk still needs one, and an empty form names the location before the reason.
    expect(
      await callFail('POST api/absensi/datang', {
        token: t.unit,
        body: datang(idp, { tgl: addDays(TODAY, -2), idar: undefined, catatan: '' }),
      }),
    ).toEqual({ status: 400, pesan: 'Pilih lokasi absensi terlebih dahulul!' })
  })

  it('stores the chosen area by name; an unknown area is 400, another unit’s area 403 for a unit admin', async () => {
    const { idp } = ownEmployee()
    const [own] = rows<{ idar: number; lokasi: string }>(
      'SELECT idar, lokasi FROM area_absensi WHERE kode = ?',
      [DEMO_UNIT_KODE],
    )
    const [foreign] = rows<{ idar: number }>('SELECT idar FROM area_absensi WHERE kode <> ? LIMIT 1', [
      DEMO_UNIT_KODE,
    ])
    expect(
      await callFail('POST api/absensi/datang', { token: t.unit, body: datang(idp, { idar: 99_999 }) }),
    ).toEqual({
      status: 400,
      pesan: 'Lokasi absensi tidak dikenal!',
    })
    expect(
      await callFail('POST api/absensi/datang', {
        token: t.unit,
        body: datang(idp, { idar: foreign?.idar }),
      }),
    ).toEqual({ status: 403, pesan: 'Anda hanya dapat mengelola data unit Anda sendiri.' })
    expect(record(idp, TODAY)).toEqual([])
    await callOk('POST api/absensi/datang', { token: t.unit, body: datang(idp, { idar: own?.idar }) })
    expect(record(idp, TODAY)[0]).toMatchObject({ idar: own?.idar, lokasi: own?.lokasi })
    // The foundation admin may use any area.
    await callOk('POST api/absensi/datang', {
      token: t.admin,
      body: datang(idp, { tgl: addDays(TODAY, 1), idar: foreign?.idar }),
    })
    expect(record(idp, addDays(TODAY, 1))[0]).toMatchObject({ idar: foreign?.idar })
  })
})

describe('the window: today − 3 … today + 1', () => {
  it.each([
    [-4, false],
    [-3, true],
    [1, true],
    [2, false],
  ])('day %i: check and arrival follow the window', async (offset, inside) => {
    const { idp } = ownEmployee()
    const tgl = addDays(TODAY, offset)
    const pesan = 'Tanggal absensi manual hanya dari 3 hari yang lalu sampai besok.'
    expect(await cek(idp, tgl)).toEqual(
      inside
        ? { status: 'ok', jenis: 'datang', pesan: 'Silakan isi absensi datang.' }
        : { status: 'fail', jenis: null, pesan },
    )
    const before = record(idp, tgl)
    const answer = await call('POST api/absensi/datang', { token: t.unit, body: datang(idp, { tgl }) })
    if (inside) {
      expect(answer.status).toBe(200)
      expect(record(idp, tgl)).toMatchObject([{ tgl, device: 1, opr: 'unit' }])
    } else {
      expect(answer).toEqual({ status: 400, body: { status: 'gagal', pesan } })
      expect(record(idp, tgl)).toEqual(before)
    }
  })
})

describe('bad input changes nothing', () => {
  it.each([
    ['no reason', { catatan: '' }, 'Isikan alasan terlebih dahulul!'],
    ['a blank reason', { catatan: '   ' }, 'Isikan alasan terlebih dahulul!'],
    ['a reason over 500 characters', { catatan: 'x'.repeat(501) }, 'Maksimal 500 karakter'],
    ['no location', { idar: undefined }, 'Pilih lokasi absensi terlebih dahulul!'],
    ['a negative location', { idar: -1 }, 'Pilih lokasi absensi terlebih dahulul!'],
    ['no employee', { idp: undefined }, 'Pilih pegawai terlebih dahulu!'],
    ['an impossible date', { tgl: '2026-02-30' }, 'Tanggal tidak valid'],
    ['a date in another format', { tgl: '18-11-2026' }, 'Format tanggal harus TTTT-BB-HH'],
    ['an impossible time', { waktu: '24:00' }, 'Format waktu harus JJ:MM'],
    ['an unknown status', { status: 3 }, 'Pilih status absensi!'],
    ['an app device', { device: '0' }, "Perangkat harus '1' (manual)"],
  ])('arrival with %s → 400', async (_case, overrides, pesan) => {
    const { idp } = ownEmployee()
    const journal = await t.server.writeCount()
    const body = { ...datang(idp), ...overrides } as AbsensiDatangBody
    expect(await callFail('POST api/absensi/datang', { token: t.unit, body })).toEqual({ status: 400, pesan })
    expect(await t.server.writeCount()).toBe(journal)
    expect(record(idp, TODAY)).toEqual([])
  })

  it.each([
    ['an impossible time', { waktu: '7:5' }, 'Format waktu harus JJ:MM'],
    ['no employee', { idp: 0 }, 'Pilih pegawai terlebih dahulu!'],
  ])('departure with %s → 400', async (_case, overrides, pesan) => {
    const { idp } = ownEmployee()
    await callOk('POST api/absensi/datang', { token: t.unit, body: datang(idp) })
    const journal = await t.server.writeCount()
    const body = { tgl: TODAY, idp, waktu: '14:00', ...overrides }
    expect(await callFail('POST api/absensi/pulang', { token: t.unit, body })).toEqual({ status: 400, pesan })
    expect(await t.server.writeCount()).toBe(journal)
  })

  it('answers 404 for an unknown employee and for another unit’s, on every call', async () => {
    const notFound = { status: 404, pesan: 'Data Pegawai tidak ditemukan!' }
    for (const [token, idp] of [
      [t.admin, 99_999],
      [t.unit, foreignEmployee()],
    ] as const) {
      expect(
        await callFail('GET api/absensi/cek/{tgl}/{idp}', { token, params: { tgl: TODAY, idp } }),
      ).toEqual(notFound)
      expect(await callFail('GET api/absensi/cek/riwayat/{idp}', { token, params: { idp } })).toEqual(
        notFound,
      )
      expect(await callFail('POST api/absensi/datang', { token, body: datang(idp) })).toEqual(notFound)
      expect(
        await callFail('POST api/absensi/pulang', { token, body: { tgl: TODAY, idp, waktu: '14:00' } }),
      ).toEqual(notFound)
    }
  })

  it('refuses an employee without a schedule (409) with the staff-settings message', async () => {
    const [{ idp } = { idp: 0 }] = rows<{ idp: number }>('SELECT idp FROM pegawai WHERE idshift IS NULL')
    const pesan = 'Pegawai ini belum ditambahkan di pengaturan pegawai!'
    expect(await cek(idp, TODAY, t.admin)).toEqual({ status: 'fail', jenis: null, pesan })
    expect(await callFail('POST api/absensi/datang', { token: t.admin, body: datang(idp) })).toEqual({
      status: 409,
      pesan,
    })
  })
})

describe('history panel', () => {
  it('lists the last 30 manual entries of a normal employee, newest first', async () => {
    const { idp } = ownEmployee()
    await callOk('POST api/absensi/datang', {
      token: t.unit,
      body: datang(idp, { status: 1, catatan: 'Urusan keluarga' }),
    })
    const expected = rows<Record<string, unknown>>(
      `SELECT id, tgl, status, waktu_masuk, waktu_pulang, catatan FROM absensi
       WHERE idp = ? AND device = 1 ORDER BY tgl DESC LIMIT 30`,
      [idp],
    )
    const history = await callOk('GET api/absensi/cek/riwayat/{idp}', { token: t.unit, params: { idp } })
    expect(history).toEqual({ status: 'ok', pesan: '', tipe: 'normal', datae: expected })
    expect(history.datae[0]).toMatchObject({
      tgl: TODAY,
      status: 1,
      waktu_masuk: null,
      catatan: 'Urusan keluarga',
    })
  })

  it("answers a teacher's teaching hours ('ajar'), and 'fail' for an employee without a schedule", async () => {
    const [teacher] = rows<{ idp: number }>(
      `SELECT idp FROM pegawai WHERE tipe = 'ajar' AND kode = ? AND idp IN (SELECT idp FROM absensi_ajar)
       ORDER BY idp LIMIT 1`,
      [DEMO_UNIT_KODE],
    )
    const idp = teacher?.idp ?? 0
    const expected = rows(
      'SELECT tgl, matpel, kelas, waktu FROM absensi_ajar WHERE idp = ? ORDER BY tgl DESC, waktu DESC LIMIT 30',
      [idp],
    )
    expect(expected).toHaveLength(30)
    expect(await callOk('GET api/absensi/cek/riwayat/{idp}', { token: t.unit, params: { idp } })).toEqual({
      status: 'ok',
      pesan: '',
      tipe: 'ajar',
      datae: expected,
    })
    const [unscheduled] = rows<{ idp: number }>('SELECT idp FROM pegawai WHERE idshift IS NULL')
    expect(
      await callOk('GET api/absensi/cek/riwayat/{idp}', {
        token: t.admin,
        params: { idp: unscheduled?.idp ?? 0 },
      }),
    ).toEqual({
      status: 'fail',
      pesan: 'Pegawai ini belum ditambahkan di pengaturan pegawai!',
      tipe: 'normal',
      datae: [],
    })
  })

  it('answers an empty list for an employee with no manual entry', async () => {
    const { idp } = ownEmployee()
    exec('DELETE FROM absensi WHERE idp = ? AND device = 1', [idp])
    expect(await callOk('GET api/absensi/cek/riwayat/{idp}', { token: t.unit, params: { idp } })).toEqual({
      status: 'ok',
      pesan: '',
      tipe: 'normal',
      datae: [],
    })
  })
})
