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

/** Why a date is a day off of a unit's calendar (the entry's description), or null on a working date. */
export async function unitDayOff(db: Kysely<Database>, kode: string, tgl: string): Promise<string | null> {
  return (await loadUnitCalendar(db, { from: tgl, to: tgl })).reasonOf(kode, tgl)
}
