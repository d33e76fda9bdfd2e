import type { StorageInfo } from '../api-handlers/context.ts'
import { DATA_MESSAGES } from '../contract/messages.ts'
import type { DatabaseHost } from './database-host.ts'
import type { DurableStore } from './durable-store.ts'
import { MemoryStore } from './memory-store.ts'
import { type OpfsStore, OpfsUnavailableError } from './opfs-store.ts'
import { isDiskFull } from './storage-errors.ts'

/**
 * Where the worker keeps the database: OPFS, or, when the browser offers none (private windows of
 * some browsers, no sync access handles) or the disk is full before anything was stored, memory.
 * The app then still runs, with a permanent banner saying that nothing will be kept. Never used
 * when OPFS holds data it cannot read, or another tab holds it: those keep their own messages.
 */
export interface OpenedStorage {
  store: DurableStore
  storage: StorageInfo
  /** OPFS that holds no data yet (a full disk there may fall back to memory). */
  fresh: boolean
}

const inMemory = (keterangan: string): OpenedStorage => ({
  store: new MemoryStore(),
  storage: { penyimpanan: 'memori', keterangan },
  fresh: true,
})

export async function openStorage(openOpfs: () => Promise<OpfsStore>): Promise<OpenedStorage> {
  try {
    const store = await openOpfs()
    return { store, storage: { penyimpanan: 'peramban', keterangan: '' }, fresh: store.empty }
  } catch (error) {
    // Only the browser's own refusal before any file is touched: a failure to open the user's
    // files (a TypeError of ours, a transient InvalidStateError) is reported, never memory.
    if (error instanceof OpfsUnavailableError) return inMemory(DATA_MESSAGES.opfsUnavailable(error.message))
    if (isDiskFull(error)) return inMemory(DATA_MESSAGES.opfsFull)
    throw error
  }
}

/** Boots on the opened storage; a fresh OPFS that is full gets memory instead of a failure. */
export async function startWithFallback(
  opened: OpenedStorage,
  start: (store: DurableStore, storage: StorageInfo) => Promise<DatabaseHost>,
): Promise<{ host: DatabaseHost; storage: StorageInfo }> {
  try {
    return { host: await start(opened.store, opened.storage), storage: opened.storage }
  } catch (error) {
    opened.store.close()
    if (!(opened.fresh && opened.storage.penyimpanan === 'peramban' && isDiskFull(error))) throw error
    const memory = inMemory(DATA_MESSAGES.opfsFull)
    return { host: await start(memory.store, memory.storage), storage: memory.storage }
  }
}
