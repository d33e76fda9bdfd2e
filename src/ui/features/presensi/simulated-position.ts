import type { PresensiArea } from '../../../contract/presensi.ts'
import { distanceMetres } from '../../../domain/geo.ts'
import type { Position } from './position.ts'

/**
 * 'Posisi simulasi' (mock mode only): a trainer picks where the phone "is" instead of its GPS, to
 * show every verdict in a classroom. The live build drops it (`DEMO_MODE` is a build constant).
 */

export const REAL_POSITION = 'gps'
export const OUTSIDE_POSITION = 'luar'
/** How far outside the area 'di luar area (500 m)' puts the phone. */
export const OUTSIDE_METRES = 500
const SIMULATED_ACCURACY = 10
/** Along a meridian, on the sphere the server's haversine uses (src/domain/geo.ts). */
const METRES_PER_DEGREE_LAT = (Math.PI * 6_371_000) / 180

/** The choices of the select: the real position first (the default), each area, then outside. */
export function simulationOptions(areas: readonly PresensiArea[]) {
  return [
    { value: REAL_POSITION, label: 'Posisi sebenarnya (GPS)' },
    ...areas.map((area) => ({ value: String(area.idar), label: `Di ${area.lokasi}` })),
    ...(areas.length ? [{ value: OUTSIDE_POSITION, label: `Di luar area (${OUTSIDE_METRES} m)` }] : []),
  ]
}

/**
 * The position a choice stands for: an area's centre, or 500 m due north of the first area's
 * centre (further north, 500 m at a time, while that still falls in another area), so the server
 * refuses it with the distance. null: the real GPS.
 */
export function simulatedPosition(choice: string, areas: readonly PresensiArea[]): Position | null {
  if (choice === REAL_POSITION) return null
  if (choice === OUTSIDE_POSITION) {
    const [first] = areas
    if (!first) return null
    for (let metres = OUTSIDE_METRES; ; metres += OUTSIDE_METRES) {
      const point = { lat: first.lat + metres / METRES_PER_DEGREE_LAT, lng: first.lng }
      if (!areas.some((area) => distanceMetres(point, area) <= area.radius))
        return { ...point, akurasi: SIMULATED_ACCURACY }
    }
  }
  const area = areas.find((candidate) => String(candidate.idar) === choice)
  return area ? { lat: area.lat, lng: area.lng, akurasi: SIMULATED_ACCURACY } : null
}
