import { useEffect } from 'react'
import type { Pengaturan } from '../../contract/pengaturan.ts'
import { useApiQuery } from './query.ts'

/**
 * The foundation's settings (`GET api/pengaturan`) for the top bar and print headers: one cached
 * query like any other, seeded from the last answer kept in localStorage so a reload shows the
 * name at once. A save on the Pengaturan screen reloads it (runAction invalidates every query).
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

/** Without an answer the last known settings stay (the top bar is not worth an error state). */
export function useFoundation(): Pengaturan | null {
  const settings = useApiQuery('GET api/pengaturan', undefined, {
    initialData: readStored,
    initialDataUpdatedAt: 0, // the stored copy is shown, then checked once
    staleTime: 5 * 60_000,
  })
  const data = settings.data
  useEffect(() => {
    if (data) localStorage.setItem(STORAGE_KEY, JSON.stringify(data))
  }, [data])
  return data ?? null
}

/** The foundation's name; '' while unknown or not set (callers leave it out then). */
export const useFoundationName = (): string => useFoundation()?.nama_yayasan ?? ''
