import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect } from 'react'
import { Link, Redirect, useLocation, useSearch } from 'wouter'
import { PageHeader } from '../components/PageHeader.tsx'
import { sessionAtom } from '../lib/session.ts'
import { href, LOGIN_PATH, loginHref, returnTarget } from './route-table.ts'
import { checkStoredSession, sessionEndAtom } from './session-flow.ts'

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

export const ADMIN_ONLY = 'Halaman ini khusus Admin Yayasan'

/**
 * A level-1 user on a level-0 route (SPEC.md §6): the page says so where it was asked for, instead
 * of a silent return to Beranda (issue 34). The screen is not rendered, so it requests nothing.
 */
export function AdminOnlyPage({ title }: { title: string }) {
  return (
    <section>
      <PageHeader title={ADMIN_ONLY} />
      <p>
        {title} hanya dapat dibuka oleh Admin Yayasan. Menu di samping berisi halaman yang dapat Anda buka.
      </p>
      <p>
        <Link href={href('beranda')}>Kembali ke Beranda</Link>
      </p>
    </section>
  )
}
