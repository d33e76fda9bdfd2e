import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import initSqlJs from 'sql.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import { ID_RANGE, INTEGER_RANGE } from '../../src/worker/import-values.ts'
import { freshDatabaseUrl, skipWithoutPostgres } from '../support/postgres.ts'
import {
  call,
  jakarta,
  mswServer,
  selectTestEngine,
  startTestServer,
  type TestEngineName,
  type TestServer,
} from '../support/test-server.ts'

/**
 * Issue 29, finding 2: a backup whose numbers some engine cannot hold (an id beyond 2^53 made the
 * SQLite server answer 500, PostgreSQL refused it in English, the browser rounded it) is refused
 * before any change with the same Indonesian message on every engine: the Data screen's import
 * (POST api/data/impor) on sql.js (the browser's), the SQLite file and PostgreSQL, and the
 * server's `--import` on a SQLite file and on PostgreSQL (docs/security/import-check.md "Ranges").
 */
const sqlJs = await initSqlJs()
const NOW = jakarta('2026-11-20T09:30')
const ROOT = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'presensi-batas-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

/** The bytes with `sql` run on them by another tool (sql.js: foreign keys off). */
function edited(bytes: Uint8Array, sql: string): Uint8Array {
  const db = new sqlJs.Database(bytes)
  db.run(sql)
  const out = db.export()
  db.close()
  return out
}

/** A copy of the first employee under another id and NIP: a row nothing points at. */
const employeeWithId = (idp: string) => `
  CREATE TEMP TABLE salinan AS SELECT * FROM pegawai WHERE idp = (SELECT MIN(idp) FROM pegawai);
  UPDATE salinan SET idp = ${idp}, nip = 'UJI-BATAS';
  INSERT INTO pegawai SELECT * FROM salinan;`

const ids = `${ID_RANGE.min} … ${ID_RANGE.max}`
const integers = `${INTEGER_RANGE.min} … ${INTEGER_RANGE.max}`
const firstRecord = 'WHERE id = (SELECT MIN(id) FROM absensi)'

/** [what, the edit, the refusal]. */
const CRAFTED: [string, string, string][] = [
  [
    'pegawai.idp = 2^53 + 1',
    employeeWithId('9007199254740993'),
    M.outOfRange('pegawai', 'idp', '9007199254740993', ids),
  ],
  [
    'pegawai.idp = 2^63 − 1',
    employeeWithId('9223372036854775807'),
    M.outOfRange('pegawai', 'idp', '9223372036854775807', ids),
  ],
  ['pegawai.idp = 0', employeeWithId('0'), M.outOfRange('pegawai', 'idp', '0', ids)],
  ['pegawai.idp = −5', employeeWithId('-5'), M.outOfRange('pegawai', 'idp', '-5', ids)],
  [
    'a foreign key id out of range (absensi.idp = 2^31)',
    `UPDATE absensi SET idp = 2147483648 ${firstRecord}`,
    M.outOfRange('absensi', 'idp', '2147483648', ids),
  ],
  [
    'a count beyond PostgreSQL’s integer (absensi.keterlambatan)',
    `UPDATE absensi SET keterlambatan = 4294967296 ${firstRecord}`,
    M.outOfRange('absensi', 'keterlambatan', '4294967296', integers),
  ],
  [
    'an infinite REAL (absensi.lat = 9e999)',
    `UPDATE absensi SET lat = 9e999 ${firstRecord}`,
    M.outOfRange('absensi', 'lat', 'Inf', M.finiteNumber),
  ],
]

/** What a refused import must leave alone, read through the engine's own Kysely. */
async function dataOf(server: TestServer) {
  const employees = await server.db
    .selectFrom('pegawai')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const first = await server.db.selectFrom('pegawai').selectAll().orderBy('idp').executeTakeFirstOrThrow()
  return { employees: Number(employees.n), first, writes: await server.writeCount() }
}

const ENGINES: TestEngineName[] = ['sqljs', 'sqlite-file', 'postgres']

describe.each(ENGINES)('POST api/data/impor on %s: a number out of range', (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres('the import ranges on PostgreSQL')
  let server: TestServer
  let token = ''
  let exported: Uint8Array

  beforeAll(async () => {
    if (skip) return
    selectTestEngine(engine)
    server = await startTestServer({ now: NOW, loggedIn: [DEMO_ADMIN] })
    token = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    exported = await server.exportFile()
  }, 120_000)

  it.skipIf(skip).each(CRAFTED)('%s: 400 with the message, data unchanged', async (_what, sql, pesan) => {
    const before = await dataOf(server)
    const answer = await call('POST api/data/impor', { token, body: edited(exported, sql) })
    expect(answer).toEqual({ status: 400, body: { status: 'gagal', pesan } })
    expect(await dataOf(server)).toEqual(before)
    expect((await call('GET api/data/status', { token })).status).toBe(200)
  })
})

/** `npm run server -- …` to its end: exit code and what it printed. */
function runServer(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'src/server/cli.ts', ...args],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  )
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` }
}

describe('npm run server -- --import: a number out of range', () => {
  const [, idBeyond53, refusal] = CRAFTED[0] ?? ['', '', '']
  let good = ''
  let crafted = ''

  beforeAll(async () => {
    selectTestEngine('sqljs')
    const bytes = await (await startTestServer({ now: NOW })).exportFile()
    good = join(dir, 'cadangan.sqlite')
    crafted = join(dir, 'cadangan-rakitan.sqlite')
    writeFileSync(good, bytes)
    writeFileSync(crafted, edited(bytes, idBeyond53))
  }, 120_000)

  it('on a SQLite file (--db): refused with the message, exit code 1, its rows unchanged', () => {
    const file = join(dir, 'kantor.sqlite')
    expect(runServer('--db', file, '--import', good).status).toBe(0)
    const rows = () => {
      const db = new DatabaseSync(file, { readOnly: true })
      try {
        return JSON.stringify(db.prepare('SELECT * FROM pegawai ORDER BY idp').all())
      } finally {
        db.close()
      }
    }
    const before = rows()
    const { status, output } = runServer('--db', file, '--import', crafted)
    expect(status).toBe(1)
    expect(output).toContain(`Impor ditolak: ${refusal}`)
    expect(rows()).toBe(before)
  }, 120_000)

  it.skipIf(skipWithoutPostgres('--pg --import of an out-of-range backup'))(
    'on PostgreSQL (--pg): refused with the same message, never PostgreSQL’s, its rows unchanged',
    async () => {
      const url = await freshDatabaseUrl('presensi_batas')
      expect(runServer('--pg', url, '--import', good).status).toBe(0)
      const rows = async () => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          return JSON.stringify((await client.query('SELECT * FROM pegawai ORDER BY idp')).rows)
        } finally {
          await client.end()
        }
      }
      const before = await rows()
      const { status, output } = runServer('--pg', url, '--import', crafted)
      expect(status).toBe(1)
      expect(output).toContain(`Impor ditolak: ${refusal}`)
      expect(output).not.toMatch(/out of range/)
      expect(await rows()).toBe(before)
    },
    180_000,
  )
})
