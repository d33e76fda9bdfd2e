import initSqlJs from 'sql.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../seeds/demo.ts'
import { DATA_MESSAGES } from '../../src/contract/messages.ts'
import { startDatabaseHost } from '../../src/worker/database-host.ts'
import { encodeRecord } from '../../src/worker/journal-codec.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { loginAs, mswServer, rawCall, startTestServer } from '../support/test-server.ts'

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const newYear = { nama: '2030/2031', tglawal: '2030-07-01', tglakhir: '2031-06-30' }
const yearNames = async () => {
  const token = await loginAs('admin', 'admin123')
  const rows = (await rawCall('GET', 'api/tahunajaran', { token })).body.datae as { nama: string }[]
  return rows.map((r) => r.nama)
}

describe('durability: snapshot + journal', () => {
  it('a 2xx write is in the journal and survives a restart from the same store', async () => {
    const store = new MemoryStore()
    await startTestServer({ store })
    const token = await loginAs('admin', 'admin123')
    const before = store.journalBytes()
    expect((await rawCall('POST', 'api/tahunajaran', { token, body: newYear })).status).toBe(200)
    expect(store.journalBytes()).toBeGreaterThan(before)

    await startTestServer({ store }) // a reload: snapshot + replayed journal
    expect(await yearNames()).toContain('2030/2031')
  })

  it('ignores a torn journal tail (a crash mid-append)', async () => {
    const store = new MemoryStore()
    await startTestServer({ store })
    const token = await loginAs('admin', 'admin123')
    await rawCall('POST', 'api/tahunajaran', { token, body: newYear })
    const torn = encodeRecord([
      [
        "INSERT INTO tahunajaran (nama, tglawal, tglakhir) VALUES ('2040/2041', '2040-07-01', '2041-06-30')",
        [],
      ],
    ])
    const journal = new Uint8Array(store.journal.length + torn.length - 3)
    journal.set(store.journal)
    journal.set(torn.subarray(0, torn.length - 3), store.journal.length)
    store.journal = journal

    await startTestServer({ store })
    const names = await yearNames()
    expect(names).toContain('2030/2031')
    expect(names).not.toContain('2040/2041')

    // Writes after the recovery land on a frame boundary and survive the next restart.
    const again = await loginAs('admin', 'admin123')
    const later = { nama: '2032/2033', tglawal: '2032-07-01', tglakhir: '2033-06-30' }
    expect((await rawCall('POST', 'api/tahunajaran', { token: again, body: later })).status).toBe(200)
    await startTestServer({ store })
    expect(await yearNames()).toContain('2032/2033')
  })

  it('keeps appending to a replayed journal without rewriting the snapshot on start', async () => {
    const store = new MemoryStore()
    await startTestServer({ store })
    const snapshot = store.snapshot
    const token = await loginAs('admin', 'admin123')
    await rawCall('POST', 'api/tahunajaran', { token, body: newYear })
    const journal = store.journalBytes()
    await startTestServer({ store })
    expect(store.snapshot).toBe(snapshot)
    expect(store.journalBytes()).toBe(journal)
    expect(await yearNames()).toContain('2030/2031')
  })

  it('folds the journal into a new snapshot past the size limit, losing nothing', async () => {
    const store = new MemoryStore()
    const sqlJs = await initSqlJs()
    const host = await startDatabaseHost({
      sqlJs,
      store,
      checkpointAfterBytes: 1,
      seed: (c) => seedDemo(c, { today: '2026-11-22' }),
    })
    const login = new Request('http://localhost/admin/admin/login', {
      method: 'PUT',
      body: JSON.stringify({ usernama: 'admin', pass: 'admin123' }),
    })
    expect((await host.server.handle(login)).status).toBe(200)
    await host.checkpointSettled() // folded off the request path (issue 35)
    expect(store.journalBytes()).toBe(0)
    const reopened = await startDatabaseHost({ sqlJs, store, seed: async () => {} })
    const sessions = await reopened.connection.db.selectFrom('sesi').selectAll().execute()
    expect(sessions).toHaveLength(1)
  })

  it('a start finding the journal past the limit folds it off the request path, losing nothing', async () => {
    const store = new MemoryStore()
    const sqlJs = await initSqlJs()
    const seed = (c: Parameters<typeof seedDemo>[0]) => seedDemo(c, { today: '2026-11-22' })
    // The tab closed before its checkpoint ran: the journal holds a login past the limit.
    const first = await startDatabaseHost({ sqlJs, store, seed })
    const login = new Request('http://localhost/admin/admin/login', {
      method: 'PUT',
      body: JSON.stringify({ usernama: 'admin', pass: 'admin123' }),
    })
    expect((await first.server.handle(login)).status).toBe(200)
    const journal = store.journalBytes()
    expect(journal).toBeGreaterThan(0)

    const reopened = await startDatabaseHost({ sqlJs, store, checkpointAfterBytes: journal - 1, seed })
    await reopened.checkpointSettled()
    expect(store.journalBytes()).toBe(0)
    const restarted = await startDatabaseHost({ sqlJs, store, seed: async () => {} })
    expect(await restarted.connection.db.selectFrom('sesi').selectAll().execute()).toHaveLength(1)
  })

  it('when the journal cannot be written, the call fails and nothing changes', async () => {
    const store = new MemoryStore()
    await startTestServer({ store })
    const token = await loginAs('admin', 'admin123')
    store.append = () => {
      throw new Error('disk full')
    }
    // Not a full disk (that is a 507, tests/handlers/data.test.ts): the storage's own reason, 503.
    expect(await rawCall('POST', 'api/tahunajaran', { token, body: newYear })).toEqual({
      status: 503,
      body: { status: 'gagal', pesan: DATA_MESSAGES.storageFailed('Error: disk full') },
    })
    delete (store as Partial<MemoryStore>).append
    expect(await yearNames()).not.toContain('2030/2031')
  })
})
