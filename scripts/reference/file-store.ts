import { createHash } from 'node:crypto'
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { basename, dirname } from 'node:path'
import type { LoggedStatement } from '../../src/db/write-log.ts'
import { type DurableStore, StoreUnreadableError } from '../../src/worker/durable-store.ts'
import { decodeJournal, encodeRecord } from '../../src/worker/journal-codec.ts'
import { isCompleteSnapshot } from '../../src/worker/store-pointer.ts'

/**
 * The reference server's database on disk, with the browser store's guarantees:
 *   FILE          a plain SQLite file (the last snapshot; `sqlite3 FILE` opens it),
 *   FILE-jurnal   the transactions committed since, one checksummed frame each (as in OPFS),
 *                 after a 40-byte header naming the snapshot it follows (its size and SHA-256;
 *                 sql.js leaves SQLite's file change counter at 1, so the header cannot tell).
 * A write is answered only after its frame is fsync'ed. A checkpoint writes FILE.tmp, fsyncs it,
 * renames it over FILE, then starts a new journal the same way: a crash at any point leaves FILE
 * either old (its journal still matches) or new (the old journal no longer matches and is ignored:
 * the new snapshot already holds it). A FILE that is not a complete SQLite file is never replaced.
 */
const JOURNAL_MAGIC = 0x504a524e // 'PJRN'
const JOURNAL_HEADER = 40

/** The snapshot a journal belongs to: [magic][size][SHA-256 of the snapshot]. */
function journalHeader(snapshot: Uint8Array): Uint8Array {
  const header = new Uint8Array(JOURNAL_HEADER)
  const view = new DataView(header.buffer)
  view.setUint32(0, JOURNAL_MAGIC)
  view.setUint32(4, snapshot.length >>> 0)
  header.set(createHash('sha256').update(snapshot).digest(), 8)
  return header
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/** Writes a whole file durably under a temporary name, then renames it into place. */
function replaceFile(path: string, bytes: Uint8Array): void {
  const temporary = `${path}.tmp`
  const fd = openSync(temporary, 'w')
  try {
    let written = 0
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temporary, path)
  syncDirectory(path)
}

/** A rename is durable once the directory holding it is fsync'ed. */
function syncDirectory(path: string): void {
  const fd = openSync(dirname(path), 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** One server per file: a second one would interleave journal frames. */
function takeLock(path: string): void {
  const lock = `${path}.lock`
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'))
    if (pid && pid !== process.pid && isAlive(pid))
      throw new Error(`${basename(path)} sedang dipakai server lain (pid ${pid}).`)
  }
  writeFileSync(lock, String(process.pid))
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export class FileStore implements DurableStore {
  readonly path: string
  readonly journalPath: string
  #journal: number | null = null
  #journalSize = 0
  #frameEnds: number[] = []

  constructor(path: string) {
    this.path = path
    this.journalPath = `${path}-jurnal`
    takeLock(path)
    rmSync(`${path}.tmp`, { force: true }) // an unfinished checkpoint
    rmSync(`${this.journalPath}.tmp`, { force: true })
  }

  load() {
    if (!existsSync(this.path)) return { snapshot: null, records: [] }
    const snapshot = new Uint8Array(readFileSync(this.path))
    if (!isCompleteSnapshot(snapshot))
      throw new StoreUnreadableError(`${this.path} bukan berkas SQLite yang utuh; berkas tidak diubah.`)
    const journal = existsSync(this.journalPath) ? new Uint8Array(readFileSync(this.journalPath)) : null
    if (!journal || !sameBytes(journal.subarray(0, JOURNAL_HEADER), journalHeader(snapshot))) {
      // No journal, or one of an earlier snapshot: a checkpoint already folded it in, or FILE was
      // replaced by hand (a restored backup). Kept beside, never applied to the wrong snapshot.
      if (journal && journal.length > JOURNAL_HEADER)
        renameSync(this.journalPath, `${this.journalPath}-lama-${Date.now()}.log`)
      this.#startJournal(snapshot)
      return { snapshot, records: [] }
    }
    const { records, validBytes, frameEnds } = decodeJournal(journal.subarray(JOURNAL_HEADER))
    this.#journal = openSync(this.journalPath, 'r+')
    this.#journalSize = JOURNAL_HEADER + validBytes
    this.#frameEnds = frameEnds.map((end) => JOURNAL_HEADER + end)
    // A torn tail (a crash mid-append, never answered) is cut so frames stay whole.
    if (this.#journalSize !== journal.length) {
      ftruncateSync(this.#journal, this.#journalSize)
      fsyncSync(this.#journal)
    }
    return { snapshot, records }
  }

  append(statements: readonly LoggedStatement[]) {
    const journal = this.#open()
    const frame = encodeRecord(statements)
    try {
      let written = 0
      while (written < frame.length)
        written += writeSync(journal, frame, written, frame.length - written, this.#journalSize + written)
      fdatasyncSync(journal)
    } catch (error) {
      ftruncateSync(journal, this.#journalSize) // a full disk: no partial frame stays behind
      throw error
    }
    this.#journalSize += frame.length
    this.#frameEnds.push(this.#journalSize)
  }

  journalBytes() {
    return this.#journalSize - JOURNAL_HEADER
  }

  setAside(fromRecord: number) {
    const journal = this.#open()
    const start = fromRecord === 0 ? JOURNAL_HEADER : (this.#frameEnds[fromRecord - 1] ?? this.#journalSize)
    const name = `${this.journalPath}-tersisih-${Date.now()}.log`
    replaceFile(name, new Uint8Array(readFileSync(this.journalPath)).subarray(start, this.#journalSize))
    ftruncateSync(journal, start)
    fsyncSync(journal)
    this.#journalSize = start
    this.#frameEnds = this.#frameEnds.slice(0, fromRecord)
    return name
  }

  loaded() {}

  checkpoint(snapshot: Uint8Array) {
    replaceFile(this.path, snapshot)
    this.#startJournal(snapshot)
  }

  close() {
    if (this.#journal !== null) closeSync(this.#journal)
    this.#journal = null
    rmSync(`${this.path}.lock`, { force: true })
  }

  /** A new, empty journal for this snapshot, put in place atomically. */
  #startJournal(snapshot: Uint8Array) {
    if (this.#journal !== null) closeSync(this.#journal)
    replaceFile(this.journalPath, journalHeader(snapshot))
    this.#journal = openSync(this.journalPath, 'r+')
    this.#journalSize = JOURNAL_HEADER
    this.#frameEnds = []
  }

  #open(): number {
    if (this.#journal === null) throw new Error('FileStore: load() first')
    return this.#journal
  }
}
