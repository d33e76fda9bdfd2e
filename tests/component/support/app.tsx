import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, expect, vi } from 'vitest'
import { DEMO_ADMIN, DEMO_CREDENTIALS, DEMO_UNIT_ADMIN } from '../../../seeds/credentials.ts'
import type { SessionUser } from '../../../src/contract/session.ts'
import { App } from '../../../src/ui/app/App.tsx'
import { RENDER_FAILURE } from '../../../src/ui/app/RenderBoundary.tsx'
import { onSessionRejected, sessionEndAtom } from '../../../src/ui/app/session-flow.ts'
import { configureApiClient } from '../../../src/ui/lib/api-client.ts'
import {
  appStore,
  clearSession,
  currentToken,
  type StoredSession,
  sessionAtom,
} from '../../../src/ui/lib/session.ts'
import { rawCall, startTestServer, type TestLogin } from '../../support/test-server.ts'

/** Where the app keeps its session (src/ui/lib/session.ts; tests/e2e/support.ts reads it too). */
export const SESSION_KEY = 'presensi.sesi'

/** Both demo logins come with every boot snapshot: one snapshot per file, no password hashing per test. */
const DEMO_LOGINS = [DEMO_ADMIN, DEMO_UNIT_ADMIN] as const

export interface AppOptions {
  /** The address the page loads at ('/pegawai/5', '/login?kembali=%2Fshift'). */
  path: string
  /** The stored session the page loads with: a demo user (its real token), a session as given, or none. */
  session?: TestLogin | StoredSession | null
  /**
   * Log the demo user in anew (a token of its own) instead of using the boot snapshot's session,
   * whose token is the same for every test of the file: the app checks a token once per page load
   * (session-flow.ts), and a module that lives for the whole file has checked it already.
   */
  newLogin?: boolean
}

/**
 * A page load of the whole app, as src/main.tsx starts it (StrictMode, the api client's token and
 * 401 hooks), on the browser's own address (jsdom's history: the guards and the session check read
 * `window.location`), against a fresh copy of the demo server through msw/node. A stored session
 * is in localStorage and the session atom before the first render, as after a reload.
 */
export async function renderApp({ path, session = null, newLogin = false }: AppOptions) {
  const server = await startTestServer({ loggedIn: DEMO_LOGINS })
  const stored =
    session && 'pass' in session ? await demoSession(server.sessions, session, newLogin) : session
  // A browser of its own, as each Playwright test has: nothing stored by an earlier test (the
  // dashboard's last answers would show first and be replaced under a click).
  localStorage.clear()
  sessionStorage.clear()
  // A fresh page: no reason for an ended session yet, and the session the page finds stored.
  appStore.set(sessionEndAtom, null)
  if (stored) appStore.set(sessionAtom, stored)
  else clearSession()
  configureApiClient({
    token: currentToken,
    ready: () => Promise.resolve(),
    onUnauthorized: onSessionRejected,
  })
  // Build-time constants (vite.config.ts defines them; vitest.config.ts does not): the login
  // page's demo list, and no e2e-only storage faults (a production build's value).
  vi.stubGlobal('__DEMO_CREDENTIALS__', DEMO_CREDENTIALS)
  vi.stubGlobal('__E2E_FAULTS__', false)
  window.history.replaceState(null, '', path)
  const view = render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  return { server, view, stored, user: userEvent.setup() }
}

/** The stored session of a demo login (the boot snapshot's, or a new one), as the server describes it. */
async function demoSession(
  sessions: ReadonlyMap<string, string>,
  login: TestLogin,
  newLogin: boolean,
): Promise<StoredSession> {
  if (newLogin) return answered(await rawCall('PUT', 'admin/login', { body: login }), 'data')
  const token = sessions.get(login.usernama)
  if (!token) throw new Error(`${login.usernama} is not logged in in the boot snapshot`)
  return answered(await rawCall('GET', 'api/cek/pengguna', { token }), 'datae')
}

/** The user an answer of the login or the session check carries. */
function answered(
  { status, body }: Awaited<ReturnType<typeof rawCall>>,
  key: 'data' | 'datae',
): StoredSession {
  if (status !== 200) throw new Error(`no session: ${JSON.stringify(body)}`)
  // What the app keeps of it (lib/session.ts stores these fields only).
  const { iduser: _notStored, ...stored } = body[key] as SessionUser
  return stored
}

/** The address bar: path and query, as Playwright's `toHaveURL('/x?y')` compares it. */
export const currentAddress = () => `${window.location.pathname}${window.location.search}`

/** Waits until the app is at `address`. */
export async function expectAddress(address: string) {
  await waitFor(() => expect(currentAddress()).toBe(address))
}

/** The raw stored session (localStorage), or null. */
export const storedSession = () => localStorage.getItem(SESSION_KEY)

/** Client-side navigation, as a link click does (wouter follows history.pushState). */
export function navigateInApp(path: string) {
  act(() => {
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
}

/** The page's own heading (h1). A screen's code loads on demand: the first visit may take a while. */
export const findPageHeading = (name: string) =>
  screen.findByRole('heading', { name, level: 1 }, { timeout: 15_000 })

/**
 * The screen titled `title` is shown: its heading, and no render failure (RenderBoundary shows the
 * title too when the screen cannot render).
 */
export async function findScreen(title: string) {
  const heading = await findPageHeading(title)
  expect(screen.queryByText(RENDER_FAILURE)).toBeNull()
  return heading
}

export const queryPageHeadings = (name: string) => screen.queryAllByRole('heading', { name, level: 1 })

/** The login form is shown. */
export const findLoginButton = () => screen.findByRole('button', { name: 'Masuk' }, { timeout: 15_000 })

/** Logs in through the login form. */
export async function submitLogin(user: ReturnType<typeof userEvent.setup>, login: TestLogin) {
  await user.type(await screen.findByLabelText('Nama Pengguna'), login.usernama)
  await user.type(screen.getByLabelText('Kata Sandi'), login.pass)
  await user.click(screen.getByRole('button', { name: 'Masuk' }))
}

/** Presses 'Keluar' in the top bar and waits for the login screen. */
export async function logout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Keluar' }))
  await expectAddress('/login')
  await findLoginButton()
}

/**
 * A toast with this text is shown; it is then dismissed, so neither a later check of this test
 * nor the next test (sonner replays active toasts to a new Toaster) mistakes it for a new one.
 */
export async function expectToast(text: string) {
  expect(await screen.findByText(text, undefined, { timeout: 10_000 })).toBeTruthy()
  await dismissToasts()
}

async function dismissToasts() {
  const { toast } = await import('sonner')
  toast.dismiss()
}

// Every test file using renderApp: no toast of one test reaches the next one's Toaster.
afterEach(dismissToasts)
