import { COMMON_MESSAGES } from '../contract/messages.ts'
import type { HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'
import { formatTanggalId } from './format-id.ts'

/** SPEC.md §7 Libur Khusus (hari_libur) and Hari Rapat (hari_khusus): one entry per date. */

const liburTaken = (tgl: string) =>
  conflict(`Tanggal ${formatTanggalId(tgl)} sudah terdaftar sebagai Libur Khusus!`)
const khususTaken = (tgl: string) =>
  conflict(`Tanggal ${formatTanggalId(tgl)} sudah terdaftar sebagai Hari Rapat!`)

export const liburHandlers = {
  async hariLiburList({ db }) {
    return { datae: await db.selectFrom('hari_libur').selectAll().orderBy('tgllibur', 'desc').execute() }
  },

  async hariLiburDetail({ db, params }) {
    const row = await db.selectFrom('hari_libur').selectAll().where('idx', '=', params.idx).executeTakeFirst()
    if (!row) throw notFound('Libur Khusus tidak ditemukan!')
    return row
  },

  async hariLiburCreate({ db, body }) {
    const taken = await db
      .selectFrom('hari_libur')
      .select('idx')
      .where('tgllibur', '=', body.tgllibur)
      .executeTakeFirst()
    if (taken) throw liburTaken(body.tgllibur)
    const { idx } = await db
      .insertInto('hari_libur')
      .values({ tgllibur: body.tgllibur, keterangan: body.keterangan })
      .returning('idx')
      .executeTakeFirstOrThrow()
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idx }
  },

  async hariLiburUpdate({ db, body }) {
    // An unknown entry is 404 whatever its date; only then can the date be taken by another (409).
    const exists = await db
      .selectFrom('hari_libur')
      .select('idx')
      .where('idx', '=', body.idx)
      .executeTakeFirst()
    if (!exists) throw notFound('Libur Khusus tidak ditemukan!')
    const taken = await db
      .selectFrom('hari_libur')
      .select('idx')
      .where('tgllibur', '=', body.tgllibur)
      .where('idx', '!=', body.idx)
      .executeTakeFirst()
    if (taken) throw liburTaken(body.tgllibur)
    await db
      .updateTable('hari_libur')
      .set({ tgllibur: body.tgllibur, keterangan: body.keterangan })
      .where('idx', '=', body.idx)
      .execute()
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async hariLiburDelete({ db, params }) {
    const deleted = await db.deleteFrom('hari_libur').where('idx', '=', params.idx).executeTakeFirst()
    if (!deleted.numDeletedRows) throw notFound('Libur Khusus tidak ditemukan!')
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },

  async hariKhususList({ db }) {
    return { datae: await db.selectFrom('hari_khusus').selectAll().orderBy('tglkhusus', 'desc').execute() }
  },

  async hariKhususDetail({ db, params }) {
    const row = await db
      .selectFrom('hari_khusus')
      .selectAll()
      .where('idx', '=', params.idx)
      .executeTakeFirst()
    if (!row) throw notFound('Hari Rapat tidak ditemukan!')
    return row
  },

  async hariKhususCreate({ db, body }) {
    const taken = await db
      .selectFrom('hari_khusus')
      .select('idx')
      .where('tglkhusus', '=', body.tgllibur)
      .executeTakeFirst()
    if (taken) throw khususTaken(body.tgllibur)
    const { idx } = await db
      .insertInto('hari_khusus')
      .values({ tglkhusus: body.tgllibur, keterangan: body.keterangan })
      .returning('idx')
      .executeTakeFirstOrThrow()
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idx }
  },

  async hariKhususUpdate({ db, body }) {
    // An unknown entry is 404 whatever its date; only then can the date be taken by another (409).
    const exists = await db
      .selectFrom('hari_khusus')
      .select('idx')
      .where('idx', '=', body.idx)
      .executeTakeFirst()
    if (!exists) throw notFound('Hari Rapat tidak ditemukan!')
    const taken = await db
      .selectFrom('hari_khusus')
      .select('idx')
      .where('tglkhusus', '=', body.tgllibur)
      .where('idx', '!=', body.idx)
      .executeTakeFirst()
    if (taken) throw khususTaken(body.tgllibur)
    await db
      .updateTable('hari_khusus')
      .set({ tglkhusus: body.tgllibur, keterangan: body.keterangan })
      .where('idx', '=', body.idx)
      .execute()
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async hariKhususDelete({ db, params }) {
    const deleted = await db.deleteFrom('hari_khusus').where('idx', '=', params.idx).executeTakeFirst()
    if (!deleted.numDeletedRows) throw notFound('Hari Rapat tidak ditemukan!')
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
