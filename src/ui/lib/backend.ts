import { atom } from 'jotai'
import { appStore } from './session.ts'

/**
 * The UI's view of the backend. In mock mode the composition root (src/main.tsx) plugs in the
 * local server; in live mode it is simply ready. The UI never imports the mock itself.
 */
export type BackendState = 'starting' | 'ready' | 'busy' | 'lost' | 'failed'

/** What the local server reports besides its state (structurally the worker's HostDetails). */
export interface BackendDetails {
  recovery: { setAside: number; file: string; reason: string } | null
  error: string | null
  /** Why the data is only in memory (nothing will be kept), or null. */
  volatile: string | null
}

export interface BackendController {
  start(takeOver: boolean): Promise<'ready' | 'busy' | 'lost'>
  onStateChange(listener: (state: 'ready' | 'busy' | 'lost') => void): void
  details(): Promise<BackendDetails>
}

export const backendStateAtom = atom<BackendState>('starting')
export const backendDetailsAtom = atom<BackendDetails>({ recovery: null, error: null, volatile: null })

let controller: BackendController | null = null
let markReady: () => void = () => {}
let readyPromise = new Promise<void>((resolve) => {
  markReady = resolve
})

export const whenBackendReady = () => readyPromise

function applyState(state: BackendState) {
  appStore.set(backendStateAtom, state)
  // Published for tools and tests: call the API only once this says 'ready'.
  document.documentElement.dataset.backend = state
  if (state === 'ready') markReady()
  else if (state === 'lost')
    readyPromise = new Promise<void>((resolve) => {
      markReady = resolve
    })
}

/** Live mode: nothing to start. */
export function markLiveBackend() {
  applyState('ready')
}

/** Mock mode: load and start the local server off the critical path of the first paint. */
export async function connectBackend(load: () => Promise<BackendController> | BackendController) {
  try {
    controller = await load()
    controller.onStateChange(applyState)
    await startWith(controller, false)
  } catch (error) {
    console.error('[backend] failed to start', error)
    applyState('failed')
  }
}

/** Starts (or takes over) the local server; a failure is shown with its reason, never left hanging. */
async function startWith(backend: BackendController, takeOver: boolean) {
  try {
    const state = await backend.start(takeOver)
    if (state === 'ready') appStore.set(backendDetailsAtom, await backend.details())
    applyState(state)
  } catch (error) {
    console.error('[backend] failed to start', error)
    const details = await backend.details().catch(() => null)
    appStore.set(backendDetailsAtom, {
      recovery: null,
      error: details?.error ?? (error instanceof Error ? error.message : String(error)),
      volatile: null,
    })
    applyState('failed')
  }
}

/** Another tab holds the database (or the start failed): try again from this tab. */
export async function takeOverBackend() {
  if (!controller) return
  applyState('starting')
  await startWith(controller, true)
}
