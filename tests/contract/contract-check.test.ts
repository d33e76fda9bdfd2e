import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { startManglingProxy } from '../support/mangling-proxy.ts'
import { selectTestEngine } from '../support/test-server.ts'
import { fullRunArgs, referenceServerPerTest, runContractCheck } from './contract-check-support.ts'

/**
 * `npm run contract:check` against the reference server (HTTP in front of the server's SQLite
 * file engine), against the same server behind a proxy that breaks one answer, and in read-only
 * mode with the whole database compared before and after (through the API's export).
 */
selectTestEngine('sqlite-file')
const server = referenceServerPerTest()
const dir = mkdtempSync(join(tmpdir(), 'contract-check-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const SUMMARY = /^(\d+) passed, (\d+) failed$/
/** A whole run shares this process's CPU with the server it checks (and a busy 2-core machine). */
const RUN_TIMEOUT = 120_000

describe('contract:check against the reference server', () => {
  it(
    'a full run with the setup hook and both logins passes every check, exit 0',
    async () => {
      const junit = join(dir, 'full.xml')
      const run = await runContractCheck([...fullRunArgs(server.base()), '--junit', junit])
      expect(run.out.filter((line) => line.startsWith('✗'))).toEqual([])
      expect(run.code).toBe(0)
      const [, passed, failed] = SUMMARY.exec(run.last) ?? []
      expect(failed).toBe('0')
      // Every endpoint gets several checks (401, 403, 400, 404, the answer itself, conflicts).
      expect(Number(passed)).toBeGreaterThan(250)
      expect(run.out.some((line) => line.startsWith('- ') && line.includes('skipped'))).toBe(false)
      expect(readFileSync(junit, 'utf8')).toContain('failures="0" skipped="0"')
    },
    RUN_TIMEOUT,
  )

  it(
    'names the call and the field of a broken answer, fails the run (exit 1) and writes the failure to JUnit',
    async () => {
      const proxy = await startManglingProxy(server.base(), [
        {
          method: 'GET',
          path: 'api/beranda',
          rewrite: (body) => ({
            ...(body as object),
            jum_pegawai: String((body as { jum_pegawai: number }).jum_pegawai),
          }),
        },
        { method: 'GET', path: 'api/jabatan', rewrite: (body) => (body as { datae: unknown[] }).datae },
        // Refuses a taken education level (409) but stores another one all the same.
        {
          method: 'POST',
          path: 'api/pendidikan',
          status: 409,
          rewrite: async (body, backend) => {
            await backend.send('POST', 'api/pendidikan', { pendidikan: `Bocor ${Math.random()}` })
            return body
          },
        },
      ])
      try {
        const junit = join(dir, 'mangled.xml')
        // Read-only and without --unit: the quickest run that still reaches both calls.
        const run = await runContractCheck([
          '--base',
          proxy.base,
          '--admin',
          'admin:admin123',
          '--read-only',
          '--junit',
          junit,
        ])
        expect(run.code).toBe(1)
        expect(run.out).toContain('✗ GET api/beranda: jum_pegawai: expected number, received string')
        expect(run.out).toContain('✗ GET api/jabatan: expected object, received array')
        expect(run.out).toContain(
          '✗ POST api/pendidikan (sudah ada): the refused call changed what GET api/pendidikan answers',
        )
        const [, , failed] = SUMMARY.exec(run.last) ?? []
        expect(Number(failed)).toBeGreaterThanOrEqual(3)
        // Without --unit the level-1 checks are said to be skipped, on a line before the summary.
        const levelOne = run.out.findIndex((line) =>
          /^- \d+ skipped \(level-1 check: needs --unit USER:PASS\)$/.test(line),
        )
        expect(levelOne).toBeGreaterThan(0)
        expect(run.out.slice(levelOne, -1).every((line) => line.startsWith('- '))).toBe(true)
        const xml = readFileSync(junit, 'utf8')
        expect(xml).toContain(
          '<failure message="GET api/beranda: jum_pegawai: expected number, received string">',
        )
        expect(xml).toContain('<failure message="GET api/jabatan: expected object, received array">')
      } finally {
        await proxy.close()
      }
    },
    RUN_TIMEOUT,
  )

  it(
    '--read-only changes nothing: every table of the database exported before and after is the same',
    async () => {
      // One session for both exports: the comparison's own login is then in both.
      const token = await logInThroughApi(server.base())
      const before = await exportThroughApi(server.base(), token)
      const run = await runContractCheck([
        '--base',
        server.base(),
        '--admin',
        'admin:admin123',
        '--unit',
        'unit:unit123',
        '--read-only',
      ])
      expect(run.out.filter((line) => line.startsWith('✗'))).toEqual([])
      expect(run.code).toBe(0)
      const after = await exportThroughApi(server.base(), token)
      expect(changedRows(tablesOf(before), tablesOf(after))).toEqual({})
    },
    RUN_TIMEOUT,
  )
})

describe('contract:check usage', () => {
  it.each([
    [[], '--base URL is required'],
    [['--base', 'not a url', '--admin', 'a:b'], '--base: not a URL'],
    [['--base', 'ftp://example.org/admin/', '--admin', 'a:b'], 'expected an http(s) URL'],
    [['--base', 'http://127.0.0.1:9/admin/'], '--admin USER:PASS is required'],
    [['--base', 'http://127.0.0.1:9/admin/', '--admin', 'tanpa-titik-dua'], '--admin: expected USER:PASS'],
    [['--base', 'http://127.0.0.1:9/admin/', '--admin', 'a:b', '--bogus'], "Unknown option '--bogus'"],
  ])('%j exits 2 saying %s', async (argv, message) => {
    const run = await runContractCheck(argv)
    expect(run.code).toBe(2)
    expect(run.err[0]).toContain(message)
    expect(run.out).toEqual([])
  })

  it('a backend that does not answer exits 2 and says so', async () => {
    const run = await runContractCheck(['--base', 'http://127.0.0.1:9/admin/', '--admin', 'a:b'])
    expect(run.code).toBe(2)
    expect(run.err[0]).toMatch(/PUT http:\/\/127\.0\.0\.1:9\/admin\/admin\/login got no answer/)
  })

  it('wrong credentials exit 2 naming the option', async () => {
    const run = await runContractCheck(['--base', server.base(), '--admin', 'admin:salah-sandi'])
    expect(run.code).toBe(2)
    expect(run.err[0]).toMatch(/^contract:check: --admin: login as admin answered 401/)
  })

  it('the npm script itself exits 2 on bad usage and 0 with --help', () => {
    const cli = ['--disable-warning=ExperimentalWarning', 'scripts/contract-check/cli.ts']
    const bad = spawnSync(process.execPath, [...cli, '--read-only'], { encoding: 'utf8' })
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain('--base URL is required')
    const help = spawnSync(process.execPath, [...cli, '--help'], { encoding: 'utf8' })
    expect(help.status).toBe(0)
    expect(help.stdout).toContain('--setup-url URL')
  })
})

/** Per table whose rows differ: the rows only before (-) and only after (+). */
function changedRows(before: Record<string, string[]>, after: Record<string, string[]>) {
  const changed: Record<string, string[]> = {}
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? [])
    const is = new Set(after[table] ?? [])
    const lines = [
      ...[...was].filter((row) => !is.has(row)).map((row) => `- ${row}`),
      ...[...is].filter((row) => !was.has(row)).map((row) => `+ ${row}`),
    ]
    if (lines.length) changed[table] = lines
  }
  return changed
}

