import type { Kysely } from 'kysely'
import { toCutiBersama } from '../contract/pengaturan-rules.ts'
import { calendarEntriesBetween, storedCutiBersama } from '../db/calendar.ts'
import type { Database } from '../db/schema.ts'
import { buildUnitCalendar, type UnitCalendar } from '../domain/unit-calendar.ts'

/** The days off of every unit over a range, as the rules read them (src/domain/unit-calendar.ts). */
export async function loadUnitCalendar(
  db: Kysely<Database>,
  range: { from: string; to: string },
): Promise<UnitCalendar> {
  const [entries, cutiBersama] = await Promise.all([calendarEntriesBetween(db, range), storedCutiBersama(db)])
  return buildUnitCalendar(entries, range, toCutiBersama(cutiBersama))
}
