import { useAtomValue } from 'jotai'
import { useLocation, useSearch } from 'wouter'
import type { KantorRow } from '../../contract/master.ts'
import { ALL_UNITS } from '../components/print-text.ts'
import { useApiQuery } from './query.ts'
import { sessionAtom } from './session.ts'

/** The address parameter of the chosen unit (`/absensiharian?unit=SD01`); absent = every unit. */
export const UNIT_PARAM = 'unit'

/** Address parameters that name a page of a list: a change of unit starts again at page 1. */
const PAGE_PARAMS = ['page', 'halaman'] as const

export type UnitFilter = {
  /** `kantor.kode` of the chosen unit, '' for every unit. Send it as the `kode` query parameter. */
  kode: string
  /** The unit's name for headings ('Semua unit' when none is chosen). */
  name: string
  /** A unit admin (level 1) sees its own unit only: the select shows it and cannot change. */
  fixed: boolean
  units: readonly KantorRow[]
  choose: (kode: string) => void
}

/**
 * The unit a report or list is narrowed to, kept in the address so Back, reload and a shared link
 * keep it (issue 20). A unit admin's own unit wins over the address: the server answers it nothing
 * else, and a hand-edited `?unit=` must not make the heading name another unit.
 */
export function useUnitFilter(): UnitFilter {
  const session = useAtomValue(sessionAtom)
  const [path, navigate] = useLocation()
  const search = useSearch()
  const units = useApiQuery('GET api/kantor').data?.datae ?? []
  const fixed = session?.levelx === 1
  const chosen = fixed ? (session?.ids ?? '') : (new URLSearchParams(search).get(UNIT_PARAM) ?? '')
  const unit = units.find((row) => row.kode === chosen)
  const name = unit?.cabang ?? (fixed && session?.sekolah ? session.sekolah : ALL_UNITS)
  const choose = (kode: string) => {
    const params = new URLSearchParams(search)
    if (kode) params.set(UNIT_PARAM, kode)
    else params.delete(UNIT_PARAM)
    for (const key of PAGE_PARAMS) params.delete(key)
    const qs = params.toString()
    navigate(qs ? `${path}?${qs}` : path, { replace: true })
  }
  return { kode: chosen, name, fixed, units, choose }
}
