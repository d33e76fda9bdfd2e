import type { LoggedStatement } from '../db/write-log.ts'

/** Where the database lives between sessions: a snapshot plus a journal of later transactions. */
export interface DurableStore {
  /** The last snapshot (null on first start) and the transactions committed after it. */
  load(): { snapshot: Uint8Array | null; records: LoggedStatement[][] }
  /** Appends one committed transaction and flushes it to storage before returning. */
  append(statements: readonly LoggedStatement[]): void
  /** Bytes the journal holds, to decide when to fold it into a new snapshot. */
  journalBytes(): number
  /** Atomically replaces snapshot + journal with a new snapshot and an empty journal. */
  checkpoint(snapshot: Uint8Array): Promise<void> | void
  close(): void
}
