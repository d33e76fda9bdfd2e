import type { Kysely } from 'kysely'
import { NAMA_JENIS_KALENDER } from '../contract/kalender.ts'
import { KALENDER_MESSAGES as M } from '../contract/messages.ts'
import { calendarEntry, type KalenderEntryRow } from '../db/calendar.ts'
import type { Database, JenisKalender } from '../db/schema.ts'
import { addDays, dateRange } from '../domain/calendar.ts'
import { type ChangeAuthor, readRow, recordRowChange } from './audit-trail.ts'
import { badRequest, conflict } from './errors.ts'
import { formatTanggalId } from './format-id.ts'

/**
 * The calendar's writes (issue 30, docs/kalender.md), shared by its own calls, the SPEC's Libur
 * Khusus calls and the national import. One invariant: every date of a foundation-wide entry
 * (`semua_unit` 1) has exactly one `hari_libur` row linked to it, which is what the SPEC's list
 * shows; its UNIQUE date keeps two foundation-wide entries off the same day.
 */

export interface EntryFields {
  jenis: JenisKalender
  tglawal: string
  tglakhir: string
  keterangan: string
  sk?: string
  semua_unit: 0 | 1
  unit: readonly string[]
}

/** 409 when a foundation-wide date of `dates` already belongs to another entry (or a loose Libur Khusus). */
export async function assertDatesFree(
  db: Kysely<Database>,
  dates: readonly string[],
  ownEntry: number | null,
): Promise<void> {
  if (!dates.length) return
  const taken = await db
    .selectFrom('hari_libur')
    .leftJoin('kalender', 'kalender.idkalender', 'hari_libur.idkalender')
    .select(['hari_libur.tgllibur', 'hari_libur.idkalender', 'hari_libur.keterangan', 'kalender.jenis'])
    .where('hari_libur.tgllibur', '>=', dates[0] as string)
    .where('hari_libur.tgllibur', '<=', dates.at(-1) as string)
    .orderBy('hari_libur.tgllibur')
    .execute()
  const other = taken.find((row) => ownEntry === null || row.idkalender !== ownEntry)
  if (!other) return
  const jenis = NAMA_JENIS_KALENDER[other.jenis ?? 'yayasan']
  throw conflict(
    `Tanggal ${formatTanggalId(other.tgllibur)} sudah terdaftar untuk semua unit sebagai ${jenis}: ${other.keterangan}!`,
  )
}

/** 400 when a chosen unit does not exist. */
export async function assertUnitsExist(db: Kysely<Database>, units: readonly string[]): Promise<void> {
  if (!units.length) return
  const found = await db.selectFrom('kantor').select('kode').where('kode', 'in', units).execute()
  if (found.length < new Set(units).size) throw badRequest(M.unitUnknown)
}

const unitsToStore = (fields: EntryFields) =>
  fields.semua_unit === 1 ? [] : [...new Set(fields.unit)].sort()

/** The chosen units of an entry (none for an entry of every unit). */
async function writeUnits(db: Kysely<Database>, idkalender: number, fields: EntryFields) {
  const units = unitsToStore(fields)
  if (units.length)
    await db
      .insertInto('kalender_unit')
      .values(units.map((kode) => ({ idkalender, kode })))
      .execute()
}

/** Adds an entry and its dates; answers its id. The caller checked the dates and units. */
export async function insertEntry(
  db: Kysely<Database>,
  author: ChangeAuthor,
  fields: EntryFields,
  options: { withDates?: boolean } = {},
) {
  const { idkalender } = await db
    .insertInto('kalender')
    .values({
      jenis: fields.jenis,
      tglawal: fields.tglawal,
      tglakhir: fields.tglakhir,
      keterangan: fields.keterangan,
      sk: fields.sk ?? '',
      semua_unit: fields.semua_unit,
    })
    .returning('idkalender')
    .executeTakeFirstOrThrow()
  await writeUnits(db, idkalender, fields)
  // A caller that keeps existing rows (a SPEC call's own row, a split's later dates) links them itself.
  if (fields.semua_unit === 1 && options.withDates !== false)
    await addFoundationDates(db, idkalender, dateRange(fields.tglawal, fields.tglakhir), fields.keterangan)
  await recordRowChange(db, author, 'kalender', idkalender, null)
  return idkalender
}

async function addFoundationDates(
  db: Kysely<Database>,
  idkalender: number,
  dates: readonly string[],
  keterangan: string,
) {
  // 300 rows per statement: three parameters each, far below SQLite's limit.
  for (let start = 0; start < dates.length; start += 300)
    await db
      .insertInto('hari_libur')
      .values(dates.slice(start, start + 300).map((tgllibur) => ({ tgllibur, keterangan, idkalender })))
      .execute()
}

