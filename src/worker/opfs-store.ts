import type { LoggedStatement } from '../db/write-log.ts'
import { markBoot } from './boot-marks.ts'
import {
  type DurableStore,
  type LiveCopy,
  type NextGeneration,
  StoreUnreadableError,
  type Turn,
} from './durable-store.ts'
import { decodeJournal, encodeRecord } from './journal-codec.ts'
import {
  encodeSlot,
  hasCompleteHeader,
  POINTER_FILE,
  type Pointer,
  readPointer,
  SQLITE_HEADER_BYTES,
  slotOffset,
} from './store-pointer.ts'

/**
 * The database in the Origin Private File System: `db-<gen>.sqlite` (snapshot), `journal-<gen>.log`
 * (transactions since) and `pointer` (which generation is live, two checksummed slots). A
 * checkpoint writes generation gen+1 completely, then flips the pointer: a crash at any point
 * leaves one complete generation. Sync access handles are exclusive, so a second tab cannot open
 * the files while this one holds them. Nothing here ever replaces existing data with a new
 * database: an unreadable pointer is recovered from the newest complete snapshot.
 */
export const OPFS_DIRECTORY = 'presensi-admin'
/** The pointer file of earlier versions (the generation as text); read when `pointer` is absent. */
const LEGACY_POINTER = 'current'

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
const GENERATION_FILE = /^(?:db-(\d+)\.sqlite|journal-(\d+)\.log)$/

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

/** A snapshot written off the request path goes in pieces of this size, the thread free between them. */
const WRITE_PIECE_BYTES = 8 * 1024 * 1024

async function writeInPieces(handle: SyncHandle, bytes: Uint8Array): Promise<void> {
  handle.truncate(0)
  for (let start = 0; start < bytes.length; start += WRITE_PIECE_BYTES) {
    const end = Math.min(start + WRITE_PIECE_BYTES, bytes.length)
    for (let at = start; at < end; ) at += handle.write(bytes.subarray(at, end), { at })
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  handle.flush()
}

async function openHandle(dir: FileSystemDirectoryHandle, name: string): Promise<SyncHandle> {
  const file = await dir.getFileHandle(name, { create: true })
  return (file as unknown as { createSyncAccessHandle(): Promise<SyncHandle> }).createSyncAccessHandle()
}

/**
 * Only a file that is not there counts as absent. Any other failure to read (an I/O error, a file
 * changed under the read) is thrown: taken for "absent", it once let a start open an older
 * generation or a fresh database over the user's data.
 */
const isNotFound = (error: unknown) => error instanceof DOMException && error.name === 'NotFoundError'

/**
 * The browser offers no usable OPFS here (some private windows; no sync access handles). Raised
 * only before any file is touched: an error while opening the user's files is never taken for it
 * (the app would run on an empty in-memory database while the data sits on disk).
 */
export class OpfsUnavailableError extends Error {
  constructor(reason: unknown) {
    super(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason))
    this.name = 'OpfsUnavailableError'
  }
}

/** The origin's OPFS root, or OpfsUnavailableError when the browser offers none this store can use. */
async function opfsRoot(): Promise<FileSystemDirectoryHandle> {
  try {
    const fileHandle = (globalThis as { FileSystemFileHandle?: { prototype: object } }).FileSystemFileHandle
    if (!fileHandle || !('createSyncAccessHandle' in fileHandle.prototype))
      throw new TypeError('FileSystemFileHandle.createSyncAccessHandle is not available')
    return await navigator.storage.getDirectory()
  } catch (error) {
    throw new OpfsUnavailableError(error)
  }
}

