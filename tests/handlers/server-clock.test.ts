// test-clock: dependent — the server's own clock
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { ABSENSI_MESSAGES } from '../../src/contract/messages.ts'
import { freePort } from '../support/processes.ts'

/**
 * The real server process on a UTC host at 23:30 (docs/clock.md): Debian's `faketime` sets the
 * process's clock to Tuesday 24 November 2026 23:30 UTC, which is Wednesday 25 November 06:30 in
 * Jakarta. Every "today" it answers must be the 25th: the demo data is seeded up to it, the
 * dashboard is about it, and the manual-attendance window runs from the 22nd to the 26th.
 */

const ROOT = new URL('../..', import.meta.url).pathname
const dir = mkdtempSync(join(tmpdir(), 'presensi-clock-'))
let child: ChildProcess | null = null
let base = ''
afterAll(() => {
  // faketime runs node as its own child: killing faketime alone would leave the server running, so
  // the whole process group goes (spawned detached, the group is faketime's own).
  if (child?.pid) process.kill(-child.pid, 'SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

function faketimeInstalled(): boolean {
  try {
    execFileSync('faketime', ['-f', '+0', 'true'])
    return true
  } catch {
    return false
  }
}

beforeAll(async () => {
  if (!faketimeInstalled())
    throw new Error("faketime is missing: scripts/setup.sh installs Debian's faketime")
  const staticDir = join(dir, 'static')
  mkdirSync(staticDir)
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Presensi</title>')
  const port = await freePort()
  // Without the monotonic flag Node's timers can hang under faketime (NOTES.md).
  const env = { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1' }
  child = spawn(
    'faketime',
    ['2026-11-24 23:30:00', process.execPath, 'scripts/reference-server.ts', staticDir, String(port)],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  let output = ''
  await new Promise<void>((listening, failed) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes(`:${port}`)) listening()
    })
    child?.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child?.once('exit', (code) => failed(new Error(`exited ${code}: ${output}`)))
  })
  base = `http://127.0.0.1:${port}/admin/`
}, 60_000)

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = (await response.json()) as T
  if (response.status !== 200)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

describe('the reference server under TZ=UTC faketime 2026-11-24 23:30 (06:30 WIB on the 25th)', () => {
  it('answers today = 2026-11-25 on the dashboard and in the manual-attendance window', async () => {
    const login = await api<{ data: { token_app: string } }>('PUT', 'admin/login', undefined, DEMO_ADMIN)
    const token = login.data.token_app

    const { tgl } = await api<{ tgl: string }>('GET', 'api/beranda/ringkasan', token)
    expect(tgl).toBe('2026-11-25')

    // The seed ran up to the foundation's today: records of the 25th exist, none of the 26th.
    const { umum } = await api<{ umum: { idp: number; status: number }[] }>(
      'GET',
      'api/laporan/absensi/harian/2026-11-25',
      token,
    )
    const idp = umum.find((row) => row.status === 0)?.idp
    if (!idp) throw new Error('no arrival seeded on 2026-11-25')
    const tomorrow = await api<{ umum: unknown[] }>('GET', 'api/laporan/absensi/harian/2026-11-26', token)
    expect(tomorrow.umum).toEqual([])

    // The window is 22..26 November: the 26th ("tomorrow" only in WIB) is open, the 21st closed.
    const check = (day: string) => api<{ pesan: string }>('GET', `api/absensi/cek/${day}/${idp}`, token)
    expect((await check('2026-11-26')).pesan).not.toBe(ABSENSI_MESSAGES.outsideWindow)
    expect((await check('2026-11-21')).pesan).toBe(ABSENSI_MESSAGES.outsideWindow)
    const entry = {
      tgl: '2026-11-26',
      waktu: '07:10',
      idp,
      idar: 0,
      device: '1',
      status: 0,
      catatan: 'Mesin absensi rusak',
    }
    expect(await api<{ status: string }>('POST', 'api/absensi/datang', token, entry)).toMatchObject({
      status: 'sukses',
    })
  }, 60_000)
})
