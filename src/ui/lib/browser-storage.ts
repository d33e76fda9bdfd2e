/**
 * The browser's side of storage health (mock mode: the data lives in this browser). Asking for
 * persistent storage keeps the browser from evicting the data when space runs low; browsers decide
 * by themselves (Chromium by site engagement, Firefox asks the user), so it is asked once on first
 * start and can be asked again from the Data screen.
 */
export interface BrowserStorage {
  /** Whether the browser granted persistent storage; null when it cannot say. */
  persisted: boolean | null
  usage: number | null
  quota: number | null
}

const ASKED_KEY = 'presensi.penyimpanan-permanen-diminta'

export async function readBrowserStorage(): Promise<BrowserStorage> {
  const storage = navigator.storage
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : null,
    storage?.estimate ? storage.estimate().catch(() => null) : null,
  ])
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null }
}

/** Asks for persistent storage; resolves to whether it is granted. */
export async function requestPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false
  } catch {
    return false
  }
}

/** On the first start only (Firefox would otherwise ask at every start). */
export async function askPersistenceOnce(): Promise<void> {
  try {
    if (localStorage.getItem(ASKED_KEY)) return
    localStorage.setItem(ASKED_KEY, new Date().toISOString())
  } catch {
    return
  }
  if (await navigator.storage?.persisted?.().catch(() => false)) return
  await requestPersistence()
}
