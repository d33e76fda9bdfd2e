import { setupWorker } from 'msw/browser'
import { forwardAdminApi, forwardUploads, mockedPath } from './forward.ts'

/** Registers the MSW service worker with the forwarding handlers (admin API, uploaded pictures). */
export async function interceptAdminApi(
  bases: { apiBase: string; uploadBase: string },
  handle: (request: Request) => Promise<Response>,
) {
  await setupWorker(forwardAdminApi(bases.apiBase, handle), forwardUploads(bases.uploadBase, handle)).start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: serviceWorkerUrl(bases) },
  })
  await ensureControlled()
}

/** public/mock-service-worker.js (MSW's worker behind a filter) with the paths it lets MSW see. */
export function serviceWorkerUrl(bases: { apiBase: string; uploadBase: string }): string {
  const url = new URL(`${import.meta.env.BASE_URL}mock-service-worker.js`, location.href)
  for (const base of [bases.apiBase, bases.uploadBase]) url.searchParams.append('mock', mockedPath(base))
  return url.href
}

const CLAIM_WAIT_MS = 1500
const RELOADED_AT_KEY = 'presensi.sw-reload'
const RELOAD_AGAIN_AFTER_MS = 30_000

/**
 * MSW activates mocking for this page, but only a page the service worker controls sends its
 * requests through it. A page that loaded while the registration was going away (MSW unregisters
 * it when its last page closes) stays uncontrolled even after MSW registers it again: its calls
 * would reach the static server and answer 404 (ending the session). A fresh registration claims
 * the page within a moment; otherwise a reload makes the worker control it (what MSW itself does
 * for a registered worker and an uncontrolled page). Never twice in a row: that is reported.
 */
async function ensureControlled(): Promise<void> {
  if (navigator.serviceWorker.controller || (await claimedWithin(CLAIM_WAIT_MS))) return
  if (navigator.serviceWorker.controller) return // claimed just before the wait began
  if (mayReloadNow()) {
    window.location.reload()
    return new Promise(() => {}) // the page goes away; nothing may say ready meanwhile
  }
  throw new Error('service worker aplikasi tidak mengendalikan halaman ini. Muat ulang halaman')
}

/** Once per 30 s at most (a browser whose worker never takes control must not reload forever). */
function mayReloadNow(): boolean {
  try {
    const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0)
    if (Date.now() - reloadedAt <= RELOAD_AGAIN_AFTER_MS) return false
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()))
    return true
  } catch {
    return false // no session storage: no way to tell a loop from a first try
  }
}

function claimedWithin(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      { once: true },
    )
  })
}
