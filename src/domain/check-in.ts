import { type Employment, isScheduledDay, type ShiftDay } from './attendance.ts'
import { type Area, distanceMetres } from './geo.ts'

/**
 * The employee app's rules for one check-in or check-out (issue 17, docs/presensi-pegawai.md),
 * zod-free and I/O-free: why a day is no working day, and what a position says under the allowed
 * areas. The server applies them; the phone only shows them.
 */

/** Why a date is no working day of the employee, or null when it is one (isScheduledDay's rule). */
export type DayOff =
  | { kind: 'noSchedule' }
  | { kind: 'beforeEmployment' }
  | { kind: 'afterEmployment' }
  | { kind: 'liburKhusus'; uraian: string }
  | { kind: 'libur' }

export function dayOffReason(
  employee: Employment,
  tgl: string,
  day: ShiftDay | undefined,
  liburKhusus: string | null,
): DayOff | null {
  const holidays = new Set(liburKhusus === null ? [] : [tgl])
  if (isScheduledDay(employee, tgl, day, holidays)) return null
  if (employee.idshift === null) return { kind: 'noSchedule' }
  if (employee.tglmasuk && tgl < employee.tglmasuk) return { kind: 'beforeEmployment' }
  if (employee.tglkeluar && tgl > employee.tglkeluar) return { kind: 'afterEmployment' }
  if (liburKhusus !== null) return { kind: 'liburKhusus', uraian: liburKhusus }
  return { kind: 'libur' }
}

export interface Point {
  lat: number
  lng: number
}

/**
 * What a position (with its accuracy, metres) says under the allowed areas:
 * - `anywhere` — the rule is 0 (null areas): accepted, at the nearest area holding the point if any;
 * - `none` — the rule allows areas but there are none;
 * - `lowAccuracy` — the fix is less precise than the nearest area's radius: the position cannot
 *   tell inside from outside, whichever it seems to be;
 * - `outside` — the nearest area does not hold the point (distance in whole metres);
 * - `inside` — the nearest area holding the point.
 */
export type PositionVerdict<A extends Area> =
  | { kind: 'anywhere'; area: A | null }
  | { kind: 'none' }
  | { kind: 'lowAccuracy'; akurasi: number; area: A }
  | { kind: 'outside'; area: A; distance: number }
  | { kind: 'inside'; area: A }

interface Measured<A> {
  area: A
  distance: number
  inside: boolean
}

/** The area holding the point nearest to it, or else the nearest area (null when there is none). */
export function nearestArea<A extends Area>(point: Point, areas: readonly A[]): Measured<A> | null {
  let best: Measured<A> | null = null
  for (const area of areas) {
    const distance = distanceMetres(point, area)
    const candidate = { area, distance, inside: distance <= area.radius }
    const better =
      !best ||
      (candidate.inside && !best.inside) ||
      (candidate.inside === best.inside && distance < best.distance)
    if (better) best = candidate
  }
  return best
}

export function judgePosition<A extends Area>(
  point: Point,
  akurasi: number,
  allowed: readonly A[] | null,
  every: readonly A[],
): PositionVerdict<A> {
  if (allowed === null) {
    const nearest = nearestArea(point, every)
    return { kind: 'anywhere', area: nearest?.inside ? nearest.area : null }
  }
  const nearest = nearestArea(point, allowed)
  if (!nearest) return { kind: 'none' }
  if (akurasi > nearest.area.radius)
    return { kind: 'lowAccuracy', akurasi: Math.ceil(akurasi), area: nearest.area }
  if (!nearest.inside) return { kind: 'outside', area: nearest.area, distance: Math.ceil(nearest.distance) }
  return { kind: 'inside', area: nearest.area }
}
