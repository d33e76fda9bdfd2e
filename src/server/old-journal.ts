import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import type { SqlJsStatic } from 'sql.js'
import { replay } from '../db/write-log.ts'
import { decodeJournal } from '../worker/journal-codec.ts'
import { replaceSqliteFile, syncDirectory } from './durable-file.ts'

/**
 * The upgrade from the old reference server, which kept FILE as a snapshot plus `FILE-jurnal`: its
 * own journal of the transactions committed since, one checksummed frame each, after a 40-byte
 * header naming the snapshot it follows ([magic 'PJRN'][size][SHA-256 of the snapshot]). SQLite's
 * WAL replaces that journal; a deployment that still has one gets it folded into FILE once, at
 * start, so it loses nothing.
 */
const JOURNAL_MAGIC = 0x504a524e
const JOURNAL_HEADER = 40

export interface FoldedJournal {
  /** Transactions replayed into FILE. */
  applied: number
  /** Where the journal was kept when not all of it could be applied (never deleted then), or null. */
  keptAt: string | null
}

/** The old server's header for a journal that follows `snapshot`. */
export function oldJournalHeader(snapshot: Uint8Array): Uint8Array {
  const header = new Uint8Array(JOURNAL_HEADER)
  const view = new DataView(header.buffer)
  view.setUint32(0, JOURNAL_MAGIC)
  view.setUint32(4, snapshot.length >>> 0)
  header.set(createHash('sha256').update(snapshot).digest(), 8)
  return header
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/** Keeps a journal that was not (fully) applied beside FILE under a dated name, never deletes it. */
function keepAside(journalPath: string, label: string): string {
  const kept = `${journalPath}-${label}-${Date.now()}.log`
  renameSync(journalPath, kept)
  syncDirectory(journalPath)
  return kept
}

/**
 * Folds `FILE-jurnal` into FILE (replayed in sql.js, as the old server did at start, then written
 * back as one durable file) and removes it; null when there is none. A crash midway is safe: FILE
 * is replaced atomically first, and a journal whose header no longer matches FILE is never
 * replayed again (the old server's own rule: it belongs to an earlier snapshot).
 */
export function foldOldJournal(file: string, sqlJs: SqlJsStatic): FoldedJournal | null {
  const journalPath = `${file}-jurnal`
  if (!existsSync(journalPath)) return null
  // The old server's leftovers: its lock (after a kill) and an unfinished checkpoint.
  for (const leftover of [`${file}.lock`, `${file}.tmp`, `${journalPath}.tmp`])
    rmSync(leftover, { force: true })
  const journal = new Uint8Array(readFileSync(journalPath))
  const snapshot = existsSync(file) ? new Uint8Array(readFileSync(file)) : null
  if (!snapshot || !sameBytes(journal.subarray(0, JOURNAL_HEADER), oldJournalHeader(snapshot))) {
    if (journal.length <= JOURNAL_HEADER) rmSync(journalPath)
    else
      console.warn(
        `[berkas] jurnal lama tidak cocok dengan ${file}; disimpan: ${keepAside(journalPath, 'lama')}`,
      )
    return { applied: 0, keptAt: null }
  }
  const { records } = decodeJournal(journal.subarray(JOURNAL_HEADER)) // a torn tail was never answered
  const sqlite = new sqlJs.Database(snapshot)
  try {
    sqlite.run('PRAGMA foreign_keys = ON') // the old server's pragma: a journalled DELETE cascades again
    const outcome = replay(sqlite, records)
    if (outcome.applied > 0) replaceSqliteFile(file, sqlite.export(), () => undefined)
    if (outcome.failure) {
      // Start from the last good transaction rather than not at all; the journal is kept whole.
      const keptAt = keepAside(journalPath, 'tersisih')
      console.error(
        `[berkas] ${records.length - outcome.applied} transaksi jurnal lama tidak dapat diterapkan (${outcome.failure.error}); jurnal disimpan: ${keptAt}`,
      )
      return { applied: outcome.applied, keptAt }
    }
    rmSync(journalPath)
    syncDirectory(journalPath)
    return { applied: outcome.applied, keptAt: null }
  } finally {
    sqlite.close()
  }
}
