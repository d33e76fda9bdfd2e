import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { freePort } from './processes.ts'

/**
 * Kill -9 during a stream of writes, on any engine: starts `npm run server` (src/server/cli.ts)
 * with the engine's arguments (`--db FILE --demo`, `--pg URL --demo`), lets several clients create
 * attendance locations concurrently, each with its own marker, SIGKILLs the server once enough
 * writes were answered, restarts it on the same data and reads every location back through the API.
 * A write answered 2xx must be there exactly once, with the id it was answered with.
 *
 *   node tests/support/kill-harness.ts --pg postgres://…/presensi --demo    (prints the figures, exit 1 on loss)
 */
const ROOT = resolve(fileURLToPath(import.meta.url), '../../..')
const MARKER = 'kill9'

export interface KillOptions {
  /** The engine's options for `npm run server`, e.g. ['--db', FILE, '--demo']; the demo admin must exist. */
  engineArgs: readonly string[]
  /** Clients writing at once. */
  clients?: number
  /** The server is killed once this many writes were answered (mid-stream: the clients keep going). */
  killAfterAnswered?: number
}

export interface KillOutcome {
  /** Writes answered 2xx before the kill: marker → the id they were answered with. */
  answered: Map<string, number>
  /** Writes sent whose answer never came (cut by the kill): present or not, both are fine. */
  unanswered: number
  /** What the restarted server holds of this run: marker → the ids found. */
  found: Map<string, number[]>
}

/** The server process, once it says it listens. */
async function startServer(
  engineArgs: readonly string[],
  port: number,
  staticDir: string,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      'src/server/cli.ts',
      '--static',
      staticDir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      ...engineArgs,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((listening, failed) => {
    const collect = (chunk: Buffer) => {
      output += chunk
      if (output.includes('server on http')) listening()
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.once('exit', (code) => failed(new Error(`server exited ${code}: ${output}`)))
  })
  return child
}

async function api(port: number, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}/admin/${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function login(port: number): Promise<string> {
  const { status, body } = await api(port, 'PUT', 'admin/login', {
    usernama: DEMO_ADMIN.usernama,
    pass: DEMO_ADMIN.pass,
  })
  const token = (body.data as { token_app?: string } | undefined)?.token_app
  if (status !== 200 || !token) throw new Error(`login failed (${status}): ${JSON.stringify(body)}`)
  return token
}

const location = (marker: string) => ({
  lokasi: marker,
  lat: -7.75,
  lng: 110.38,
  radius: 50,
  keterangan: '',
  kode: 'PST',
})

export async function killDuringWrites(options: KillOptions): Promise<KillOutcome> {
  const clients = options.clients ?? 6
  const killAfter = options.killAfterAnswered ?? 60
  const staticDir = mkdtempSync(join(tmpdir(), 'presensi-kill-static-'))
  const run = Date.now().toString(36)
  const answered = new Map<string, number>()
  let unanswered = 0
  try {
    const port = await freePort()
    const server = await startServer(options.engineArgs, port, staticDir)
    const exited = new Promise((done) => server.once('exit', done))
    const token = await login(port)
    let killed = false

    async function client(index: number): Promise<void> {
      for (let n = 0; !killed; n++) {
        const marker = `${MARKER}-${run}-${index}-${n}`
        try {
          const { status, body } = await api(port, 'POST', 'api/area_absensi', location(marker), token)
          if (status !== 200) throw new Error(`write answered ${status}: ${JSON.stringify(body)}`)
          answered.set(marker, Number(body.idar))
        } catch (error) {
          if (!killed) throw error
          unanswered++ // cut by the kill: its fate is unknown to the client
          return
        }
        if (answered.size >= killAfter && !killed) {
          killed = true
          server.kill('SIGKILL') // no shutdown code runs: only what the engine made durable survives
        }
      }
    }
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index)))
    await exited

    const again = await freePort()
    const restarted = await startServer(options.engineArgs, again, staticDir)
    try {
      const list = await api(again, 'GET', 'api/area_absensi', undefined, await login(again))
      const found = new Map<string, number[]>()
      for (const row of list.body.datae as { idar: number; lokasi: string }[])
        if (row.lokasi.startsWith(`${MARKER}-${run}-`))
          found.set(row.lokasi, [...(found.get(row.lokasi) ?? []), row.idar])
      return { answered, unanswered, found }
    } finally {
      restarted.kill('SIGTERM')
      await new Promise((done) => restarted.once('exit', done))
    }
  } finally {
    rmSync(staticDir, { recursive: true, force: true })
  }
}

/** Answered writes missing or not with their answered id, and markers stored more than once. */
export function lossesOf(outcome: KillOutcome): { lost: string[]; doubled: string[] } {
  const lost = [...outcome.answered].filter(
    ([marker, id]) => outcome.found.get(marker)?.join() !== String(id),
  )
  const doubled = [...outcome.found].filter(([, ids]) => ids.length > 1)
  return { lost: lost.map(([marker]) => marker), doubled: doubled.map(([marker]) => marker) }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outcome = await killDuringWrites({ engineArgs: process.argv.slice(2) })
  const { lost, doubled } = lossesOf(outcome)
  console.log(
    `answered ${outcome.answered.size}, cut by the kill ${outcome.unanswered}, found ${outcome.found.size}; lost ${lost.length}, doubled ${doubled.length}`,
  )
  process.exit(lost.length || doubled.length ? 1 : 0)
}
