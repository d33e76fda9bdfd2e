/** Great-circle distance in metres between two WGS84 points (haversine, mean Earth radius). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface Area {
  lat: number
  lng: number
  radius: number
  kode: string
}

export const insideArea = (point: { lat: number; lng: number }, area: Area) =>
  distanceMetres(point, area) <= area.radius

/**
 * The areas a check-in may come from under a schedule's location rule (SPEC.md §3): 0 anywhere
 * (null: no limit), 1 any registered area, 2 the employee's office's areas — and on a Hari Rapat
 * the head office's areas as well.
 */
export function allowedAreas(
  rule: number,
  areas: readonly Area[],
  office: string,
  headOffice: string | null,
  meetingDay: boolean,
): readonly Area[] | null {
  if (rule === 1) return areas
  if (rule === 2)
    return areas.filter(
      (area) => area.kode === office || (meetingDay && headOffice !== null && area.kode === headOffice),
    )
  return null
}
