// test-clock: dependent — reports up to today, at today's hour
import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import type { AbsensiRecord, RekapDetailRow, RekapRow } from '../../src/contract/laporan.ts'
import { addDays, dateRange, wallClock, weekday } from '../../src/domain/calendar.ts'
import { rawCall, setupTestServer, sqlRows, TEST_NOW, TEST_TODAY } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })
const today = TEST_TODAY
/** The server's clock when a test does not move it: today, and its time of day in WIB. */
const testClock = { today, time: wallClock(TEST_NOW).time }

const rows = <T>(query: string): T[] => sqlRows<T>(t.server, query)

const exec = (statement: string) => t.server.host.connection.sqlite.run(statement)

interface Emp {
  idp: number
  nama: string
  nip: string
  cabang: string
  kode: string
  idshift: number | null
  tglmasuk: string | null
  tglkeluar: string | null
}
interface Rec {
  idp: number
  tgl: string
  status: number
  waktu_masuk: string | null
  waktu_pulang: string | null
  keterlambatan: number
  pulangawal: number
  kategori: 'cuti' | 'dinas' | null
}

/**
 * Turns some of the range's Ijin records into leave of types counted as cuti and as dinas (issue 31:
 * status 1 with a kategori), as an approval of such a type writes them.
 */
function markCutiDinas(from: string) {
  // A third each: the rest stays Ijin.
  const ijin = `status = 1 AND kategori IS NULL AND tgl BETWEEN '${from}' AND '${today}'`
  exec(`UPDATE absensi SET kategori = 'cuti' WHERE ${ijin} AND id % 3 = 1`)
  exec(`UPDATE absensi SET kategori = 'dinas' WHERE ${ijin} AND id % 3 = 2`)
}

/**
 * The recap recomputed day by day in plain code, straight from the tables (no report SQL), as of a
 * clock: a working day counts for Alpha once it is over (before today, or today after the shift's
 * waktu_pulang that weekday); `absent` holds every working day without a record, over or not.
 * Days off are each employee's unit's calendar, read here from its tables (issue 30).
 */
/**
 * Whether a date is a day off of a unit, straight from the calendar's tables: an entry for every
 * unit or naming the unit (kalender_unit), a Cuti Bersama one only while the setting says 'libur',
 * and a Libur Khusus row without an entry (idkalender NULL) for every unit.
 */
function unitDaysOff(): (kode: string, tgl: string) => boolean {
  const cutiOff =
    rows<{ nilai: string }>(`SELECT nilai FROM pengaturan WHERE kunci = 'cuti_bersama'`)[0]?.nilai !== 'kerja'
  const entries = rows<{
    idkalender: number
    jenis: string
    tglawal: string
    tglakhir: string
    semua_unit: number
  }>('SELECT idkalender, jenis, tglawal, tglakhir, semua_unit FROM kalender').filter(
    (entry) => cutiOff || entry.jenis !== 'cuti_bersama',
  )
  const chosen = new Set(
    rows<{ k: string }>(`SELECT idkalender || '/' || kode AS k FROM kalender_unit`).map((r) => r.k),
  )
  const loose = new Set(
    rows<{ tgllibur: string }>('SELECT tgllibur FROM hari_libur WHERE idkalender IS NULL').map(
      (r) => r.tgllibur,
    ),
  )
  return (kode, tgl) =>
    loose.has(tgl) ||
    entries.some(
      (entry) =>
        entry.tglawal <= tgl &&
        tgl <= entry.tglakhir &&
        (entry.semua_unit === 1 || chosen.has(`${entry.idkalender}/${kode}`)),
    )
}

