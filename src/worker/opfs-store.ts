import type { LoggedStatement } from '../db/write-log.ts'
import type { DurableStore } from './durable-store.ts'
import { decodeJournal, encodeRecord } from './journal-codec.ts'

/**
 * The database in the Origin Private File System: `db-<gen>.sqlite` (snapshot), `journal-<gen>.log`
 * (transactions since) and `current` (which generation is live). A checkpoint writes generation
 * gen+1 completely, then flips `current`: a crash at any point leaves one complete generation.
 * Sync access handles are exclusive, so a second tab cannot open the files while this one holds them.
 */
export const OPFS_DIRECTORY = 'presensi-admin'

/** The worker-only OPFS handle (TypeScript's DOM lib omits it); its methods are synchronous. */
interface SyncHandle {
  read(buffer: Uint8Array, options: { at: number }): number
  write(buffer: Uint8Array, options: { at: number }): number
  truncate(size: number): void
  getSize(): number
  flush(): void
  close(): void
}

export const snapshotName = (gen: number) => `db-${gen}.sqlite`
export const journalName = (gen: number) => `journal-${gen}.log`

function readAll(handle: SyncHandle): Uint8Array {
  const bytes = new Uint8Array(handle.getSize())
  handle.read(bytes, { at: 0 })
  return bytes
}

function writeAll(handle: SyncHandle, bytes: Uint8Array): void {
  handle.truncate(0)
  let written = 0
  while (written < bytes.length) written += handle.write(bytes.subarray(written), { at: written })
  handle.flush()
}

async function openHandle(dir: FileSystemDirectoryHandle, name: string): Promise<SyncHandle> {
  const file = await dir.getFileHandle(name, { create: true })
  return (file as unknown as { createSyncAccessHandle(): Promise<SyncHandle> }).createSyncAccessHandle()
}

export class OpfsStore implements DurableStore {
  #dir: FileSystemDirectoryHandle
  #current: SyncHandle
  #journal: SyncHandle
  #generation: number
  #journalSize: number
  /** Read at open (handles open asynchronously; load() is synchronous), dropped after load(). */
  #snapshot: Uint8Array | null = null

  private constructor(
    dir: FileSystemDirectoryHandle,
    current: SyncHandle,
    journal: SyncHandle,
    generation: number,
  ) {
    this.#dir = dir
    this.#current = current
    this.#journal = journal
    this.#generation = generation
    this.#journalSize = journal.getSize()
  }

  /** Opens the live generation; throws NoModificationAllowedError while another tab holds it. */
  static async open(): Promise<OpfsStore> {
    const root = await navigator.storage.getDirectory()
    const dir = await root.getDirectoryHandle(OPFS_DIRECTORY, { create: true })
    const current = await openHandle(dir, 'current')
    const text = new TextDecoder().decode(readAll(current)).trim()
    const generation = Number.parseInt(text, 10) || 0
    const journal = await openHandle(dir, journalName(generation))
    const store = new OpfsStore(dir, current, journal, generation)
    await store.#removeOtherGenerations()
    if (generation > 0) {
      const snapshot = await openHandle(dir, snapshotName(generation))
      store.#snapshot = readAll(snapshot)
      snapshot.close()
    }
    return store
  }

  load() {
    const snapshot = this.#snapshot
    this.#snapshot = null
    return { snapshot, records: snapshot ? this.#readJournal() : [] }
  }

  append(statements: readonly LoggedStatement[]) {
    const frame = encodeRecord(statements)
    let written = 0
    while (written < frame.length)
      written += this.#journal.write(frame.subarray(written), { at: this.#journalSize + written })
    this.#journal.flush()
    this.#journalSize += frame.length
  }

  journalBytes() {
    return this.#journalSize
  }

  async checkpoint(snapshot: Uint8Array) {
    const next = this.#generation + 1
    const snapshotHandle = await openHandle(this.#dir, snapshotName(next))
    writeAll(snapshotHandle, snapshot)
    snapshotHandle.close()
    const nextJournal = await openHandle(this.#dir, journalName(next))
    nextJournal.truncate(0)
    nextJournal.flush()
    writeAll(this.#current, new TextEncoder().encode(String(next)))
    this.#journal.close()
    this.#journal = nextJournal
    this.#journalSize = 0
    this.#generation = next
    await this.#removeOtherGenerations()
  }

  close() {
    this.#journal.close()
    this.#current.close()
  }

  #readJournal(): LoggedStatement[][] {
    const { records, validBytes } = decodeJournal(readAll(this.#journal))
    // Drop a torn tail so the next append starts on a frame boundary.
    if (validBytes !== this.#journalSize) {
      this.#journal.truncate(validBytes)
      this.#journal.flush()
      this.#journalSize = validBytes
    }
    return records
  }

  async #removeOtherGenerations(): Promise<void> {
    const keep = new Set(['current', snapshotName(this.#generation), journalName(this.#generation)])
    for await (const name of this.#dir.keys()) {
      if (!keep.has(name)) await this.#dir.removeEntry(name).catch(() => undefined)
    }
  }
}
