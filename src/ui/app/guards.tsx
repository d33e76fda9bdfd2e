import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect, useState } from 'react'
import { Redirect } from 'wouter'
import { Loading } from '../components/Loading.tsx'
import { ApiFailure, api } from '../lib/api-client.ts'
import { clearSession, saveSession, sessionAtom } from '../lib/session.ts'

/** A logged-in user opening /login goes home (SPEC.md §2). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom)
  return session ? <Redirect to="/" replace /> : children
}

/**
 * No token → /login; level 1 on a level-0 route → home. The stored session is checked with the
 * server once per page load; on failure it is cleared and the user goes to /login (SPEC.md §4).
 */
export function RequireSession(props: { adminOnly: boolean; preload?: () => unknown; children: ReactNode }) {
  const { adminOnly, preload, children } = props
  const session = useAtomValue(sessionAtom)
  const checked = useSessionCheck(session?.token_app ?? null)
  if (!session) return <Redirect to="/login" replace />
  // Fetch the page's code while the session is being checked (idempotent).
  void preload?.()
  if (!checked) return <Loading label="Memeriksa sesi..." />
  if (adminOnly && session.levelx !== 0) return <Redirect to="/" replace />
  return children
}

let checkedToken: string | null = null

function useSessionCheck(token: string | null): boolean {
  const [checked, setChecked] = useState(token !== null && token === checkedToken)
  useEffect(() => {
    if (!token || token === checkedToken) return
    let cancelled = false
    api('GET api/cek/pengguna')
      .then((answer) => {
        checkedToken = answer.datae.token_app
        saveSession(answer.datae)
        if (!cancelled) setChecked(true)
      })
      .catch((error) => {
        // Only the server's rejection (4xx) ends a session: a fetch aborted by a reload, a network
        // failure or an unavailable server says nothing about the token.
        if (error instanceof ApiFailure && error.status < 500) clearSession()
        else if (!cancelled) setChecked(true)
      })
    return () => {
      cancelled = true
    }
  }, [token])
  return checked
}

/** Called after a login: the token just issued needs no second check. */
export function markSessionChecked(token: string) {
  checkedToken = token
}
