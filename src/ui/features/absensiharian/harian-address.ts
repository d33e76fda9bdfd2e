import { useLocation, useSearch } from 'wouter'
import { TAMPIL_HARIAN, type TampilHarian } from '../../../domain/harian.ts'
import { foundationToday, isValidYmd } from '../../lib/format.ts'

/**
 * Rekap Harian's state in the address (issue 20): `?tgl=&tampil=&cari=&page=` next to the unit
 * filter's `?unit=`, so Back, reload and a shared link show the same rows. Defaults stay out of
 * the address (today, 'semua', no search, page 1). Changes replace the entry: Back leaves the
 * screen instead of undoing one keystroke of the search.
 */

export const TAMPIL = TAMPIL_HARIAN
export type Tampil = TampilHarian

export interface HarianAddress {
  tgl: string
  tampil: Tampil
  cari: string
  page: number
}

const isTampil = (value: string | null): value is Tampil => TAMPIL.includes(value as Tampil)

function read(search: string): HarianAddress {
  const params = new URLSearchParams(search)
  const tgl = params.get('tgl')
  const tampil = params.get('tampil')
  const page = Number(params.get('page'))
  return {
    tgl: isValidYmd(tgl) ? tgl : foundationToday(),
    tampil: isTampil(tampil) ? tampil : 'semua',
    cari: params.get('cari') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** A change of date, filter or search starts again at page 1. */
function write(search: string, change: Partial<HarianAddress>): string {
  const params = new URLSearchParams(search)
  const next = { ...read(search), page: 1, ...change }
  params.set('tgl', next.tgl)
  const defaults: Partial<Record<keyof HarianAddress, string>> = { tampil: 'semua', cari: '', page: '1' }
  for (const key of ['tampil', 'cari', 'page'] as const) {
    const value = String(next[key])
    if (value === defaults[key]) params.delete(key)
    else params.set(key, value)
  }
  return params.toString()
}

export function useHarianAddress(): HarianAddress & { change: (change: Partial<HarianAddress>) => void } {
  const [path, navigate] = useLocation()
  const search = useSearch()
  return {
    ...read(search),
    change: (change) => navigate(`${path}?${write(search, change)}`, { replace: true }),
  }
}
