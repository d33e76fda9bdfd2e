import { describe, expect, it } from 'vitest'
import { DATA_MESSAGES } from '../../src/contract/messages.ts'
import type { DatabaseHost } from '../../src/worker/database-host.ts'
import { StoreUnreadableError } from '../../src/worker/durable-store.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { type OpfsStore, OpfsUnavailableError } from '../../src/worker/opfs-store.ts'
import { openStorage, startWithFallback } from '../../src/worker/storage-fallback.ts'

const failing = (error: unknown) => () => Promise.reject(error) as Promise<OpfsStore>
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')

/** An OPFS store stand-in: empty or holding data, recording whether it was closed. */
function opfs(empty: boolean) {
  const store = Object.assign(new MemoryStore(), { empty, closed: false })
  store.close = () => {
    store.closed = true
  }
  return store as typeof store & OpfsStore
}

describe('openStorage', () => {
  it('uses OPFS when it opens', async () => {
    const store = opfs(false)
    const opened = await openStorage(() => Promise.resolve(store))
    expect(opened).toEqual({ store, storage: { penyimpanan: 'peramban', keterangan: '' }, fresh: false })
  })

  it.each([
    ['no OPFS API at all', new TypeError('navigator.storage.getDirectory is not a function')],
    ['a private window', new DOMException('The operation is insecure.', 'SecurityError')],
  ])('falls back to memory, saying why: %s', async (_label, error) => {
    const opened = await openStorage(failing(new OpfsUnavailableError(error)))
    expect(opened.store).toBeInstanceOf(MemoryStore)
    expect(opened.storage).toEqual({
      penyimpanan: 'memori',
      keterangan: DATA_MESSAGES.opfsUnavailable(`${error.name}: ${error.message}`),
    })
  })

  it('never falls back when another tab holds the files or the stored data cannot be read', async () => {
    const busy = new DOMException('held', 'NoModificationAllowedError')
    await expect(openStorage(failing(busy))).rejects.toBe(busy)
    const unreadable = new StoreUnreadableError('Tidak ada berkas basis data yang utuh')
    await expect(openStorage(failing(unreadable))).rejects.toBe(unreadable)
  })

  it.each([
    ['a transient state error', new DOMException('The state had changed.', 'InvalidStateError')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'generation')")],
    ['a refusal by name', new DOMException('Not allowed.', 'NotAllowedError')],
  ])('never falls back on an error while opening the files: %s', async (_label, error) => {
    // Memory here would show an empty database while the user's data sits on disk.
    await expect(openStorage(failing(error))).rejects.toBe(error)
  })
})

describe('startWithFallback', () => {
  const host = {} as DatabaseHost

  it('a full disk before anything was stored: memory, with the reason', async () => {
    const store = opfs(true)
    const stores: unknown[] = []
    const started = await startWithFallback(
      { store, storage: { penyimpanan: 'peramban', keterangan: '' }, fresh: true },
      async (next) => {
        stores.push(next)
        if (next === store) throw quota()
        return host
      },
    )
    expect(store.closed).toBe(true)
    expect(stores[1]).toBeInstanceOf(MemoryStore)
    expect(started).toEqual({ host, storage: { penyimpanan: 'memori', keterangan: DATA_MESSAGES.opfsFull } })
  })

  it('a full disk with data stored: the failure stands (never demo data over the user’s)', async () => {
    const store = opfs(false)
    const error = quota()
    await expect(
      startWithFallback({ store, storage: { penyimpanan: 'peramban', keterangan: '' }, fresh: false }, () =>
        Promise.reject(error),
      ),
    ).rejects.toBe(error)
    expect(store.closed).toBe(true)
  })
})
