import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { rawCall, setupTestServer, sqlRows } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const rows = <T>(query: string): T[] => sqlRows<T>(t.server, query)
const week = (pulangSabtu = '12:00') =>
  JSON.stringify(
    Array.from({ length: 7 }, (_, hari) => ({
      hari,
      waktu_masuk: '08:00',
      waktu_pulang: hari === 6 ? pulangSabtu : '14:00',
      libur: hari === 0,
    })),
  )

describe('Jadwal (api/shift)', () => {
  it('adds, reads back, edits and deletes a schedule with its seven days', async () => {
    const created = await rawCall('POST', 'api/shift', {
      token: t.admin,
      body: { label: '  Shift Pagi Uji  ', lokasi_masuk: 1, lokasi_pulang: 2, hari: week() },
    })
    expect(created).toMatchObject({
      status: 200,
      body: { status: 'sukses', pesan: 'Data telah ditambahkan!' },
    })
    const id = Number(created.body.idshift)
    const detail = await rawCall('GET', `api/shift/${id}`, { token: t.admin })
    expect(detail.body).toMatchObject({
      idshift: id,
      label: 'Shift Pagi Uji',
      lokasi_masuk: 1,
      lokasi_pulang: 2,
    })
    expect(JSON.parse(String(detail.body.hari))).toEqual(JSON.parse(week()))
    const edited = await rawCall('PUT', 'api/shift', {
      token: t.admin,
      body: { idshift: id, label: 'Shift Siang Uji', lokasi_masuk: 0, lokasi_pulang: 0, hari: week('13:00') },
    })
    expect(edited.body.pesan).toBe('Data tersimpan')
    expect(
      rows<{ waktu_pulang: string }>(
        `SELECT waktu_pulang FROM shift_hari WHERE idshift = ${id} AND hari = 6`,
      ),
    ).toEqual([{ waktu_pulang: '13:00' }])
    expect((await rawCall('DELETE', `api/shift/${id}`, { token: t.admin })).body.pesan).toBe(
      'Data telah dihapus!',
    )
    expect(rows(`SELECT * FROM shift_hari WHERE idshift = ${id}`)).toEqual([])
    expect((await rawCall('GET', `api/shift/${id}`, { token: t.admin })).status).toBe(404)
  })

  it('refuses to delete a schedule employees use (409) and changes nothing', async () => {
    const [used] = rows<{ idshift: number; n: number }>(
      'SELECT idshift, COUNT(*) AS n FROM pegawai WHERE idshift IS NOT NULL GROUP BY idshift LIMIT 1',
    )
    const answer = await rawCall('DELETE', `api/shift/${used?.idshift}`, { token: t.admin })
    expect(answer.status).toBe(409)
    expect(answer.body.pesan).toBe(
      `Jadwal masih dipakai ${used?.n} pegawai. Pindahkan pegawai ke jadwal lain sebelum menghapusnya.`,
    )
    expect(rows(`SELECT * FROM shift WHERE idshift = ${used?.idshift}`)).toHaveLength(1)
  })

  it.each([
    [{ label: '', lokasi_masuk: 0, lokasi_pulang: 0, hari: week() }, 'Isikan nama kategori terlebih dahulu!'],
    [{ label: 'X', lokasi_masuk: 3, lokasi_pulang: 0, hari: week() }, 'Pilih aturan lokasi absensi!'],
    [
      { label: 'X', lokasi_masuk: 0, lokasi_pulang: 0, hari: week('07:00') },
      'Jam pulang hari Sabtu harus setelah jam masuk',
    ],
    [
      { label: 'X', lokasi_masuk: 0, lokasi_pulang: 0, hari: '[]' },
      'Jadwal harus berisi 7 hari (Ahad sampai Sabtu)',
    ],
    [{ label: 'X'.repeat(101), lokasi_masuk: 0, lokasi_pulang: 0, hari: week() }, 'Maksimal 100 karakter'],
  ])('refuses %j', async (body, pesan) => {
    const answer = await rawCall('POST', 'api/shift', { token: t.admin, body })
    expect(answer).toMatchObject({ status: 400, body: { status: 'gagal', pesan } })
  })

  it('refuses a second schedule with the same name (409) and unknown ids (404)', async () => {
    const [first] = rows<{ label: string }>('SELECT label FROM shift LIMIT 1')
    const dup = await rawCall('POST', 'api/shift', {
      token: t.admin,
      body: { label: first?.label, lokasi_masuk: 0, lokasi_pulang: 0, hari: week() },
    })
    expect(dup.status).toBe(409)
    const missing = await rawCall('PUT', 'api/shift', {
      token: t.admin,
      body: { idshift: 999, label: 'Baru', lokasi_masuk: 0, lokasi_pulang: 0, hari: week() },
    })
    expect(missing.status).toBe(404)
  })
})

