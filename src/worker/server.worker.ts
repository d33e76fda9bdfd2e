/// <reference lib="webworker" />
import { expose, transfer } from 'comlink'
import initSqlJs from 'sql.js'
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url'
import { DEFAULT_UPLOAD_BASE } from '../contract/uploads.ts'
import { markBoot } from './boot-marks.ts'
import type { DatabaseHost } from './database-host.ts'
import { clockFrom, type E2eSwitches, e2eSwitchesNamed } from './e2e-switches.ts'
import { foldInWorker } from './export-fold-in-worker.ts'
import { importCheckInWorker } from './import-check-in-worker.ts'
import { integrityInWorker } from './integrity-in-worker.ts'
import { OpfsStore } from './opfs-store.ts'
import type { WorkerApi } from './protocol.ts'
import { openStorage, startWithFallback } from './storage-fallback.ts'
import { knownStorageFault, simulateStorageFault } from './storage-faults.ts'
import { TabCoordinator } from './tab-coordinator.ts'
import type { OwnerStatus } from './tab-protocol.ts'

/**
 * The local "server" thread of one tab. The tab that holds the database lock opens sql.js and the
 * OPFS files here and serves every tab; in the other tabs this worker forwards to it
 * (src/worker/tab-coordinator.ts).
 */

/** Starts loading at once: see local-server.ts. A failure is reported when the database opens. */
const loadLocalServer = () => {
  const loading = import('./local-server.ts')
  loading.catch(() => undefined)
  return loading
}
let localServer = loadLocalServer()

/** e2e build only: the page's fixed clock and prebuilt demo file (src/worker/e2e-switches.ts). */
const e2e: E2eSwitches = __E2E_FAULTS__ ? e2eSwitchesNamed(self.name) : {}
const e2eStart = {
  now: e2e.pageNow === undefined ? undefined : clockFrom(e2e.pageNow),
  demoFile: e2e.demoFile,
  checkpointAfterBytes: e2e.checkpointAfterBytes,
}

let host: DatabaseHost | null = null
/** Why the last open failed (shown to the user and answered to requests), or null. */
let bootError: string | null = null
const basePath = new URL(import.meta.env.VITE_API_BASE_URL ?? '/admin/', self.location.origin).pathname
const uploadPath = new URL(import.meta.env.VITE_UPLOAD_BASE_URL ?? DEFAULT_UPLOAD_BASE, self.location.origin)
  .pathname

/**
 * How many more 100 ms tries a failed open deserves: the previous owner's worker may still be
 * closing its file handles when this tab gets the lock (a tab closing, crashing, or still
 * starting): up to a minute; a read the browser could not complete (an I/O hiccup): 2 s. Anything
 * else is reported at once, with its reason.
 */
function openRetries(error: unknown): number {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NoModificationAllowedError') return 600
  return ['NotReadableError', 'AbortError', 'UnknownError'].includes(name) ? 20 : 0
}

async function openStoreWithRetry(): Promise<OpfsStore> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await OpfsStore.open()
    } catch (error) {
      if (attempt >= openRetries(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** Why a request cannot be served: the real reason the database is not open. */
function unavailable() {
  const pesan = `Basis data lokal tidak dapat dibuka: ${bootError ?? 'belum siap'}`
  return Response.json({ status: 'gagal', pesan }, { status: 503 })
}

/** Opens the database once this tab holds the lock; a failure is reported, never thrown. */
async function openDatabase(): Promise<OwnerStatus> {
  bootError = null
  markBoot('open-started')
  try {
    const [sqlJs, opened, { startLocalServer }] = await Promise.all([
      initSqlJs({ locateFile: () => wasmUrl }).then((loaded) => {
        markBoot('wasm-ready')
        return loaded
      }),
      openStorage(openStoreWithRetry).then((storage) => {
        markBoot('storage-open')
        return storage
      }), // no usable OPFS: memory, with the reason (banner)
      localServer,
    ])
    const started = await startWithFallback(opened, (store, storage) =>
      startLocalServer({
        sqlJs,
        store,
        storage,
        basePath,
        uploadPath,
        integrity: integrityInWorker,
        exportFold: foldInWorker,
        importCheck: importCheckInWorker,
        ...e2eStart,
      }),
    )
    host = started.host
    markBoot('host-ready')
    const volatile = started.storage.penyimpanan === 'memori' ? started.storage.keterangan : null
    return { state: 'ready', recovery: host.recovery, error: null, volatile }
  } catch (error) {
    console.error('[server] the database could not be opened', error)
    localServer = loadLocalServer() // 'Coba lagi' fetches it again if that was what failed
    bootError = error instanceof Error ? error.message : String(error)
    return { state: 'failed', recovery: null, error: bootError }
  }
}

const tabs = new TabCoordinator({
  open: openDatabase,
  serve: (request, id) => (host ? host.serve(request, id) : Promise.resolve(unavailable())),
  close: async () => {
    const closing = host
    host = null
    await closing?.close()
  },
})

const api: WorkerApi = {
  start: () => tabs.start(),
  async handle(wire) {
    const out = await tabs.handle(wire)
    return transfer(out, [out.body])
  },
  retry: () => tabs.retry(),
  watch: (listener) => tabs.watch(listener),
}

expose(api)
markBoot('worker-started')
// Only the e2e build honours a fault (named by the page, src/mock/server-worker.ts); elsewhere the
// branch and its code are dropped.
if (__E2E_FAULTS__) simulateStorageFault(knownStorageFault(e2e.fault))
// The page creates this worker first thing: opening starts now, not when the page's starter loads.
// A failure reaches the page through its own start() call, which gets this same start.
tabs.start().catch(() => undefined)
