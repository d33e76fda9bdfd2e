import type { Selectable } from 'kysely'
import type { Contract } from '../contract/index.ts'
import { COMMON_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerContext, HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'
import { formatTanggalId } from './format-id.ts'

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
      const rows = await db.selectFrom(table).selectAll().orderBy(date, 'desc').execute()
      return { datae: rows as Row[] }
    },

    async detail({ db, params }: Context<'Detail'>) {
      const row = await db.selectFrom(table).selectAll().where('idx', '=', params.idx).executeTakeFirst()
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
const khusus = tanggalHandlers('hari_khusus', 'Hari Rapat')

export const liburHandlers = {
  hariLiburList: libur.list,
  hariLiburDetail: libur.detail,
  hariLiburCreate: libur.create,
  hariLiburUpdate: libur.update,
  hariLiburDelete: libur.delete,
  hariKhususList: khusus.list,
  hariKhususDetail: khusus.detail,
  hariKhususCreate: khusus.create,
  hariKhususUpdate: khusus.update,
  hariKhususDelete: khusus.delete,
} satisfies HandlerMap
