import { useEffect } from 'react'
import type { Pengaturan } from '../../contract/pengaturan.ts'
import { setFoundationZone } from './format.ts'
import { useApiQuery } from './query.ts'

/**
 * The foundation's settings (`GET api/pengaturan`) for the top bar, print headers and the UI's
 * clock (its time zone): one cached query like any other, seeded from the last answer kept in
 * localStorage so a reload shows the name, and dates in the right zone, at once. A save on the
 * Pengaturan screen reloads it (`PUT api/pengaturan` names it in WRITE_EFFECTS). Every logged-in
 * screen shows the top bar, so every screen learns the zone; level 1 may read it too.
 */
const STORAGE_KEY = 'presensi.yayasan'

function readStored(): Pengaturan | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Pengaturan) : undefined
  } catch {
    return undefined
  }
}

// Before any screen renders its first default date (a copy from an older version has no zone: WIB).
setFoundationZone(readStored()?.zona_waktu)

/** Without an answer the last known settings stay (the top bar is not worth an error state). */
export function useFoundation(): Pengaturan | null {
  const settings = useApiQuery('GET api/pengaturan', undefined, {
    initialData: readStored,
    initialDataUpdatedAt: 0, // the stored copy is shown, then checked once
    staleTime: 5 * 60_000,
  })
  const data = settings.data
  // During render, not in an effect: the screen below renders before this component's effects run,
  // and its default dates must already be in the foundation's zone. Idempotent.
  setFoundationZone(data?.zona_waktu)
  useEffect(() => {
    if (data) localStorage.setItem(STORAGE_KEY, JSON.stringify(data))
  }, [data])
  return data ?? null
}

/** The foundation's name; '' while unknown or not set (callers leave it out then). */
export const useFoundationName = (): string => useFoundation()?.nama_yayasan ?? ''
