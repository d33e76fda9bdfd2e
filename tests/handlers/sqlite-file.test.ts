// test-clock: free — the clock only dates the file server's boot and seed; it checks the file engine
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ServerEngine } from '../../src/server/engine.ts'
import { demoDatabaseBytes } from '../../src/server/first-fill.ts'
import { oldJournalHeader } from '../../src/server/old-journal.ts'
import { openSqliteFile } from '../../src/server/sqlite-file.ts'
import { encodeRecord } from '../../src/worker/journal-codec.ts'
import { TEST_API, TEST_NOW } from '../support/test-server.ts'

/**
 * The SQLite-file engine's own behaviour (the contract suite runs its endpoints: tests/contract/
 * sqlite-file.test.ts): how a FILE is opened, refused, given its first admin, and upgraded from
 * the old server's journal.
 */
const sqlJs = await initSqlJs()
const dir = mkdtempSync(join(tmpdir(), 'presensi-berkas-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const newFile = () => join(dir, `presensi-${++files}.sqlite`)

async function login(engine: ServerEngine, usernama: string, pass: string) {
  const response = await engine.server.handle(
    new Request(new URL('admin/login', TEST_API), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usernama, pass }),
    }),
  )
  return { status: response.status, body: (await response.json()) as { data?: { levelx?: number } } }
}

const years = (file: string) =>
  execFileSync('sqlite3', [file, 'SELECT nama FROM tahunajaran ORDER BY nama'], { encoding: 'utf8' })
    .trim()
    .split('\n')

describe('openSqliteFile', () => {
  it('gives an empty database one admin whose generated password is printed once and logs in', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const file = newFile()
    const engine = await openSqliteFile(file, { demo: false, now: () => TEST_NOW })
    const printed = log.mock.calls.map((args) => String(args[0]))
    log.mockRestore()
    const line = printed.find((text) => text.startsWith('Admin pertama dibuat'))
    const password = line?.match(/kata sandi: (\S+)$/)?.[1] ?? ''
    expect(password.length).toBeGreaterThanOrEqual(12)
    const first = await login(engine, 'admin', password)
    expect(first.status).toBe(200)
    expect(first.body.data?.levelx).toBe(0)
    expect((await login(engine, 'admin', 'admin123')).status).toBe(401)
    await engine.close()

    // Reopened: not empty any more, so no second admin and no password printed again.
    const again = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const reopened = await openSqliteFile(file, { demo: false, now: () => TEST_NOW })
    expect(again.mock.calls.some((args) => String(args[0]).startsWith('Admin pertama'))).toBe(false)
    again.mockRestore()
    expect((await login(reopened, 'admin', password)).status).toBe(200)
    await reopened.close()
  })

  it('creates a missing FILE with the demo data under --demo, a plain SQLite file in WAL mode', async () => {
    const file = newFile()
    const engine = await openSqliteFile(file, { demo: true, now: () => TEST_NOW })
    expect((await login(engine, 'admin', 'admin123')).status).toBe(200)
    await engine.close()
    expect(execFileSync('sqlite3', [file, 'PRAGMA journal_mode'], { encoding: 'utf8' }).trim()).toBe('wal')
    expect(execFileSync('sqlite3', [file, 'PRAGMA integrity_check'], { encoding: 'utf8' }).trim()).toBe('ok')
  })

  it('refuses a FILE that is not a SQLite database and leaves it as it was', async () => {
    const file = newFile()
    writeFileSync(file, 'nama,nip\nBudi,123\n')
    await expect(openSqliteFile(file, { demo: true })).rejects.toThrow(/bukan berkas SQLite/)
    expect(readFileSync(file, 'utf8')).toBe('nama,nip\nBudi,123\n')
    expect(existsSync(`${file}.lock`)).toBe(false)
  })

  it('refuses a second server on the same file while the first has it open', async () => {
    const file = newFile()
    const engine = await openSqliteFile(file, { demo: true, now: () => TEST_NOW })
    // Another live server process holds the lock (in this process the lock is our own).
    const other = spawn('sleep', ['30'])
    writeFileSync(`${file}.lock`, String(other.pid))
    await expect(openSqliteFile(file, { demo: true })).rejects.toThrow(/sedang dipakai server lain/)
    other.kill()
    await engine.close()
  })
})

describe('the old server journal (FILE-jurnal) is folded in once at start', () => {
  const year = (nama: string, start: number) =>
    [
      [
        'INSERT INTO tahunajaran (nama, tglawal, tglakhir, aktif) VALUES (?, ?, ?, ?)',
        [nama, `${start}-07-01`, `${start + 1}-06-30`, 0],
      ],
    ] as const

  /** An old deployment: FILE (the last snapshot) and its journal of two commits and a torn tail. */
  async function oldDeployment(): Promise<string> {
    const file = newFile()
    const snapshot = await demoDatabaseBytes(sqlJs, TEST_NOW)
    writeFileSync(file, snapshot)
    const frames = [encodeRecord(year('2051/2052', 2051)), encodeRecord(year('2052/2053', 2052))]
    const torn = encodeRecord(year('2053/2054', 2053)).subarray(0, 10) // a crash mid-append: never answered
    writeFileSync(`${file}-jurnal`, Buffer.concat([oldJournalHeader(snapshot), ...frames, torn]))
    return file
  }

  it('replays every committed transaction into FILE, then removes the journal', async () => {
    const file = await oldDeployment()
    const engine = await openSqliteFile(file, { demo: true, now: () => TEST_NOW })
    await engine.close()
    expect(years(file)).toEqual(expect.arrayContaining(['2051/2052', '2052/2053']))
    expect(years(file)).not.toContain('2053/2054')
    expect(existsSync(`${file}-jurnal`)).toBe(false)

    // A second start finds nothing to fold: nothing is applied twice.
    const again = await openSqliteFile(file, { demo: true, now: () => TEST_NOW })
    await again.close()
    expect(years(file).filter((nama) => nama === '2051/2052')).toHaveLength(1)
  })

  it('keeps a journal of another snapshot aside (a restored backup) and never applies it', async () => {
    const file = await oldDeployment()
    const other = await demoDatabaseBytes(sqlJs, new Date('2026-01-05T09:00:00+07:00'))
    const journal = readFileSync(`${file}-jurnal`)
    writeFileSync(`${file}-jurnal`, Buffer.concat([oldJournalHeader(other), journal.subarray(40)]))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const engine = await openSqliteFile(file, { demo: true, now: () => TEST_NOW })
    warn.mockRestore()
    await engine.close()
    expect(years(file)).not.toContain('2051/2052')
    const kept = readdirSync(dir).filter((name) => name.startsWith(`presensi-${files}.sqlite-jurnal-lama-`))
    expect(kept).toHaveLength(1)
  })
})