function independentRecap(from: string, to: string, grace: number, clock = testClock) {
  const asOf = clock.today
  const employees = rows<Emp>(
    `SELECT p.idp, p.nama, p.nip, k.cabang, p.kode, p.idshift, p.tglmasuk, p.tglkeluar FROM pegawai p JOIN kantor k ON k.kode = p.kode`,
  )
  const off = new Set(
    rows<{ k: string }>(`SELECT idshift || '/' || hari AS k FROM shift_hari WHERE libur = 1`).map((r) => r.k),
  )
  const pulang = new Map(
    rows<{ k: string; waktu_pulang: string }>(
      `SELECT idshift || '/' || hari AS k, waktu_pulang FROM shift_hari`,
    ).map((r) => [r.k, r.waktu_pulang]),
  )
  const dayOff = unitDaysOff()
  const records = new Map(
    rows<Rec>(`SELECT * FROM absensi WHERE tgl BETWEEN '${from}' AND '${to}'`).map((r) => [
      `${r.idp}|${r.tgl}`,
      r,
    ]),
  )
  const working = (e: Emp, tgl: string) =>
    e.idshift !== null &&
    !off.has(`${e.idshift}/${weekday(tgl)}`) &&
    !dayOff(e.kode, tgl) &&
    (!e.tglmasuk || tgl >= e.tglmasuk) &&
    (!e.tglkeluar || tgl <= e.tglkeluar) &&
    tgl <= asOf
  const over = (e: Emp, tgl: string) =>
    tgl < asOf || (tgl === asOf && clock.time > (pulang.get(`${e.idshift}/${weekday(tgl)}`) ?? '24:00'))
  const recap = new Map<number, RekapRow>()
  const details = new Map<number, RekapDetailRow[]>()
  const absent = new Map<number, Set<string>>()
  for (const e of employees) {
    if ((e.tglmasuk && e.tglmasuk > to) || (e.tglkeluar && e.tglkeluar < from)) continue
    const row: RekapRow = {
      ...{ idp: e.idp, nama: e.nama, nip: e.nip, cabang: e.cabang },
      ...{
        masuk: 0,
        sakit: 0,
        ijin: 0,
        cuti: 0,
        dinas: 0,
        alpha: 0,
        jum_telat: 0,
        keterlambatan: 0,
        pulangawal: 0,
        gag_absen_pulang: 0,
      },
    }
    const detail: RekapDetailRow[] = []
    const missing = new Set<string>()
    for (const tgl of dateRange(from, to)) {
      const r = records.get(`${e.idp}|${tgl}`)
      const w = working(e, tgl)
      if (r?.status === 0) row.masuk++
      if (r?.status === 1 && r.kategori === null) row.ijin++
      if (r?.status === 2) row.sakit++
      if (r?.kategori === 'cuti') row.cuti = (row.cuti ?? 0) + 1
      if (r?.kategori === 'dinas') row.dinas = (row.dinas ?? 0) + 1
      if (r?.status === 0 && r.waktu_pulang === null) row.gag_absen_pulang++
      const alpha = w && !r && over(e, tgl)
      if (w && !r) missing.add(tgl)
      if (alpha) row.alpha++
      const late = w && r && r.keterlambatan > grace ? r.keterlambatan : 0
      if (late) row.jum_telat++
      row.keterlambatan += late
      row.pulangawal += w && r ? r.pulangawal : 0
      if (r || alpha)
        detail.push({
          tgl,
          masuk: r?.status === 0 ? 1 : 0,
          waktu_masuk: r?.waktu_masuk ?? null,
          waktu_pulang: r?.waktu_pulang ?? null,
          pulangawal: w && r ? r.pulangawal : 0,
          terlambat: late,
          ijin: r?.status === 1 && r.kategori === null ? 1 : 0,
          sakit: r?.status === 2 ? 1 : 0,
          ...(r?.kategori === 'cuti' ? { cuti: 1 as const } : {}),
          ...(r?.kategori === 'dinas' ? { dinas: 1 as const } : {}),
          alpha: r ? 0 : 1,
        })
    }
    recap.set(e.idp, row)
    details.set(e.idp, detail)
    absent.set(e.idp, missing)
  }
  return { recap, details, absent }
}

async function reportRecap(from: string, to: string, token = t.admin) {
  const generated = await rawCall('POST', 'api/laporan/generate', {
    token,
    body: { tglawal: from, tglakhir: to },
  })
  expect(generated.body).toEqual({ status: true })
  const { status, body } = await rawCall('GET', `api/laporan/rekapitulasi/${from}/${to}`, { token })
  expect(status).toBe(200)
  return body.datae as RekapRow[]
}

/** A working day with records whatever weekday today is: the last Wednesday at least 4 days back. */
function lastWednesday(): string {
  let day = addDays(today, -4)
  while (weekday(day) !== 3) day = addDays(day, -1)
  return day
}

