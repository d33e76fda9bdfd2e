import { atom } from 'jotai'
import { appStore } from './session.ts'

/**
 * The UI's view of the backend. In mock mode the composition root (src/main.tsx) plugs in the
 * local server; in live mode it is simply ready. The UI never imports the mock itself.
 */
export type BackendState = 'starting' | 'ready' | 'failed'

/** What the local server reports besides its state (structurally the worker's HostStatus). */
export interface BackendDetails {
  recovery: { setAside: number; file: string; reason: string } | null
  error: string | null
  /** Why the data is only in memory (nothing will be kept), when it is. */
  volatile?: string | null
}

export interface BackendStatus extends BackendDetails {
  state: BackendState
  /** owner: this tab holds the database; guest: another tab serves this tab's requests. */
  role: 'owner' | 'guest' | null
}

export interface BackendController {
  start(): Promise<void>
  watch(listener: (status: BackendStatus) => void): void
  retry(): Promise<void>
}

export const backendStateAtom = atom<BackendState>('starting')
export const backendDetailsAtom = atom<BackendDetails>({ recovery: null, error: null })

let controller: BackendController | null = null
let markReady: () => void = () => {}
const readyPromise = new Promise<void>((resolve) => {
  markReady = resolve
})

/**
 * Resolves once the backend first serves. Later (another tab taking the database over, a retry)
 * requests need not wait here: the worker holds them until a tab serves them.
 */
export const whenBackendReady = () => readyPromise

function applyStatus({ state, role, recovery, error, volatile }: BackendStatus) {
  appStore.set(backendStateAtom, state)
  // Set-aside transactions are reported by the start that set them aside only; a later owner's
  // start does not repeat it, so the banner stays for the life of the page.
  const shown = appStore.get(backendDetailsAtom).recovery
  appStore.set(backendDetailsAtom, { recovery: recovery ?? shown, error, volatile })
  // Published for tools and tests: call the API only once this says 'ready'.
  document.documentElement.dataset.backend = state
  if (role) document.documentElement.dataset.backendRole = role
  else delete document.documentElement.dataset.backendRole
  if (state === 'ready') markReady()
}

/** Live mode: nothing to start. */
export function markLiveBackend() {
  applyStatus({ state: 'ready', role: null, recovery: null, error: null })
}

/** Mock mode: load and start the local server off the critical path of the first paint. */
export async function connectBackend(load: () => Promise<BackendController> | BackendController) {
  try {
    controller = await load()
    controller.watch(applyStatus)
    await controller.start()
  } catch (error) {
    console.error('[backend] failed to start', error)
    const reason = error instanceof Error ? error.message : String(error)
    applyStatus({ state: 'failed', role: null, recovery: null, error: reason })
  }
}

/** 'Coba lagi' after a failure: the tab that holds the database opens it again. */
export async function retryBackend() {
  // The worker reports 'starting' and then the outcome; without one (it failed to load), reload.
  if (!controller) return void window.location.reload()
  await controller.retry()
}
