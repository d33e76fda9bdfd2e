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

/** The local "server" thread: owns sql.js, the OPFS files and the single-tab lock. */

let host: DatabaseHost | null = null
let state: HostState = 'busy'
const listeners: ((state: HostState) => void)[] = []
const basePath = new URL(import.meta.env.VITE_API_BASE_URL ?? '/admin/', self.location.origin).pathname

function setState(next: HostState) {
  state = next
  for (const listener of listeners) listener(next)
}

/** Holds the Web Lock for as long as this tab serves; resolves false if another tab holds it. */
function acquireLock(steal: boolean): Promise<boolean> {
  return new Promise((acquired) => {
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true }
    navigator.locks
      .request(DATABASE_LOCK, options, (lock) => {
        if (!lock) return acquired(false)
        acquired(true)
        return new Promise<void>(() => {}) // held until the tab closes or another tab steals it
      })
      .catch(() => void releaseToOtherTab()) // AbortError: another tab stole the lock
  })
}

async function releaseToOtherTab() {
  const closing = host
  host = null
  setState('lost')
  await closing?.close()
}

/** The other tab closes its file handles asynchronously after a steal, so retry for a while. */
async function openStoreWithRetry(): Promise<OpfsStore> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await OpfsStore.open()
    } catch (error) {
      if (attempt > 200 || !(error instanceof DOMException)) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

const unavailable = () =>
  Response.json({ status: 'gagal', pesan: 'Aplikasi sedang dibuka di tab lain.' }, { status: 503 })

const api: WorkerApi = {
  async start({ takeOver }) {
    if (host) return state
    if (!(await acquireLock(takeOver))) return 'busy'
    const [sqlJs, store] = await Promise.all([initSqlJs({ locateFile: () => wasmUrl }), openStoreWithRetry()])
    host = await startDatabaseHost({
      sqlJs,
      store,
      basePath,
      seed: (c) => seedDemo(c, { today: localDate(new Date()) }),
    })
    setState('ready')
    return 'ready'
  },

  async handle(wire: WireRequest) {
    const response = host ? await host.server.handle(fromWireRequest(wire)) : unavailable()
    const out = await toWireResponse(response)
    return transfer(out, [out.body])
  },

  onStateChange(listener) {
    listeners.push(listener)
  },
}

expose(api)
