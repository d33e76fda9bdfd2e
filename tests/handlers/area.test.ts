import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAs, mswServer, rawCall, startTestServer, type TestServer } from '../support/test-server.ts'

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

let server: TestServer
let admin: string
beforeEach(async () => {
  server = await startTestServer()
  admin = await loginAs('admin', 'admin123')
})

const body = (over: Record<string, unknown> = {}) => ({
  lokasi: 'Gerbang Timur',
  lat: -7.797,
  lng: 110.37,
  radius: 75,
  keterangan: 'Pintu samping',
  kode: 'PST',
  ...over,
})

describe('attendance areas', () => {
  it('creates (trimmed, office name from kode), reads, lists, updates and deletes an area', async () => {
    const created = await rawCall('POST', 'api/area_absensi', {
      token: admin,
      body: body({ lokasi: '  Gerbang Timur  ', keterangan: ' Pintu samping ', cabang: 'diabaikan' }),
    })
    expect(created).toMatchObject({
      status: 200,
      body: { status: 'sukses', pesan: 'Data telah ditambahkan!' },
    })
    const idar = Number(created.body.idar)
    const read = await rawCall('GET', `api/area_absensi/${idar}`, { token: admin })
    const { cabang } = await server.host.connection.db
      .selectFrom('kantor')
      .select('cabang')
      .where('kode', '=', 'PST')
      .executeTakeFirstOrThrow()
    expect(read.body).toEqual({ idar, ...body(), cabang })
    const list = (await rawCall('GET', 'api/area_absensi', { token: admin })).body.datae as { idar: number }[]
    expect(list.map((row) => row.idar)).toContain(idar)

    const updated = await rawCall('PUT', 'api/area_absensi', {
      token: admin,
      body: body({ idar, lokasi: 'Gerbang Barat', radius: 120.5, keterangan: '' }),
    })
    expect(updated).toMatchObject({ status: 200, body: { pesan: 'Data tersimpan' } })
    expect((await rawCall('GET', `api/area_absensi/${idar}`, { token: admin })).body).toMatchObject({
      lokasi: 'Gerbang Barat',
      radius: 120.5,
      keterangan: '',
    })

    expect((await rawCall('DELETE', `api/area_absensi/${idar}`, { token: admin })).body.pesan).toBe(
      'Data telah dihapus!',
    )
    expect((await rawCall('GET', `api/area_absensi/${idar}`, { token: admin })).status).toBe(404)
  })

  it.each([
    ['an empty name', body({ lokasi: '  ' }), 'Lengkapi isian!'],
    ['a missing latitude', body({ lat: undefined }), 'Lengkapi isian!'],
    ['a latitude as text', body({ lat: '-7.7' }), 'Lengkapi isian!'],
    ['a missing radius', body({ radius: undefined }), 'Lengkapi isian!'],
    ['latitude above 90', body({ lat: 90.01 }), 'Latitude harus antara -90 dan 90'],
    ['latitude below -90', body({ lat: -91 }), 'Latitude harus antara -90 dan 90'],
    ['longitude above 180', body({ lng: 180.5 }), 'Longitude harus antara -180 dan 180'],
    ['longitude below -180', body({ lng: -181 }), 'Longitude harus antara -180 dan 180'],
    ['a zero radius', body({ radius: 0 }), 'Radius harus lebih dari 0 meter'],
    ['a negative radius', body({ radius: -5 }), 'Radius harus lebih dari 0 meter'],
    ['an overlong name', body({ lokasi: 'x'.repeat(101) }), 'Maksimal 100 karakter'],
    ['an overlong note', body({ keterangan: 'x'.repeat(501) }), 'Maksimal 500 karakter'],
    ['no office', body({ kode: '' }), 'Pilih kantor/unit lokasi absensi!'],
    ['an unknown office', body({ kode: 'XYZ' }), 'Kantor/unit tidak dikenal!'],
  ])('refuses %s with 400 and writes nothing', async (_, input, pesan) => {
    const before = server.store.journalBytes()
    const answer = await rawCall('POST', 'api/area_absensi', { token: admin, body: input })
    expect(answer).toEqual({ status: 400, body: { status: 'gagal', pesan } })
    expect(server.store.journalBytes()).toBe(before)
  })

  it('accepts the edges of the ranges', async () => {
    for (const edge of [body({ lat: 90, lng: 180 }), body({ lat: -90, lng: -180, radius: 0.5 })]) {
      expect((await rawCall('POST', 'api/area_absensi', { token: admin, body: edge })).status).toBe(200)
    }
  })

  it('answers 404 for unknown areas', async () => {
    expect((await rawCall('GET', 'api/area_absensi/9999', { token: admin })).body).toEqual({
      status: 'gagal',
      pesan: 'Lokasi absensi tidak ditemukan!',
    })
    expect(
      (await rawCall('PUT', 'api/area_absensi', { token: admin, body: body({ idar: 9999 }) })).status,
    ).toBe(404)
    expect((await rawCall('DELETE', 'api/area_absensi/9999', { token: admin })).status).toBe(404)
  })

  it('is level 0 only (403 for a unit admin), except the manual-attendance options', async () => {
    const unit = await loginAs('unit', 'unit123')
    expect((await rawCall('GET', 'api/area_absensi', { token: unit })).status).toBe(403)
    expect((await rawCall('GET', 'api/area_absensi/1', { token: unit })).status).toBe(403)
    expect((await rawCall('POST', 'api/area_absensi', { token: unit, body: body() })).status).toBe(403)
    expect((await rawCall('PUT', 'api/area_absensi', { token: unit, body: body({ idar: 1 }) })).status).toBe(
      403,
    )
    expect((await rawCall('DELETE', 'api/area_absensi/1', { token: unit })).status).toBe(403)
  })
})

describe('manual-attendance location options (api/area_absensi/pilihan)', () => {
  it('gives an administrator every area and a unit admin only its own office’s', async () => {
    const db = server.host.connection.db
    const all = await db
      .selectFrom('area_absensi')
      .select(['idar', 'lokasi', 'kode'])
      .orderBy('lokasi')
      .execute()
    const { ids } = await db
      .selectFrom('pengguna')
      .select('ids')
      .where('usernama', '=', 'unit')
      .executeTakeFirstOrThrow()
    const own = all.filter((area) => area.kode === ids)
    expect(own.length).toBeGreaterThan(0)
    expect(own.length).toBeLessThan(all.length)

    const adminAnswer = await rawCall('GET', 'api/area_absensi/pilihan', { token: admin })
    expect(adminAnswer.body.datae).toEqual(all.map(({ idar, lokasi }) => ({ idar, lokasi })))
    const unit = await loginAs('unit', 'unit123')
    const unitAnswer = await rawCall('GET', 'api/area_absensi/pilihan', { token: unit })
    expect(unitAnswer.body.datae).toEqual(own.map(({ idar, lokasi }) => ({ idar, lokasi })))
  })

  it('needs a session (401)', async () => {
    expect((await rawCall('GET', 'api/area_absensi/pilihan')).status).toBe(401)
  })
})
