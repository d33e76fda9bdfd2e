import { useEffect, useSyncExternalStore } from 'react'
import type { PresensiHariIni } from '../../../contract/presensi.ts'
import { wallClock } from '../../../domain/calendar.ts'
import { type ApiArgs, ApiFailure, api, failureMessage } from '../../lib/api-client.ts'

/**
 * Check-ins made without signal (issue 34, docs/presensi-pegawai-app.md). When sending Absen
 * Datang/Pulang fails for want of a connection (not a refusal), the check-in is kept on this phone
 * as it was taken (position, selfie, the time, the id of its sending) and sent when the signal
 * returns: at once on the browser's 'online' event, and every half minute meanwhile. The server
 * stores a sending once (its id), so a check-in that did arrive, whose answer was lost, is never
 * stored twice. A refusal (a 4xx: too old, outside the area) stays on the list with its message.
 *
 * Kept in localStorage per employee (a selfie is ≤ 300 KB, a day holds at most two), read by every
 * tab of the app; the last 'hari-ini' answer is kept beside it, so the app still shows today's
 * button after a reload without signal.
 */
export type AbsenStep = 'datang' | 'pulang'
type AbsenBody = ApiArgs<'POST presensi/datang'>['body']

export interface QueuedAbsen {
  step: AbsenStep
  /** As taken: position, selfie, when (`diambil`) and the sending's id (`id_kirim`). */
  body: AbsenBody & { diambil: string; id_kirim: string }
  /** The server's refusal: not sent again, shown until the employee removes it. */
  ditolak?: string
}

const RETRY_MS = 30_000
const queueKey = (idp: number) => `presensi.antrean.${idp}`
const todayKey = (idp: number) => `presensi.hari-ini.${idp}`

export const routeOf = (step: AbsenStep) =>
  step === 'datang' ? 'POST presensi/datang' : 'POST presensi/pulang'

/** No answer, or a gateway that could not reach the server: the signal, worth another try. */
export const isSignalProblem = (error: unknown) =>
  error instanceof ApiFailure && [0, 502, 503, 504].includes(error.status)

// ---- the store: one list per employee, the same array until it changes (useSyncExternalStore).

const lists = new Map<number, QueuedAbsen[]>()
const listeners = new Set<() => void>()
const EMPTY: QueuedAbsen[] = []

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function queuedOf(idp: number): QueuedAbsen[] {
  let list = lists.get(idp)
  if (!list) {
    list = readJson<QueuedAbsen[]>(queueKey(idp)) ?? EMPTY
    lists.set(idp, list)
  }
  return list
}

function save(idp: number, list: QueuedAbsen[]) {
  if (list.length) localStorage.setItem(queueKey(idp), JSON.stringify(list))
  else localStorage.removeItem(queueKey(idp))
  lists.set(idp, list.length ? list : EMPTY)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab queued or sent one: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !event.key.startsWith('presensi.antrean.')) return
    lists.clear()
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Keeps a check-in that could not be sent. Throws when the phone's storage is full. */
export function enqueue(idp: number, item: QueuedAbsen) {
  save(idp, [...queuedOf(idp), item])
}

export function removeQueued(idp: number, idKirim: string) {
  save(
    idp,
    queuedOf(idp).filter((item) => item.body.id_kirim !== idKirim),
  )
}

function markRefused(idp: number, idKirim: string, pesan: string) {
  save(
    idp,
    queuedOf(idp).map((item) => (item.body.id_kirim === idKirim ? { ...item, ditolak: pesan } : item)),
  )
}

/** The big button's step once the waiting check-ins are counted (a queued arrival: next is Pulang). */
export function stepAfterQueue(
  berikutnya: AbsenStep | null,
  queue: readonly QueuedAbsen[],
): AbsenStep | null {
  const waiting = queue.filter((item) => !item.ditolak)
  if (waiting.some((item) => item.step === 'pulang')) return null
  if (waiting.some((item) => item.step === 'datang')) return berikutnya === 'datang' ? 'pulang' : berikutnya
  return berikutnya
}

// ---- sending

let sending: Promise<void> | null = null

/** Sends the waiting check-ins in order; stops at the first that still finds no signal. */
export function sendQueued(idp: number): Promise<void> {
  sending ??= sendInOrder(idp).finally(() => {
    sending = null
  })
  return sending
}

async function sendInOrder(idp: number) {
  for (const item of queuedOf(idp)) {
    if (item.ditolak) continue
    try {
      await api(routeOf(item.step), { body: item.body })
      removeQueued(idp, item.body.id_kirim)
    } catch (error) {
      // No signal yet, or the session ended (sent after the next login): try again later.
      if (isSignalProblem(error) || (error instanceof ApiFailure && error.status === 401)) return
      markRefused(idp, item.body.id_kirim, failureMessage(error))
    }
  }
}

/** This employee's queue, as it changes (every tab of the app). */
export function useQueuedAbsen(idp: number): QueuedAbsen[] {
  return useSyncExternalStore(subscribe, () => queuedOf(idp))
}

/** While something waits: send on 'online', and every half minute (a signal the browser did not notice). */
export function useSendQueued(idp: number) {
  const waiting = useQueuedAbsen(idp).some((item) => !item.ditolak)
  useEffect(() => {
    if (!waiting) return
    const send = () => void sendQueued(idp)
    send()
    window.addEventListener('online', send)
    const timer = setInterval(send, RETRY_MS)
    return () => {
      window.removeEventListener('online', send)
      clearInterval(timer)
    }
  }, [idp, waiting])
}

// ---- today's last answer, for a reload without signal, and how far the phone's clock is off

interface KeptToday {
  today: PresensiHariIni
  /** Milliseconds to add to the phone's clock to read the server's (0 when within 2 minutes). */
  lag: number
}

/** Within this the phone's clock is taken as it is (the answer says the server's minute only). */
const CLOCK_TRUSTED_MS = 2 * 60_000

/**
 * How far the phone's clock is behind the server's, from a 'hari-ini' answer received at
 * `receivedAt` (the phone's ms): a check-in taken without signal is stamped by the server's clock
 * as the phone last saw it, so a phone set wrong neither moves it nor gets it refused as "future".
 */
export function phoneClockLag(today: PresensiHariIni, receivedAt: number): number {
  const asUtc = Date.parse(`${today.tanggal}T${today.waktu}:00Z`)
  const wall = wallClock(new Date(asUtc), today.zona_waktu)
  const zoneOffset = Date.parse(`${wall.date}T${wall.time}:00Z`) - asUtc
  // The server's now lies within its minute: its middle is at most 30 s off.
  const lag = asUtc - zoneOffset + 30_000 - receivedAt
  return Math.abs(lag) < CLOCK_TRUSTED_MS ? 0 : lag
}

export function rememberToday(idp: number, today: PresensiHariIni, receivedAt: number) {
  try {
    const kept: KeptToday = { today, lag: phoneClockLag(today, receivedAt) }
    localStorage.setItem(todayKey(idp), JSON.stringify(kept))
  } catch {
    // a full storage only costs the offline view of today
  }
}

export const rememberedToday = (idp: number) => readJson<KeptToday>(todayKey(idp))?.today ?? null

/** Now by the server's clock as the phone last saw it: when a check-in is taken. */
export function takenAt(idp: number): Date {
  return new Date(Date.now() + (readJson<KeptToday>(todayKey(idp))?.lag ?? 0))
}