describe('Libur Khusus and Hari Rapat', () => {
  for (const [path, column] of [
    ['api/hari_libur', 'tgllibur'],
    ['api/hari_khusus', 'tglkhusus'],
  ] as const) {
    it(`${path}: adds, lists newest first, edits, refuses a taken date and deletes`, async () => {
      const created = await rawCall('POST', path, {
        token: t.admin,
        body: { tgllibur: '2031-03-05', keterangan: ' Uji ' },
      })
      expect(created.body.pesan).toBe('Data telah ditambahkan!')
      const idx = Number(created.body.idx)
      const list = (await rawCall('GET', path, { token: t.admin })).body.datae as Record<string, string>[]
      expect(list[0]).toEqual({ idx, [column]: '2031-03-05', keterangan: 'Uji' })
      const taken = await rawCall('POST', path, {
        token: t.admin,
        body: { tgllibur: '2031-03-05', keterangan: 'Lagi' },
      })
      expect(taken.status).toBe(409)
      expect(taken.body.pesan).toContain('5 Maret 2031')
      const edited = await rawCall('PUT', path, {
        token: t.admin,
        body: { idx, tgllibur: '2031-03-06', keterangan: 'Ubah' },
      })
      expect(edited.body.pesan).toBe('Data tersimpan')
      expect((await rawCall('GET', `${path}/${idx}`, { token: t.admin })).body).toEqual({
        idx,
        [column]: '2031-03-06',
        keterangan: 'Ubah',
      })
      expect((await rawCall('DELETE', `${path}/${idx}`, { token: t.admin })).body.pesan).toBe(
        'Data telah dihapus!',
      )
      expect((await rawCall('GET', `${path}/${idx}`, { token: t.admin })).status).toBe(404)
      const bad = await rawCall('POST', path, {
        token: t.admin,
        body: { tgllibur: '2031-02-30', keterangan: 'X' },
      })
      expect(bad).toMatchObject({ status: 400, body: { pesan: 'Tanggal tidak valid' } })
      expect((await rawCall('GET', path, { token: t.unit })).status).toBe(403)
    })
  }
})

describe('Area Absensi', () => {
  const area = {
    lokasi: 'Gerbang Uji',
    lat: -7.75,
    lng: 110.38,
    radius: 60,
    keterangan: 'Pintu depan',
    kode: 'PST',
  }

  it('adds with the office name, edits and deletes', async () => {
    const created = await rawCall('POST', 'api/area_absensi', { token: t.admin, body: area })
    const idar = Number(created.body.idar)
    const detail = await rawCall('GET', `api/area_absensi/${idar}`, { token: t.admin })
    expect(detail.body).toEqual({ ...area, idar, cabang: 'Kantor Pusat Yayasan' })
    expect(
      (await rawCall('PUT', 'api/area_absensi', { token: t.admin, body: { ...area, idar, radius: 80 } }))
        .status,
    ).toBe(200)
    expect(rows(`SELECT radius FROM area_absensi WHERE idar = ${idar}`)).toEqual([{ radius: 80 }])
    expect((await rawCall('DELETE', `api/area_absensi/${idar}`, { token: t.admin })).body.pesan).toBe(
      'Data telah dihapus!',
    )
  })

  it.each([
    [{ ...area, lokasi: '' }, 'Lengkapi isian!'],
    [{ ...area, lat: 91 }, 'Latitude harus antara -90 dan 90'],
    [{ ...area, lng: -181 }, 'Longitude harus antara -180 dan 180'],
    [{ ...area, radius: 0 }, 'Radius harus lebih dari 0 meter'],
    [{ ...area, kode: 'TIDAKADA' }, 'Unit tidak dikenal!'],
  ])('refuses %j', async (body, pesan) => {
    const answer = await rawCall('POST', 'api/area_absensi', { token: t.admin, body })
    expect(answer).toMatchObject({ status: 400, body: { status: 'gagal', pesan } })
  })

  it('gives a unit admin the choice of its own unit only; the list and changes are level 0', async () => {
    const [own] = rows<{ ids: string }>(`SELECT ids FROM pengguna WHERE usernama = 'unit'`)
    const expected = rows<{ idar: number }>(`SELECT idar FROM area_absensi WHERE kode = '${own?.ids}'`).map(
      (r) => r.idar,
    )
    const choice = (await rawCall('GET', 'api/area_absensi/pilihan', { token: t.unit })).body.datae as {
      idar: number
    }[]
    expect(choice.map((r) => r.idar).sort()).toEqual(expected.sort())
    expect(expected.length).toBeGreaterThan(0)
    expect((await rawCall('GET', 'api/area_absensi', { token: t.unit })).status).toBe(403)
    expect((await rawCall('POST', 'api/area_absensi', { token: t.unit, body: area })).status).toBe(403)
  })
})

describe('jabatan, pendidikan, kantor', () => {
  it('adds a position once (case-insensitively) and lists offices by scope', async () => {
    expect(
      (await rawCall('POST', 'api/jabatan', { token: t.admin, body: { jabatan: 'Juru Masak' } })).status,
    ).toBe(200)
    expect(
      (await rawCall('POST', 'api/jabatan', { token: t.admin, body: { jabatan: 'juru masak' } })).status,
    ).toBe(409)
    expect(
      (await rawCall('POST', 'api/pendidikan', { token: t.admin, body: { pendidikan: '' } })).body.pesan,
    ).toBe('Isikan jenjang pendidikan terlebih dahulu!')
    const all = (await rawCall('GET', 'api/kantor', { token: t.admin })).body.datae as { kode: string }[]
    const mine = (await rawCall('GET', 'api/kantor', { token: t.unit })).body.datae as { kode: string }[]
    expect(all.length).toBe(rows('SELECT kode FROM kantor').length)
    expect(all[0]?.kode).toBe('PST')
    expect(mine).toHaveLength(1)
    expect((await rawCall('POST', 'api/jabatan', { token: t.unit, body: { jabatan: 'X' } })).status).toBe(403)
  })
})
