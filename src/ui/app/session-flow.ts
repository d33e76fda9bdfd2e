import { atom } from 'jotai'
import { LOGIN_MESSAGES } from '../../contract/messages.ts'
import type { SessionUser } from '../../contract/session.ts'
import { showMessage } from '../components/MessageDialog.tsx'
import { toast } from '../components/Toast.tsx'
import { ApiFailure, api, ContractFailure } from '../lib/api-client.ts'
import { appStore, clearSession, followSessionOfOtherTabs, saveSession, sessionAtom } from '../lib/session.ts'
import { href, returnTarget } from './route-table.ts'

/**
 * How a session starts, is checked and ends (SPEC.md §4). The layout renders at once from the
 * stored session; the server check runs in the background and, when it fails, says why.
 */

export const SESSION_MESSAGES = {
  expired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
} as const

/**
 * Why the last session ended. 'expired': the server rejected the token (the login page says so
 * and returns the user to the page afterwards); 'logout': Keluar; 'refused': no active academic
 * year for a unit admin (the 'Gagal Login' dialog says why).
 */
export type SessionEnd = 'expired' | 'logout' | 'refused'
export const sessionEndAtom = atom<SessionEnd | null>(null)

type Navigate = (to: string, options?: { replace?: boolean }) => void

export function endSession(reason: SessionEnd) {
  appStore.set(sessionEndAtom, reason)
  clearSession()
}

// Keluar in another tab ends this tab's session too: /login at once, without the return address.
if (typeof window !== 'undefined') followSessionOfOtherTabs(() => appStore.set(sessionEndAtom, 'logout'))

/** The api client's 401 hook: a request carrying the token was rejected. */
export function onSessionRejected() {
  if (appStore.get(sessionAtom)) endSession('expired')
}

let checkedToken: string | null = null

const isRefusal = (status: number) => status >= 400 && status < 500

/**
 * Checks the stored session with the server once per page load (the caller renders meanwhile).
 * A 4xx ends it as expired; a network failure or a server error says nothing about the token.
 */
export async function checkStoredSession(token: string, navigate: Navigate): Promise<void> {
  if (checkedToken === token) return
  checkedToken = token
  try {
    const answer = await api('GET api/cek/pengguna')
    if (appStore.get(sessionAtom)?.token_app !== token) return
    saveSession(answer.datae)
    await honourActiveYear(answer.datae, answer.status_ta, navigate)
  } catch (error) {
    const stillCurrent = appStore.get(sessionAtom)?.token_app === token
    // A wrongly shaped answer says nothing about the token either: say it, keep the session.
    if (error instanceof ContractFailure) toast.error(error.message, { id: 'kontrak-cek-pengguna' })
    // Only a refusal (4xx) ends it: a failed fetch (status 0, as when the tabs hand the database
    // over while this page loads) once logged every tab out.
    else if (error instanceof ApiFailure && isRefusal(error.status) && stillCurrent) endSession('expired')
  }
}

/**
 * SPEC.md §4, at login and on every session check: without an active academic year a unit admin
 * is logged out with the warning, an administrator is sent to /tahunajaran to choose one.
 */
async function honourActiveYear(user: SessionUser, statusTa: string, navigate: Navigate) {
  if (statusTa !== 'non') return
  if (user.levelx !== 0) {
    endSession('refused')
    await refuseWithoutActiveYear(user.token_app)
    return
  }
  const tahunAjaran = href('tahunajaran')
  if (window.location.pathname !== tahunAjaran) navigate(tahunAjaran, { replace: true })
}

async function refuseWithoutActiveYear(token: string) {
  // The session may be cleared already, so its token is passed explicitly to end it on the server.
  await api('POST admin/logout', { token }).catch(() => undefined)
  await showMessage({ title: 'Gagal Login', message: LOGIN_MESSAGES.noActiveYear, tone: 'error' })
}

/**
 * After `PUT admin/login`: store the session and go to the page asked for before logging in
 * (`?kembali=`), or to /tahunajaran when no academic year is active.
 */
export async function completeLogin(user: SessionUser, statusTa: string, navigate: Navigate) {
  if (statusTa === 'non' && user.levelx !== 0) {
    await refuseWithoutActiveYear(user.token_app)
    return
  }
  checkedToken = user.token_app
  appStore.set(sessionEndAtom, null)
  saveSession(user)
  navigate(statusTa === 'non' ? href('tahunajaran') : returnTarget(window.location.search), {
    replace: true,
  })
}
