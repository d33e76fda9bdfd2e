import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { createReferenceServer } from '../../src/server/http-server.ts'
import { freePort } from '../support/processes.ts'
import { currentServer, sqlRows, startTestServer, type TestServer } from '../support/test-server.ts'

const ROOT = new URL('../..', import.meta.url).pathname
const dir = mkdtempSync(join(tmpdir(), 'presensi-ref-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('reference server over HTTP (in process)', () => {
  const staticDir = join(dir, 'static')
  const UI = 'http://ui.example:8080'
  const http = createReferenceServer({ server: currentServer, staticDir, corsOrigins: [UI] })
  let base = ''
  let server: TestServer

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'), { recursive: true })
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Presensi</title>')
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)')
    server = await startTestServer()
    await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((closed) => http.close(closed)))

  it('answers a CORS preflight for the Authorization header from an allowed origin', async () => {
    const response = await fetch(`${base}/admin/api/beranda`, {
      method: 'OPTIONS',
      headers: {
        Origin: UI,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(UI)
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, X-Request-Id',
    )
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS')
  })

  it('puts the CORS header on API answers, failures included', async () => {
    const response = await fetch(`${base}/admin/api/beranda`, { headers: { Origin: UI } })
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-allow-origin')).toBe(UI)
  })

  it('serves photos and letters from /uploads/ out of the database with a session: 401 without, 404 when missing', async () => {
    // A record and a leave request without pictures of their own (the demo seeds some).
    const [record] = sqlRows<{ id: number }>(
      server,
      'SELECT id FROM absensi WHERE id NOT IN (SELECT absensi_id FROM absensi_foto) ORDER BY id LIMIT 1',
    )
    const [leave] = sqlRows<{ idj: number }>(
      server,
      'SELECT idj FROM pengajuan_ijin WHERE idj NOT IN (SELECT idj FROM surat_ijin) ORDER BY idj LIMIT 1',
    )
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])
    const db = server.host.connection.db
    await server.host.connection.writeLog.unlogged(async () => {
      await db
        .insertInto('absensi_foto')
        .values({ absensi_id: record?.id ?? 0, jenis: 'datang', data: jpeg })
        .execute()
      await db
        .insertInto('surat_ijin')
        .values({ idj: leave?.idj ?? 0, data: jpeg })
        .execute()
    })
    const login = await fetch(`${base}/admin/admin/login`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usernama: DEMO_ADMIN.usernama, pass: DEMO_ADMIN.pass }),
    })
    const { token_app } = ((await login.json()) as { data: { token_app: string } }).data
    const withToken = { headers: { Authorization: `Bearer ${token_app}` } }
    for (const path of [`absensi/${record?.id}_datang.jpg`, `suratijin/${leave?.idj}.jpg`]) {
      // Health documents and selfies need a session (docs/security/pictures.md).
      expect((await fetch(`${base}/uploads/${path}`)).status, path).toBe(401)
      const response = await fetch(`${base}/uploads/${path}`, withToken)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(jpeg)
    }
    for (const path of [
      `absensi/${record?.id}_pulang.jpg`,
      'suratijin/999999.jpg',
      'absensi/../x.jpg',
      'lain.jpg',
    ])
      expect((await fetch(`${base}/uploads/${path}`, withToken)).status, path).toBe(404)
  })

  it('serves the static build with the SPA fallback for client routes', async () => {
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)')
    const route = await fetch(`${base}/data`)
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await route.text()).toContain('<title>Presensi</title>')
  })
})

describe('node scripts/reference-server.ts --db FILE', () => {
  const file = join(dir, 'presensi.sqlite')
  const children: ChildProcess[] = []
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL')
  })

  /** Starts the real script and waits until it listens. */
  async function start(port: number): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      ['scripts/reference-server.ts', join(dir, 'static'), String(port), '--db', file],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    children.push(child)
    let output = ''
    await new Promise<void>((listening, failed) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk
        if (output.includes('server on http')) listening()
      })
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk
      })
      child.once('exit', (code) => failed(new Error(`exited ${code}: ${output}`)))
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

  const login = async (port: number) =>
    (
      (await api(port, 'PUT', 'admin/login', { usernama: 'admin', pass: 'admin123' })).body.data as {
        token_app: string
      }
    ).token_app

  it('keeps an answered write across a hard kill and a restart', async () => {
    const port = await freePort()
    const first = await start(port)
    const token = await login(port)
    const year = { nama: '2041/2042', tglawal: '2041-07-01', tglakhir: '2042-06-30' }
    expect((await api(port, 'POST', 'api/tahunajaran', year, token)).status).toBe(200)
    expect((await api(port, 'GET', 'api/data/status', undefined, token)).body.penyimpanan).toBe('berkas')
    first.kill('SIGKILL') // no shutdown code runs: only what was fsync'ed survives
    await new Promise((exited) => first.once('exit', exited))

    // The file is a plain SQLite database the stock CLI opens.
    expect(execFileSync('sqlite3', [file, 'PRAGMA integrity_check'], { encoding: 'utf8' }).trim()).toBe('ok')

    const again = await freePort()
    await start(again)
    const token2 = await login(again)
    const years = (await api(again, 'GET', 'api/tahunajaran', undefined, token2)).body.datae as {
      nama: string
    }[]
    expect(years.map((y) => y.nama)).toContain('2041/2042')
  }, 60_000)

  it('refuses a second server on the same file while the first runs', async () => {
    const port = await freePort()
    await expect(start(port)).rejects.toThrow(/sedang dipakai server lain/)
  }, 30_000)
})
