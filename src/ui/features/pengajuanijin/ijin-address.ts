import { useLocation, useSearch } from 'wouter'

/**
 * Pengajuan Ijin's filters, search and page live in the address
 * (`/pengajuanijin?statusx=0&berjalan=1&cari=demam&page=2&unit=SDIT1`, issue 20): Back, reload and
 * a shared link show the same list. `statusx=0` is also what Beranda's pending tile opens. The unit
 * is `useUnitFilter`'s (`?unit=`), which drops `page` itself.
 */
export type IjinAddress = {
  /** '' Semua, '0' Menunggu Jawaban, '1' Disetujui, '9' Ditolak. */
  status: '' | '0' | '1' | '9'
  /** 'Filter tanggal berjalan'. */
  running: boolean
  cari: string
  /** 1-based; clamped to the list's pages by the screen. */
  page: number
}

const STATUSES = ['', '0', '1', '9'] as const

/** A hand-edited address falls back to the defaults, never to an error. */
export function addressFromSearch(search: string): IjinAddress {
  const params = new URLSearchParams(search)
  const status = STATUSES.find((value) => value === (params.get('statusx') ?? '')) ?? ''
  const page = Number(params.get('page'))
  return {
    status,
    running: params.get('berjalan') === '1',
    cari: params.get('cari') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The address's search part after `change`; any change but of the page starts again at page 1. */
export function searchWith(search: string, change: Partial<IjinAddress>): string {
  const params = new URLSearchParams(search)
  const put = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key))
  if (change.status !== undefined) put('statusx', change.status)
  if (change.running !== undefined) put('berjalan', change.running ? '1' : '')
  if (change.cari !== undefined) put('cari', change.cari)
  if (change.page !== undefined) put('page', change.page > 1 ? String(change.page) : '')
  else params.delete('page')
  return params.toString()
}

/** The screen's state as the address holds it, and a setter that rewrites the address in place. */
export function useIjinAddress(): [IjinAddress, (change: Partial<IjinAddress>) => void] {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const set = (change: Partial<IjinAddress>) => {
    const next = searchWith(search, change)
    // Typing in Cari must not fill the history with one entry per letter.
    navigate(next ? `${path}?${next}` : path, { replace: true })
  }
  return [addressFromSearch(search), set]
}
