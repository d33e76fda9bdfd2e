import type { Kysely } from 'kysely'
import type { EndpointName } from '../contract/index.ts'
import type { Database } from '../db/schema.ts'
import { wallClock, type ZonaWaktu } from '../domain/calendar.ts'
import { readZonaWaktu, ZONE_CHANGING_CALLS } from './pengaturan.ts'

/**
 * Instants for internal bookkeeping (session expiry, login lockouts) are UTC ISO strings: they
 * sort and compare. Calendar dates and wall-clock times are src/domain/calendar.ts.
 */
export const instant = (d: Date) => d.toISOString()
export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000)

/** "Today" and "now" of one request, read in the foundation's time zone (docs/clock.md). */
export interface FoundationClock {
  zona: ZonaWaktu
  /** 'YYYY-MM-DD' in the foundation's zone. */
  today: string
  /** 'HH:mm' in the foundation's zone. */
  time: string
}

export const clockAt = (at: Date, zona: ZonaWaktu): FoundationClock => {
  const { date, time } = wallClock(at, zona)
  return { zona, today: date, time }
}

export interface FoundationClockSource {
  /** The clock of a request made at `at`: the zone is read once, then held. */
  at(at: Date): Promise<FoundationClock>
  /** After a call: forgets the held zone when that call may have changed it. */
  after(call: EndpointName): void
}

/**
 * One per server. The zone is read from `pengaturan` on the first request and held until a call
 * that may change it (a settings save, an import, a reset), so a request costs no extra query.
 * A read that raced such a call is used for its own request but not kept.
 */
export function foundationClockSource(db: Kysely<Database>): FoundationClockSource {
  let held: ZonaWaktu | null = null
  let generation = 0
  return {
    async at(at) {
      if (held) return clockAt(at, held)
      const asked = generation
      const zona = await readZonaWaktu(db)
      if (asked === generation) held = zona
      return clockAt(at, zona)
    },
    after(call) {
      if (!ZONE_CHANGING_CALLS.has(call)) return
      held = null
      generation++
    },
  }
}
