import type { Selectable } from 'kysely'
import type { Contract } from '../contract/index.ts'
import { COMMON_MESSAGES } from '../contract/messages.ts'
import { calendarEntry } from '../db/calendar.ts'
import type { Database, JenisKalender } from '../db/schema.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerContext, HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'
import { formatTanggalId } from './format-id.ts'
import { detachDate, type EntryFields, insertEntry, takeDateOut, updateEntry } from './kalender-entries.ts'

/**
 * SPEC.md §7 Libur Khusus (hari_libur) and Hari Rapat (hari_khusus): one entry per date. The two
 * tables differ only in their date column's name, so one factory writes the five handlers of each.
 */
const dateColumns = { hari_libur: 'tgllibur', hari_khusus: 'tglkhusus' } as const
type TanggalTable = keyof typeof dateColumns

/** A call of either list: both take the same params and bodies (contract/libur.ts). */
type Context<K extends 'List' | 'Detail' | 'Create' | 'Update' | 'Delete'> = HandlerContext<
  Contract[`hariLibur${K}` | `hariKhusus${K}`]
>

/** `nama` is the list's name in its messages ('… sudah terdaftar sebagai Libur Khusus!'). */
function tanggalHandlers<T extends TanggalTable>(name: T, nama: string) {
  // Kysely cannot check a query on a table named by a type parameter; the two tables differ only in
  // the date column's name, so the queries are written against hari_libur and the rows typed as T's.
  const table = name as 'hari_libur'
  const date = dateColumns[name] as 'tgllibur'
  type Row = Selectable<Database[T]>
  const missing = () => notFound(`${nama} tidak ditemukan!`)
  const taken = (tgl: string) => conflict(`Tanggal ${formatTanggalId(tgl)} sudah terdaftar sebagai ${nama}!`)
  return {
    async list({ db }: Context<'List'>) {
      // The SPEC's three fields, whatever else the table holds (hari_libur's link to its calendar entry).
      const rows = await db
        .selectFrom(table)
        .select(['idx', date, 'keterangan'])
        .orderBy(date, 'desc')
        .execute()
      return { datae: rows as Row[] }
    },

    async detail({ db, params }: Context<'Detail'>) {
      const row = await db
        .selectFrom(table)
        .select(['idx', date, 'keterangan'])
        .where('idx', '=', params.idx)
        .executeTakeFirst()
      if (!row) throw missing()
      return row as Row
    },

    async create(context: Context<'Create'>) {
      const { db, body } = context
      const other = await db
        .selectFrom(table)
        .select('idx')
        .where(date, '=', body.tgllibur)
        .executeTakeFirst()
      if (other) throw taken(body.tgllibur)
      const { idx } = await db
        .insertInto(table)
        .values({ [date]: body.tgllibur, keterangan: body.keterangan })
        .returning('idx')
        .executeTakeFirstOrThrow()
      await recordRowChange(db, context, name, idx, null)
      return { status: 'sukses' as const, pesan: COMMON_MESSAGES.added, idx }
    },

    async update(context: Context<'Update'>) {
      const { db, body } = context
      // An unknown entry is 404 whatever its date; only then can the date be taken by another (409).
      const exists = await db.selectFrom(table).select('idx').where('idx', '=', body.idx).executeTakeFirst()
      if (!exists) throw missing()
      const other = await db
        .selectFrom(table)
        .select('idx')
        .where(date, '=', body.tgllibur)
        .where('idx', '!=', body.idx)
        .executeTakeFirst()
      if (other) throw taken(body.tgllibur)
      const before = await readRow(db, name, body.idx)
      await db
        .updateTable(table)
        .set({ [date]: body.tgllibur, keterangan: body.keterangan })
        .where('idx', '=', body.idx)
        .execute()
      await recordRowChange(db, context, name, body.idx, before)
      return { status: 'sukses' as const, pesan: COMMON_MESSAGES.saved }
    },

    async delete(context: Context<'Delete'>) {
      const { db, params } = context
      const before = await readRow(db, name, params.idx)
      const deleted = await db.deleteFrom(table).where('idx', '=', params.idx).executeTakeFirst()
      if (!deleted.numDeletedRows) throw missing()
      await recordRowChange(db, context, name, params.idx, before)
      return { status: 'sukses' as const, pesan: COMMON_MESSAGES.deleted }
    },
  }
}

const libur = tanggalHandlers('hari_libur', 'Libur Khusus')

/**
 * The SPEC's Libur Khusus writes on the calendar (issue 30, docs/kalender.md): each date is a date of
 * a foundation-wide calendar entry. A new one is a one-day Libur Yayasan; changing or deleting one
 * date of a longer entry takes that date out of it (the range shrinks or splits) and, for a change,
 * gives the date an entry of its own of the same kind. The row keeps its `idx` throughout.
 */
const liburKhususOnCalendar = {
  async create(context: Context<'Create'>) {
    const { db, body } = context
    const answer = await libur.create(context)
    const idkalender = await insertEntry(db, context, oneDay('yayasan', body.tgllibur, body.keterangan), {
      withDates: false,
    })
    await db.updateTable('hari_libur').set({ idkalender }).where('idx', '=', answer.idx).execute()
    return answer
  },

  async update(context: Context<'Update'>) {
    const { db, body } = context
    const row = await db.selectFrom('hari_libur').selectAll().where('idx', '=', body.idx).executeTakeFirst()
    const entry = row?.idkalender ? await calendarEntry(db, row.idkalender) : undefined
    const answer = await libur.update(context)
    if (entry && entry.tglawal === entry.tglakhir) {
      await updateEntry(db, context, entry.idkalender, {
        ...entry,
        ...oneDay(entry.jenis, body.tgllibur, body.keterangan),
      })
      return answer
    }
    await detachDate(db, body.idx)
    if (entry && row) await takeDateOut(db, context, entry.idkalender, row.tgllibur)
    const own = { ...oneDay(entry?.jenis ?? 'yayasan', body.tgllibur, body.keterangan), sk: entry?.sk ?? '' }
    const idkalender = await insertEntry(db, context, own, { withDates: false })
    await db.updateTable('hari_libur').set({ idkalender }).where('idx', '=', body.idx).execute()
    return answer
  },

  async delete(context: Context<'Delete'>) {
    const { db, params } = context
    const row = await db.selectFrom('hari_libur').selectAll().where('idx', '=', params.idx).executeTakeFirst()
    if (row?.idkalender) {
      await detachDate(db, row.idx)
      await takeDateOut(db, context, row.idkalender, row.tgllibur)
    }
    return libur.delete(context)
  },
}

const oneDay = (jenis: JenisKalender, tgl: string, keterangan: string): EntryFields => ({
  jenis,
  tglawal: tgl,
  tglakhir: tgl,
  keterangan,
  semua_unit: 1,
  unit: [],
})
const khusus = tanggalHandlers('hari_khusus', 'Hari Rapat')

export const liburHandlers = {
  hariLiburList: libur.list,
  hariLiburDetail: libur.detail,
  hariLiburCreate: liburKhususOnCalendar.create,
  hariLiburUpdate: liburKhususOnCalendar.update,
  hariLiburDelete: liburKhususOnCalendar.delete,
  hariKhususList: khusus.list,
  hariKhususDetail: khusus.detail,
  hariKhususCreate: khusus.create,
  hariKhususUpdate: khusus.update,
  hariKhususDelete: khusus.delete,
} satisfies HandlerMap
