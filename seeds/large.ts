import type { Connection } from '../src/db/connection.ts'
import { type SeedSummary, seedFoundation } from './foundation.ts'
import { HEAD_OFFICE, type Office, unitOffices } from './offices.ts'

/**
 * The benchmark dataset (DESIGN.md §4: 2,000 employees × 1 year): the demo's foundation scaled up
 * to ~100 employees per school (units SDIT1, SMPIT1, SMAIT1, TKIT1, SDIT2, …) with the same
 * schedules, holidays, habits and leave requests. 2,000 × 365 gives ~550k attendance rows;
 * teaching hours (absensi_ajar) cover only the last two months, to keep the file near 100 MiB.
 */
export interface LargeOptions {
  today: string
  employees?: number
  days?: number
}

const WEIGHT: Record<Office['jenjang'], number> = { pusat: 0, tk: 0.5, sd: 1.3, smp: 1, sma: 1 }

export function largeOffices(employees: number): Office[] {
  return [HEAD_OFFICE, ...unitOffices(Math.max(4, Math.round(employees / 100)))]
}

/** Employees per office: 4 % (at least 10) at the head office, the rest by school level. */
export function largeSizes(offices: readonly Office[], employees: number): number[] {
  const head = Math.min(employees, Math.max(10, Math.round(employees * 0.04)))
  const rest = employees - head
  const total = offices.reduce((sum, office) => sum + WEIGHT[office.jenjang], 0)
  const sizes = offices.map((office) =>
    office.pusat ? head : Math.floor((rest * WEIGHT[office.jenjang]) / total),
  )
  const assigned = sizes.reduce((sum, size) => sum + size, 0)
  // Rounding leftovers go to the units in order.
  for (let i = 0; i < employees - assigned; i++) {
    const unit = 1 + (i % (offices.length - 1))
    sizes[unit] = (sizes[unit] ?? 0) + 1
  }
  return sizes
}

export function seedLarge(conn: Connection, options: LargeOptions): Promise<SeedSummary> {
  const employees = options.employees ?? 2000
  const days = options.days ?? 365
  const offices = largeOffices(employees)
  const approved = Math.max(12, Math.round((employees * days) / 2500))
  return seedFoundation(conn, {
    today: options.today,
    days,
    offices,
    sizes: largeSizes(offices, employees),
    unassigned: 1,
    leave: {
      pending: Math.max(5, Math.round(employees / 40)),
      approved,
      rejected: Math.max(6, Math.round(approved / 2)),
    },
    maxAjarPerDay: 2,
    photoDays: 1,
    ajarDays: 62,
  })
}
