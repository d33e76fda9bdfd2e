/**
 * What `synchronous = FULL` costs the SQLite-file engine over NORMAL (both in WAL mode), on the disk
 * that holds DIR (default: the OS temp folder; give the server's own disk): one small write
 * transaction at a time, as the server commits a request, then the same through the engine's
 * handlers (a location created per request, FULL as shipped). Prints figures; judges nothing.
 *   node --disable-warning=ExperimentalWarning bench/sqlite-synchronous.ts [DIR] [--writes N]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import { DEMO_ADMIN } from '../seeds/credentials.ts'
import { openSqliteFile } from '../src/server/sqlite-file.ts'
import { median } from './stats.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { writes: { type: 'string', default: '400' } },
})
const writes = Number(values.writes)
const dir = mkdtempSync(join(positionals[0] ?? tmpdir(), 'presensi-sync-'))

const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * p))] ?? 0

function line(label: string, samples: number[]) {
  const total = samples.reduce((a, b) => a + b, 0)
  console.log(
    `${label.padEnd(38)} median ${median(samples).toFixed(2)} ms  p95 ${percentile(samples, 0.95).toFixed(2)} ms  ${Math.round((samples.length / total) * 1000)} writes/s`,
  )
}

/** One INSERT per transaction, as a request's transaction. */
function rawCommits(synchronous: 'FULL' | 'NORMAL'): number[] {
  const sqlite = new DatabaseSync(join(dir, `raw-${synchronous}.sqlite`))
  sqlite.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}`)
  sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT NOT NULL)')
  const insert = sqlite.prepare('INSERT INTO t (text) VALUES (?)')
  const samples: number[] = []
  for (let i = 0; i < writes; i++) {
    const start = performance.now()
    sqlite.exec('BEGIN')
    insert.run(`baris ${i}`)
    sqlite.exec('COMMIT')
    samples.push(performance.now() - start)
  }
  sqlite.close()
  return samples
}

/** Requests through the engine's handlers (routing, session, validation, Kysely, COMMIT). */
async function engineWrites(): Promise<number[]> {
  const engine = await openSqliteFile(join(dir, 'engine.sqlite'), { demo: true })
  const call = (method: string, path: string, body: unknown, token?: string) =>
    engine.server.handle(
      new Request(`http://bench/admin/${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    )
  const login = await call('PUT', 'admin/login', { usernama: DEMO_ADMIN.usernama, pass: DEMO_ADMIN.pass })
  const token = ((await login.json()) as { data: { token_app: string } }).data.token_app
  const samples: number[] = []
  for (let i = 0; i < writes; i++) {
    const start = performance.now()
    const response = await call(
      'POST',
      'api/area_absensi',
      { lokasi: `Bench ${i}`, lat: -7.75, lng: 110.38, radius: 50, keterangan: '', kode: 'PST' },
      token,
    )
    if (response.status !== 200) throw new Error(`write ${i}: ${response.status}`)
    await response.arrayBuffer()
    samples.push(performance.now() - start)
  }
  await engine.close()
  return samples
}

try {
  console.log(`${writes} write transactions, one at a time, in ${dir}`)
  line('raw COMMIT, WAL + synchronous NORMAL', rawCommits('NORMAL'))
  line('raw COMMIT, WAL + synchronous FULL', rawCommits('FULL'))
  line('API write request, engine (FULL)', await engineWrites())
} finally {
  rmSync(dir, { recursive: true, force: true })
}
