/**
 * The BroadcastChannel on which a tab says "I changed data" (mock mode: every tab of the browser
 * shares the one in-browser database, docs/presensi-pegawai-app.md#tabs). The mock backend posts on
 * it after each successful write it forwards; `followWritesOfOtherTabs` listens.
 */
export const WRITES_CHANNEL = 'presensi-data-berubah'

let channel: BroadcastChannel | null | undefined

/**
 * The tab's one end of the channel, for posting and listening alike: a BroadcastChannel does not
 * hear its own messages, so a tab's own save reloads only what that save names (query.ts,
 * `refetchAfterWrite`), never every query of the screen a second time. Null without the API.
 */
export function writesChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(WRITES_CHANNEL)
  return channel
}
