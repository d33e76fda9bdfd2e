import { invalidateAll } from './query.ts'
import { WRITES_CHANNEL } from './writes-channel.ts'

/** A burst of writes elsewhere (a save and its audit entry, a check-in and a reload) reloads once. */
const SETTLE_MS = 150

let following = false

/**
 * Data written in another tab of this browser (an arrival saved in the employee app, a request
 * approved by the admin) shows here without a reload: what changed is not said, so every active
 * query reloads (mock mode only: the answers come from this browser, no server pays for it).
 * Idempotent; called by the screens that show live counts (Beranda, Rekap Harian) and by the
 * employee app, so the admin's first download carries none of it.
 */
export function followWritesOfOtherTabs() {
  if (following || typeof BroadcastChannel === 'undefined') return
  following = true
  let timer: ReturnType<typeof setTimeout> | null = null
  new BroadcastChannel(WRITES_CHANNEL).onmessage = () => {
    if (timer) return
    timer = setTimeout(() => {
      timer = null
      void invalidateAll()
    }, SETTLE_MS)
  }
}
