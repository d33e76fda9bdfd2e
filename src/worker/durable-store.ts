import type { LoggedStatement } from '../db/write-log.ts'

/** Where the database lives between sessions: a snapshot plus a journal of later transactions. */
export interface DurableStore {
  /**
   * The last snapshot (null on first start) and the transactions committed after it.
   * `snapshotOwned`: the store keeps no reference to the snapshot's bytes, so the caller may let
   * SQLite take that memory as its own (src/worker/sqljs-handover.ts) instead of copying it.
   */
  load(): { snapshot: Uint8Array | null; records: LoggedStatement[][]; snapshotOwned?: boolean }
  /** Appends one committed transaction and flushes it to storage before returning. */
  append(statements: readonly LoggedStatement[]): void
  /** Bytes the journal holds, to decide when to fold it into a new snapshot. */
  journalBytes(): number
  /**
   * Moves the loaded journal's records from `fromRecord` on out of the journal into a side file
   * (kept, never deleted) and returns the file's name: replay could not apply them.
   */
  setAside(fromRecord: number): Promise<string> | string
  /** The loaded generation booted: older and unfinished generations may now be removed. */
  loaded(): Promise<void> | void
  /**
   * Atomically replaces snapshot + journal with a new snapshot and an empty journal. With
   * `beforeFlip`, the new snapshot is written first and becomes the live one only once that
   * resolves; if it rejects, the new files are removed and the live data stays as it was (an
   * import's integrity verdict arrives while its file is being written).
   */
  checkpoint(snapshot: Uint8Array, beforeFlip?: () => Promise<void>): Promise<void> | void
  /**
   * The live generation as it stands now, for an export taken off the request path (issue 35): the
   * journal's frames so far (copied now) and the snapshot's bytes, read meanwhile. The snapshot's
   * file stays on disk until that read ends, whatever checkpoint runs in between.
   */
  copyLive(): Promise<LiveCopy>
  /**
   * A checkpoint built off the request path (issue 35): `file` is `copy`'s snapshot with its
   * journal folded in. Writes it as the next generation in pieces that let other work run, then,
   * in `turn` (between requests), carries the frames committed since the copy into the new
   * journal and flips the pointer. Resolves false, with nothing changed, when the live generation
   * changed meanwhile (an import or a reset).
   */
  checkpointFolded(copy: LiveCopy, file: Uint8Array, turn: Turn): Promise<boolean>
  /**
   * Writes `file` as the next generation's snapshot, in pieces that let other work run (an import
   * off the request path, issue 35); nothing live changes until `goLive`, called between requests.
   */
  writeNext(file: Uint8Array): Promise<NextGeneration>
  close(): void
}

/** A generation written completely and not yet live (durable-store.ts `writeNext`). */
export interface NextGeneration {
  /** Whether the store keeps `file` itself (memory): if not, SQLite may take its memory. */
  bytesKept: boolean
  /** Makes it the live generation, its journal holding `frames` (none: empty); then the old one goes. */
  goLive(frames?: Uint8Array): Promise<void>
  /** Removes its files: the live generation is untouched. */
  discard(): Promise<void>
}

/** Runs `work` between requests (the server's exclusive turn). */
export type Turn = <T>(work: () => Promise<T> | T) => Promise<T>

/** A generation's snapshot plus its journal: replayed on the snapshot, they are the database. */
export interface LiveCopy {
  /** Which generation was copied: a checkpoint built from it applies only while it is still live. */
  generation: number
  snapshot: Promise<Uint8Array>
  journal: Uint8Array
}

/** The stored database exists but cannot be read: an error to show, never a reason to re-seed. */
export class StoreUnreadableError extends Error {
  override name = 'StoreUnreadableError'
}
