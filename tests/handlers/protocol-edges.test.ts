import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/demo.ts'
import { rawCall, setupTestServer, TEST_API } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN } })

describe('every request ends in the contract shape with a 4xx, never a stack', () => {
  it('answers a malformed percent-escape in a path with 400', async () => {
    const { status, body } = await rawCall('DELETE', 'api/tahunajaran/%E0%A4%A', { token: t.admin })
    expect(status).toBe(400)
    expect(body).toEqual({ status: 'gagal', pesan: 'Alamat mengandung karakter yang tidak valid.' })
  })

  it.each(['0x4', '6e0', '05', '+5', '-1', '0', '1.0', '%205', '99999999999999999999'])(
    'refuses the path id %s',
    async (raw) => {
      const { status, body } = await rawCall('DELETE', `api/tahunajaran/${raw}`, { token: t.admin })
      expect(status).toBe(400)
      expect(body).toEqual({ status: 'gagal', pesan: 'ID tidak valid' })
    },
  )

  it.each([['"6"'], ['[5]'], ['true'], ['5.5'], ['"0x4"'], ['null'], ['1e400']])(
    'refuses the body id %s',
    async (raw) => {
      const { status, body } = await rawCall('PUT', 'api/tahunajaran/aktif', {
        token: t.admin,
        body: `{"id":${raw}}`,
      })
      expect(status).toBe(400)
      expect(body.status).toBe('gagal')
    },
  )

  it('still takes a proper id in the path and in the body', async () => {
    expect((await rawCall('PUT', 'api/tahunajaran/aktif', { token: t.admin, body: { id: 1 } })).status).toBe(
      200,
    )
    expect((await rawCall('DELETE', 'api/tahunajaran/999', { token: t.admin })).status).toBe(404)
  })

  it('tells an overlong password apart from a missing one', async () => {
    const long = await rawCall('PUT', 'admin/login', { body: { usernama: 'admin', pass: 'x'.repeat(201) } })
    expect(long.status).toBe(400)
    expect(long.body.pesan).toBe('Kata sandi terlalu panjang (maksimal 200 karakter)')
    const empty = await rawCall('PUT', 'admin/login', { body: { usernama: 'admin', pass: '' } })
    expect(empty.body.pesan).toBe('isikan kata sandi terlebih dahulu!')
  })

  it('refuses a body over 10 MB with 413 at once, without holding other requests', async () => {
    const huge = JSON.stringify({ nama: 'x'.repeat(11 * 1024 * 1024) })
    const [refused, meanwhile] = await Promise.all([
      fetch(`${TEST_API}api/tahunajaran`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'application/json' },
        body: huge,
      }),
      rawCall('GET', 'api/beranda', { token: t.admin }),
    ])
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({
      status: 'gagal',
      pesan: 'Data yang dikirim terlalu besar (maksimal 10 MB).',
    })
    expect(meanwhile.status).toBe(200)
  })
})
