import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { hariDefault, type ShiftHari } from '../../src/contract/shift.ts'
import { call, callFail, callOk, loginAs, rawCall, setupTestServer, sqlRows } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN } })

const base = {
  label: 'Shift Pagi',
  lokasi_masuk: 1,
  lokasi_pulang: 2,
  hari: JSON.stringify(hariDefault),
} as const
/** A valid body with some fields replaced (or broken, for the 400 cases). */
const body = <T extends object = object>(over?: T): Omit<typeof base, keyof T> & T => ({
  ...base,
  ...(over as T),
})
const withDay = (hari: number, change: Partial<ShiftHari>) =>
  JSON.stringify(hariDefault.map((day) => (day.hari === hari ? { ...day, ...change } : day)))

const detail = (id: number) => callOk('GET api/shift/{id}', { token: t.admin, params: { id } })

describe('schedules', () => {
  it('creates, reads back (hari as JSON text), lists, updates and deletes a schedule', async () => {
    const reversed = JSON.stringify([...hariDefault].reverse())
    const created = await callOk('POST api/shift', {
      token: t.admin,
      body: body({ label: '  Shift Pagi ', hari: reversed }),
    })
    expect(created).toMatchObject({ status: 'sukses', pesan: 'Data telah ditambahkan!' })
    const id = created.idshift

    const read = await detail(id)
    expect(read).toMatchObject({ idshift: id, label: 'Shift Pagi', lokasi_masuk: 1, lokasi_pulang: 2 })
    // Stored as seven rows, answered sorted Ahad..Sabtu with booleans: the SPEC defaults round-trip.
    expect(JSON.parse(read.hari)).toEqual(hariDefault)
    expect(
      sqlRows(t.server, 'SELECT hari FROM shift_hari WHERE idshift = ? ORDER BY hari', [id]),
    ).toHaveLength(7)

    const list = await callOk('GET api/shift', { token: t.admin })
    expect(list.datae.find((row) => row.idshift === id)).toEqual({
      idshift: id,
      label: 'Shift Pagi',
      lokasi_masuk: 1,
      lokasi_pulang: 2,
    })

    const updated = await callOk('PUT api/shift', {
      token: t.admin,
      body: body({
        idshift: id,
        label: 'Shift Siang',
        lokasi_masuk: 0 as const,
        hari: withDay(6, { libur: true }),
      }),
    })
    expect(updated.pesan).toBe('Data tersimpan')
    const after = await detail(id)
    expect(after).toMatchObject({ label: 'Shift Siang', lokasi_masuk: 0 })
    expect(JSON.parse(after.hari)[6]).toEqual({
      hari: 6,
      waktu_masuk: '08:00',
      waktu_pulang: '12:00',
      libur: true,
    })

    expect((await callOk('DELETE api/shift/{id}', { token: t.admin, params: { id } })).pesan).toBe(
      'Data telah dihapus!',
    )
    expect((await call('GET api/shift/{id}', { token: t.admin, params: { id } })).status).toBe(404)
    // The weekday rows went with it.
    expect(sqlRows(t.server, 'SELECT hari FROM shift_hari WHERE idshift = ?', [id])).toEqual([])
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
    [
      'departure equal to arrival',
      body({ hari: withDay(5, { waktu_pulang: '08:00' }) }),
      "Jam pulang hari Jum'at harus setelah jam masuk",
    ],
    ['an impossible time', body({ hari: withDay(2, { waktu_masuk: '25:00' }) }), 'Format waktu harus JJ:MM'],
  ])('refuses %s with 400 and writes nothing', async (_, input, pesan) => {
    const before = await t.server.writeCount()
    expect(await rawCall('POST', 'api/shift', { token: t.admin, body: input })).toEqual({
      status: 400,
      body: { status: 'gagal', pesan },
    })
    expect(await t.server.writeCount()).toBe(before)
  })

  it('accepts any times on a day off (departure after arrival holds on working days only)', async () => {
    const created = await call('POST api/shift', {
      token: t.admin,
      body: body({ hari: withDay(0, { waktu_pulang: '07:00' }) }),
    })
    expect(created.status).toBe(200)
  })

  it('answers 404 for unknown schedules', async () => {
    expect(await callFail('GET api/shift/{id}', { token: t.admin, params: { id: 999 } })).toEqual({
      status: 404,
      pesan: 'Jadwal tidak ditemukan!',
    })
    expect((await callFail('PUT api/shift', { token: t.admin, body: body({ idshift: 999 }) })).status).toBe(
      404,
    )
    expect((await callFail('DELETE api/shift/{id}', { token: t.admin, params: { id: 999 } })).status).toBe(
      404,
    )
  })

  it('refuses (409) deleting a schedule employees use, saying how many, and keeps it', async () => {
    const [used] = sqlRows<{ n: number }>(t.server, 'SELECT count(*) AS n FROM pegawai WHERE idshift = 1')
    expect(used?.n).toBeGreaterThan(0)
    const before = await t.server.writeCount()
    expect(await callFail('DELETE api/shift/{id}', { token: t.admin, params: { id: 1 } })).toEqual({
      status: 409,
      pesan: `Jadwal masih dipakai ${used?.n} pegawai. Pindahkan pegawai ke jadwal lain sebelum menghapusnya.`,
    })
    expect(await t.server.writeCount()).toBe(before)
    expect((await detail(1)).idshift).toBe(1)
  })

  it('is level 0 only (403 for a unit admin on every call)', async () => {
    const token = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    const params = { id: 1 }
    expect((await callFail('GET api/shift', { token })).status).toBe(403)
    expect((await callFail('GET api/shift/{id}', { token, params })).status).toBe(403)
    expect((await callFail('POST api/shift', { token, body: body() })).status).toBe(403)
    expect((await callFail('PUT api/shift', { token, body: body({ idshift: 1 }) })).status).toBe(403)
    expect((await callFail('DELETE api/shift/{id}', { token, params })).status).toBe(403)
  })
})
