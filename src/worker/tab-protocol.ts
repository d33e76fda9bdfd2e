import type { HostStatus, WireRequest, WireResponse } from './protocol.ts'
import type { TabPlatform } from './tab-platform.ts'

/**
 * What the tabs' workers say to each other. Every worker listens on the control channel (who owns
 * the database, and in what state) and on its own inbox, a BroadcastChannel whose name only it
 * listens to: requests go to the owner's inbox, answers to the asking tab's inbox.
 */
export const CONTROL_CHANNEL = 'presensi-admin-tabs'
export const inboxOf = (tab: string) => `presensi-admin-tab-${tab}`
/** Held by each tab's worker for its whole life: another tab waiting for it learns the tab is gone. */
export const aliveLockOf = (tab: string) => `presensi-admin-tab-hidup-${tab}`

/** The owner's state as its guests mirror it (their role is their own). */
export type OwnerStatus = Omit<HostStatus, 'role'>

export type ControlMessage =
  /** A tab looking for the owner; the owner answers with `owner`. */
  | { kind: 'who-owns' }
  /** Sent by the owner when it takes the database, when its state changes and to `who-owns`. */
  | { kind: 'owner'; tab: string; status: OwnerStatus }
  /** 'Coba lagi' in a guest tab: the owner opens the database again if it failed. */
  | { kind: 'retry' }

export type InboxMessage =
  /** `id` is unique per request and kept when it is sent again to a new owner (at most once). */
  | { kind: 'request'; from: string; id: string; request: WireRequest }
  | { kind: 'response'; id: string; response: WireResponse }

/** Posts to a channel this worker does not listen to (delivery is queued at post: closing is safe). */
export function postTo(platform: TabPlatform, channel: string, message: InboxMessage) {
  const sender = platform.channel(channel)
  sender.postMessage(message)
  sender.close()
}
