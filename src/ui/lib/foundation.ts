import { atom, useAtomValue } from 'jotai'
import type { Pengaturan } from '../../contract/pengaturan.ts'
import { api } from './api-client.ts'
import { appStore } from './session.ts'

/**
 * The foundation's settings (`GET api/pengaturan`) for the top bar and print headers. The last
 * answer is kept in localStorage so a reload shows the name at once; it is refreshed once per
 * session start and replaced by the Pengaturan screen's save.
 */
const STORAGE_KEY = 'presensi.yayasan'

function readStored(): Pengaturan | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Pengaturan) : null
  } catch {
    return null
  }
}

const foundationAtom = atom<Pengaturan | null>(readStored())

export function setFoundation(settings: Pengaturan) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(settings))
  appStore.set(foundationAtom, settings)
}

/** Best effort: without an answer the last known name stays (the top bar is not worth an error). */
export async function refreshFoundation(): Promise<void> {
  try {
    setFoundation(await api('GET api/pengaturan'))
  } catch {
    // Kept as it was; a rejected session is handled by the api client's 401 hook.
  }
}

export const useFoundation = () => useAtomValue(foundationAtom)

/** The foundation's name; '' while unknown or not set (callers leave it out then). */
export const useFoundationName = (): string => useFoundation()?.nama_yayasan ?? ''
