import { atom } from 'jotai'
import { appStore } from './session.ts'

/**
 * The UI's view of the backend. In mock mode the composition root (src/main.tsx) plugs in the
 * local server; in live mode it is simply ready. The UI never imports the mock itself.
 */
export type BackendState = 'starting' | 'ready' | 'busy' | 'lost' | 'failed'

export interface BackendController {
  start(takeOver: boolean): Promise<'ready' | 'busy' | 'lost'>
  onStateChange(listener: (state: 'ready' | 'busy' | 'lost') => void): void
}

export const backendStateAtom = atom<BackendState>('starting')

let controller: BackendController | null = null
let markReady: () => void = () => {}
let readyPromise = new Promise<void>((resolve) => {
  markReady = resolve
})

export const whenBackendReady = () => readyPromise

function applyState(state: BackendState) {
  appStore.set(backendStateAtom, state)
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
    applyState(await controller.start(false))
  } catch (error) {
    console.error('[backend] failed to start', error)
    applyState('failed')
  }
}

/** Another tab holds the database: ask it to let go and serve from this tab. */
export async function takeOverBackend() {
  if (!controller) return
  applyState('starting')
  applyState(await controller.start(true))
}
