import type { Kysely } from 'kysely'
import { JAM_AJAR_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { addDays, addMonths } from '../domain/calendar.ts'
import { rekapJamMengajar, type Teacher } from '../domain/rekap-jam-mengajar.ts'
import type { HandlerMap } from './context.ts'
import { badRequest } from './errors.ts'
import { leavesOf, loadLessons } from './lessons.ts'
import { honorRates } from './pengaturan.ts'
import { chosenUnit } from './scope.ts'

/**
 * GET api/laporan/jammengajar (issue 33, docs/jam-mengajar.md "Rekap Jam Mengajar"): a unit's month
 * per teacher, counted by src/domain/rekap-jam-mengajar.ts over the month's lessons of
 * loadLessons (the one rule of expected lessons). A unit admin sees their unit only.
 */

/** The first and last day of a month 'YYYY-MM'. */
export function monthRange(bulan: string) {
  const from = `${bulan}-01`
  return { from, to: addDays(addMonths(from, 1), -1) }
}

/** The unit's teachers (tipe 'ajar', employed) and anyone else named: substitutes, teachers gone since. */
async function teachersOf(db: Kysely<Database>, kode: string, named: readonly number[]): Promise<Teacher[]> {
  return db
    .selectFrom('pegawai')
    .select(['idp', 'nip', 'nama', 'kategori_guru'])
    .where((eb) =>
      eb.or([
        eb.and([eb('kode', '=', kode), eb('tipe', '=', 'ajar'), eb('status', '=', 0)]),
        ...(named.length ? [eb('idp', 'in', named)] : []),
      ]),
    )
    .execute()
}

async function readRates(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('pengaturan')
    .select(['kunci', 'nilai'])
    .where('kunci', 'in', ['honor_jp_gty', 'honor_jp_gtt', 'honor_jp_honorer'])
    .execute()
  const rates = honorRates(new Map(rows.map((row) => [row.kunci, row.nilai])))
  return { GTY: rates.honor_jp_gty, GTT: rates.honor_jp_gtt, honorer: rates.honor_jp_honorer }
}

export const rekapJamMengajarHandlers = {
  async rekapJamMengajar({ db, session, query, clock }) {
    const kode = chosenUnit(session, query.kode)
    if (kode === null) throw badRequest(M.kodeRequired)
    const unit = await db
      .selectFrom('kantor')
      .select(['kode', 'cabang', 'kepala'])
      .where('kode', '=', kode)
      .executeTakeFirst()
    if (!unit) throw badRequest(M.kodeRequired)
    const scope = { kode, ...monthRange(query.bulan) }
    const [lessons, leaves, rates] = await Promise.all([
      loadLessons(db, scope),
      leavesOf(db, scope),
      readRates(db),
    ])
    const named = [
      ...new Set(lessons.flatMap((l) => [l.idp, ...(l.idp_pengganti === null ? [] : [l.idp_pengganti])])),
    ]
    const teachers = await teachersOf(db, kode, named)
    const recap = rekapJamMengajar({ lessons, teachers, leaves, rates, today: clock.today, time: clock.time })
    return { bulan: query.bulan, kode, cabang: unit.cabang, kepala: unit.kepala, ...recap }
  },
} satisfies HandlerMap
