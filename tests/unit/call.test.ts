import { describe, expect, expectTypeOf, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/demo.ts'
import { addDays } from '../../src/domain/calendar.ts'
import { call, callOk, setupTestServer, TEST_TODAY } from '../support/test-server.ts'

const t = setupTestServer({ logins: { token: DEMO_ADMIN } })

describe('typed call()', () => {
  it('fills path params and query, and types the 200 body from the contract', async () => {
    const body = await callOk('GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}', {
      token: t.token,
      params: { tglawal: addDays(TEST_TODAY, -7), tglakhir: TEST_TODAY },
      query: { page: 2, halaman: 5 },
    })
    expectTypeOf(body.datae[0]?.idp).toEqualTypeOf<number | undefined>()
    expect(body.datae).toHaveLength(5)
    expect(typeof body.tot_data).toBe('number')
  })

  it('returns a failure with its status, typed as the failure shape', async () => {
    const result = await call('DELETE api/tahunajaran/{id}', { token: t.token, params: { id: 999 } })
    expect(result.status).toBe(404)
    if (result.status !== 200) expectTypeOf(result.body.pesan).toEqualTypeOf<string>()
  })

  it('rejects wrong routes and inputs at compile time', () => {
    const compileOnly = () => {
      // @ts-expect-error not a contract route
      void call('GET api/nope')
      // @ts-expect-error the path param is required
      void call('DELETE api/tahunajaran/{id}', { token: t.token })
      // @ts-expect-error the id is a number
      void call('DELETE api/tahunajaran/{id}', { token: t.token, params: { id: {} } })
      // @ts-expect-error no body on a GET
      void call('GET api/tahunajaran', { token: t.token, body: {} })
    }
    expect(compileOnly).toBeTypeOf('function')
  })
})