/** The file's bytes, or null when there is no such file. */
async function readFile(dir: FileSystemDirectoryHandle, name: string): Promise<Uint8Array | null> {
  try {
    const file = await (await dir.getFileHandle(name)).getFile()
    return new Uint8Array(await file.arrayBuffer())
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** Whether a snapshot file is there and complete (hasCompleteHeader), reading only its header. */
async function isCompleteSnapshotFile(dir: FileSystemDirectoryHandle, name: string): Promise<boolean> {
  try {
    const file = await (await dir.getFileHandle(name)).getFile()
    const header = new Uint8Array(await file.slice(0, SQLITE_HEADER_BYTES).arrayBuffer())
    return hasCompleteHeader(header, file.size)
  } catch (error) {
    if (isNotFound(error)) return false
    throw error
  }
}

/** The live generation's snapshot, whole: chosen as complete a moment ago, so anything else is an error. */
async function readSnapshot(dir: FileSystemDirectoryHandle, generation: number): Promise<Uint8Array> {
  const snapshot = await readFile(dir, snapshotName(generation))
  if (!snapshot) throw new StoreUnreadableError(`Berkas basis data generasi ${generation} tidak ditemukan.`)
  if (!hasCompleteHeader(snapshot.subarray(0, SQLITE_HEADER_BYTES), snapshot.length))
    throw new StoreUnreadableError(`Berkas basis data generasi ${generation} tidak utuh.`)
  return snapshot
}

async function fileNames(dir: FileSystemDirectoryHandle): Promise<string[]> {
  const names: string[] = []
  for await (const name of dir.keys()) names.push(name)
  return names
}

/** The generation numbers that have a snapshot file, newest first. */
const snapshotGenerations = (names: readonly string[]) =>
  names
    .map((name) => /^db-(\d+)\.sqlite$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => b - a)

export class OpfsStore implements DurableStore {
  #dir: FileSystemDirectoryHandle
  #pointer: SyncHandle
  #sequence: number
  #journal: SyncHandle
  #generation: number
  #journalSize: number
  /** Byte offset where each loaded journal frame ends (to set frames aside). */
  #frameEnds: number[] = []
  /** Read at open (handles open asynchronously; load() is synchronous), dropped after load(). */
  #snapshot: Uint8Array | null
  /** Generations an export is still reading (copyLive), by how many reads: never removed meanwhile. */
  #reading = new Map<number, number>()
  /** The highest generation number taken: a checkpoint written off the request path and an import never share one. */
  #highest: number
  /** Generations written and not yet live or discarded (writeNext): another flip must not remove them. */
  #pending = new Set<number>()

  private constructor(
    dir: FileSystemDirectoryHandle,
    pointer: SyncHandle,
    live: Pointer,
    journal: SyncHandle,
    snapshot: Uint8Array | null,
  ) {
    this.#dir = dir
    this.#pointer = pointer
    this.#sequence = live.sequence
    this.#journal = journal
    this.#generation = live.generation
    this.#highest = live.generation
    this.#journalSize = journal.getSize()
    this.#snapshot = snapshot
  }

  /** Opens the live generation; throws NoModificationAllowedError while another tab holds it. */
  static async open(): Promise<OpfsStore> {
    const root = await opfsRoot()
    const dir = await root.getDirectoryHandle(OPFS_DIRECTORY, { create: true })
    const pointerHandle = await openHandle(dir, POINTER_FILE)
    try {
      const names = await fileNames(dir)
      const recorded = readPointer(readAll(pointerHandle)) ?? (await readLegacyPointer(dir, names))
      const live = await chooseGeneration(dir, names, recorded)
      // The one read of the snapshot (chooseGeneration looked only at headers and sizes).
      // A Blob read, not a sync access handle: it takes no lock a closing tab's worker might still hold.
      const snapshot = live.generation > 0 ? await readSnapshot(dir, live.generation) : null
      markBoot('snapshot-read')
      const journal = await openHandle(dir, journalName(live.generation))
      return new OpfsStore(dir, pointerHandle, live, journal, snapshot)
    } catch (error) {
      // Unreadable storage: let go of the pointer so a retry (here or in another tab) can open it.
      pointerHandle.close()
      throw error
    }
  }

  /** No generation has been written yet: nothing of the user's is stored here. */
  get empty(): boolean {
    return this.#generation === 0
  }

  load() {
    const snapshot = this.#snapshot
    this.#snapshot = null
    // The store dropped its reference above: the caller may hand the bytes to SQLite uncopied.
    return { snapshot, records: snapshot ? this.#readJournal() : [], snapshotOwned: true }
  }

  append(statements: readonly LoggedStatement[]) {
    const frame = encodeRecord(statements)
    let written = 0
    try {
      while (written < frame.length)
        written += this.#journal.write(frame.subarray(written), { at: this.#journalSize + written })
      this.#journal.flush()
    } catch (error) {
      // A full disk: cut the partial frame so the journal stays a sequence of whole frames.
      this.#journal.truncate(this.#journalSize)
      throw error
    }
    this.#journalSize += frame.length
  }

  journalBytes() {
    return this.#journalSize
  }

  async setAside(fromRecord: number): Promise<string> {
    const start = fromRecord === 0 ? 0 : (this.#frameEnds[fromRecord - 1] ?? this.#journalSize)
    const rest = readAll(this.#journal).subarray(start, this.#journalSize)
    const name = `journal-${this.#generation}-tersisih-${Date.now()}.log`
    // The side file is complete on disk before the journal lets go of those frames.
    await this.#writeSideFile(name, rest.slice())
    this.#journal.truncate(start)
    this.#journal.flush()
    this.#journalSize = start
    this.#frameEnds = this.#frameEnds.slice(0, fromRecord)
    return name
  }

  async loaded() {
    await this.#removeOtherGenerations()
  }

  async checkpoint(snapshot: Uint8Array, beforeFlip?: () => Promise<void>) {
    const next = this.#nextGeneration()
    const nextJournal = await this.#writeGeneration(next, snapshot)
    try {
      await beforeFlip?.()
    } catch (error) {
      await this.#discardGeneration(next, [nextJournal])
      throw error
    }
    await this.#flipTo(next, nextJournal, 0)
  }

  async checkpointFolded(copy: LiveCopy, file: Uint8Array, turn: Turn): Promise<boolean> {
    if (copy.generation !== this.#generation) return false
    const next = await this.writeNext(file)
    return turn(async () => {
      if (copy.generation !== this.#generation) {
        await next.discard()
        return false
      }
      // Between requests: nothing is appended while the frames since the copy move over.
      await next.goLive(readAll(this.#journal).subarray(copy.journal.length, this.#journalSize))
      return true
    })
  }

  async writeNext(file: Uint8Array): Promise<NextGeneration> {
    const next = this.#nextGeneration()
    // Until it goes live or is dropped, a flip to another generation (an import's, a checkpoint's) keeps its files.
    this.#pending.add(next)
    const discard = async (handles: SyncHandle[] = []) => {
      this.#pending.delete(next)
      await this.#discardGeneration(next, handles)
    }
    const snapshot = await openHandle(this.#dir, snapshotName(next)).catch(async (error: unknown) => {
      await discard()
      throw error
    })
    try {
      await writeInPieces(snapshot, file)
    } catch (error) {
      await discard([snapshot])
      throw error
    }
    snapshot.close()
    return {
      bytesKept: false,
      discard: () => discard(),
      goLive: async (frames = new Uint8Array(0)) => {
        const journal = await openHandle(this.#dir, journalName(next)).catch(async (error: unknown) => {
          await discard()
          throw error
        })
        try {
          journal.truncate(0)
          for (let at = 0; at < frames.length; ) at += journal.write(frames.subarray(at), { at })
          journal.flush()
        } catch (error) {
          await discard([journal])
          throw error
        }
        this.#pending.delete(next)
        await this.#flipTo(next, journal, frames.length)
      },
    }
  }

  #nextGeneration(): number {
    this.#highest = Math.max(this.#highest, this.#generation) + 1
    return this.#highest
  }

  /** The pointer names `next` (complete on disk): from now on it is the live generation. */
  async #flipTo(next: number, journal: SyncHandle, journalSize: number) {
    const sequence = this.#sequence + 1
    this.#pointer.write(encodeSlot({ generation: next, sequence }), { at: slotOffset(sequence) })
    this.#pointer.flush()
    this.#sequence = sequence
    this.#journal.close()
    this.#journal = journal
    this.#journalSize = journalSize
    this.#frameEnds = []
    this.#generation = next
    await this.#removeOtherGenerations()
  }

  async copyLive(): Promise<LiveCopy> {
    const generation = this.#generation
    // Copied before any await: exactly the frames committed when the export was asked for.
    const journal = readAll(this.#journal).slice(0, this.#journalSize)
    this.#reading.set(generation, (this.#reading.get(generation) ?? 0) + 1)
    const done = () => {
      const left = (this.#reading.get(generation) ?? 1) - 1
      if (left > 0) this.#reading.set(generation, left)
      else this.#reading.delete(generation)
    }
    try {
      const file = await (await this.#dir.getFileHandle(snapshotName(generation))).getFile()
      // A Blob read: the browser reads it on its own thread while this worker serves requests.
      const snapshot = file.arrayBuffer().then((buffer) => new Uint8Array(buffer))
      snapshot.then(done, done)
      return { generation, snapshot, journal }
    } catch (error) {
      done()
      throw error
    }
  }

  close() {
    this.#journal.close()
    this.#pointer.close()
  }

  #readJournal(): LoggedStatement[][] {
    const { records, validBytes, frameEnds } = decodeJournal(readAll(this.#journal))
    this.#frameEnds = frameEnds
    // Drop a torn tail so the next append starts on a frame boundary.
    if (validBytes !== this.#journalSize) {
      this.#journal.truncate(validBytes)
      this.#journal.flush()
      this.#journalSize = validBytes
    }
    return records
  }

  /**
   * Writes generation `next` completely (snapshot, empty journal) and returns its open journal.
   * On a failure (a full disk) its files are closed and removed: the live generation is untouched.
   */
  async #writeGeneration(next: number, snapshot: Uint8Array): Promise<SyncHandle> {
    const handles: SyncHandle[] = []
    try {
      const snapshotHandle = await openHandle(this.#dir, snapshotName(next))
      handles.push(snapshotHandle)
      writeAll(snapshotHandle, snapshot)
      snapshotHandle.close()
      handles.pop()
      const journal = await openHandle(this.#dir, journalName(next))
      handles.push(journal)
      journal.truncate(0)
      journal.flush()
      return journal
    } catch (error) {
      await this.#discardGeneration(next, handles)
      throw error
    }
  }

  /** Closes and removes an unfinished generation's files: the live generation is untouched. */
  async #discardGeneration(next: number, handles: SyncHandle[]) {
    for (const handle of handles) handle.close()
    for (const name of [snapshotName(next), journalName(next)])
      await this.#dir.removeEntry(name).catch(() => undefined)
  }

  async #writeSideFile(name: string, bytes: Uint8Array) {
    const handle = await openHandle(this.#dir, name)
    writeAll(handle, bytes)
    handle.close()
  }

  /** Only older or unfinished generations' files go; side files and the pointer stay. */
  async #removeOtherGenerations(): Promise<void> {
    for (const name of await fileNames(this.#dir)) {
      const match = GENERATION_FILE.exec(name)
      const generation = Number(match?.[1] ?? match?.[2] ?? this.#generation)
      // One an export still reads goes at the next checkpoint or start instead; one written and
      // about to go live (writeNext) stays.
      if (generation !== this.#generation && !this.#reading.has(generation) && !this.#pending.has(generation))
        await this.#dir.removeEntry(name).catch(() => undefined)
    }
    if ((await fileNames(this.#dir)).includes(LEGACY_POINTER) && this.#sequence > 0)
      await this.#dir.removeEntry(LEGACY_POINTER).catch(() => undefined)
  }
}

/** Earlier versions wrote the generation as text into `current`. */
async function readLegacyPointer(
  dir: FileSystemDirectoryHandle,
  names: readonly string[],
): Promise<Pointer | null> {
  if (!names.includes(LEGACY_POINTER)) return null
  const text = new TextDecoder().decode((await readFile(dir, LEGACY_POINTER)) ?? new Uint8Array()).trim()
  if (!/^\d+$/.test(text)) return null
  return { generation: Number(text), sequence: 0 }
}

/**
 * The generation to open: the recorded one when its snapshot is complete; otherwise (pointer
 * unreadable, snapshot missing or cut short) the newest complete snapshot on disk. A fresh
 * database (generation 0) only when there is no snapshot at all; never over existing data.
 */
async function chooseGeneration(
  dir: FileSystemDirectoryHandle,
  names: readonly string[],
  recorded: Pointer | null,
): Promise<Pointer> {
  const sequence = recorded?.sequence ?? 0
  if (recorded?.generation === 0 && !snapshotGenerations(names).length) return { generation: 0, sequence }
  const candidates = snapshotGenerations(names)
  if (recorded && recorded.generation > 0 && candidates.includes(recorded.generation)) {
    if (await isCompleteSnapshotFile(dir, snapshotName(recorded.generation))) return recorded
  }
  if (!candidates.length) {
    if (recorded && recorded.generation > 0)
      throw new StoreUnreadableError(`Berkas basis data generasi ${recorded.generation} tidak ditemukan.`)
    return { generation: 0, sequence }
  }
  for (const generation of candidates) {
    if (await isCompleteSnapshotFile(dir, snapshotName(generation))) return { generation, sequence }
  }
  throw new StoreUnreadableError('Tidak ada berkas basis data yang utuh di penyimpanan peramban.')
}
