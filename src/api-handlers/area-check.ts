import type { Kysely } from 'kysely'
import type { AbsensiReportRow } from '../db/reports.ts'
import type { Database } from '../db/schema.ts'
import { allowedAreas, insideArea } from '../domain/geo.ts'

/**
 * Marks app check-ins made outside the areas their schedule allows ('di luar area'). Manual entries
 * and records without coordinates are not judged (undefined).
 */
export async function outsideAreaJudge(db: Kysely<Database>, range: { from: string; to: string }) {
  const [areas, shifts, headOffice, meetingDays] = await Promise.all([
    db.selectFrom('area_absensi').select(['lat', 'lng', 'radius', 'kode']).execute(),
    db.selectFrom('shift').select(['idshift', 'lokasi_masuk']).execute(),
    db.selectFrom('kantor').select('kode').where('pusat', '=', 1).executeTakeFirst(),
    db
      .selectFrom('hari_khusus')
      .select('tglkhusus')
      .where('tglkhusus', '>=', range.from)
      .where('tglkhusus', '<=', range.to)
      .execute(),
  ])
  const ruleOf = new Map(shifts.map((shift) => [shift.idshift, shift.lokasi_masuk]))
  const meeting = new Set(meetingDays.map((day) => day.tglkhusus))
  return (row: AbsensiReportRow): boolean | undefined => {
    if (row.device !== 0 || row.lat === null || row.lng === null || row.idshift === null) return undefined
    const allowed = allowedAreas(
      ruleOf.get(row.idshift) ?? 0,
      areas,
      row.kode,
      headOffice?.kode ?? null,
      meeting.has(row.tgl),
    )
    if (!allowed) return undefined
    const point = { lat: row.lat, lng: row.lng }
    return !allowed.some((area) => insideArea(point, area))
  }
}
