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
