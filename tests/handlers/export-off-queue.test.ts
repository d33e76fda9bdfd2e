import initSqlJs from 'sql.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import { type ExportFold, foldJournal } from '../../src/worker/export-fold.ts'
import { checkedImport, fileOrRefusal, type ImportCheck, outcomeOf } from '../../src/worker/import-check.ts'
import { integrityHere } from '../../src/worker/integrity-check.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { loginAs, TEST_API } from '../support/call.ts'
import { mswServer, startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 35: an export never holds other requests. Its file is folded from the durable generation
 * off the request queue; here the fold is held by the test, so "answered while the export is still
 * running" is an order of events, not a timing budget.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const sqlJs = await initSqlJs()

/** A fold that starts when the export asks for it and finishes when the test says so. */
function heldFold() {
  let release: () => void = () => {}
  let started: () => void = () => {}
  const running = new Promise<void>((resolve) => {
    started = resolve
  })
  const fold: ExportFold = async (snapshot, journal) => {
    started()
    await new Promise<void>((resolve) => {
      release = resolve
    })
    return foldJournal(sqlJs, snapshot, journal)
  }
  return { fold, running, release: () => release() }
}

/** An import check that starts when the import asks for it and answers when the test says so. */
function heldCheck() {
  let release: () => void = () => {}
  let started: () => void = () => {}
  const running = new Promise<void>((resolve) => {
    started = resolve
  })
  // Through the worker's outcome, as the browser's check answers (a refusal crosses as status + message).
  const check: ImportCheck = async (bytes) => {
    started()
    await new Promise<void>((resolve) => {
      release = resolve
    })
    return fileOrRefusal(await outcomeOf(() => checkedImport(sqlJs, bytes, integrityHere(sqlJs))))
  }
  return { check, running, release: () => release() }
}

function call(server: TestServer, method: string, path: string, token: string, body?: unknown, id?: string) {
  const bytes = body instanceof Uint8Array
  const request = new Request(`${TEST_API}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': bytes ? 'application/vnd.sqlite3' : 'application/json',
    },
    body: body === undefined ? undefined : bytes ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body),
  })
  return server.host.serve(request, id ?? null)
}

const year = (from: number) => ({
  nama: `${from}/${from + 1}`,
  tglawal: `${from}-07-01`,
  tglakhir: `${from + 1}-06-30`,
})
const yearsIn = (db: { exec(sql: string): { values: unknown[][] }[] }, from: number) =>
  db.exec(`SELECT COUNT(*) FROM tahunajaran WHERE nama = '${from}/${from + 1}'`)[0]?.values[0]?.[0]

describe('requests sent during an export', () => {
  it('are answered before the export finishes; the file is the database as of the export', async () => {
    const held = heldFold()
    const server = await startTestServer({ exportFold: held.fold })
    const token = await loginAs('admin', 'admin123')
    expect((await call(server, 'POST', 'api/tahunajaran', token, year(2040))).status).toBe(200)

    let exportDone = false
    const exporting = call(server, 'POST', 'api/data/ekspor', token).then((response) => {
      exportDone = true
      return response
    })
    await held.running // the export's turn has ended; its file is being built

    const check = await call(server, 'GET', 'api/cek/pengguna', token)
    expect(check.status).toBe(200)
    const write = await call(server, 'POST', 'api/tahunajaran', token, year(2041))
    expect(write.status).toBe(200)
    // Another tab's request (with an id, recorded in the ledger) is not held either.
    const forwarded = await call(server, 'POST', 'api/tahunajaran', token, year(2042), 'tab-b:1')
    expect(forwarded.status).toBe(200)
    expect(exportDone).toBe(false)

    held.release()
    const response = await exporting
    expect(response.status).toBe(200)
    const file = new sqlJs.Database(new Uint8Array(await response.arrayBuffer()))
    expect(yearsIn(file, 2040)).toBe(1) // answered before the export: in the file
    expect(yearsIn(file, 2041)).toBe(0) // answered during it: in the live database, not lost
    expect(file.exec("SELECT nilai FROM pengaturan WHERE kunci = 'ekspor_terakhir'")[0]?.values).toHaveLength(
      1,
    )
    expect(file.exec('PRAGMA integrity_check')[0]?.values).toEqual([['ok']])
    file.close()
    const live = server.host.connection.sqlite
    expect([yearsIn(live, 2041), yearsIn(live, 2042)]).toEqual([1, 1])
  })
})

describe('requests sent during an import', () => {
  it('are answered while the file is checked; the import then replaces the data', async () => {
    const held = heldCheck()
    const server = await startTestServer({ importCheck: held.check })
    const token = await loginAs('admin', 'admin123')
    const exported = await call(server, 'POST', 'api/data/ekspor', token)
    const file = new Uint8Array(await exported.arrayBuffer())
    expect((await call(server, 'POST', 'api/tahunajaran', token, year(2050))).status).toBe(200)

    let importDone = false
    const importing = call(server, 'POST', 'api/data/impor', token, file).then((response) => {
      importDone = true
      return response
    })
    await held.running
    expect((await call(server, 'GET', 'api/cek/pengguna', token)).status).toBe(200)
    expect((await call(server, 'GET', 'api/tahunajaran', token)).status).toBe(200)
    expect(importDone).toBe(false)

    held.release()
    expect((await importing).status).toBe(200)
    const live = server.host.connection.sqlite
    expect(yearsIn(live, 2050)).toBe(0) // the file's data, as it was exported
    expect(live.exec('PRAGMA foreign_keys')[0]?.values).toEqual([[1]])
  })

  it('a file the check refuses is a 400 naming why, and the data stays', async () => {
    const held = heldCheck()
    const server = await startTestServer({ importCheck: held.check })
    const token = await loginAs('admin', 'admin123')
    const refusing = call(server, 'POST', 'api/data/impor', token, new Uint8Array(4096).fill(7))
    await held.running
    held.release()
    const response = await refusing
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 'gagal', pesan: M.notSqlite })
    expect((await call(server, 'GET', 'api/cek/pengguna', token)).status).toBe(200)
  })
})

/** A fold every call of which waits until the test opens the gate. */
function gatedFold() {
  let open = false
  const waiting: (() => void)[] = []
  let started: () => void = () => {}
  const running = new Promise<void>((resolve) => {
    started = resolve
  })
  const fold: ExportFold = async (snapshot, journal) => {
    started()
    if (!open) await new Promise<void>((resolve) => waiting.push(resolve))
    return foldJournal(sqlJs, snapshot, journal)
  }
  const release = () => {
    open = true
    for (const resume of waiting.splice(0)) resume()
  }
  return { fold, running, release }
}

describe('requests sent while a checkpoint folds the journal', () => {
  it("are answered before it ends; what they wrote is in the next generation's journal", async () => {
    const gate = gatedFold()
    const store = new MemoryStore()
    const server = await startTestServer({ store, exportFold: gate.fold, checkpointAfterBytes: 1 })
    const token = await loginAs('admin', 'admin123') // its session's frame passes the limit
    await gate.running
    const before = store.snapshot
    expect((await call(server, 'GET', 'api/cek/pengguna', token)).status).toBe(200)
    expect((await call(server, 'POST', 'api/tahunajaran', token, year(2060))).status).toBe(200)
    expect(store.snapshot).toBe(before) // still folding

    gate.release()
    await server.host.checkpointSettled()
    expect(store.snapshot).not.toBe(before)
    const folded = new sqlJs.Database(store.snapshot ?? new Uint8Array())
    expect(yearsIn(folded, 2060)).toBe(0) // committed after the copy: carried in the journal
    folded.close()
    expect(store.journalBytes()).toBeGreaterThan(0)

    const restarted = await startTestServer({ store })
    expect(yearsIn(restarted.host.connection.sqlite, 2060)).toBe(1)
  })
})
