import { useLocation } from 'wouter'
import { api } from '../lib/api-client.ts'
import { clearSession } from '../lib/session.ts'

/** Ends the session on the server (best effort) and locally, then shows Login. */
export async function logoutEverywhere() {
  await api('POST admin/logout').catch(() => undefined)
  clearSession()
}

export function useLogout() {
  const [, navigate] = useLocation()
  return async () => {
    await logoutEverywhere()
    navigate('/login', { replace: true })
  }
}
