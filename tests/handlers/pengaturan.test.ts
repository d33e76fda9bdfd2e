// test-clock: free — the clock only picks a past day of the seed; it checks settings and the grace period
import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { HEAD_OFFICE, NAMA_YAYASAN } from '../../seeds/offices.ts'
import { COMMON_MESSAGES, JAM_AJAR_MESSAGES, MESIN_MESSAGES } from '../../src/contract/messages.ts'
import { PENGATURAN_MESSAGES as M } from '../../src/contract/pengaturan-rules.ts'
import { callFail, callOk, rawCall, setupTestServer, sqlRows, TEST_TODAY } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const SEEDED = {
  nama_yayasan: NAMA_YAYASAN,
  alamat_yayasan: HEAD_OFFICE.alamat,
  toleransi_terlambat_menit: 0,
  zona_waktu: 'Asia/Jakarta', // no row: the default, WIB
  cuti_bersama: 'libur', // the migration's default: Cuti Bersama days are days off
  // Issue 31: no rows, the defaults (docs/cuti.md).
  cuti_dasar: 'januari',
  cuti_jatah: 12,
  cuti_bawa_maks: 0,
  cuti_bawa_bulan: 6,
  cuti_bersama_potong: false,
  persetujuan_tingkat: 1,
  batas_tunda_jam: 12, // no row: the default, 12 hours
  mesin_jeda_pulang: 60, // the migration's row (issue 32)
  // Issue 33: migration 0007's rates per JP.
  honor_jp_gty: 15_000,
  honor_jp_gtt: 25_000,
  honor_jp_honorer: 20_000,
} as const
const valid = {
  nama_yayasan: 'Yayasan Uji',
  alamat_yayasan: 'Jl. Uji No. 1',
  toleransi_terlambat_menit: 10,
  zona_waktu: 'Asia/Makassar',
  cuti_bersama: 'kerja',
  cuti_dasar: 'ulang_tahun',
  cuti_jatah: 14,
  cuti_bawa_maks: 6,
  cuti_bawa_bulan: 3,
  cuti_bersama_potong: true,
  persetujuan_tingkat: 2,
  batas_tunda_jam: 6,
  mesin_jeda_pulang: 45,
  honor_jp_gty: 17_500,
  honor_jp_gtt: 30_000,
  honor_jp_honorer: 22_000,
} as const
const stored = () =>
  sqlRows<{ kunci: string; nilai: string }>(t.server, 'SELECT * FROM pengaturan ORDER BY kunci')

describe('GET api/pengaturan', () => {
  it('answers the demo foundation to level 0 and to level 1', async () => {
    expect(await callOk('GET api/pengaturan', { token: t.admin })).toEqual(SEEDED)
    expect(await callOk('GET api/pengaturan', { token: t.unit })).toEqual(SEEDED)
  })

  it('needs a session', async () => {
    expect((await callFail('GET api/pengaturan')).status).toBe(401)
  })
})

