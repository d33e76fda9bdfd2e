import { type JejakQuery, jejakQuery } from '../../../contract/jejak-perubahan.ts'

/**
 * The screen's filters live in the address (`/jejakperubahan?tabel=pegawai&idrekaman=5`): a link
 * from an employee opens its history, and Back/reload keep what was chosen. The contract's own
 * query schema reads them, so a hand-edited address falls back to the defaults, never to an error.
 */
export const FILTER_KEYS = [
  'iduser',
  'jenis',
  'tabel',
  'idrekaman',
  'dari',
  'sampai',
  'halaman',
  'page',
] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type JejakFilter = Partial<Record<FilterKey, string>>

/** The filters the address holds (only known keys, only non-empty values). */
export function filterFromSearch(search: string): JejakFilter {
  const params = new URLSearchParams(search)
  const filter: JejakFilter = {}
  for (const key of FILTER_KEYS) {
    const value = params.get(key)
    if (value) filter[key] = value
  }
  return jejakQuery.safeParse(filter).success ? filter : {}
}

/** The address of `filter`; a change of any filter but the page goes back to page 1. */
export function withFilter(current: JejakFilter, key: FilterKey, value: string): JejakFilter {
  const next: JejakFilter = { ...current, [key]: value || undefined }
  if (key !== 'page') delete next.page
  return next
}

/** The query sent: what the address holds, read by the contract (defaults for page and size). */
export const queryOf = (filter: JejakFilter): JejakQuery => jejakQuery.parse(filter)
