import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { ANSWER_NOT_RECORDED } from '../../src/worker/request-ledger.ts'
import {
  loginAs,
  mswServer,
  sqlRows,
  startTestServer,
  TEST_API,
  type TestServer,
} from '../support/test-server.ts'

/**
 * A request another tab forwarded may reach a second owner after the first one vanished. If the
 * first one committed it, the second must answer what the first answered, not run it again.
 * "The owner vanished after COMMIT" = a new host started from the same store (snapshot + journal).
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const year = { nama: '2030/2031', tglawal: '2030-07-01', tglakhir: '2031-06-30' }

function post(path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  return new Request(`${TEST_API}${path}`, {
    method: path.includes('login') ? 'PUT' : 'POST',
    headers,
    body: JSON.stringify(body),
  })
}

async function answer(server: TestServer, request: Request, id: string | null) {
  const response = await server.host.serve(request, id)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const yearsNamed = (server: TestServer, nama: string) =>
  sqlRows(server, 'SELECT id FROM tahunajaran WHERE nama = ?', [nama]).length
const ledgerRows = (server: TestServer) =>
  sqlRows<{ id: string; status: number | null }>(
    server,
    'SELECT id, status FROM _jawaban_permintaan ORDER BY id',
  )
const ledgerExists = (server: TestServer) =>
  sqlRows(server, "SELECT 1 FROM sqlite_master WHERE name = '_jawaban_permintaan'").length === 1

describe('requests forwarded by another tab run at most once', () => {
  it('a committed write repeated on the next owner gets the first answer and writes nothing more', async () => {
    const store = new MemoryStore()
    const first = await startTestServer({ store })
    const token = await loginAs('admin', 'admin123')
    const original = await answer(first, post('api/tahunajaran', year, token), 'tab-a:1')
    expect(original.status).toBe(200)
    expect(original.body).toMatchObject({ status: 'sukses', id: expect.any(Number) })

    const next = await startTestServer({ store })
    const repeated = await answer(next, post('api/tahunajaran', year, token), 'tab-a:1')
    expect(repeated).toEqual(original)
    expect(yearsNamed(next, year.nama)).toBe(1)
    // Run again under a new id it is a new request: the overlap rule refuses it, so the repeat
    // above was answered from the record, not by running the handler a second time.
    expect((await answer(next, post('api/tahunajaran', year, token), 'tab-a:2')).status).toBe(409)
  })

  it('records nothing for a request that wrote nothing; repeating it runs it again', async () => {
    const server = await startTestServer()
    const token = await loginAs('admin', 'admin123')
    const bad = { ...year, nama: '2030' }
    expect((await answer(server, post('api/tahunajaran', bad, token), 'tab-a:1')).status).toBe(400)
    expect(ledgerExists(server)).toBe(false)
    expect((await answer(server, post('api/tahunajaran', year, token), 'tab-a:1')).status).toBe(200)
    expect(yearsNamed(server, year.nama)).toBe(1)
  })

  it("the owner's own requests (no id) are not recorded", async () => {
    const server = await startTestServer()
    const token = await loginAs('admin', 'admin123')
    expect((await answer(server, post('api/tahunajaran', year, token), null)).status).toBe(200)
    expect(ledgerExists(server)).toBe(false)
  })

  it('a committed failure (a counted wrong password) is not run twice; the repeat asks to try again', async () => {
    const store = new MemoryStore()
    const first = await startTestServer({ store })
    const wrong = { usernama: 'admin', pass: 'salah' }
    expect((await answer(first, post('admin/login', wrong), 'tab-b:7')).status).toBe(401)
    const next = await startTestServer({ store })
    const repeated = await answer(next, post('admin/login', wrong), 'tab-b:7')
    expect(repeated).toEqual({ status: 503, body: { status: 'gagal', pesan: ANSWER_NOT_RECORDED } })
    expect(sqlRows<{ jumlah: number }>(next, 'SELECT jumlah FROM login_gagal')).toEqual([{ jumlah: 1 }])
  })

  it('forgets answers after an hour (pruned by the next recorded write)', async () => {
    const start = new Date('2026-11-23T08:00:00')
    const server = await startTestServer({ now: start })
    const token = await loginAs('admin', 'admin123')
    await answer(server, post('api/tahunajaran', year, token), 'tab-a:1')
    server.setNow(new Date(start.getTime() + 61 * 60 * 1000))
    const later = { nama: '2031/2032', tglawal: '2031-07-01', tglakhir: '2032-06-30' }
    await answer(server, post('api/tahunajaran', later, token), 'tab-a:2')
    expect(ledgerRows(server)).toEqual([{ id: 'tab-a:2', status: 200 }])
  })
})
