import { ukuranHalaman } from '../../../contract/pegawai.ts'
import { type ParamChanges, positiveParam } from '../../lib/address-params.ts'
import type { PegawaiSearch } from './CariPegawaiModal.tsx'
import type { PegawaiFilter } from './export-pegawai.ts'

/**
 * The employee list's state in the address (`/pegawai?status=0&cari=guru&page=2&tampil=50`).
 * The page size is `tampil`, not the API's `halaman`: a change of unit drops `page` and `halaman`
 * (useUnitFilter), and it must not drop the chosen size.
 */

/** The search texts: `cari` is the general search, the other four the specific one. */
export const SEARCH_KEYS = ['cari', 'nip', 'nama', 'jabatan', 'pendidikan'] as const
const SPECIFIC_KEYS = ['nip', 'nama', 'jabatan', 'pendidikan'] as const

const STATUS_VALUES = ['0', '1', '2'] as const

function statusOf(value: string | null): PegawaiFilter['status'] {
  const known = STATUS_VALUES.find((status) => status === value)
  return known === undefined ? '' : (Number(known) as PegawaiFilter['status'])
}

/**
 * Which texts the server applies: only the general one, only the specific ones, or (both given,
 * the general field typed while a specific search is active) every given text, `jeniscari` empty.
 */
function modeOf(search: Omit<PegawaiSearch, 'jeniscari'>): PegawaiSearch['jeniscari'] {
  const specific = SPECIFIC_KEYS.some((key) => search[key])
  if (!specific) return 'umum'
  return search.cari ? '' : 'khusus'
}

/** The list's filter, page and page size as the address holds them (unknown values: defaults). */
export function listFromAddress(params: URLSearchParams) {
  const texts = Object.fromEntries(SEARCH_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<
    (typeof SEARCH_KEYS)[number],
    string
  >
  const size = Number(params.get('tampil'))
  const filter: Omit<PegawaiFilter, 'kode'> = {
    status: statusOf(params.get('status')),
    jeniscari: modeOf(texts),
    ...texts,
  }
  return {
    filter,
    page: positiveParam(params.get('page'), 1),
    size: (ukuranHalaman as readonly number[]).includes(size) ? size : 20,
  }
}

/** The address change of a search from the modal: its mode's texts, the other mode's removed. */
export function searchChanges(search: PegawaiSearch): ParamChanges {
  const specific = search.jeniscari === 'khusus'
  return Object.fromEntries(
    SEARCH_KEYS.map((key) => {
      const applies = key === 'cari' ? !specific : specific
      return [key, applies && search[key].trim() ? search[key].trim() : null]
    }),
  )
}
