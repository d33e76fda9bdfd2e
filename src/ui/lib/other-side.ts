import { useEffect } from 'react'
import { followWritesOfOtherTabs } from './other-tab-writes.ts'

/** How often, in live mode, a screen the other side changes asks again (issue 34: seen within 2 s). */
export const OTHER_SIDE_POLL_MS = 1500

const LIVE = import.meta.env.VITE_API_MODE === 'live'

/** Live mode: ask again while the page is visible; a hidden tab asks nothing (docs/architecture.md). */
const POLL_WHILE_VISIBLE = {
  refetchInterval: OTHER_SIDE_POLL_MS,
  refetchIntervalInBackground: false,
} as const

/**
 * For a query that the other side changes (the admin's Pengajuan Ijin and Beranda counts, the
 * employee's Ijin list and Hari Ini): spread the answer into its options. In mock mode the other
 * side is another tab of this browser, which says when it wrote (other-tab-writes.ts): nothing to
 * poll. In live mode there is no such signal: the query polls every 1.5 s while the page is visible.
 * Only cheap queries take it (one list or a few counts, never a 30-day summary).
 */
export function useOtherSideChanges(): Partial<typeof POLL_WHILE_VISIBLE> {
  useEffect(() => {
    if (!LIVE) followWritesOfOtherTabs()
  }, [])
  return LIVE ? POLL_WHILE_VISIBLE : {}
}
