import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { toast } from '../components/Toast.tsx'
import { sessionAtom } from '../lib/session.ts'
import { href, LOGIN_PATH, loginHref, returnTarget } from './route-table.ts'
import { checkStoredSession, SESSION_MESSAGES, sessionEndAtom } from './session-flow.ts'

/** A logged-in user opening /login goes home, or to the page the login was asked for (SPEC.md §2). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom)
  const search = useSearch()
  return session ? <Redirect to={returnTarget(search)} replace /> : children
}

/**
 * No session → /login, noting the page asked for (not after Keluar). A stored session renders at
 * once and is checked with the server in the background (SPEC.md §4).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom)
  const ended = useAtomValue(sessionEndAtom)
  const [location, navigate] = useLocation()
  const search = useSearch()
  const token = session?.token_app
  useEffect(() => {
    if (token) void checkStoredSession(token, navigate)
  }, [token, navigate])
  if (session) return children
  const askedFor = search ? `${location}?${search}` : location
  const wantsReturn = ended !== 'logout' && ended !== 'refused'
  return <Redirect to={wantsReturn ? loginHref(askedFor) : LOGIN_PATH} replace />
}

/** A level-1 user on a level-0 route goes home and is told why (SPEC.md §6). */
export function Forbidden() {
  const [, navigate] = useLocation()
  useEffect(() => {
    // A fixed id: StrictMode's second effect run must not show a second toast.
    toast.warning(SESSION_MESSAGES.forbidden, { id: 'akses-ditolak' })
    navigate(href('beranda'), { replace: true })
  }, [navigate])
  return null
}
