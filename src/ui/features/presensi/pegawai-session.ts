import { atom } from 'jotai'
import type { PresensiSessionUser } from '../../../contract/presensi.ts'
import { queryClient } from '../../lib/query.ts'
import { appStore } from '../../lib/session.ts'

/**
 * The employee's session, kept apart from the admin's (`presensi.sesi`, src/ui/lib/session.ts):
 * its own storage key and atom, so an employee logging in never touches the admin signed in in
 * another tab of the same browser, and an employee token is never sent with an admin call (the
 * employee app runs in its own page load, with the api client's token hook pointing here).
 */
const STORAGE_KEY = 'presensi.pegawai.sesi'

function readStored(): PresensiSessionUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as PresensiSessionUser) : null
  } catch {
    return null
  }
}

const baseAtom = atom<PresensiSessionUser | null>(readStored())

/** Why the last employee session ended: the login screen says so ('expired'). */
export const pegawaiEndAtom = atom<'expired' | 'logout' | null>(null)

export const pegawaiSessionAtom = atom(
  (get) => get(baseAtom),
  (get, set, next: PresensiSessionUser | null) => {
    // Another employee (or nobody) must never see the previous one's cached data.
    if (get(baseAtom)?.token_app !== next?.token_app) queryClient.clear()
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
    else localStorage.removeItem(STORAGE_KEY)
    set(baseAtom, next)
  },
)

/** A notice for the login screen ('Buka sebagai pegawai' under way or refused); null: none. */
export const pegawaiNoticeAtom = atom<string | null>(null)
export const setPegawaiNotice = (notice: string | null) => appStore.set(pegawaiNoticeAtom, notice)

export const pegawaiToken = () => appStore.get(pegawaiSessionAtom)?.token_app ?? null

export function savePegawaiSession(user: PresensiSessionUser) {
  appStore.set(pegawaiEndAtom, null)
  appStore.set(pegawaiNoticeAtom, null)
  appStore.set(pegawaiSessionAtom, user)
}

export function endPegawaiSession(reason: 'expired' | 'logout') {
  if (!appStore.get(pegawaiSessionAtom)) return
  appStore.set(pegawaiEndAtom, reason)
  appStore.set(pegawaiSessionAtom, null)
}

/** Keluar (or another employee's login) in another tab: this tab follows at once. */
export function followPegawaiSessionOfOtherTabs() {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || (event.key !== null && event.key !== STORAGE_KEY)) return
    const next = readStored()
    if (appStore.get(baseAtom)?.token_app === next?.token_app) return
    queryClient.clear()
    appStore.set(baseAtom, next)
  })
}