async function logInThroughApi(base: string): Promise<string> {
  const login = await fetch(new URL('admin/login', base), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ usernama: 'admin', pass: 'admin123' }),
  })
  return ((await login.json()) as { data: { token_app: string } }).data.token_app
}

/** The whole database as the Data screen exports it (POST api/data/ekspor), read back as a SQLite file. */
async function exportThroughApi(base: string, token: string): Promise<DatabaseSync> {
  const answer = await fetch(new URL('api/data/ekspor', base), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.status).toBe(200)
  const file = join(dir, `dump-${Date.now()}-${Math.random()}.sqlite`)
  writeFileSync(file, new Uint8Array(await answer.arrayBuffer()))
  return new DatabaseSync(file, { readOnly: true })
}

/**
 * Every table's rows, sorted, the session tables (sesi, login_gagal) included: the run logs out
 * every session it opened. Left out: the time of the last export (`pengaturan.ekspor_terakhir`),
 * which the comparison's own export writes.
 */
function tablesOf(db: DatabaseSync): Record<string, string[]> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
    name: string
  }[]
  return Object.fromEntries(
    tables.map(({ name }) => {
      const rows = db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]
      const kept = name === 'pengaturan' ? rows.filter((row) => row.kunci !== 'ekspor_terakhir') : rows
      return [
        name,
        kept
          .map((row) =>
            JSON.stringify(row, (_, value) =>
              value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
            ),
          )
          .sort(),
      ]
    }),
  )
}
