import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, untilListening } from '../support/processes.ts'

/**
 * The real `npm run server` process over a SQLite file (issue 29, finding 3): the temporary copies
 * an export killed midway left beside FILE are gone at start (and at the start of --export), while
 * a live process's are kept; an unknown method (TRACE, CONNECT, FOO, PROPFIND) is a 405 with
 * `Allow`, and the server prints no stack for it. docs/security/server-hardening.md.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'presensi-process-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const CLI = ['--disable-warning=ExperimentalWarning', 'src/server/cli.ts']

/** A pid no process holds now: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''])
  if (!child.pid) throw new Error('no child pid')
  return child.pid
}

/** Leftovers of a killed export beside `file` (one of a dead pid, with its journal) and one of a live pid. */
function plantLeftovers(file: string) {
  const dead = deadPid()
  const gone = [`${file}.ekspor-${dead}-1`, `${file}.ekspor-${dead}-1-journal`, `${file}.ekspor-${dead}-2`]
  // This test process is alive: its file is an export in progress, never removed.
  const kept = `${file}.ekspor-${process.pid}-1`
  for (const path of [...gone, kept]) writeFileSync(path, 'sisa')
  return { gone, kept }
}

describe('leftover export copies', () => {
  it('--export removes those of a dead process and keeps those of a live one', async () => {
    const file = join(dir, 'ekspor.sqlite')
    const { openSqliteFile } = await import('../../src/server/sqlite-file.ts')
    await (await openSqliteFile(file, { demo: false, firstAdmin: false })).close()
    const { gone, kept } = plantLeftovers(file)
    const run = spawnSync(process.execPath, [...CLI, '--db', file, '--export', join(dir, 'b.sqlite')], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status, run.stderr).toBe(0)
    expect(gone.filter((path) => existsSync(path))).toEqual([])
    expect(existsSync(kept)).toBe(true)
  }, 60_000)
})

describe('the server at start, and unknown methods', () => {
  const file = join(dir, 'server.sqlite')
  let child: ChildProcess
  let base = ''
  let port = 0
  let stderr = ''
  let planted: ReturnType<typeof plantLeftovers>

  beforeAll(async () => {
    planted = plantLeftovers(file)
    port = await freePort()
    base = `http://127.0.0.1:${port}`
    child = spawn(
      process.execPath,
      [...CLI, '--db', file, '--demo', '--port', String(port), '--host', '127.0.0.1'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk
    })
    await untilListening(child)
  }, 60_000)
  afterAll(() => {
    child.kill('SIGKILL')
  })

  it('has removed the copies of a dead process and kept those of a live one', () => {
    expect(planted.gone.filter((path) => existsSync(path))).toEqual([])
    expect(existsSync(planted.kept)).toBe(true)
  })

  /** One raw request (fetch refuses TRACE and CONNECT); the server's whole answer once it closed. */
  function raw(head: string): Promise<string> {
    return new Promise((answered, failed) => {
      const socket = connect(port, '127.0.0.1')
      let received = ''
      socket.on('data', (chunk) => {
        received += chunk
      })
      socket.on('error', failed)
      socket.on('close', () => answered(received))
      socket.write(head)
      const bound = setTimeout(() => socket.destroy(new Error(`no close within 5 s: ${received}`)), 5_000)
      socket.once('close', () => clearTimeout(bound))
    })
  }

  const statusAndAllow = (answer: string) => ({
    status: answer.split('\r\n')[0],
    allow: /\r\nAllow: ([^\r\n]*)/i.exec(answer)?.[1] ?? null,
  })

  it('answers TRACE, FOO, PROPFIND, CONNECT (and DELETE where it is not served) 405 with Allow, and prints no stack', async () => {
    const stderrBefore = stderr.length
    const cases: [string, string][] = [
      ['TRACE /admin/api/hari_libur HTTP/1.1', 'GET, POST, PUT, OPTIONS'],
      ['TRACE /admin/api/tidak-ada HTTP/1.1', 'GET, HEAD, POST, PUT, DELETE, OPTIONS'],
      ['TRACE / HTTP/1.1', 'GET, HEAD'],
      ['TRACE /uploads/absensi/1_datang.jpg HTTP/1.1', 'GET, HEAD, OPTIONS'],
      ['PROPFIND /admin/admin/login HTTP/1.1', 'PUT, OPTIONS'],
      // A method the server knows that the path lacks (the router's 405): the same Allow.
      ['DELETE /admin/api/beranda HTTP/1.1', 'GET, OPTIONS'],
      ['FOO /admin/api/beranda HTTP/1.1', 'GET, HEAD, POST, PUT, DELETE, OPTIONS'],
      [`CONNECT 127.0.0.1:${port} HTTP/1.1`, 'GET, HEAD, POST, PUT, DELETE, OPTIONS'],
    ]
    for (const [line, allow] of cases) {
      const answer = await raw(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`)
      expect(statusAndAllow(answer), line).toEqual({ status: 'HTTP/1.1 405 Method Not Allowed', allow })
      expect(answer, line).toContain('X-Content-Type-Options: nosniff')
    }
    // Still serving, and nothing was printed: no stack, no line per probe.
    expect((await fetch(`${base}/admin/api/cek/pengguna`)).status).toBe(401)
    expect(stderr.slice(stderrBefore)).toBe('')
  })
})