describe('PUT api/pengaturan', () => {
  it('saves the four settings (trimmed) and answers them with Tersimpan!', async () => {
    const answer = await callOk('PUT api/pengaturan', {
      token: t.admin,
      body: { ...valid, nama_yayasan: '  Yayasan Uji  ', alamat_yayasan: ' Jl. Uji No. 1 ' },
    })
    expect(answer).toEqual({ status: 'sukses', pesan: COMMON_MESSAGES.savedShort, data: valid })
    expect(await callOk('GET api/pengaturan', { token: t.unit })).toEqual(valid)
  })

  it('keeps the stored zone when a client sends no zona_waktu (one written before the setting)', async () => {
    await callOk('PUT api/pengaturan', { token: t.admin, body: { ...valid, zona_waktu: 'Asia/Jayapura' } })
    const { zona_waktu: _omitted, ...withoutZone } = valid
    await callOk('PUT api/pengaturan', {
      token: t.admin,
      body: { ...withoutZone, nama_yayasan: 'Yayasan Lama' },
    })
    expect(await callOk('GET api/pengaturan', { token: t.admin })).toEqual({
      ...valid,
      nama_yayasan: 'Yayasan Lama',
      zona_waktu: 'Asia/Jayapura',
    })
  })

  it('keeps the stored delay limit when a client sends none (one written before the setting)', async () => {
    await callOk('PUT api/pengaturan', { token: t.admin, body: valid })
    const { batas_tunda_jam: _omitted, ...withoutLimit } = valid
    await callOk('PUT api/pengaturan', { token: t.admin, body: withoutLimit })
    expect((await callOk('GET api/pengaturan', { token: t.admin })).batas_tunda_jam).toBe(
      valid.batas_tunda_jam,
    )
  })

  it('keeps the stored honor rates when a client sends none (one written before the settings)', async () => {
    await callOk('PUT api/pengaturan', { token: t.admin, body: valid })
    const { honor_jp_gty: _a, honor_jp_gtt: _b, honor_jp_honorer: _c, ...withoutRates } = valid
    await callOk('PUT api/pengaturan', { token: t.admin, body: { ...withoutRates, honor_jp_gtt: 0 } })
    expect(await callOk('GET api/pengaturan', { token: t.admin })).toEqual({ ...valid, honor_jp_gtt: 0 })
  })

  it('keeps the stored machine departure gap when a client sends none (one written before the setting)', async () => {
    await callOk('PUT api/pengaturan', { token: t.admin, body: valid })
    const { mesin_jeda_pulang: _omitted, ...withoutGap } = valid
    await callOk('PUT api/pengaturan', { token: t.admin, body: withoutGap })
    expect((await callOk('GET api/pengaturan', { token: t.admin })).mesin_jeda_pulang).toBe(
      valid.mesin_jeda_pulang,
    )
  })

  it('keeps the stored Cuti Bersama choice when a client sends none (one written before the setting)', async () => {
    await callOk('PUT api/pengaturan', { token: t.admin, body: valid })
    const { cuti_bersama: _omitted, ...withoutChoice } = valid
    await callOk('PUT api/pengaturan', {
      token: t.admin,
      body: { ...withoutChoice, nama_yayasan: 'Yayasan Lama' },
    })
    expect(await callOk('GET api/pengaturan', { token: t.admin })).toEqual({
      ...valid,
      nama_yayasan: 'Yayasan Lama',
      cuti_bersama: 'kerja',
    })
  })

  it.each([
    ['Cuti Bersama back to days off', { ...valid, cuti_bersama: 'libur' as const }],
    [
      'the leave settings at their bounds',
      { ...valid, cuti_jatah: 0, cuti_bawa_maks: 30, cuti_bawa_bulan: 12, persetujuan_tingkat: 1 as const },
    ],
    [
      'the bounds 0 and 240, an empty address',
      { ...valid, alamat_yayasan: '', toleransi_terlambat_menit: 0 },
    ],
    ['240 minutes', { ...valid, toleransi_terlambat_menit: 240 }],
    ['a delay limit of 1 hour', { ...valid, batas_tunda_jam: 1 }],
    ['a delay limit of 72 hours', { ...valid, batas_tunda_jam: 72 }],
    ['honor rates of 0 and 10 million rupiah', { ...valid, honor_jp_gty: 0, honor_jp_honorer: 10_000_000 }],
    ['WIB', { ...valid, zona_waktu: 'Asia/Jakarta' as const }],
    ['WIT', { ...valid, zona_waktu: 'Asia/Jayapura' as const }],
    [
      'a 150-character name and 300-character address',
      { ...valid, nama_yayasan: 'Y'.repeat(150), alamat_yayasan: 'A'.repeat(300) },
    ],
  ])('accepts %s', async (_, body) => {
    await callOk('PUT api/pengaturan', { token: t.admin, body })
    expect(await callOk('GET api/pengaturan', { token: t.admin })).toEqual(body)
  })

  it('is level 0 only: level 1 gets 403 and nothing changes', async () => {
    const before = stored()
    expect(await callFail('PUT api/pengaturan', { token: t.unit, body: valid })).toEqual({
      status: 403,
      pesan: 'Anda tidak memiliki akses ke fitur ini.',
    })
    expect(stored()).toEqual(before)
  })

  it.each([
    ['an empty name', { nama_yayasan: '' }, M.namaRequired],
    ['a blank name', { nama_yayasan: '   ' }, M.namaRequired],
    ['a missing name', { nama_yayasan: undefined }, M.namaRequired],
    ['a numeric name', { nama_yayasan: 42 }, M.namaRequired],
    ['a 151-character name', { nama_yayasan: 'Y'.repeat(151) }, M.namaTooLong],
    ['a missing address', { alamat_yayasan: undefined }, M.alamatRequired],
    ['a null address', { alamat_yayasan: null }, M.alamatRequired],
    ['a 301-character address', { alamat_yayasan: 'A'.repeat(301) }, M.alamatTooLong],
    ['a negative grace period', { toleransi_terlambat_menit: -1 }, M.toleransiInvalid],
    ['241 minutes', { toleransi_terlambat_menit: 241 }, M.toleransiInvalid],
    ['a fraction of a minute', { toleransi_terlambat_menit: 2.5 }, M.toleransiInvalid],
    ['minutes as text', { toleransi_terlambat_menit: '10' }, M.toleransiInvalid],
    ['a missing grace period', { toleransi_terlambat_menit: undefined }, M.toleransiInvalid],
    ['a null grace period', { toleransi_terlambat_menit: null }, M.toleransiInvalid],
    ['a null time zone', { zona_waktu: null }, M.zonaWaktuInvalid],
    ['a zone outside Indonesia', { zona_waktu: 'Europe/Berlin' }, M.zonaWaktuInvalid],
    ['an abbreviation instead of the zone', { zona_waktu: 'WITA' }, M.zonaWaktuInvalid],
    ['a zone in lower case', { zona_waktu: 'asia/jakarta' }, M.zonaWaktuInvalid],
    ['an unknown Cuti Bersama choice', { cuti_bersama: 'potong' }, M.cutiBersamaInvalid],
    ['a null Cuti Bersama choice', { cuti_bersama: null }, M.cutiBersamaInvalid],
    ['an unknown allocation basis', { cuti_dasar: 'maret' }, M.cutiDasarInvalid],
    ['31 days of annual leave', { cuti_jatah: 31 }, M.jatahInvalid],
    ['a fraction of a day', { cuti_jatah: 1.5 }, M.jatahInvalid],
    ['a negative carry-over', { cuti_bawa_maks: -1 }, M.bawaMaksInvalid],
    ['carried days valid 0 months', { cuti_bawa_bulan: 0 }, M.bawaBulanInvalid],
    ['carried days valid 13 months', { cuti_bawa_bulan: 13 }, M.bawaBulanInvalid],
    ['a deduction as text', { cuti_bersama_potong: 'ya' }, M.potongInvalid],
    ['three approval levels', { persetujuan_tingkat: 3 }, M.tingkatInvalid],
    ['the approval levels as text', { persetujuan_tingkat: '2' }, M.tingkatInvalid],
    ['a delay limit of 0 hours', { batas_tunda_jam: 0 }, M.batasTundaInvalid],
    ['a delay limit of 73 hours', { batas_tunda_jam: 73 }, M.batasTundaInvalid],
    ['a fraction of an hour', { batas_tunda_jam: 1.5 }, M.batasTundaInvalid],
    ['a negative honor rate', { honor_jp_gty: -1 }, JAM_AJAR_MESSAGES.honorInvalid],
    ['a rate above 10 million', { honor_jp_gtt: 10_000_001 }, JAM_AJAR_MESSAGES.honorInvalid],
    ['a rate with sen', { honor_jp_honorer: 20_000.5 }, JAM_AJAR_MESSAGES.honorInvalid],
    ['a rate as text', { honor_jp_gty: '15.000' }, JAM_AJAR_MESSAGES.honorInvalid],
    ['a departure gap of 0 minutes', { mesin_jeda_pulang: 0 }, MESIN_MESSAGES.jedaInvalid],
    ['a departure gap of 721 minutes', { mesin_jeda_pulang: 721 }, MESIN_MESSAGES.jedaInvalid],
  ])('refuses %s with 400 and its message, changing nothing', async (_, change, pesan) => {
    const before = stored()
    const journal = await t.server.writeCount()
    const result = await rawCall('PUT', 'api/pengaturan', { token: t.admin, body: { ...valid, ...change } })
    expect(result).toEqual({ status: 400, body: { status: 'gagal', pesan } })
    expect(stored()).toEqual(before)
    expect(await t.server.writeCount()).toBe(journal)
  })
})

