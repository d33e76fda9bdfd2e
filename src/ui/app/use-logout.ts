import { useLocation } from 'wouter'
import { api } from '../lib/api-client.ts'
import { LOGIN_PATH } from './route-table.ts'
import { endSession } from './session-flow.ts'

/** Ends the session on the server (best effort) and locally, then shows Login. */
export async function logoutEverywhere() {
  await api('POST admin/logout').catch(() => undefined)
  endSession('logout')
}

export function useLogout() {
  const [, navigate] = useLocation()
  return async () => {
    await logoutEverywhere()
    navigate(LOGIN_PATH, { replace: true })
  }
}
