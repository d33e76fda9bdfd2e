import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureApiClient } from '../../lib/api-client.ts'
import { followWritesOfOtherTabs } from '../../lib/other-tab-writes.ts'
import { linkManifest } from './install.ts'
import { PresensiApp } from './PresensiApp.tsx'
import { endPegawaiSession, followPegawaiSessionOfOtherTabs, pegawaiToken } from './pegawai-session.ts'

/**
 * Starts the employee app (/presensi) in this page load instead of the admin's screens. The api
 * client, the mock backend and the query cache are the admin's own; only the session differs:
 * every call carries the employee's token, and a 401 ends the employee's session, never the
 * admin's (who may be signed in in another tab of this browser).
 */
export function renderPresensi(root: HTMLElement) {
  configureApiClient({ token: pegawaiToken, onUnauthorized: () => endPegawaiSession('expired') })
  followPegawaiSessionOfOtherTabs()
  followWritesOfOtherTabs() // a request approved in the admin's tab shows here at once
  linkManifest()
  createRoot(root).render(
    <StrictMode>
      <PresensiApp />
    </StrictMode>,
  )
}
