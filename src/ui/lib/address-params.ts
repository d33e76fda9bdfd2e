import { useLocation, useSearch } from 'wouter'

/** A change of the address's parameters: a text sets one (even ''), null removes it. */
export type ParamChanges = Record<string, string | null>

/**
 * A list's filters and search kept in the address (issue 20), so Back, reload and a shared link
 * bring them back. Every change replaces the current history entry: Back leaves the screen instead
 * of stepping through each typed letter. Changing anything but `page` starts again at page 1.
 */
export function useAddressParams() {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const params = new URLSearchParams(search)
  const set = (changes: ParamChanges) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    if (!('page' in changes)) next.delete('page')
    const qs = next.toString()
    navigate(qs ? `${path}?${qs}` : path, { replace: true })
  }
  /** The parameter's text, '' when absent. */
  const get = (key: string) => params.get(key) ?? ''
  return { params, get, set }
}

/** A whole number ≥ 1 from the address (a page), else `fallback`. */
export function positiveParam(value: string | null, fallback: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 ? number : fallback
}
