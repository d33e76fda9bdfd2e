import type { Kysely, Selectable } from 'kysely'
import type { Database, KalenderTable } from './schema.ts'

/** The calendar's reads (issue 30); what they mean for a working day is src/domain/unit-calendar.ts. */

export interface KalenderEntryRow extends Selectable<KalenderTable> {
  /** The chosen units' codes, sorted (empty for an entry of every unit). */
  unit: string[]
}

/** The units chosen by each of the given entries. */
async function unitsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string[]>> {
  const units = new Map<number, string[]>()
  if (!ids.length) return units
  const rows = await db
    .selectFrom('kalender_unit')
    .select(['idkalender', 'kode'])
    .where('idkalender', 'in', ids)
    .orderBy('kode')
    .execute()
  for (const row of rows) units.set(row.idkalender, [...(units.get(row.idkalender) ?? []), row.kode])
  return units
}

/**
 * Every entry with a date in the range (both inclusive), in date order, with its units. A
 * foundation-wide date in `hari_libur` without an entry (a file written outside this app) reads as a
 * one-day Libur Yayasan, so it stays a day off as it was before the calendar.
 */
export async function calendarEntriesBetween(
  db: Kysely<Database>,
  range: { from: string; to: string },
): Promise<KalenderEntryRow[]> {
  const [entries, loose] = await Promise.all([
    db
      .selectFrom('kalender')
      .selectAll()
      .where('tglawal', '<=', range.to)
      .where('tglakhir', '>=', range.from)
      .orderBy('tglawal')
      .orderBy('idkalender')
      .execute(),
    db
      .selectFrom('hari_libur')
      .select(['idx', 'tgllibur', 'keterangan'])
      .where('idkalender', 'is', null)
      .where('tgllibur', '>=', range.from)
      .where('tgllibur', '<=', range.to)
      .execute(),
  ])
  const units = await unitsOf(
    db,
    entries.filter((entry) => entry.semua_unit === 0).map((entry) => entry.idkalender),
  )
  const looseEntries = loose.map((row) => ({
    idkalender: 0,
    jenis: 'yayasan' as const,
    tglawal: row.tgllibur,
    tglakhir: row.tgllibur,
    keterangan: row.keterangan,
    sk: '',
    semua_unit: 1 as const,
    unit: [],
  }))
  return [...entries.map((entry) => ({ ...entry, unit: units.get(entry.idkalender) ?? [] })), ...looseEntries]
}

/** One entry with its units, or undefined. */
export async function calendarEntry(
  db: Kysely<Database>,
  idkalender: number,
): Promise<KalenderEntryRow | undefined> {
  const entry = await db
    .selectFrom('kalender')
    .selectAll()
    .where('idkalender', '=', idkalender)
    .executeTakeFirst()
  if (!entry) return undefined
  return { ...entry, unit: (await unitsOf(db, [idkalender])).get(idkalender) ?? [] }
}

/** The stored Cuti Bersama setting ('libur', 'kerja', or undefined when the row is missing). */
export async function storedCutiBersama(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('pengaturan')
    .select('nilai')
    .where('kunci', '=', 'cuti_bersama')
    .executeTakeFirst()
  return row?.nilai
}
