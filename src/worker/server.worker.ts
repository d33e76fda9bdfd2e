/// <reference lib="webworker" />
import { expose, transfer } from 'comlink'
import initSqlJs from 'sql.js'
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url'
import { seedDemo } from '../../seeds/demo.ts'
import { localDate } from '../api-handlers/clock.ts'
import { type DatabaseHost, startDatabaseHost } from './database-host.ts'
import { OpfsStore } from './opfs-store.ts'
import {
  DATABASE_LOCK,
  fromWireRequest,
  type HostState,
  toWireResponse,
  type WireRequest,
  type WorkerApi,
} from './protocol.ts'
import { openStorage, startWithFallback } from './storage-fallback.ts'
import { simulateStorageFault } from './storage-faults.ts'

/** The local "server" thread: owns sql.js, the OPFS files and the single-tab lock. */

const LOCK_WAIT_MS = 2000

let host: DatabaseHost | null = null
/** Why the data is only in memory (no usable OPFS), or null. */
let volatile: string | null = null
let state: HostState = 'busy'
/** Why the last start failed (shown to the user and answered to requests), or null. */
let bootError: string | null = null
/** Another tab took the lock while this one was still starting: close as soon as the start ends. */
let lockLost = false
const listeners: ((state: HostState) => void)[] = []
const basePath = new URL(import.meta.env.VITE_API_BASE_URL ?? '/admin/', self.location.origin).pathname

function setState(next: HostState) {
  state = next
  for (const listener of listeners) listener(next)
}

/**
 * Holds the Web Lock for as long as this tab serves; resolves false if another tab holds it.
 * Without `steal`, waits a moment first: on a reload the old page still holds the lock briefly.
 */
function acquireLock(steal: boolean): Promise<boolean> {
  return new Promise((acquired) => {
    let granted = false
    const options: LockOptions = steal ? { steal: true } : { signal: AbortSignal.timeout(LOCK_WAIT_MS) }
    navigator.locks
      .request(DATABASE_LOCK, options, () => {
        granted = true
        acquired(true)
        return new Promise<void>(() => {}) // held until the tab closes or another tab steals it
      })
      .catch(() => {
        if (!granted) return acquired(false) // still held elsewhere after the wait
        lockLost = true
        void releaseToOtherTab() // another tab stole the lock
      })
  })
}

async function releaseToOtherTab() {
  const closing = host
  host = null
  setState('lost')
  await closing?.close()
}

/**
 * The other tab closes its file handles after a steal, which waits for its own start to finish
 * (a large database takes a few seconds), so retry for up to a minute.
 */
async function openStoreWithRetry(): Promise<OpfsStore> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await OpfsStore.open()
    } catch (error) {
      if (attempt > 600 || !(error instanceof DOMException && error.name === 'NoModificationAllowedError'))
        throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** Why a request cannot be served: the real reason, never "another tab" when it is not. */
function unavailable() {
  const pesan =
    state === 'busy' || state === 'lost'
      ? 'Aplikasi sedang dibuka di tab lain.'
      : `Basis data lokal tidak dapat dibuka: ${bootError ?? 'belum siap'}`
  return Response.json({ status: 'gagal', pesan }, { status: 503 })
}

/** Set while the database is being opened, so requests that arrive meanwhile wait for it. */
let opening: Promise<HostState> | null = null

async function open(takeOver: boolean): Promise<HostState> {
  lockLost = false
  if (!(await acquireLock(takeOver))) return 'busy'
  bootError = null
  try {
    const [sqlJs, opened] = await Promise.all([
      initSqlJs({ locateFile: () => wasmUrl }),
      openStorage(openStoreWithRetry),
    ])
    const { host: started, storage } = await startWithFallback(opened, (store, storage) =>
      startDatabaseHost({
        sqlJs,
        store,
        storage,
        basePath,
        seed: (c) => seedDemo(c, { today: localDate(new Date()) }),
      }),
    )
    volatile = storage.penyimpanan === 'memori' ? storage.keterangan : null
    if (lockLost) {
      // Taken over while starting: hand the files to the other tab at once.
      await started.close()
      setState('lost')
      return 'lost'
    }
    host = started
  } catch (error) {
    bootError = error instanceof Error ? error.message : String(error)
    throw error
  }
  setState('ready')
  return 'ready'
}

const api: WorkerApi = {
  async start({ takeOver, storageFault }) {
    if (host) return state
    simulateStorageFault(storageFault)
    opening ??= open(takeOver).finally(() => {
      opening = null
    })
    return opening
  },

  async handle(wire: WireRequest) {
    // MSW may route a request of a page being reloaded to this one while it is still starting.
    if (!host && opening) await opening.catch(() => undefined)
    const response = host ? await host.server.handle(fromWireRequest(wire)) : unavailable()
    const out = await toWireResponse(response)
    return transfer(out, [out.body])
  },

  async details() {
    return { recovery: host?.recovery ?? null, error: bootError, volatile }
  },

  onStateChange(listener) {
    listeners.push(listener)
  },
}

expose(api)
