import { invalidateAll } from './query.ts'
import { writesChannel } from './writes-channel.ts'

/** A burst of writes elsewhere (a save and its audit entry, a check-in and a reload) reloads once. */
const SETTLE_MS = 150

let following = false

/**
 * Data written in another tab of this browser (an arrival saved in the employee app, a request
 * approved by the admin) shows here without a reload: what changed is not said, so every active
 * query reloads (mock mode only: the answers come from this browser, no server pays for it).
 * The tab's own writes are not heard (writes-channel.ts): they reload what they name.
 * Idempotent; called by the screens that follow the other side (`useOtherSideChanges`, Rekap
 * Harian) and by the employee app, so the admin's first download carries none of it.
 */
export function followWritesOfOtherTabs() {
  const channel = writesChannel()
  if (following || !channel) return
  following = true
  let timer: ReturnType<typeof setTimeout> | null = null
  channel.addEventListener('message', () => {
    if (timer) return
    timer = setTimeout(() => {
      timer = null
      void invalidateAll()
    }, SETTLE_MS)
  })
}
