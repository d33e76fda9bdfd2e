import { atom, createStore } from 'jotai'
import type { SessionUser } from '../../contract/session.ts'
import { forgetLastAnswers } from './last-answers.ts'
import { queryClient } from './query.ts'

/** The logged-in user, kept in localStorage so a reload stays logged in (SPEC.md §1). */
export type StoredSession = Pick<
  SessionUser,
  'token_app' | 'levelx' | 'namalengkap' | 'usernama' | 'ids' | 'sekolah'
>

const STORAGE_KEY = 'presensi.sesi'

function readStored(): StoredSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as StoredSession) : null
  } catch {
    return null
  }
}

export const appStore = createStore()
const baseSessionAtom = atom<StoredSession | null>(readStored())

export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (get, set, next: StoredSession | null) => {
    // Another user (or nobody) must never see the previous user's cached data.
    if (get(baseSessionAtom)?.token_app !== next?.token_app) {
      queryClient.clear()
      forgetLastAnswers()
    }
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
    else localStorage.removeItem(STORAGE_KEY)
    set(baseSessionAtom, next)
  },
)

export const currentToken = () => appStore.get(sessionAtom)?.token_app ?? null
export const clearSession = () => appStore.set(sessionAtom, null)
export const saveSession = (user: SessionUser) =>
  appStore.set(sessionAtom, {
    token_app: user.token_app,
    levelx: user.levelx,
    namalengkap: user.namalengkap,
    usernama: user.usernama,
    ids: user.ids,
    sekolah: user.sekolah,
  })

/** The logged-in user changed their own name (Pengguna screen): the top bar follows; the token stays. */
export function renameSession(names: Pick<StoredSession, 'namalengkap' | 'usernama'>) {
  const current = appStore.get(sessionAtom)
  if (current) appStore.set(sessionAtom, { ...current, ...names })
}

/**
 * Another tab of this browser pressed Keluar, or logged in: the browser announces the change of
 * localStorage to every other tab of the origin (a `storage` event), and this tab follows at once
 * (its cached data cleared, its screens replaced by the route guards) rather than at its next
 * click. `onEnded` runs when the session is gone.
 */
export function followSessionOfOtherTabs(onEnded: () => void) {
  window.addEventListener('storage', (event) => {
    // key null: the other tab cleared the whole storage.
    if (event.storageArea !== localStorage || (event.key !== null && event.key !== STORAGE_KEY)) return
    const next = readStored()
    if (appStore.get(baseSessionAtom)?.token_app === next?.token_app) return
    queryClient.clear()
    forgetLastAnswers()
    if (!next) onEnded()
    appStore.set(baseSessionAtom, next) // already stored by the other tab: not written again
  })
}
