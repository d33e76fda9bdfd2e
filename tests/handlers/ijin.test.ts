import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_LEAVE, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { zonedDate } from '../../src/domain/calendar.ts'
import { callFail, callOk, jakarta, rawCall, setupTestServer, sqlRows } from '../support/test-server.ts'

/** Leave requests (SPEC.md §2 Pengajuan Ijin, §4, §5, §7; DESIGN.md §3): list, view, verify once. */

const NOW = jakarta('2026-11-18T10:00') // Rabu, 18 November 2026
const TODAY = zonedDate(NOW)
const TOTAL = DEMO_LEAVE.pending + DEMO_LEAVE.approved + DEMO_LEAVE.rejected

const t = setupTestServer({ now: NOW, logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const rows = <T>(query: string, params: (string | number)[] = []) => sqlRows<T>(t.server, query, params)
const exec = (statement: string, params: (string | number)[] = []) =>
  t.server.host.connection.sqlite.run(statement, params)
const count = (query: string, params: (string | number)[] = []) =>
  Number(Object.values(rows<Record<string, number>>(query, params)[0] ?? {})[0])
const list = (verifikasi: '' | 0 | 1 | 9, filtertanggal: boolean | '' = '', token = t.admin) =>
  callOk('GET api/pengajuanijin', { token, query: { verifikasi, filtertanggal } })

/** A pending request of the unit admin's school over 4–10 Dec 2026 (a weekend and a holiday inside). */
function newRequest(status: 0 | 1, options: { arrivalOn?: string } = {}): { idj: number; idp: number } {
  const [employee] = rows<{ idp: number }>(
    "SELECT idp FROM pegawai WHERE kode = ? AND idshift = 1 AND status = 0 AND tipe = 'normal' ORDER BY idp LIMIT 1",
    [DEMO_UNIT_KODE],
  )
  const idp = employee?.idp ?? 0
  exec("DELETE FROM absensi WHERE idp = ? AND tgl BETWEEN '2026-12-04' AND '2026-12-10'", [idp])
  exec("INSERT OR IGNORE INTO hari_libur (tgllibur, keterangan) VALUES ('2026-12-09', 'Libur uji')")
  if (options.arrivalOn)
    exec(
      `INSERT INTO absensi (idp, tgl, status, waktu_masuk, keterlambatan, pulangawal, waktukerja, lokasi, device,
         tglentri, waktuentri, opr, catatan) VALUES (?, ?, 0, '07:50', 0, 0, 0, '', 0, ?, '07:50', '', '')`,
      [idp, options.arrivalOn, options.arrivalOn],
    )
  exec(
    `INSERT INTO pengajuan_ijin (idp, tglx, tglawal, tglakhir, hari, alasan, keterangan, status, disetujui, catatan)
     VALUES (?, ?, '2026-12-04', '2026-12-10', 7, 'Demam berdarah', 'Rawat inap', ?, 0, '')`,
    [idp, TODAY, status],
  )
  return { idj: count('SELECT max(idj) FROM pengajuan_ijin'), idp }
}

const recordsOf = (idp: number) =>
  rows<{ tgl: string; status: number; waktu_masuk: string | null }>(
    "SELECT tgl, status, waktu_masuk FROM absensi WHERE idp = ? AND tgl BETWEEN '2026-12-04' AND '2026-12-10' ORDER BY tgl",
    [idp],
  )

describe('list', () => {
  it.each([
    ['', TOTAL],
    [0, DEMO_LEAVE.pending],
    [1, DEMO_LEAVE.approved],
    [9, DEMO_LEAVE.rejected],
  ] as const)(
    "verifikasi='%s' answers %i requests, newest submission first",
    async (verifikasi, expected) => {
      const { datae } = await list(verifikasi)
      expect(datae).toHaveLength(expected)
      if (verifikasi !== '') expect(new Set(datae.map((r) => r.disetujui))).toEqual(new Set([verifikasi]))
      const order = rows<{ idj: number }>(
        `SELECT idj FROM pengajuan_ijin ${verifikasi === '' ? '' : `WHERE disetujui = ${verifikasi}`} ORDER BY idj DESC`,
      )
      expect(datae.map((r) => r.idj)).toEqual(order.map((r) => r.idj))
      // Ids follow the submission order, so this is newest submission first.
      const submitted = datae.map((r) => r.tglx)
      expect(submitted).toEqual([...submitted].sort().reverse())
    },
  )

  it('keeps only requests not ended before today with filtertanggal=true', async () => {
    const running = count('SELECT count(*) FROM pengajuan_ijin WHERE tglakhir >= ?', [TODAY])
    expect(running).toBeLessThan(TOTAL)
    expect(running).toBeGreaterThan(0) // the filter must keep some, or the checks below prove nothing
    const { datae } = await list('', true)
    expect(datae).toHaveLength(running)
    expect(datae.every((r) => r.tglakhir >= TODAY)).toBe(true)
    expect((await list(0, true)).datae).toHaveLength(
      count('SELECT count(*) FROM pengajuan_ijin WHERE tglakhir >= ? AND disetujui = 0', [TODAY]),
    )
  })

  it('answers every field of a request, and the same row alone', async () => {
    const { idj, idp } = newRequest(0)
    const [pegawai] = rows<{ nama: string; nip: string; cabang: string; wa: string }>(
      'SELECT nama, nip, cabang, wa FROM pegawai JOIN kantor USING (kode) WHERE idp = ?',
      [idp],
    )
    const expected = {
      idj,
      idp,
      tglx: TODAY,
      pegawai: pegawai?.nama,
      nip: pegawai?.nip,
      cabang: pegawai?.cabang,
      tglawal: '2026-12-04',
      tglakhir: '2026-12-10',
      hari: 7,
      alasan: 'Demam berdarah',
      keterangan: 'Rawat inap',
      status: 0,
      disetujui: 0,
      catatan: '',
      // Issue 31's additive fields: a row without a type is Sakit (status 0), one level, nobody answered.
      idjenis: 2,
      jenis: 'Sakit',
      hitung: 'sakit',
      tahap: 'menunggu_yayasan',
      setuju_unit_oleh: null,
      setuju_unit_waktu: null,
      dijawab_oleh: null,
      dijawab_waktu: null,
      dibatalkan_oleh: null,
      dibatalkan_waktu: null,
      alasan_batal: '',
      diajukan_oleh: '',
      hari_tanpa_upah: 0,
    }
    expect((await list(0)).datae.find((r) => r.idj === idj)).toEqual(expected)
    expect(await callOk('GET api/pengajuanijin/{idj}', { token: t.unit, params: { idj } })).toEqual({
      ...expected,
      saldo: null,
      wa: pegawai?.wa,
    })
    expect(
      await callFail('GET api/pengajuanijin/{idj}', { token: t.admin, params: { idj: 99_999 } }),
    ).toEqual({
      status: 404,
      pesan: 'Pengajuan ijin tidak ditemukan!',
    })
  })

  it.each([
    ['verifikasi=2&filtertanggal=', 'Filter status tidak valid'],
    ['verifikasi=&filtertanggal=kemarin', 'Filter tanggal tidak valid'],
  ])('refuses %s', async (query, pesan) => {
    expect(await rawCall('GET', `api/pengajuanijin?${query}`, { token: t.admin })).toEqual({
      status: 400,
      body: { status: 'gagal', pesan },
    })
  })
})

describe('verification', () => {
  it('approving writes Sakit on the scheduled days without a record and is answered once', async () => {
    const { idj, idp } = newRequest(0, { arrivalOn: '2026-12-07' })
    const pending = count('SELECT count(*) FROM pengajuan_ijin WHERE disetujui = 0')
    expect(
      await callOk('PUT api/pengajuanijin', {
        token: t.unit,
        body: { idj, disetujui: 1, catatan: 'abaikan' },
      }),
    ).toEqual({ status: 'sukses', pesan: 'Tersimpan!' })
    expect((await callOk('GET api/beranda', { token: t.admin })).jum_pengajuanijin).toBe(pending - 1)
    expect(rows('SELECT disetujui, catatan FROM pengajuan_ijin WHERE idj = ?', [idj])).toEqual([
      { disetujui: 1, catatan: '' },
    ])
    // Fri 4, Sat 5 (Staf Kantor works until 12:00), Sun 6 off, Mon 7 kept (arrival), Tue 8, Wed 9 holiday, Thu 10.
    expect(recordsOf(idp)).toEqual([
      { tgl: '2026-12-04', status: 2, waktu_masuk: null },
      { tgl: '2026-12-05', status: 2, waktu_masuk: null },
      { tgl: '2026-12-07', status: 0, waktu_masuk: '07:50' },
      { tgl: '2026-12-08', status: 2, waktu_masuk: null },
      { tgl: '2026-12-10', status: 2, waktu_masuk: null },
    ])
    expect(
      rows(
        "SELECT DISTINCT device, opr, catatan, keterlambatan, tglentri FROM absensi WHERE idp = ? AND status = 2 AND tgl >= '2026-12-04'",
        [idp],
      ),
    ).toEqual([{ device: 1, opr: 'unit', catatan: 'Demam berdarah', keterlambatan: 0, tglentri: TODAY }])
    const journal = await t.server.writeCount()
    for (const body of [
      { idj, disetujui: 9 as const, catatan: 'Terlambat' },
      { idj, disetujui: 1 as const },
    ])
      expect(await callFail('PUT api/pengajuanijin', { token: t.admin, body })).toEqual({
        status: 409,
        pesan: 'Pengajuan ini sudah dijawab dan tidak dapat diverifikasi lagi.',
      })
    expect(await t.server.writeCount()).toBe(journal)
  })

  it('approving an Ijin writes Ijin (1)', async () => {
    const { idj, idp } = newRequest(1)
    await callOk('PUT api/pengajuanijin', { token: t.admin, body: { idj, disetujui: 1 } })
    expect(recordsOf(idp).map((r) => r.status)).toEqual([1, 1, 1, 1, 1])
  })

  it('rejecting keeps the note and writes no attendance', async () => {
    const { idj, idp } = newRequest(0)
    await callOk('PUT api/pengajuanijin', {
      token: t.admin,
      body: { idj, disetujui: 9, catatan: '  Tidak melampirkan surat dokter  ' },
    })
    expect(rows('SELECT disetujui, catatan FROM pengajuan_ijin WHERE idj = ?', [idj])).toEqual([
      { disetujui: 9, catatan: 'Tidak melampirkan surat dokter' },
    ])
    expect(recordsOf(idp)).toEqual([])
  })

  it.each([
    ['no approval', { disetujui: 0 }, 'Pilih persetujuan terlebih dahulu!'],
    ['approval missing', { disetujui: undefined }, 'Pilih persetujuan terlebih dahulu!'],
    ['an unknown approval', { disetujui: 2 }, 'Pilih persetujuan terlebih dahulu!'],
    ['a rejection without a note', { disetujui: 9 }, 'Beri catatan alasan penolakan!'],
    ['a rejection with a blank note', { disetujui: 9, catatan: '   ' }, 'Beri catatan alasan penolakan!'],
    ['a note over 500 characters', { disetujui: 9, catatan: 'x'.repeat(501) }, 'Maksimal 500 karakter'],
    ['no request id', { idj: undefined, disetujui: 1 }, 'ID tidak valid'],
  ])('refuses %s (400) and changes nothing', async (_case, overrides, pesan) => {
    const { idj, idp } = newRequest(0)
    const journal = await t.server.writeCount()
    const answer = await rawCall('PUT', 'api/pengajuanijin', { token: t.admin, body: { idj, ...overrides } })
    expect(answer).toEqual({ status: 400, body: { status: 'gagal', pesan } })
    expect(await t.server.writeCount()).toBe(journal)
    expect(rows('SELECT disetujui FROM pengajuan_ijin WHERE idj = ?', [idj])).toEqual([{ disetujui: 0 }])
    expect(recordsOf(idp)).toEqual([])
  })

  it('answers 404 for an unknown request', async () => {
    expect(
      await callFail('PUT api/pengajuanijin', { token: t.admin, body: { idj: 99_999, disetujui: 1 } }),
    ).toEqual({
      status: 404,
      pesan: 'Pengajuan ijin tidak ditemukan!',
    })
  })
})

describe('unit scope', () => {
  it("shows a unit admin exactly its school's requests and hides the others' (404)", async () => {
    const own = rows<{ idj: number }>(
      'SELECT idj FROM pengajuan_ijin JOIN pegawai USING (idp) WHERE kode = ? ORDER BY idj DESC',
      [DEMO_UNIT_KODE],
    )
    expect(own.length).toBeGreaterThan(0)
    expect((await list('', '', t.unit)).datae.map((r) => r.idj)).toEqual(own.map((r) => r.idj))
    const [foreign] = rows<{ idj: number }>(
      'SELECT idj FROM pengajuan_ijin JOIN pegawai USING (idp) WHERE kode <> ? AND disetujui = 0 LIMIT 1',
      [DEMO_UNIT_KODE],
    )
    const idj = foreign?.idj ?? 0
    const notFound = { status: 404, pesan: 'Pengajuan ijin tidak ditemukan!' }
    expect(await callFail('GET api/pengajuanijin/{idj}', { token: t.unit, params: { idj } })).toEqual(
      notFound,
    )
    expect(await callFail('PUT api/pengajuanijin', { token: t.unit, body: { idj, disetujui: 1 } })).toEqual(
      notFound,
    )
    expect(rows('SELECT disetujui FROM pengajuan_ijin WHERE idj = ?', [idj])).toEqual([{ disetujui: 0 }])
  })
})

describe('unit and employee filter (issue 20)', () => {
  const listOf = (query: { kode?: string; idp?: number | '' }, token = t.admin) =>
    callOk('GET api/pengajuanijin', { token, query: { verifikasi: '', filtertanggal: '', ...query } })
  const idsWhere = (where: string, params: (string | number)[]) =>
    rows<{ idj: number }>(
      `SELECT idj FROM pengajuan_ijin JOIN pegawai USING (idp) WHERE ${where} ORDER BY idj DESC`,
      params,
    ).map((r) => r.idj)

  it("kode narrows an administrator's list to one unit; empty means every unit", async () => {
    const [other] = rows<{ kode: string }>(
      'SELECT DISTINCT kode FROM pengajuan_ijin JOIN pegawai USING (idp) WHERE kode <> ? ORDER BY kode LIMIT 1',
      [DEMO_UNIT_KODE],
    )
    const kode = other?.kode ?? ''
    const expected = idsWhere('kode = ?', [kode])
    expect(expected.length).toBeGreaterThan(0)
    expect((await listOf({ kode })).datae.map((r) => r.idj)).toEqual(expected)
    expect((await listOf({ kode: '' })).datae).toHaveLength(count('SELECT count(*) FROM pengajuan_ijin'))
  })

  it('a unit admin may name its own unit; another unit is refused with 403', async () => {
    expect((await listOf({ kode: DEMO_UNIT_KODE }, t.unit)).datae.map((r) => r.idj)).toEqual(
      idsWhere('kode = ?', [DEMO_UNIT_KODE]),
    )
    const [other] = rows<{ kode: string }>('SELECT kode FROM kantor WHERE kode <> ? LIMIT 1', [
      DEMO_UNIT_KODE,
    ])
    expect(
      await callFail('GET api/pengajuanijin', {
        token: t.unit,
        query: { verifikasi: '', filtertanggal: '', kode: other?.kode ?? '' },
      }),
    ).toEqual({ status: 403, pesan: 'Anda hanya dapat mengelola data unit Anda sendiri.' })
  })

  it("idp answers one employee's requests, still inside the caller's unit", async () => {
    const [busiest] = rows<{ idp: number; kode: string }>(
      `SELECT idp, kode FROM pengajuan_ijin JOIN pegawai USING (idp) WHERE kode <> ?
       GROUP BY idp ORDER BY count(*) DESC, idp LIMIT 1`,
      [DEMO_UNIT_KODE],
    )
    const idp = busiest?.idp ?? 0
    expect((await listOf({ idp })).datae.map((r) => r.idj)).toEqual(idsWhere('idp = ?', [idp]))
    expect((await listOf({ idp }, t.unit)).datae).toEqual([])
  })
})