const byIdp = (list: RekapRow[]) => new Map(list.map((row) => [row.idp, row]))

describe('period recap equals an independent day-by-day computation', () => {
  it('on every cell of every employee over the seeded months (and every detail row)', async () => {
    const from = addDays(today, -75)
    markCutiDinas(from)
    const expected = independentRecap(from, today, 0)
    const actual = byIdp(await reportRecap(from, today))
    expect(actual.size).toBe(expected.recap.size)
    expect(actual.size).toBeGreaterThan(100)
    for (const [idp, row] of expected.recap) expect(actual.get(idp), `idp ${idp}`).toEqual(row)
    // Nothing trivially zero: the seed has every kind of day.
    const sum = (key: keyof RekapRow) => [...actual.values()].reduce((n, r) => n + Number(r[key]), 0)
    for (const key of [
      'masuk',
      'sakit',
      'ijin',
      'cuti',
      'dinas',
      'alpha',
      'jum_telat',
      'pulangawal',
      'gag_absen_pulang',
    ] as const)
      expect(sum(key), key).toBeGreaterThan(0)
    const onLeave = rows<{ idp: number }>(
      `SELECT DISTINCT idp FROM absensi WHERE kategori IS NOT NULL AND tgl >= '${from}' ORDER BY idp LIMIT 5`,
    ).map((row) => row.idp)
    for (const idp of [...[...expected.details.keys()].slice(0, 25), ...onLeave]) {
      const { body } = await rawCall('GET', `api/laporan/rekapitulasi/${from}/${today}/${idp}`, {
        token: t.admin,
      })
      expect(body.data, `detail ${idp}`).toEqual(expected.details.get(idp))
    }
  })

  it("follows a unit's own days off and the Cuti Bersama setting, on every cell of that unit's staff", async () => {
    const from = addDays(today, -40)
    markCutiDinas(from)
    const before = independentRecap(from, today, 0)
    // A free weekday for a foundation-wide Cuti Bersama (no other entry for every unit holds it).
    const taken = new Set(
      rows<{ tgllibur: string }>('SELECT tgllibur FROM hari_libur').map((r) => r.tgllibur),
    )
    let cutiDay = addDays(today, -10)
    while (taken.has(cutiDay) || weekday(cutiDay) === 0) cutiDay = addDays(cutiDay, -1)
    const add = async (body: Record<string, unknown>) =>
      expect((await rawCall('POST', 'api/kalender', { token: t.admin, body })).status).toBe(200)
    await add({
      jenis: 'unit',
      tglawal: addDays(today, -22),
      tglakhir: addDays(today, -18),
      keterangan: 'Libur Unit uji',
      semua_unit: 0,
      unit: [DEMO_UNIT_KODE],
    })
    await add({
      jenis: 'cuti_bersama',
      tglawal: cutiDay,
      tglakhir: cutiDay,
      keterangan: 'Cuti uji',
      semua_unit: 1,
      unit: [],
    })
    const own = rows<{ idp: number }>(`SELECT idp FROM pegawai WHERE kode = '${DEMO_UNIT_KODE}'`).map(
      (r) => r.idp,
    )
    const settings = (await rawCall('GET', 'api/pengaturan', { token: t.admin })).body
    const changed = (a: Map<number, RekapRow>, b: Map<number, RekapRow>, ids: number[]) =>
      ids.filter((idp) => JSON.stringify(a.get(idp)) !== JSON.stringify(b.get(idp)))

    for (const cuti_bersama of ['kerja', 'libur'] as const) {
      const saved = await rawCall('PUT', 'api/pengaturan', {
        token: t.admin,
        body: { ...settings, cuti_bersama },
      })
      expect(saved.status).toBe(200)
      const expected = independentRecap(from, today, 0)
      const actual = byIdp(await reportRecap(from, today))
      expect(actual.size).toBe(expected.recap.size)
      for (const [idp, row] of expected.recap)
        expect(actual.get(idp), `idp ${idp} (${cuti_bersama})`).toEqual(row)
      for (const idp of own.filter((id) => expected.details.has(id))) {
        const { body } = await rawCall('GET', `api/laporan/rekapitulasi/${from}/${today}/${idp}`, {
          token: t.admin,
        })
        expect(body.data, `detail ${idp} (${cuti_bersama})`).toEqual(expected.details.get(idp))
      }
      // Not vacuous: the unit's days off change its staff's cells; with cuti bersama as working
      // days, nobody else's changed.
      expect(changed(before.recap, expected.recap, own).length).toBeGreaterThan(0)
      const others = [...expected.recap.keys()].filter((idp) => !own.includes(idp))
      if (cuti_bersama === 'kerja') expect(changed(before.recap, expected.recap, others)).toEqual([])
      else expect(changed(before.recap, expected.recap, others).length).toBeGreaterThan(0)
    }
  })

  it('follows a changed grace period in every report computed afterwards', async () => {
    exec(`UPDATE pengaturan SET nilai = '10' WHERE kunci = 'toleransi_terlambat_menit'`)
    const from = addDays(today, -40)
    const expected = independentRecap(from, today, 10)
    const actual = byIdp(await reportRecap(from, today))
    for (const [idp, row] of expected.recap) expect(actual.get(idp)).toEqual(row)
    const withoutGrace = independentRecap(from, today, 0)
    const lateDays = (m: Map<number, RekapRow>) => [...m.values()].reduce((n, r) => n + r.jum_telat, 0)
    expect(lateDays(expected.recap)).toBeLessThan(lateDays(withoutGrace.recap))
  })
})

