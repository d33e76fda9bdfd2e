import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAs, mswServer, rawCall, startTestServer } from '../support/test-server.ts'

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

let admin: string
beforeEach(async () => {
  await startTestServer()
  admin = await loginAs('admin', 'admin123')
})

const list = async () =>
  (await rawCall('GET', 'api/tahunajaran', { token: admin })).body.datae as {
    id: number
    nama: string
    aktif: number
  }[]

describe('academic years', () => {
  it('lists, adds and switches the active year (exactly one active)', async () => {
    const created = await rawCall('POST', 'api/tahunajaran', {
      token: admin,
      body: { nama: '2027/2028', tglawal: '2027-07-12', tglakhir: '2028-06-30' },
    })
    expect(created.status).toBe(200)
    expect(created.body.pesan).toBe('Data telah ditambahkan!')
    const id = Number(created.body.id)
    expect((await rawCall('PUT', 'api/tahunajaran/aktif', { token: admin, body: { id } })).status).toBe(200)
    const rows = await list()
    expect(rows.filter((r) => r.aktif === 1).map((r) => r.nama)).toEqual(['2027/2028'])
  })

  it.each([
    [{ nama: '', tglawal: '2027-07-12', tglakhir: '2028-06-30' }, 400],
    [{ nama: '2027-2028', tglawal: '2027-07-12', tglakhir: '2028-06-30' }, 400],
    [{ nama: '2027/2029', tglawal: '2027-07-12', tglakhir: '2028-06-30' }, 400],
    [{ nama: '2027/2028', tglawal: '2027-07-12', tglakhir: '2027-07-01' }, 400],
    [{ nama: '2027/2028', tglawal: '2027-02-30', tglakhir: '2028-06-30' }, 400],
    [{ nama: '2026/2027', tglawal: '2026-07-13', tglakhir: '2027-06-30' }, 409],
  ])('refuses %j with %i and changes nothing', async (body, expected) => {
    const before = await list()
    const { status, body: answer } = await rawCall('POST', 'api/tahunajaran', { token: admin, body })
    expect(status).toBe(expected)
    expect(answer.status).toBe('gagal')
    expect(String(answer.pesan).length).toBeGreaterThan(5)
    expect(await list()).toEqual(before)
  })

  it('answers 404 for an unknown year and 400 for a bad id', async () => {
    expect((await rawCall('PUT', 'api/tahunajaran/aktif', { token: admin, body: { id: 999 } })).status).toBe(
      404,
    )
    expect((await rawCall('PUT', 'api/tahunajaran/aktif', { token: admin, body: { id: 'x' } })).status).toBe(
      400,
    )
  })

  it('is level 0 only for changes (403 for level 1) but readable by level 1', async () => {
    const unit = await loginAs('unit', 'unit123')
    expect((await rawCall('GET', 'api/tahunajaran', { token: unit })).status).toBe(200)
    const { status } = await rawCall('POST', 'api/tahunajaran', {
      token: unit,
      body: { nama: '2027/2028', tglawal: '2027-07-12', tglakhir: '2028-06-30' },
    })
    expect(status).toBe(403)
  })
})

describe('deleting an academic year', () => {
  it('deletes it (even the active one: login then reports "non")', async () => {
    const active = (await list()).find((r) => r.aktif === 1)
    expect(active).toBeDefined()
    const { status, body } = await rawCall('DELETE', `api/tahunajaran/${active?.id}`, { token: admin })
    expect(status).toBe(200)
    expect(body.pesan).toBe('Data telah dihapus!')
    const login = await rawCall('PUT', 'admin/login', { body: { usernama: 'admin', pass: 'admin123' } })
    expect(login.body.status_ta).toBe('non')
  })

  it('answers 404 for an unknown id, 400 for a bad one, 403 for level 1', async () => {
    expect((await rawCall('DELETE', 'api/tahunajaran/999', { token: admin })).status).toBe(404)
    expect((await rawCall('DELETE', 'api/tahunajaran/abc', { token: admin })).status).toBe(400)
    const unit = await loginAs('unit', 'unit123')
    expect((await rawCall('DELETE', 'api/tahunajaran/1', { token: unit })).status).toBe(403)
  })
})
