import type { LoggedStatement } from '../db/write-log.ts'
import type { DurableStore, LiveCopy, NextGeneration, Turn } from './durable-store.ts'
import { decodeJournal, encodeRecord } from './journal-codec.ts'

/** An in-memory DurableStore with the same byte format as OPFS, for Node tests and benchmarks. */
export class MemoryStore implements DurableStore {
  snapshot: Uint8Array | null = null
  journal = new Uint8Array(0)
  /** Journal parts set aside because replay could not apply them, by name. */
  sideFiles = new Map<string, Uint8Array>()
  #frameEnds: number[] = []
  /** Counts checkpoints, as the OPFS store's generation number does. */
  #generation = 0

  load() {
    const { records, validBytes, frameEnds } = decodeJournal(this.journal)
    // Like the OPFS store: drop a torn tail so later frames are not appended behind garbage.
    this.journal = this.journal.slice(0, validBytes)
    this.#frameEnds = frameEnds
    return { snapshot: this.snapshot, records }
  }

  setAside(fromRecord: number) {
    const start = fromRecord === 0 ? 0 : (this.#frameEnds[fromRecord - 1] ?? this.journal.length)
    const name = `journal-tersisih-${this.sideFiles.size + 1}.log`
    this.sideFiles.set(name, this.journal.slice(start))
    this.journal = this.journal.slice(0, start)
    return name
  }

  loaded() {}

  append(statements: readonly LoggedStatement[]) {
    const frame = encodeRecord(statements)
    const grown = new Uint8Array(this.journal.length + frame.length)
    grown.set(this.journal)
    grown.set(frame, this.journal.length)
    this.journal = grown
  }

  journalBytes() {
    return this.journal.length
  }

  async checkpoint(snapshot: Uint8Array, beforeFlip?: () => Promise<void>) {
    await beforeFlip?.()
    this.snapshot = snapshot
    this.journal = new Uint8Array(0)
    this.#generation++
  }

  async writeNext(file: Uint8Array): Promise<NextGeneration> {
    return {
      bytesKept: true,
      discard: async () => {},
      goLive: async (frames = new Uint8Array(0)) => {
        this.snapshot = file
        this.journal = frames.slice()
        this.#generation++
      },
    }
  }

  checkpointFolded(copy: LiveCopy, file: Uint8Array, turn: Turn): Promise<boolean> {
    return turn(() => {
      if (copy.generation !== this.#generation) return false
      this.snapshot = file
      this.journal = this.journal.slice(copy.journal.length) // the frames committed since the copy
      this.#generation++
      return true
    })
  }

  async copyLive(): Promise<LiveCopy> {
    const snapshot = Promise.resolve((this.snapshot ?? new Uint8Array(0)).slice())
    return { generation: this.#generation, snapshot, journal: this.journal.slice() }
  }

  close() {}
}