describe('hand-made cases', () => {
  /** A fresh employee on shift 1 with a known calendar, so every figure is known exactly. */
  function hire(tglmasuk: string, tglkeluar: string | null = null): number {
    exec(`INSERT INTO pegawai (nip, nama, jk, tempat, alamat, jabatan, pendidikan, catatan, wa, email, status, tglmasuk, tglkeluar, kode, pass_hash, idshift, status_aktif, tipe)
          SELECT 'T-${tglmasuk}', 'Uji ${tglmasuk}', 'L', '', '', '', '', '', '', '', 0, '${tglmasuk}', ${tglkeluar ? `'${tglkeluar}'` : 'NULL'}, kode, '', 1, 1, 'normal' FROM kantor LIMIT 1`)
    return Number(rows<{ id: number }>('SELECT last_insert_rowid() AS id')[0]?.id)
  }
  const record = (idp: number, tgl: string, fields: string) =>
    exec(
      `INSERT INTO absensi (idp, tgl, status, waktu_masuk, waktu_pulang, keterlambatan, pulangawal, waktukerja, lokasi, device, tglentri, waktuentri, opr, catatan) VALUES (${idp}, '${tgl}', ${fields}, '', 1, '${tgl}', '07:00', 'admin', '')`,
    )

  it('counts a holiday, a day off, leave, a missing clock-out, joining and leaving mid-period', async () => {
    // A fixed past week: Monday 2026-06-01 … Sunday 2026-06-07 (shift 1: Ahad off), a holiday on Wednesday.
    // The week's calendar emptied: its entries (Hari Lahir Pancasila on Monday) and their dates.
    exec(`DELETE FROM hari_libur WHERE tgllibur BETWEEN '2026-06-01' AND '2026-06-07'`)
    const week = `SELECT idkalender FROM kalender WHERE tglawal <= '2026-06-07' AND tglakhir >= '2026-06-01'`
    exec(`DELETE FROM hari_libur WHERE idkalender IN (${week})`)
    exec(`DELETE FROM kalender_unit WHERE idkalender IN (${week})`)
    exec(`DELETE FROM kalender WHERE idkalender IN (${week})`)
    exec(`INSERT INTO hari_libur (tgllibur, keterangan) VALUES ('2026-06-03', 'Libur uji')`)
    const shift = rows<{ hari: number; libur: number }>(
      'SELECT hari, libur FROM shift_hari WHERE idshift = 1',
    )
    expect(shift.find((d) => d.hari === 0)?.libur).toBe(1)
    const a = hire('2026-06-02') // joins Tuesday
    const b = hire('2026-01-01', '2026-06-04') // leaves Thursday
    record(a, '2026-06-02', `0, '08:10', '14:00', 10, 0, 350`) // late 10
    record(a, '2026-06-04', `0, '08:00', NULL, 0, 0, 0`) // no clock-out
    record(a, '2026-06-05', `1, NULL, NULL, 0, 0, 0`) // ijin
    record(a, '2026-06-07', `0, '09:00', '11:00', 0, 0, 120`) // a Sunday (day off): masuk, never late
    record(b, '2026-06-01', `2, NULL, NULL, 0, 0, 0`) // sakit
    record(b, '2026-06-02', `0, '08:00', '13:30', 0, 30, 330`) // leaves 30 min early
    const recap = byIdp(await reportRecap('2026-06-01', '2026-06-07'))
    // a: working days Tue, Thu, Fri, Sat (Wed holiday, Sun off, Mon before joining) = 4; records on 3 of them.
    expect(recap.get(a)).toMatchObject({
      masuk: 3,
      ijin: 1,
      sakit: 0,
      alpha: 1,
      jum_telat: 1,
      keterlambatan: 10,
      pulangawal: 0,
      gag_absen_pulang: 1,
    })
    // b: working days Mon, Tue, Thu (left after Thursday) = 3; records Mon, Tue.
    expect(recap.get(b)).toMatchObject({
      masuk: 1,
      ijin: 0,
      sakit: 1,
      alpha: 1,
      jum_telat: 0,
      keterlambatan: 0,
      pulangawal: 30,
      gag_absen_pulang: 0,
    })
    const { body } = await rawCall('GET', `api/laporan/rekapitulasi/2026-06-01/2026-06-07/${a}`, {
      token: t.admin,
    })
    expect(
      (body.data as RekapDetailRow[]).map((r) => [r.tgl, r.masuk, r.ijin, r.alpha, r.terlambat]),
    ).toEqual([
      ['2026-06-02', 1, 0, 0, 10],
      ['2026-06-04', 1, 0, 0, 0],
      ['2026-06-05', 0, 1, 0, 0],
      ['2026-06-06', 0, 0, 1, 0],
      ['2026-06-07', 1, 0, 0, 0],
    ])
  })

  it("counts cuti and dinas leave apart from the SPEC's ijin: recap, detail and the records' kategori", async () => {
    const c = hire('2026-06-01')
    for (const [tgl, status] of [
      ['2026-06-08', 1],
      ['2026-06-09', 1],
      ['2026-06-10', 1],
      ['2026-06-11', 2],
    ] as const)
      record(c, tgl, `${status}, NULL, NULL, 0, 0, 0`)
    exec(`UPDATE absensi SET kategori = 'cuti' WHERE idp = ${c} AND tgl = '2026-06-09'`)
    exec(`UPDATE absensi SET kategori = 'dinas' WHERE idp = ${c} AND tgl = '2026-06-10'`)
    const recap = byIdp(await reportRecap('2026-06-08', '2026-06-11'))
    expect(recap.get(c)).toMatchObject({ masuk: 0, ijin: 1, cuti: 1, dinas: 1, sakit: 1 })
    const detail = await rawCall('GET', `api/laporan/rekapitulasi/2026-06-08/2026-06-11/${c}`, {
      token: t.admin,
    })
    expect(
      (detail.body.data as RekapDetailRow[]).map((r) => [
        r.tgl,
        r.ijin,
        r.cuti ?? 0,
        r.dinas ?? 0,
        r.sakit,
        r.alpha,
      ]),
    ).toEqual([
      ['2026-06-08', 1, 0, 0, 0, 0],
      ['2026-06-09', 0, 1, 0, 0, 0],
      ['2026-06-10', 0, 0, 1, 0, 0],
      ['2026-06-11', 0, 0, 0, 1, 0],
    ])
    const history = await rawCall('GET', 'api/laporan/absensi/riwayat/2026-06-08/2026-06-11', {
      token: t.admin,
    })
    const own = (history.body.datae as AbsensiRecord[]).filter((r) => r.idp === c)
    expect(own.map((r) => [r.tgl, r.status, 'kategori' in r ? r.kategori : 'tanpa'])).toEqual([
      ['2026-06-08', 1, 'tanpa'],
      ['2026-06-09', 1, 'cuti'],
      ['2026-06-10', 1, 'dinas'],
      ['2026-06-11', 2, 'tanpa'],
    ])
  })
})

