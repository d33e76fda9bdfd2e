import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hariDefault, type ShiftHari } from '../../src/contract/shift.ts'
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
  label: 'Shift Pagi',
  lokasi_masuk: 1,
  lokasi_pulang: 2,
  hari: JSON.stringify(hariDefault),
  ...over,
})
const withDay = (hari: number, change: Partial<ShiftHari>) =>
  JSON.stringify(hariDefault.map((day) => (day.hari === hari ? { ...day, ...change } : day)))

const detail = async (id: number) => (await rawCall('GET', `api/shift/${id}`, { token: admin })).body

describe('schedules', () => {
  it('creates, reads back (hari as JSON text), lists, updates and deletes a schedule', async () => {
    const reversed = JSON.stringify([...hariDefault].reverse())
    const created = await rawCall('POST', 'api/shift', {
      token: admin,
      body: body({ label: '  Shift Pagi ', hari: reversed }),
    })
    expect(created).toMatchObject({
      status: 200,
      body: { status: 'sukses', pesan: 'Data telah ditambahkan!' },
    })
    const id = Number(created.body.idshift)

    const read = await detail(id)
    expect(read).toMatchObject({ idshift: id, label: 'Shift Pagi', lokasi_masuk: 1, lokasi_pulang: 2 })
    // Sorted Ahad..Sabtu, booleans kept, SPEC defaults round-trip.
    expect(JSON.parse(String(read.hari))).toEqual(hariDefault)

    const list = (await rawCall('GET', 'api/shift', { token: admin })).body.datae as { idshift: number }[]
    expect(list.map((row) => row.idshift)).toContain(id)

    const hari = withDay(6, { libur: true })
    const updated = await rawCall('PUT', 'api/shift', {
      token: admin,
      body: body({ idshift: id, label: 'Shift Siang', lokasi_masuk: 0, hari }),
    })
    expect(updated).toMatchObject({ status: 200, body: { pesan: 'Data tersimpan' } })
    const after = await detail(id)
    expect(after).toMatchObject({ label: 'Shift Siang', lokasi_masuk: 0 })
    expect(JSON.parse(String(after.hari))[6]).toEqual({
      hari: 6,
      waktu_masuk: '08:00',
      waktu_pulang: '12:00',
      libur: true,
    })

    const deleted = await rawCall('DELETE', `api/shift/${id}`, { token: admin })
    expect(deleted).toMatchObject({ status: 200, body: { pesan: 'Data telah dihapus!' } })
    expect((await rawCall('GET', `api/shift/${id}`, { token: admin })).status).toBe(404)
    // The weekday rows went with it.
    const days = await server.host.connection.db
      .selectFrom('shift_hari')
      .selectAll()
      .where('idshift', '=', id)
      .execute()
    expect(days).toEqual([])
  })

  it.each([
    ['an empty label', body({ label: '   ' }), 'Isikan nama kategori terlebih dahulu!'],
    ['an overlong label', body({ label: 'x'.repeat(101) }), 'Maksimal 100 karakter'],
    ['an unknown location rule', body({ lokasi_masuk: 3 }), 'Pilih aturan lokasi absensi!'],
    ['hari that is not JSON', body({ hari: '[{' }), 'Jadwal harian tidak valid'],
    [
      'six days',
      body({ hari: JSON.stringify(hariDefault.slice(1)) }),
      'Jadwal harus berisi 7 hari (Ahad sampai Sabtu)',
    ],
    [
      'a repeated day',
      body({ hari: JSON.stringify([...hariDefault.slice(1), hariDefault[1]]) }),
      'Setiap hari (Ahad sampai Sabtu) harus ada tepat satu kali',
    ],
    [
      'departure before arrival',
      body({ hari: withDay(1, { waktu_pulang: '07:00' }) }),
      'Jam pulang hari Senin harus setelah jam masuk',
    ],
    ['an impossible time', body({ hari: withDay(2, { waktu_masuk: '25:00' }) }), 'Format waktu harus JJ:MM'],
  ])('refuses %s with 400 and writes nothing', async (_, input, pesan) => {
    const before = server.store.journalBytes()
    const answer = await rawCall('POST', 'api/shift', { token: admin, body: input })
    expect(answer).toEqual({ status: 400, body: { status: 'gagal', pesan } })
    expect(server.store.journalBytes()).toBe(before)
  })

  it('accepts any times on a day off (no departure-after-arrival rule there)', async () => {
    const answer = await rawCall('POST', 'api/shift', {
      token: admin,
      body: body({ hari: withDay(0, { waktu_pulang: '07:00' }) }),
    })
    expect(answer.status).toBe(200)
  })

  it('answers 404 for unknown schedules', async () => {
    expect((await rawCall('GET', 'api/shift/999', { token: admin })).body).toEqual({
      status: 'gagal',
      pesan: 'Jadwal tidak ditemukan!',
    })
    expect((await rawCall('PUT', 'api/shift', { token: admin, body: body({ idshift: 999 }) })).status).toBe(
      404,
    )
    expect((await rawCall('DELETE', 'api/shift/999', { token: admin })).status).toBe(404)
  })

  it('refuses (409) deleting a schedule employees use, naming it and how many', async () => {
    const db = server.host.connection.db
    const used = (await db.selectFrom('pegawai').select('idp').where('idshift', '=', 1).execute()).length
    expect(used).toBeGreaterThan(0)
    const answer = await rawCall('DELETE', 'api/shift/1', { token: admin })
    expect(answer).toEqual({
      status: 409,
      body: {
        status: 'gagal',
        pesan: `Jadwal masih dipakai ${used} pegawai. Pindahkan pegawai ke jadwal lain sebelum menghapusnya.`,
      },
    })
    expect((await detail(1)).idshift).toBe(1)
  })

  it('is level 0 only (403 for a unit admin)', async () => {
    const unit = await loginAs('unit', 'unit123')
    expect((await rawCall('GET', 'api/shift', { token: unit })).status).toBe(403)
    expect((await rawCall('GET', 'api/shift/1', { token: unit })).status).toBe(403)
    expect((await rawCall('POST', 'api/shift', { token: unit, body: body() })).status).toBe(403)
    expect((await rawCall('PUT', 'api/shift', { token: unit, body: body({ idshift: 1 }) })).status).toBe(403)
    expect((await rawCall('DELETE', 'api/shift/1', { token: unit })).status).toBe(403)
  })
})
