import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_LEAVE, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { call, callOk, loginAs, rawCall, setupTestServer, TEST_API } from '../support/test-server.ts'

const t = setupTestServer({ now: new Date(2026, 10, 22, 9, 0) })

describe('PUT admin/login', () => {
  it('logs the administrator in with a random token and the active year', async () => {
    const body = await callOk('PUT admin/login', { body: { usernama: 'admin', pass: 'admin123' } })
    expect(body.status).toBe('sukses')
    expect(body.data.levelx).toBe(0)
    expect(body.data.token_app).toMatch(/^[0-9a-f]{64}$/)
    expect(body.status_ta).toBe('2026/2027')
    expect(JSON.stringify(body)).not.toMatch(/pass_hash|pbkdf2/)
  })

  it('gives each login its own token', async () => {
    expect(await loginAs('unit', 'unit123')).not.toBe(await loginAs('unit', 'unit123'))
  })

  it('rejects a wrong password or unknown user with 401 and the same message', async () => {
    const wrong = await call('PUT admin/login', { body: { usernama: 'admin', pass: 'salah' } })
    const unknown = await call('PUT admin/login', { body: { usernama: 'siapa', pass: 'x' } })
    expect(wrong).toEqual({
      status: 401,
      body: { status: 'gagal', pesan: 'Nama pengguna atau kata sandi salah!' },
    })
    expect(unknown).toEqual(wrong)
  })

  it.each([
    [{ pass: 'admin123' }, 'isikan nama pengguna terlebih dahulu!'],
    [{ usernama: '   ', pass: 'admin123' }, 'isikan nama pengguna terlebih dahulu!'],
    [{ usernama: 'admin' }, 'isikan kata sandi terlebih dahulu!'],
    [{ usernama: 'admin', pass: '' }, 'isikan kata sandi terlebih dahulu!'],
  ])('answers 400 for %j and writes nothing', async (body, pesan) => {
    const before = await t.server.writeCount()
    expect(await rawCall('PUT', 'admin/login', { body })).toEqual({
      status: 400,
      body: { status: 'gagal', pesan },
    })
    expect(await t.server.writeCount()).toBe(before)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await rawCall('PUT', 'admin/login', { body: '{not json' })
    expect(status).toBe(400)
    expect(body.status).toBe('gagal')
  })

  it('delays a username after 5 free failures, with Retry-After, then lets the right password in', async () => {
    const attempt = async (pass: string) => {
      const response = await t.server.host.server.handle(
        new Request(`${TEST_API}admin/login`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ usernama: 'admin', pass }),
        }),
      )
      const body = (await response.json()) as { pesan: string }
      return { status: response.status, pesan: body.pesan, retryAfter: response.headers.get('Retry-After') }
    }
    for (let i = 0; i < 6; i++) expect((await attempt('salah')).status).toBe(401) // the sixth: wait 1 s
    expect(await attempt('admin123')).toEqual({
      status: 429,
      pesan: 'Terlalu banyak percobaan masuk. Coba lagi dalam 1 detik.',
      retryAfter: '1',
    })
    t.server.setNow(new Date(2026, 10, 22, 9, 0, 1))
    expect((await attempt('salah')).status).toBe(401) // the seventh: 2 s
    expect((await attempt('admin123')).retryAfter).toBe('2')
    t.server.setNow(new Date(2026, 10, 22, 9, 0, 3))
    expect((await attempt('admin123')).status).toBe(200)
  })

  it('never delays longer than 10 seconds, and does not count attempts refused for the delay', async () => {
    let at = new Date(2026, 10, 22, 9, 0).getTime()
    let lastRefusal = ''
    for (let i = 0; i < 12; i++) {
      t.server.setNow(new Date(at))
      expect(
        (await rawCall('PUT', 'admin/login', { body: { usernama: 'admin', pass: 'salah' } })).status,
      ).toBe(401)
      const again = await rawCall('PUT', 'admin/login', { body: { usernama: 'admin', pass: 'salah' } })
      expect(again.status).toBe(i < 3 ? 401 : 429) // 5 free failures, the sixth sets 1 s; hammering a delay is not counted
      lastRefusal = String(again.body.pesan)
      at += 10_000
    }
    expect(lastRefusal).toBe('Terlalu banyak percobaan masuk. Coba lagi dalam 10 detik.')
    t.server.setNow(new Date(at))
    expect(await loginAs('admin', 'admin123')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('keys the slow-down on username and client address where the server knows the address', async () => {
    const from = (client: string, pass: string) =>
      t.server.host.server.handle(
        new Request(`${TEST_API}admin/login`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ usernama: 'admin', pass }),
        }),
        client,
      )
    for (let i = 0; i < 3; i++) expect((await from('192.0.2.66', 'salah')).status).toBe(401)
    expect((await from('192.0.2.66', 'admin123')).status).toBe(429)
    expect((await from('192.0.2.10', 'admin123')).status).toBe(200) // the real admin elsewhere
  })

  it('reports status_ta "non" when no academic year is active', async () => {
    await t.server.host.connection.writeLog.unlogged(() =>
      t.server.host.connection.db.updateTable('tahunajaran').set({ aktif: 0 }).execute(),
    )
    const body = await callOk('PUT admin/login', { body: { usernama: 'unit', pass: 'unit123' } })
    expect(body.status_ta).toBe('non')
  })
})

describe('session checks', () => {
  it('GET api/cek/pengguna returns the user behind the token', async () => {
    const token = await loginAs('unit', 'unit123')
    const body = await callOk('GET api/cek/pengguna', { token })
    expect(body.datae).toMatchObject({
      token_app: token,
      levelx: 1,
      usernama: 'unit',
      ids: DEMO_UNIT_KODE,
      sekolah: 'SD Islam Terpadu 1',
    })
  })

  it.each([
    ['no token', undefined],
    ['an unknown token', 'f'.repeat(64)],
  ])('answers 401 with %s', async (_label, token) => {
    expect(await call('GET api/beranda', { token })).toMatchObject({ status: 401, body: { status: 'gagal' } })
  })

  it('answers 401 once the session has expired (12 hours)', async () => {
    const token = await loginAs('admin', 'admin123')
    t.server.setNow(new Date(2026, 10, 22, 21, 1))
    expect((await call('GET api/cek/pengguna', { token })).status).toBe(401)
  })

  it('logout deletes the session', async () => {
    const token = await loginAs('admin', 'admin123')
    await callOk('POST admin/logout', { token })
    expect((await call('GET api/cek/pengguna', { token })).status).toBe(401)
  })
})

describe('GET api/beranda', () => {
  // The seed's figures on 2026-11-22 (this file's clock), written out rather than counted with the
  // handler's own query: 109 of the 120 employees are active (11 have left), 31 of them in SDIT1;
  // 2 of the 7 pending requests are SDIT1's.
  it('counts all active employees and pending requests for level 0', async () => {
    const token = await loginAs(DEMO_ADMIN.usernama, DEMO_ADMIN.pass)
    expect(await callOk('GET api/beranda', { token })).toEqual({
      jum_pegawai: 109,
      jum_pengajuanijin: DEMO_LEAVE.pending,
    })
  })

  it('counts only its own unit for level 1', async () => {
    const token = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    expect(await callOk('GET api/beranda', { token })).toEqual({ jum_pegawai: 31, jum_pengajuanijin: 2 })
  })
})

describe('routing', () => {
  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    expect((await rawCall('GET', 'api/tidakada')).status).toBe(404)
    expect((await rawCall('DELETE', 'api/beranda')).status).toBe(405)
  })
})
