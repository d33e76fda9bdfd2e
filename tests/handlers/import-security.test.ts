// test-clock: free — the clock only dates the file server's boot; it checks a crafted file
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PBKDF2_MAX_ITERATIONS, PBKDF2_MIN_ITERATIONS } from '../../src/api-handlers/auth/password.ts'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import type { ServerEngine } from '../../src/server/engine.ts'
import { createReferenceServer } from '../../src/server/http-server.ts'
import { openSqliteFile } from '../../src/server/sqlite-file.ts'
import { TEST_NOW } from '../support/test-server.ts'

/**
 * The server's import path on a SQLite file (HTTP → handler → sqlite-file.ts → validate-import.ts,
 * as with `npm run server -- --db FILE`) refuses a crafted backup exactly like the browser's worker does
 * (tests/handlers/data.test.ts drives that path), and leaves the file on disk untouched.
 */
const sqlJs = await initSqlJs()
const dir = mkdtempSync(join(tmpdir(), 'presensi-impor-aman-'))
const file = join(dir, 'presensi.sqlite')
let engine: ServerEngine
let http: ReturnType<typeof createReferenceServer>
let base = ''
let token = ''

async function api(method: string, path: string, body?: BodyInit, type = 'application/json') {
  return fetch(`${base}/admin/${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': type } : {}),
    },
    body,
  })
}

/** The bytes with `sql` run on them by another tool (foreign keys off). */
function edited(bytes: Uint8Array, sql: string): Uint8Array<ArrayBuffer> {
  const db = new sqlJs.Database(bytes)
  db.run(sql)
  const out = new Uint8Array(db.export())
  db.close()
  return out
}

beforeAll(async () => {
  engine = await openSqliteFile(file, { demo: true, now: () => TEST_NOW })
  http = createReferenceServer({ server: engine.server, staticDir: null })
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  const login = await api('PUT', 'admin/login', JSON.stringify({ usernama: 'admin', pass: 'admin123' }))
  token = ((await login.json()) as { data: { token_app: string } }).data.token_app
})

afterAll(async () => {
  await new Promise((closed) => http.close(closed))
  await engine.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('POST api/data/impor on the server with a SQLite file (--db)', () => {
  it.each([
    [
      'a trigger making every logged-in user a foundation admin',
      'CREATE TRIGGER naik AFTER INSERT ON sesi BEGIN UPDATE pengguna SET levelx = 0; END',
      M.unknownObject('trigger', 'naik'),
    ],
    [
      'a password hash claiming 20,000,000 PBKDF2 iterations',
      `UPDATE pengguna SET pass_hash = 'pbkdf2-sha256$20000000$' || substr(pass_hash, 15 + instr(substr(pass_hash, 15), '$'))
        WHERE usernama = 'admin'`,
      M.badHashRounds('pengguna', 'admin', 20_000_000, PBKDF2_MIN_ITERATIONS, PBKDF2_MAX_ITERATIONS),
    ],
  ])('%s: 400 naming it, the data file untouched, the session kept', async (_label, sql, pesan) => {
    const exported = new Uint8Array(await (await api('POST', 'api/data/ekspor')).arrayBuffer())
    const onDisk = readFileSync(file)
    const wal = readFileSync(`${file}-wal`)
    const response = await api('POST', 'api/data/impor', edited(exported, sql), 'application/octet-stream')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 'gagal', pesan })
    expect(readFileSync(file).equals(onDisk)).toBe(true)
    expect(readFileSync(`${file}-wal`).equals(wal)).toBe(true)
    expect((await api('GET', 'api/data/status')).status).toBe(200)
  })
})