describe('scope and input', () => {
  it('shows a unit admin only its own unit', async () => {
    const unit = t.unit
    const [unitCode] = rows<{ ids: string }>(`SELECT ids FROM pengguna WHERE usernama = 'unit'`)
    const own = new Set(
      rows<{ idp: number }>(`SELECT idp FROM pegawai WHERE kode = '${unitCode?.ids}'`).map((r) => r.idp),
    )
    const from = addDays(today, -30)
    // Exact lists from the tables, each checked non-empty so an empty answer cannot pass.
    const expectedRecap = [...independentRecap(from, today, 0).recap.keys()].filter((idp) => own.has(idp))
    expect(expectedRecap.length).toBeGreaterThan(0)
    const recap = await reportRecap(from, today, unit)
    expect(recap.map((r) => r.idp).sort((x, y) => x - y)).toEqual(expectedRecap.sort((x, y) => x - y))
    const ownRecords = (where: string) =>
      rows<{ id: number }>(
        `SELECT a.id FROM absensi a JOIN pegawai p ON p.idp = a.idp WHERE p.kode = '${unitCode?.ids}' AND ${where} ORDER BY a.id`,
      ).map((r) => r.id)
    const wednesday = lastWednesday()
    const expectedDaily = ownRecords(`a.tgl = '${wednesday}'`)
    expect(expectedDaily.length).toBeGreaterThan(0)
    const daily = await rawCall('GET', `api/laporan/absensi/harian/${wednesday}`, { token: unit })
    expect((daily.body.umum as { id: number }[]).map((r) => r.id).sort((x, y) => x - y)).toEqual(
      expectedDaily,
    )
    const history = await rawCall('GET', `api/laporan/absensi/riwayat/${from}/${today}`, { token: unit })
    expect((history.body.datae as { id: number }[]).map((r) => r.id).sort((x, y) => x - y)).toEqual(
      ownRecords(`a.tgl BETWEEN '${from}' AND '${today}'`),
    )
    const stranger = rows<{ idp: number }>(
      `SELECT idp FROM pegawai WHERE kode <> '${unitCode?.ids}' LIMIT 1`,
    )[0]
    const detail = await rawCall('GET', `api/laporan/rekapitulasi/${from}/${today}/${stranger?.idp}`, {
      token: unit,
    })
    expect(detail.status).toBe(404)
  })

  it.each([
    ['api/laporan/rekapitulasi/2026-05-10/2026-05-01', 'Tanggal akhir tidak boleh sebelum tanggal awal'],
    ['api/laporan/rekapitulasi/2025-01-01/2026-05-01', 'Rentang tanggal maksimal 366 hari'],
    ['api/laporan/rekapitulasi/2026-02-30/2026-03-01', 'Tanggal tidak valid'],
    ['api/laporan/absensi/harian/kemarin', 'Format tanggal harus TTTT-BB-HH'],
  ])('refuses %s with a clear message', async (path, pesan) => {
    const { status, body } = await rawCall('GET', path, { token: t.admin })
    expect(status).toBe(400)
    expect(body).toEqual({ status: 'gagal', pesan })
  })

  it('answers the daily recap with every record of the date, names and offices included', async () => {
    const tgl = lastWednesday()
    const expected = rows<{ n: number }>(`SELECT COUNT(*) AS n FROM absensi WHERE tgl = '${tgl}'`)[0]?.n
    expect(expected).toBeGreaterThan(0)
    const { body } = await rawCall('GET', `api/laporan/absensi/harian/${tgl}`, { token: t.admin })
    const umum = body.umum as { tgl: string; nama: string; cabang: string }[]
    expect(umum.length).toBe(expected)
    expect(umum.every((r) => r.tgl === tgl && r.nama && r.cabang)).toBe(true)
  })
})

