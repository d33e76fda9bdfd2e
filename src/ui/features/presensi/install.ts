/**
 * Makes /presensi installable: the page links the web app manifest (scoped to /presensi,
 * `display: standalone`, served with its icons by the build, scripts/presensi-manifest.ts).
 * Linked from here, not from index.html, so the admin's page advertises no employee app.
 */
export const MANIFEST_PATH = '/presensi/manifest.webmanifest'

export function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = MANIFEST_PATH
  document.head.append(link)
  const theme = document.createElement('meta')
  theme.name = 'theme-color'
  theme.content = '#0f766e'
  document.head.append(theme)
}

/** The app shell's service worker, written by the live build (scripts/presensi-shell-worker.ts). */
export const SHELL_WORKER_FILE = 'presensi-sw.js'

/**
 * Live build only: the shell worker keeps the app so a reload without signal still opens it
 * (issue 34). Scoped to /presensi: the admin's pages never go through it. In mock mode MSW's
 * worker controls every page of the origin and this one is not registered (a more specific scope
 * would take /presensi away from MSW).
 */
export function registerShellWorker() {
  if (!('serviceWorker' in navigator)) return
  const base = import.meta.env.BASE_URL
  navigator.serviceWorker
    .register(`${base}${SHELL_WORKER_FILE}`, { scope: `${base}presensi` })
    .catch((error: unknown) => console.warn('[presensi] the offline shell is not available', error))
}