describe('the stored time zone', () => {
  it('a hand-edited value that is not an offered zone reads as the default, WIB (and an unknown Cuti Bersama choice as days off)', async () => {
    t.server.host.connection.sqlite.run(
      "INSERT INTO pengaturan (kunci, nilai) VALUES ('zona_waktu', 'Mars/Olympus')",
    )
    t.server.host.connection.sqlite.run("UPDATE pengaturan SET nilai = 'kadang' WHERE kunci = 'cuti_bersama'")
    t.server.host.connection.sqlite.run(
      "INSERT INTO pengaturan (kunci, nilai) VALUES ('batas_tunda_jam', '0')",
    )
    expect(await callOk('GET api/pengaturan', { token: t.admin })).toEqual(SEEDED)
  })
})

describe('the grace period in reports', () => {
  /** The past date with the most late arrivals, and each record's raw lateness that day. */
  function lateDay() {
    const [day] = sqlRows<{ tgl: string }>(
      t.server,
      `SELECT tgl FROM absensi WHERE status = 0 AND keterlambatan > 0 AND tgl < ?
       GROUP BY tgl ORDER BY COUNT(*) DESC, tgl DESC LIMIT 1`,
      [TEST_TODAY],
    )
    if (!day) throw new Error('the seed has no late arrival')
    const raw = sqlRows<{ id: number; keterlambatan: number }>(
      t.server,
      'SELECT id, keterlambatan FROM absensi WHERE tgl = ? AND status = 0',
      [day.tgl],
    )
    return { tgl: day.tgl, raw: new Map(raw.map((row) => [row.id, row.keterlambatan])) }
  }

  const harian = async (tgl: string) => {
    const { umum } = await callOk('GET api/laporan/absensi/harian/{tgl}', { token: t.admin, params: { tgl } })
    return new Map(umum.filter((row) => row.status === 0).map((row) => [row.id, row.keterlambatan]))
  }

  it('a grace period saved through PUT changes the daily recap computed afterwards', async () => {
    const { tgl, raw } = lateDay()
    expect(await harian(tgl)).toEqual(raw)

    const grace = 15
    await callOk('PUT api/pengaturan', {
      token: t.admin,
      body: { ...SEEDED, toleransi_terlambat_menit: grace },
    })
    const afterGrace = new Map([...raw].map(([id, late]) => [id, late > grace ? late : 0]))
    // Not vacuous: some arrivals that day were late by at most the grace period.
    expect([...raw.values()].some((late) => late > 0 && late <= grace)).toBe(true)
    expect(await harian(tgl)).toEqual(afterGrace)

    await callOk('PUT api/pengaturan', { token: t.admin, body: SEEDED })
    expect(await harian(tgl)).toEqual(raw)
  })
})
