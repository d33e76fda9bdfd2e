import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { COMMON_MESSAGES } from '../../src/contract/messages.ts'
import {
  call,
  callFail,
  callOk,
  loginAs,
  mswServer,
  rawCall,
  startTestServer,
} from '../support/test-server.ts'

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

let admin: string
beforeEach(async () => {
  await startTestServer()
  admin = await loginAs(DEMO_ADMIN.usernama, DEMO_ADMIN.pass)
})

const list = async () => (await callOk('GET api/tahunajaran', { token: admin })).datae
const nextYear = { nama: '2027/2028', tglawal: '2027-07-12', tglakhir: '2028-06-30' }

describe('academic years', () => {
  it('lists, adds and switches the active year (exactly one active)', async () => {
    const created = await callOk('POST api/tahunajaran', { token: admin, body: nextYear })
    expect(created.pesan).toBe(COMMON_MESSAGES.added)
    await callOk('PUT api/tahunajaran/aktif', { token: admin, body: { id: created.id } })
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
    const { status, pesan } = await callFail('POST api/tahunajaran', { token: admin, body })
    expect(status).toBe(expected)
    expect(pesan.length).toBeGreaterThan(5)
    expect(await list()).toEqual(before)
  })

  it('answers 404 for an unknown year and 400 for a bad id', async () => {
    expect((await callFail('PUT api/tahunajaran/aktif', { token: admin, body: { id: 999 } })).status).toBe(
      404,
    )
    expect((await rawCall('PUT', 'api/tahunajaran/aktif', { token: admin, body: { id: 'x' } })).status).toBe(
      400,
    )
  })

  it('is level 0 only for changes (403 for level 1) but readable by level 1', async () => {
    const unit = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    expect((await call('GET api/tahunajaran', { token: unit })).status).toBe(200)
    expect((await callFail('POST api/tahunajaran', { token: unit, body: nextYear })).status).toBe(403)
  })
})

describe('deleting an academic year', () => {
  it('deletes it (even the active one: login then reports "non")', async () => {
    const active = (await list()).find((r) => r.aktif === 1)
    if (!active) throw new Error('the seed has an active year')
    const deleted = await callOk('DELETE api/tahunajaran/{id}', { token: admin, params: { id: active.id } })
    expect(deleted.pesan).toBe(COMMON_MESSAGES.deleted)
    const login = await callOk('PUT admin/login', {
      body: { usernama: DEMO_ADMIN.usernama, pass: DEMO_ADMIN.pass },
    })
    expect(login.status_ta).toBe('non')
  })

  it('answers 404 for an unknown id, 400 for a bad one, 403 for level 1', async () => {
    expect(
      (await callFail('DELETE api/tahunajaran/{id}', { token: admin, params: { id: 999 } })).status,
    ).toBe(404)
    expect((await rawCall('DELETE', 'api/tahunajaran/abc', { token: admin })).status).toBe(400)
    const unit = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    expect((await callFail('DELETE api/tahunajaran/{id}', { token: unit, params: { id: 1 } })).status).toBe(
      403,
    )
  })
})
