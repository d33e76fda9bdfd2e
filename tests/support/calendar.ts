import type { Kysely } from 'kysely'
import type { Database } from '../../src/db/schema.ts'
import { dateRange } from '../../src/domain/calendar.ts'

/**
 * The days off of one unit over a range, read straight from the calendar's tables (issue 30),
 * independently of src/domain/unit-calendar.ts, for tests to compute what the rules should answer:
 * every entry for every unit or naming the unit (a Cuti Bersama one only while the setting says
 * 'libur'), and every Libur Khusus row without an entry.
 */
export async function unitDaysOff(
  db: Kysely<Database>,
  kode: string,
  range: { from: string; to: string },
): Promise<Set<string>> {
  const [entries, chosen, loose, setting] = await Promise.all([
    db
      .selectFrom('kalender')
      .select(['idkalender', 'jenis', 'tglawal', 'tglakhir', 'semua_unit'])
      .where('tglawal', '<=', range.to)
      .where('tglakhir', '>=', range.from)
      .execute(),
    db.selectFrom('kalender_unit').select('idkalender').where('kode', '=', kode).execute(),
    db
      .selectFrom('hari_libur')
      .select('tgllibur')
      .where('idkalender', 'is', null)
      .where('tgllibur', '>=', range.from)
      .where('tgllibur', '<=', range.to)
      .execute(),
    db.selectFrom('pengaturan').select('nilai').where('kunci', '=', 'cuti_bersama').executeTakeFirst(),
  ])
  const ofUnit = new Set(chosen.map((row) => row.idkalender))
  const off = new Set(loose.map((row) => row.tgllibur))
  for (const entry of entries) {
    if (entry.jenis === 'cuti_bersama' && setting?.nilai === 'kerja') continue
    if (entry.semua_unit !== 1 && !ofUnit.has(entry.idkalender)) continue
    for (const tgl of dateRange(entry.tglawal, entry.tglakhir))
      if (tgl >= range.from && tgl <= range.to) off.add(tgl)
  }
  return off
}

/**
 * Makes `tgl` no day off of unit `kode` (a test's set-up): the calendar entries that close it for
 * the unit go, with their dates and units, and so does a Libur Khusus row of that date.
 */
export async function openDayForUnit(db: Kysely<Database>, kode: string, tgl: string): Promise<void> {
  const closing = await db
    .selectFrom('kalender')
    .select('idkalender')
    .where('tglawal', '<=', tgl)
    .where('tglakhir', '>=', tgl)
    .where((eb) =>
      eb.or([
        eb('semua_unit', '=', 1),
        eb.exists(
          eb
            .selectFrom('kalender_unit')
            .select('kode')
            .whereRef('kalender_unit.idkalender', '=', 'kalender.idkalender')
            .where('kalender_unit.kode', '=', kode),
        ),
      ]),
    )
    .execute()
  const ids = closing.map((row) => row.idkalender)
  if (ids.length) {
    await db.deleteFrom('hari_libur').where('idkalender', 'in', ids).execute()
    await db.deleteFrom('kalender_unit').where('idkalender', 'in', ids).execute()
    await db.deleteFrom('kalender').where('idkalender', 'in', ids).execute()
  }
  await db.deleteFrom('hari_libur').where('tgllibur', '=', tgl).execute()
}
