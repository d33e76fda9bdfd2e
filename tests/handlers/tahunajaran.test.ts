import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { COMMON_MESSAGES, TAHUN_AJARAN_MESSAGES as M } from '../../src/contract/messages.ts'
import { call, callFail, callOk, loginAs, rawCall, setupTestServer } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN } })

const list = async () => (await callOk('GET api/tahunajaran', { token: t.admin })).datae
const nextYear = { nama: '2027/2028', tglawal: '2027-07-12', tglakhir: '2028-06-30' }

describe('academic years', () => {
  it('lists, adds and switches the active year (exactly one active)', async () => {
    const created = await callOk('POST api/tahunajaran', { token: t.admin, body: nextYear })
    expect(created.pesan).toBe(COMMON_MESSAGES.added)
    await callOk('PUT api/tahunajaran/aktif', { token: t.admin, body: { id: created.id } })
    const rows = await list()
    expect(rows.filter((r) => r.aktif === 1).map((r) => r.nama)).toEqual(['2027/2028'])
  })

  it.each([
    [{ nama: '', tglawal: '2027-07-12', tglakhir: '2028-06-30' }, 400, M.namaRequired],
    [{ nama: '2027-2028', tglawal: '2027-07-12', tglakhir: '2028-06-30' }, 400, M.namaFormat],
    [{ nama: '2027/2029', tglawal: '2027-07-12', tglakhir: '2028-06-30' }, 400, M.namaConsecutive],
    [{ nama: '2027/2028', tglawal: '2027-07-12', tglakhir: '2027-07-01' }, 400, M.endAfterStart],
    [{ nama: '2027/2028', tglawal: '2027-02-30', tglakhir: '2028-06-30' }, 400, 'Tanggal tidak valid'],
    [
      { nama: '2026/2027', tglawal: '2026-07-13', tglakhir: '2027-06-30' },
      409,
      'Tahun ajaran 2026/2027 sudah ada!',
    ],
  ])('refuses %j with %i and changes nothing', async (body, status, pesan) => {
    const before = await list()
    expect(await callFail('POST api/tahunajaran', { token: t.admin, body })).toEqual({ status, pesan })
    expect(await list()).toEqual(before)
  })

  it('answers 404 for an unknown year and 400 for a bad id', async () => {
    expect((await callFail('PUT api/tahunajaran/aktif', { token: t.admin, body: { id: 999 } })).status).toBe(
      404,
    )
    expect(
      (await rawCall('PUT', 'api/tahunajaran/aktif', { token: t.admin, body: { id: 'x' } })).status,
    ).toBe(400)
  })

  it('is level 0 only for changes (403 for level 1) but readable by level 1', async () => {
    const unit = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    expect((await call('GET api/tahunajaran', { token: unit })).status).toBe(200)
    expect((await callFail('POST api/tahunajaran', { token: unit, body: nextYear })).status).toBe(403)
  })
})

describe('dates that fit the name and no other year', () => {
  it.each([
    [{ nama: '2027/2028', tglawal: '2026-07-12', tglakhir: '2028-06-30' }, 400, M.startInFirstYear],
    [{ nama: '2027/2028', tglawal: '2027-07-12', tglakhir: '2029-06-30' }, 400, M.endInSecondYear],
    [{ nama: '2027/2028', tglawal: '2027-07-12', tglakhir: '2027-12-31' }, 400, M.endInSecondYear],
    // The seeded 2026/2027 runs 2026-07-13 … 2027-06-25 (end day included).
    [{ nama: '2027/2028', tglawal: '2027-06-25', tglakhir: '2028-06-23' }, 409, `${M.overlaps} 2026/2027!`],
    [{ nama: '2027/2028', tglawal: '2027-01-04', tglakhir: '2028-06-23' }, 409, `${M.overlaps} 2026/2027!`],
    [
      { nama: '2025/2026', tglawal: '2025-01-06', tglakhir: '2026-06-30' },
      409,
      'Tahun ajaran 2025/2026 sudah ada!',
    ],
  ])('refuses %j with %i: %s', async (body, status, pesan) => {
    const before = await list()
    expect(await callFail('POST api/tahunajaran', { token: t.admin, body })).toEqual({ status, pesan })
    expect(await list()).toEqual(before)
  })

  it('accepts a year starting the day after the previous one ends', async () => {
    await callOk('POST api/tahunajaran', {
      token: t.admin,
      body: { nama: '2027/2028', tglawal: '2027-06-26', tglakhir: '2028-06-23' },
    })
    expect((await list()).map((r) => r.nama)).toEqual(['2027/2028', '2026/2027', '2025/2026'])
  })
})

describe('deleting an academic year', () => {
  it('refuses the active year with 409 and keeps it', async () => {
    const before = await list()
    const active = before.find((r) => r.aktif === 1)
    if (!active) throw new Error('the seed has an active year')
    expect(
      await callFail('DELETE api/tahunajaran/{id}', { token: t.admin, params: { id: active.id } }),
    ).toEqual({
      status: 409,
      pesan: M.activeNotDeletable,
    })
    expect(await list()).toEqual(before)
  })

  it('deletes an inactive year', async () => {
    const inactive = (await list()).find((r) => r.aktif === 0)
    if (!inactive) throw new Error('the seed has an inactive year')
    const deleted = await callOk('DELETE api/tahunajaran/{id}', {
      token: t.admin,
      params: { id: inactive.id },
    })
    expect(deleted.pesan).toBe(COMMON_MESSAGES.deleted)
    expect((await list()).map((r) => r.nama)).toEqual(['2026/2027'])
  })

  it('answers 404 for an unknown id, 400 for a bad one, 403 for level 1', async () => {
    expect(
      (await callFail('DELETE api/tahunajaran/{id}', { token: t.admin, params: { id: 999 } })).status,
    ).toBe(404)
    expect((await rawCall('DELETE', 'api/tahunajaran/abc', { token: t.admin })).status).toBe(400)
    const unit = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    expect((await callFail('DELETE api/tahunajaran/{id}', { token: unit, params: { id: 1 } })).status).toBe(
      403,
    )
  })
})
