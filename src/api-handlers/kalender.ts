import type { Kysely } from 'kysely'
import { COMMON_MESSAGES, KALENDER_MESSAGES as M } from '../contract/messages.ts'
import { toCutiBersama } from '../contract/pengaturan-rules.ts'
import {
  calendarEntriesBetween,
  calendarEntry,
  type KalenderEntryRow,
  storedCutiBersama,
} from '../db/calendar.ts'
import type { Database } from '../db/schema.ts'
import { dateRange, weekday } from '../domain/calendar.ts'
import { kalenderNasional } from '../domain/libur-nasional.ts'
import { buildUnitCalendar } from '../domain/unit-calendar.ts'
import type { HandlerMap } from './context.ts'
import { notFound } from './errors.ts'
import {
  assertDatesFree,
  assertUnitsExist,
  deleteEntry,
  type EntryFields,
  insertEntry,
  updateEntry,
} from './kalender-entries.ts'
import { chosenUnit, unitOf } from './scope.ts'

/**
 * The calendar's calls (issue 30, docs/kalender.md). Everyone logged in reads (a unit admin its own
 * unit's calendar); level 0 writes. An entry for every unit takes its dates in `hari_libur`, so two
 * of them never share a date (409), as two Libur Khusus never did.
 */

/** Whether an entry applies to a unit (null: the foundation-wide view, entries of every unit only). */
const appliesTo = (entry: Pick<KalenderEntryRow, 'semua_unit' | 'unit'>, kode: string | null) =>
  entry.semua_unit === 1 || (kode !== null && entry.unit.includes(kode))

/**
 * The weekdays off of a unit's most common schedule among its current employees (the whole
 * foundation's for null); Ahad alone when nobody has one.
 */
async function weeklyDaysOff(db: Kysely<Database>, kode: string | null, today: string): Promise<number[]> {
  let query = db
    .selectFrom('pegawai')
    .select(['idshift', (eb) => eb.fn.countAll<number>().as('jumlah')])
    .where('idshift', 'is not', null)
    .where((eb) => eb.or([eb('tglkeluar', 'is', null), eb('tglkeluar', '>=', today)]))
    .groupBy('idshift')
    .orderBy('jumlah', 'desc')
    .orderBy('idshift')
    .limit(1)
  if (kode !== null) query = query.where('kode', '=', kode)
  const main = await query.executeTakeFirst()
  if (!main?.idshift) return [0]
  const days = await db
    .selectFrom('shift_hari')
    .select(['hari', 'libur'])
    .where('idshift', '=', main.idshift)
    .execute()
  const working = new Set(days.filter((day) => day.libur === 0).map((day) => day.hari))
  return [0, 1, 2, 3, 4, 5, 6].filter((hari) => !working.has(hari))
}

const entryFields = (body: EntryFields): EntryFields => ({
  jenis: body.jenis,
  tglawal: body.tglawal,
  tglakhir: body.tglakhir,
  keterangan: body.keterangan,
  semua_unit: body.semua_unit,
  unit: body.semua_unit === 1 ? [] : body.unit,
})

export const kalenderHandlers = {
  async kalenderList({ db, session, query, clock }) {
    const tahun = query.tahun ?? Number(clock.today.slice(0, 4))
    const kode = chosenUnit(session, query.kode)
    const year = { from: `${tahun}-01-01`, to: `${tahun}-12-31` }
    const [entries, rapat, stored, libur_pekanan] = await Promise.all([
      calendarEntriesBetween(db, year),
      db
        .selectFrom('hari_khusus')
        .select(['tglkhusus as tgl', 'keterangan'])
        .where('tglkhusus', '>=', year.from)
        .where('tglkhusus', '<=', year.to)
        .orderBy('tglkhusus')
        .execute(),
      storedCutiBersama(db),
      weeklyDaysOff(db, kode, clock.today),
    ])
    const cuti_bersama = toCutiBersama(stored)
    const shown = entries.filter((entry) => entry.idkalender > 0 && appliesTo(entry, kode))
    const calendar = buildUnitCalendar(shown, year, cuti_bersama)
    const daysOff = kode === null ? calendar.foundationWide : calendar.holidaysOf(kode)
    const hari_kerja = Array.from({ length: 12 }, () => 0)
    for (const tgl of dateRange(year.from, year.to))
      if (!daysOff.has(tgl) && !libur_pekanan.includes(weekday(tgl)))
        hari_kerja[Number(tgl.slice(5, 7)) - 1] = (hari_kerja[Number(tgl.slice(5, 7)) - 1] ?? 0) + 1
    const nasional = kalenderNasional(tahun)
    return {
      tahun,
      datae: shown,
      rapat,
      libur_pekanan,
      hari_kerja,
      cuti_bersama,
      nasional: nasional ? { sk: nasional.sk, sementara: nasional.sementara } : null,
    }
  },

  async kalenderDetail({ db, session, params }) {
    const entry = await calendarEntry(db, params.idkalender)
    const unit = unitOf(session)
    if (!entry || (unit !== null && !appliesTo(entry, unit))) throw notFound(M.notFound)
    return entry
  },

  async kalenderCreate(context) {
    const { db, body } = context
    const fields = entryFields(body)
    await assertUnitsExist(db, fields.unit)
    if (fields.semua_unit === 1) await assertDatesFree(db, dateRange(fields.tglawal, fields.tglakhir), null)
    const idkalender = await insertEntry(db, context, fields)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idkalender }
  },

  async kalenderUpdate(context) {
    const { db, body } = context
    const existing = await calendarEntry(db, body.idkalender)
    if (!existing) throw notFound(M.notFound)
    const fields = entryFields(body)
    await assertUnitsExist(db, fields.unit)
    if (fields.semua_unit === 1)
      await assertDatesFree(db, dateRange(fields.tglawal, fields.tglakhir), body.idkalender)
    await updateEntry(db, context, body.idkalender, fields)
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async kalenderDelete(context) {
    const { db, params } = context
    const existing = await calendarEntry(db, params.idkalender)
    if (!existing) throw notFound(M.notFound)
    await deleteEntry(db, context, params.idkalender)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