describe("the 'di luar area' warning", () => {
  it('judges app check-ins against the areas their schedule allows, head office on a Hari Rapat', async () => {
    exec(`UPDATE shift SET lokasi_masuk = 2 WHERE idshift = 1`)
    const [employee] = rows<{ idp: number; kode: string }>(
      `SELECT p.idp, p.kode FROM pegawai p JOIN kantor k ON k.kode = p.kode WHERE k.pusat = 0 AND p.idshift = 1
       AND EXISTS (SELECT 1 FROM area_absensi WHERE kode = p.kode) LIMIT 1`,
    )
    const own = rows<{ lat: number; lng: number }>(
      `SELECT lat, lng FROM area_absensi WHERE kode = '${employee?.kode}' LIMIT 1`,
    )[0]
    const head = rows<{ lat: number; lng: number }>(
      `SELECT a.lat, a.lng FROM area_absensi a JOIN kantor k ON k.kode = a.kode WHERE k.pusat = 1 LIMIT 1`,
    )[0]
    exec(`DELETE FROM hari_khusus WHERE tglkhusus BETWEEN '2026-03-02' AND '2026-03-06'`)
    exec(`INSERT INTO hari_khusus (tglkhusus, keterangan) VALUES ('2026-03-04', 'Rapat uji')`)
    exec(`DELETE FROM absensi WHERE idp = ${employee?.idp} AND tgl BETWEEN '2026-03-02' AND '2026-03-06'`)
    const place = (tgl: string, lat: number, lng: number, device = 0) =>
      exec(`INSERT INTO absensi (idp, tgl, status, waktu_masuk, waktu_pulang, keterlambatan, pulangawal, waktukerja, lokasi, device, tglentri, waktuentri, lat, lng, opr, catatan)
            VALUES (${employee?.idp}, '${tgl}', 0, '07:55', '14:00', 0, 0, 365, '', ${device}, '${tgl}', '07:55', ${lat}, ${lng}, '', '')`)
    place('2026-03-02', Number(own?.lat), Number(own?.lng)) // own office: inside
    place('2026-03-03', Number(head?.lat), Number(head?.lng)) // head office on a normal day: outside
    place('2026-03-04', Number(head?.lat), Number(head?.lng)) // head office on a Hari Rapat: inside
    place('2026-03-05', -6.9, 110.4) // far away: outside
    place('2026-03-06', -6.9, 110.4, 1) // a manual entry is not judged
    const { body } = await rawCall('GET', `api/laporan/absensi/riwayat/2026-03-02/2026-03-06`, {
      token: t.admin,
    })
    const mine = (body.datae as { idp: number; tgl: string; di_luar_area?: boolean }[]).filter(
      (r) => r.idp === employee?.idp,
    )
    expect(mine.map((r) => [r.tgl, r.di_luar_area])).toEqual([
      ['2026-03-02', false],
      ['2026-03-03', true],
      ['2026-03-04', false],
      ['2026-03-05', true],
      ['2026-03-06', undefined],
    ])
  })
})

