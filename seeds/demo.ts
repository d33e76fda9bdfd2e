import type { Connection } from '../src/db/connection.ts'
import { zonedDate, zonedTime } from '../src/domain/calendar.ts'
import { DEMO_UNIT_ADMIN } from './credentials.ts'
import { seedFoundation } from './foundation.ts'
import { HEAD_OFFICE, unitOffices } from './offices.ts'

export { DEMO_ADMIN, DEMO_CREDENTIALS, DEMO_EMPLOYEE_PASSWORD, DEMO_UNIT_ADMIN } from './credentials.ts'

/**
 * The demo foundation loaded on first start in mock mode (DESIGN.md §2): the head office and four
 * schools, 120 employees on four schedules, ~3 months of attendance up to `today`, national
 * holidays, monthly meeting days, leave requests in every state and the two demo admins.
 */

export const DEMO_OFFICES = [HEAD_OFFICE, ...unitOffices(4)]

/** Employees per office (kode → count), including those who left (status 1/2). */
export const DEMO_EMPLOYEES_PER_OFFICE = { PST: 20, SDIT1: 36, SMPIT1: 28, SMAIT1: 24, TKIT1: 12 } as const

export const DEMO_EMPLOYEE_COUNT = Object.values(DEMO_EMPLOYEES_PER_OFFICE).reduce((a, b) => a + b, 0)

/** Days of attendance history ending today (~3 months). */
export const DEMO_DAYS = 92

/** Leave requests per state: pending (disetujui 0) shows on the dashboard. */
export const DEMO_LEAVE = { pending: 7, approved: 12, rejected: 6 } as const

/** The school of the level-1 demo admin (`unit`): the first school. */
export const DEMO_UNIT_KODE = DEMO_UNIT_ADMIN.ids

/**
 * When the demo is seeded, on the demo foundation's clock (WIB): today's arrivals, departures and
 * leave entries appear only up to `now` ('HH:mm'), so 'Belum datang' and the daily recap tell the
 * truth in a demo too (docs/master-data.md). Without `now`, today is seeded whole (every arrival,
 * no departure), as the large benchmark dataset is.
 */
export interface DemoClock {
  today: string
  now?: string
}

/** The demo's clock at `at` (the demo foundation's zone, WIB). */
export const demoClockAt = (at: Date): Required<DemoClock> => ({ today: zonedDate(at), now: zonedTime(at) })

export async function seedDemo(conn: Connection, options: DemoClock): Promise<void> {
  await seedFoundation(conn, {
    today: options.today,
    now: options.now,
    days: DEMO_DAYS,
    offices: DEMO_OFFICES,
    sizes: DEMO_OFFICES.map(
      (office) => DEMO_EMPLOYEES_PER_OFFICE[office.kode as keyof typeof DEMO_EMPLOYEES_PER_OFFICE],
    ),
    unassigned: 1,
    leave: DEMO_LEAVE,
    maxAjarPerDay: 3,
    photoDays: 2,
    ajarDays: DEMO_DAYS,
  })
}