/**
 * Replaces an entry's fields and units. Its `hari_libur` rows follow: a date that stays keeps its
 * row (and the SPEC's `idx`), dates that leave lose theirs, new dates get one.
 */
export async function updateEntry(
  db: Kysely<Database>,
  author: ChangeAuthor,
  idkalender: number,
  fields: EntryFields,
): Promise<void> {
  const before = await readRow(db, 'kalender', idkalender)
  await db
    .updateTable('kalender')
    .set({
      jenis: fields.jenis,
      tglawal: fields.tglawal,
      tglakhir: fields.tglakhir,
      keterangan: fields.keterangan,
      ...(fields.sk === undefined ? {} : { sk: fields.sk }),
      semua_unit: fields.semua_unit,
    })
    .where('idkalender', '=', idkalender)
    .execute()
  await db.deleteFrom('kalender_unit').where('idkalender', '=', idkalender).execute()
  await writeUnits(db, idkalender, fields)
  await syncFoundationDates(db, idkalender, fields)
  await recordRowChange(db, author, 'kalender', idkalender, before)
}

async function syncFoundationDates(db: Kysely<Database>, idkalender: number, fields: EntryFields) {
  const wanted = fields.semua_unit === 1 ? dateRange(fields.tglawal, fields.tglakhir) : []
  const rows = await db
    .selectFrom('hari_libur')
    .select(['idx', 'tgllibur'])
    .where('idkalender', '=', idkalender)
    .execute()
  const wantedSet = new Set(wanted)
  const leaving = rows.filter((row) => !wantedSet.has(row.tgllibur)).map((row) => row.idx)
  if (leaving.length) await db.deleteFrom('hari_libur').where('idx', 'in', leaving).execute()
  await db
    .updateTable('hari_libur')
    .set({ keterangan: fields.keterangan })
    .where('idkalender', '=', idkalender)
    .execute()
  const held = new Set(rows.map((row) => row.tgllibur))
  await addFoundationDates(
    db,
    idkalender,
    wanted.filter((tgl) => !held.has(tgl)),
    fields.keterangan,
  )
}

/** Deletes an entry with its dates and units. */
export async function deleteEntry(
  db: Kysely<Database>,
  author: ChangeAuthor,
  idkalender: number,
): Promise<void> {
  const before = await readRow(db, 'kalender', idkalender)
  await db.deleteFrom('hari_libur').where('idkalender', '=', idkalender).execute()
  await db.deleteFrom('kalender_unit').where('idkalender', '=', idkalender).execute()
  await db.deleteFrom('kalender').where('idkalender', '=', idkalender).execute()
  await recordRowChange(db, author, 'kalender', idkalender, before)
}

const fieldsOf = ({ idkalender: _, ...fields }: KalenderEntryRow): EntryFields => fields

/**
 * Takes one date out of an entry (a SPEC call changing or deleting one date of a range, or the
 * national import putting the decree's day in its place): a one-day entry goes; an edge date
 * shortens the range; a middle date splits it in two, the later part a new entry with the same
 * fields, whose dates keep their `hari_libur` rows. The date's own row goes with it, unless the
 * caller detached it first ({@link detachDate}) to keep its idx.
 */
export async function takeDateOut(
  db: Kysely<Database>,
  author: ChangeAuthor,
  idkalender: number,
  tgl: string,
): Promise<void> {
  const entry = await calendarEntry(db, idkalender)
  if (!entry) return
  if (entry.tglawal === entry.tglakhir) return deleteEntry(db, author, idkalender)
  const fields = fieldsOf(entry)
  if (tgl === entry.tglawal || tgl === entry.tglakhir) {
    const shorter =
      tgl === entry.tglawal
        ? { ...fields, tglawal: addDays(tgl, 1) }
        : { ...fields, tglakhir: addDays(tgl, -1) }
    return updateEntry(db, author, idkalender, shorter)
  }
  await insertSplit(db, author, { ...fields, tglawal: addDays(tgl, 1) }, idkalender)
  await updateEntry(db, author, idkalender, { ...fields, tglakhir: addDays(tgl, -1) })
}

/** Unlinks one Libur Khusus row from its entry, so taking its date out of the entry keeps the row. */
export async function detachDate(db: Kysely<Database>, idx: number): Promise<void> {
  await db.updateTable('hari_libur').set({ idkalender: null }).where('idx', '=', idx).execute()
}

/** The later part of a split: a new entry that takes over the dates (and rows) after the cut. */
async function insertSplit(db: Kysely<Database>, author: ChangeAuthor, fields: EntryFields, from: number) {
  const idkalender = await insertEntry(db, author, fields, { withDates: false })
  await db
    .updateTable('hari_libur')
    .set({ idkalender })
    .where('idkalender', '=', from)
    .where('tgllibur', '>=', fields.tglawal)
    .where('tgllibur', '<=', fields.tglakhir)
    .execute()
}