describe('history paging and the dashboard summary', () => {
  it('pages the history when asked, and answers everything when the parameters are empty', async () => {
    const from = addDays(today, -10)
    const all = await rawCall('GET', `api/laporan/absensi/riwayat/${from}/${today}?page=&halaman=`, {
      token: t.admin,
    })
    const everything = all.body.datae as { id: number }[]
    expect(everything.length).toBe(
      rows<{ n: number }>(`SELECT COUNT(*) AS n FROM absensi WHERE tgl BETWEEN '${from}' AND '${today}'`)[0]
        ?.n,
    )
    const second = await rawCall('GET', `api/laporan/absensi/riwayat/${from}/${today}?page=2&halaman=50`, {
      token: t.admin,
    })
    expect(second.body.tot_data).toBe(everything.length)
    expect((second.body.datae as { id: number }[]).map((r) => r.id)).toEqual(
      everything.slice(50, 100).map((r) => r.id),
    )
    const bad = await rawCall('GET', `api/laporan/absensi/riwayat/${from}/${today}?halaman=5000`, {
      token: t.admin,
    })
    expect(bad.status).toBe(400)
  })

  it("gives today's picture and a 30-day trend that match the records", async () => {
    // A fixed working day (a Wednesday) inside the seeded months, so 'not yet arrived' is not vacuous.
    const day = lastWednesday()
    t.server.setNow(new Date(`${day}T10:00:00`))
    const { body } = await rawCall('GET', 'api/beranda/ringkasan', { token: t.admin })
    const count = (where: string) =>
      Number(rows<{ n: number }>(`SELECT COUNT(*) AS n FROM absensi WHERE tgl = '${day}' AND ${where}`)[0]?.n)
    expect(body.tgl).toBe(day)
    expect(body.hadir).toBe(count('status = 0'))
    expect(body.terlambat).toBe(count('status = 0 AND keterlambatan > 0'))
    expect(body.ijin_sakit).toBe(count('status <> 0'))
    const tren = body.tren as { tgl: string; jadwal: number; hadir: number }[]
    expect(tren).toHaveLength(30)
    expect(tren.at(-1)?.tgl).toBe(day)
    // Independently: an employee not yet arrived has a working day without a record today.
    const expected = independentRecap(addDays(day, -29), day, 0, { today: day, time: '10:00' })
    const notYet = [...expected.absent.values()].filter((dates) => dates.has(day))
    expect(body.belum_datang).toBe(notYet.length)
    expect(body.belum_datang).toBeGreaterThan(0)
    const firstDay = tren[0]?.tgl as string
    const workingFirstDay = [...expected.details.values()].filter((d) => {
      const row = d.find((r) => r.tgl === firstDay)
      return row && (row.alpha === 1 || row.masuk || row.ijin || row.sakit)
    })
    expect(tren[0]?.jadwal).toBeLessThanOrEqual(workingFirstDay.length)
  })
})

