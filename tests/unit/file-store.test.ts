import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FileStore } from '../../scripts/reference/file-store.ts'
import type { LoggedStatement } from '../../src/db/write-log.ts'
import { StoreUnreadableError } from '../../src/worker/durable-store.ts'

const sqlJs = await initSqlJs()

/** A small complete SQLite file holding `rows` rows. */
function snapshot(rows: number): Uint8Array {
  const db = new sqlJs.Database()
  db.run('CREATE TABLE t (x INTEGER)')
  for (let i = 0; i < rows; i++) db.run('INSERT INTO t VALUES (?)', [i])
  const bytes = db.export()
  db.close()
  return bytes
}

const insert = (x: number): LoggedStatement[] => [['INSERT INTO t VALUES (?)', [x]]]

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'presensi-store-'))
  file = join(dir, 'presensi.sqlite')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Opens the file as the server does after a restart (the previous process is gone). */
function reopen(): FileStore {
  rmSync(`${file}.lock`, { force: true })
  return new FileStore(file)
}

describe('FileStore (reference server --db)', () => {
  it('starts empty, then keeps the snapshot and every appended transaction', () => {
    const store = new FileStore(file)
    expect(store.load()).toEqual({ snapshot: null, records: [] })
    store.checkpoint(snapshot(1))
    store.append(insert(7))
    store.append(insert(8))
    store.close()
    const loaded = reopen().load()
    expect(loaded.snapshot).toEqual(snapshot(1))
    expect(loaded.records).toEqual([insert(7), insert(8)])
  })

  it('cuts a torn last frame (a crash mid-append) and appends after the good ones', () => {
    const store = new FileStore(file)
    store.load()
    store.checkpoint(snapshot(1))
    store.append(insert(7))
    store.append(insert(8))
    store.close()
    const journal = readFileSync(`${file}-jurnal`)
    writeFileSync(`${file}-jurnal`, journal.subarray(0, journal.length - 3))
    const again = reopen()
    expect(again.load().records).toEqual([insert(7)])
    again.append(insert(9))
    again.close()
    expect(reopen().load().records).toEqual([insert(7), insert(9)])
  })

  it('a crash after the new snapshot but before its new journal: the old journal is not replayed on it', () => {
    const store = new FileStore(file)
    store.load()
    store.checkpoint(snapshot(1))
    store.append(insert(7))
    const oldJournal = readFileSync(`${file}-jurnal`)
    store.checkpoint(snapshot(2)) // folds 7 in
    store.close()
    writeFileSync(`${file}-jurnal`, oldJournal) // as if the crash came before the journal was reset
    const loaded = reopen().load()
    expect(loaded.snapshot).toEqual(snapshot(2))
    expect(loaded.records).toEqual([])
    expect(readdirSync(dir).some((name) => name.startsWith('presensi.sqlite-jurnal-lama-'))).toBe(true)
  })

  it('a crash while the next snapshot was written: the unfinished file goes, the data stays', () => {
    const store = new FileStore(file)
    store.load()
    store.checkpoint(snapshot(1))
    store.append(insert(7))
    store.close()
    writeFileSync(`${file}.tmp`, snapshot(5).subarray(0, 100))
    const again = reopen()
    const loaded = again.load()
    expect(loaded.snapshot).toEqual(snapshot(1))
    expect(loaded.records).toEqual([insert(7)])
    expect(existsSync(`${file}.tmp`)).toBe(false)
  })

  it('a file restored by hand (another snapshot) never gets this journal', () => {
    const store = new FileStore(file)
    store.load()
    store.checkpoint(snapshot(1))
    store.append(insert(7))
    store.close()
    writeFileSync(join(dir, 'cadangan.sqlite'), snapshot(3))
    copyFileSync(join(dir, 'cadangan.sqlite'), file)
    expect(reopen().load()).toEqual({ snapshot: snapshot(3), records: [] })
  })

  it('a file that is not a complete SQLite database is refused and left as it is', () => {
    const damaged = snapshot(1).subarray(0, 1000)
    writeFileSync(file, damaged)
    const store = new FileStore(file)
    expect(() => store.load()).toThrow(StoreUnreadableError)
    expect(new Uint8Array(readFileSync(file))).toEqual(damaged)
  })
})
