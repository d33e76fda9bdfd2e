import type { SqlJsStatic } from 'sql.js'
import { replay } from '../db/write-log.ts'
import type { LiveCopy } from './durable-store.ts'
import { decodeJournal } from './journal-codec.ts'
import { handOverToSqlJs } from './sqljs-handover.ts'

/**
 * The exported file from a generation's snapshot and journal (issue 35): the snapshot as it is
 * when the journal holds no frame; otherwise the journal replayed on it, as a start would, and
 * exported. Runs on bytes nobody else uses, so in the browser it runs in a worker of its own
 * (export-fold.worker.ts) and the server worker keeps serving meanwhile.
 */
export type ExportFold = ((snapshot: Uint8Array, journal: Uint8Array) => Promise<Uint8Array>) & {
  /** Gets the fold's thread ready ahead of an export (side-worker.ts). */
  prepare?(): void
}

export function foldJournal(sqlJs: SqlJsStatic, snapshot: Uint8Array, journal: Uint8Array): Uint8Array {
  const { records } = decodeJournal(journal)
  if (!records.length) return snapshot
  const db = new sqlJs.Database(handOverToSqlJs(snapshot))
  try {
    // The live server's pragmas before replay, as at start: a journalled DELETE cascades again.
    db.run('PRAGMA foreign_keys = ON')
    const { failure } = replay(db, records)
    if (failure) throw new Error(`the journal could not be replayed for the export: ${failure.error}`)
    return db.export()
  } finally {
    db.close()
  }
}

/** The fold in this thread (Node: tests; the browser without a worker). */
export const foldHere =
  (sqlJs: SqlJsStatic): ExportFold =>
  async (snapshot, journal) =>
    foldJournal(sqlJs, snapshot, journal)

/** The exported file of a live copy, through `fold` only when the journal holds frames. */
export async function fileOf(copy: LiveCopy, fold: ExportFold): Promise<Uint8Array> {
  const snapshot = await copy.snapshot
  return copy.journal.length ? fold(snapshot, copy.journal) : snapshot
}