describe('records from a fingerprint machine (issue 32)', () => {
  /** Three records of one day: a machine's whole day, an app arrival closed by a machine, and one untouched. */
  function machineDay() {
    exec(
      `INSERT INTO mesin (nama, sn, kode, arah) VALUES ('Mesin Gerbang', 'UJI-LAPORAN-1', 'PST', 'status')`,
    )
    const [mesin] = rows<{ idmesin: number }>(`SELECT idmesin FROM mesin WHERE sn = 'UJI-LAPORAN-1'`)
    const tgl = addDays(today, -1)
    const [whole = 0, half = 0, untouched = 0] = rows<{ id: number }>(
      `SELECT id FROM absensi WHERE tgl = '${tgl}' AND status = 0 AND device = 0 AND waktu_pulang IS NOT NULL ORDER BY id LIMIT 3`,
    ).map((row) => row.id)
    const m = mesin?.idmesin
    exec(`UPDATE absensi SET device = 2, sumber_masuk = 2, sumber_pulang = 2, idmesin_masuk = ${m}, idmesin_pulang = ${m}
          WHERE id = ${whole}`)
    exec(`UPDATE absensi SET sumber_masuk = 0, sumber_pulang = 2, idmesin_pulang = ${m} WHERE id = ${half}`)
    return { tgl, whole, half, untouched }
  }
  const SOURCE_FIELDS = ['sumber_masuk', 'sumber_pulang', 'mesin_masuk', 'mesin_pulang']
  const sourcesOf = (record: AbsensiRecord | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => SOURCE_FIELDS.includes(key)))

  it('Rekap Harian (whole day and a page) and Riwayat say device 2 and the machine, a SPEC record nothing more', async () => {
    const day = machineDay()
    const byId = (list: AbsensiRecord[]) => new Map(list.map((record) => [record.id, record]))
    const wholeDay = byId(
      (await rawCall('GET', `api/laporan/absensi/harian/${day.tgl}`, { token: t.admin })).body
        .umum as AbsensiRecord[],
    )
    const page = byId(
      (await rawCall('GET', `api/laporan/absensi/harian/${day.tgl}?halaman=500`, { token: t.admin })).body
        .umum as AbsensiRecord[],
    )
    const history = byId(
      (await rawCall('GET', `api/laporan/absensi/riwayat/${day.tgl}/${day.tgl}`, { token: t.admin })).body
        .datae as AbsensiRecord[],
    )
    for (const records of [wholeDay, page, history]) {
      expect(records.get(day.whole)?.device).toBe(2)
      // The halves came from the record's own device: only the machine is said.
      expect(sourcesOf(records.get(day.whole))).toEqual({
        mesin_masuk: 'Mesin Gerbang',
        mesin_pulang: 'Mesin Gerbang',
      })
      expect(records.get(day.half)?.device).toBe(0)
      expect(sourcesOf(records.get(day.half))).toEqual({ sumber_pulang: 2, mesin_pulang: 'Mesin Gerbang' })
      expect(sourcesOf(records.get(day.untouched))).toEqual({})
    }
  })
})
