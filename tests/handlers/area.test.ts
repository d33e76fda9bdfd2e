import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { call, callFail, callOk, loginAs, rawCall, setupTestServer, sqlRows } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN } })

const base = {
  lokasi: 'Gerbang Timur',
  lat: -7.797,
  lng: 110.37,
  radius: 75,
  keterangan: 'Pintu samping',
  kode: 'PST',
}
/** A valid body with some fields replaced (or broken, for the 400 cases). */
const body = <T extends object = object>(over?: T): Omit<typeof base, keyof T> & T => ({
  ...base,
  ...(over as T),
})

describe('attendance areas', () => {
  it('creates (trimmed, office name from kode), reads, lists, updates and deletes an area', async () => {
    const created = await callOk('POST api/area_absensi', {
      token: t.admin,
      body: body({ lokasi: '  Gerbang Timur  ', keterangan: ' Pintu samping ' }),
    })
    expect(created).toMatchObject({ status: 'sukses', pesan: 'Data telah ditambahkan!' })
    const idar = created.idar
    const [office] = sqlRows<{ cabang: string }>(t.server, "SELECT cabang FROM kantor WHERE kode = 'PST'")
    const expected = { idar, ...base, cabang: office?.cabang }
    expect(await callOk('GET api/area_absensi/{id}', { token: t.admin, params: { id: idar } })).toEqual(
      expected,
    )
    expect((await callOk('GET api/area_absensi', { token: t.admin })).datae).toContainEqual(expected)

    const updated = await callOk('PUT api/area_absensi', {
      token: t.admin,
      body: body({ idar, lokasi: 'Gerbang Barat', radius: 120.5, keterangan: '' }),
    })
    expect(updated.pesan).toBe('Data tersimpan')
    expect(await callOk('GET api/area_absensi/{id}', { token: t.admin, params: { id: idar } })).toMatchObject(
      {
        lokasi: 'Gerbang Barat',
        radius: 120.5,
        keterangan: '',
      },
    )

    const deleted = await callOk('DELETE api/area_absensi/{id}', { token: t.admin, params: { id: idar } })
    expect(deleted.pesan).toBe('Data telah dihapus!')
    expect((await call('GET api/area_absensi/{id}', { token: t.admin, params: { id: idar } })).status).toBe(
      404,
    )
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
    ['no office', body({ kode: '' }), 'Pilih unit lokasi absensi!'],
    ['an unknown office', body({ kode: 'XYZ' }), 'Unit tidak dikenal!'],
  ])('refuses %s with 400 and writes nothing', async (_, input, pesan) => {
    const before = t.server.store.journalBytes()
    expect(await rawCall('POST', 'api/area_absensi', { token: t.admin, body: input })).toEqual({
      status: 400,
      body: { status: 'gagal', pesan },
    })
    expect(t.server.store.journalBytes()).toBe(before)
  })

  it('accepts the edges of the ranges', async () => {
    for (const edge of [body({ lat: 90, lng: 180 }), body({ lat: -90, lng: -180, radius: 0.5 })]) {
      expect((await call('POST api/area_absensi', { token: t.admin, body: edge })).status).toBe(200)
    }
  })

  it('answers 404 for unknown areas', async () => {
    const params = { id: 9999 }
    expect(await callFail('GET api/area_absensi/{id}', { token: t.admin, params })).toEqual({
      status: 404,
      pesan: 'Lokasi absensi tidak ditemukan!',
    })
    expect(
      (await callFail('PUT api/area_absensi', { token: t.admin, body: body({ idar: 9999 }) })).status,
    ).toBe(404)
    expect((await callFail('DELETE api/area_absensi/{id}', { token: t.admin, params })).status).toBe(404)
  })

  it('is level 0 only (403 for a unit admin), except the manual-attendance options', async () => {
    const token = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    const params = { id: 1 }
    expect((await callFail('GET api/area_absensi', { token })).status).toBe(403)
    expect((await callFail('GET api/area_absensi/{id}', { token, params })).status).toBe(403)
    expect((await callFail('POST api/area_absensi', { token, body: body() })).status).toBe(403)
    expect((await callFail('PUT api/area_absensi', { token, body: body({ idar: 1 }) })).status).toBe(403)
    expect((await callFail('DELETE api/area_absensi/{id}', { token, params })).status).toBe(403)
  })
})

describe('manual-attendance location options (api/area_absensi/pilihan)', () => {
  it('gives an administrator every area and a unit admin exactly its own office’s', async () => {
    const all = sqlRows<{ idar: number; lokasi: string; kode: string }>(
      t.server,
      'SELECT idar, lokasi, kode FROM area_absensi ORDER BY lokasi',
    )
    const own = all.filter((area) => area.kode === DEMO_UNIT_KODE)
    expect(own.length).toBeGreaterThan(0)
    expect(own.length).toBeLessThan(all.length)
    const choice = (rows: typeof all) => rows.map(({ idar, lokasi }) => ({ idar, lokasi }))

    expect((await callOk('GET api/area_absensi/pilihan', { token: t.admin })).datae).toEqual(choice(all))
    const token = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    expect((await callOk('GET api/area_absensi/pilihan', { token })).datae).toEqual(choice(own))
  })

  it("puts the employee's own unit's areas first when asked with idp (issue 20)", async () => {
    const all = sqlRows<{ idar: number; lokasi: string; kode: string }>(
      t.server,
      'SELECT idar, lokasi, kode FROM area_absensi ORDER BY lokasi',
    )
    const [employee] = sqlRows<{ idp: number; kode: string }>(
      t.server,
      // An employee whose unit's areas do not already come first by name.
      `SELECT idp, kode FROM pegawai WHERE kode <> ? AND kode IN (SELECT kode FROM area_absensi)
       ORDER BY kode DESC LIMIT 1`,
      [all[0]?.kode ?? ''],
    )
    const kode = employee?.kode ?? ''
    const own = all.filter((area) => area.kode === kode)
    expect(own.length).toBeGreaterThan(0)
    const expected = [...own, ...all.filter((area) => area.kode !== kode)].map(({ idar, lokasi }) => ({
      idar,
      lokasi,
    }))
    const answer = await callOk('GET api/area_absensi/pilihan', {
      token: t.admin,
      query: { idp: employee?.idp ?? 0 },
    })
    expect(answer.datae).toEqual(expected)
    expect(answer.datae).not.toEqual(all.map(({ idar, lokasi }) => ({ idar, lokasi })))
  })

  it('needs a session (401)', async () => {
    expect((await callFail('GET api/area_absensi/pilihan')).status).toBe(401)
  })
})
