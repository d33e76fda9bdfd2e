import { COMMON_MESSAGES } from '../contract/messages.ts'
import type { HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'

export const tahunAjaranHandlers = {
  async tahunAjaranList({ db }) {
    const rows = await db.selectFrom('tahunajaran').selectAll().orderBy('tglawal', 'desc').execute()
    return { datae: rows.map((row) => ({ ...row, aktif: row.aktif === 1 ? 1 : 0 })) }
  },

  async tahunAjaranCreate({ db, body }) {
    const existing = await db
      .selectFrom('tahunajaran')
      .select('id')
      .where('nama', '=', body.nama)
      .executeTakeFirst()
    if (existing) throw conflict(`Tahun ajaran ${body.nama} sudah ada!`)
    const inserted = await db
      .insertInto('tahunajaran')
      .values({ nama: body.nama, tglawal: body.tglawal, tglakhir: body.tglakhir, aktif: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, id: inserted.id }
  },

  async tahunAjaranSetActive({ db, body }) {
    const year = await db
      .selectFrom('tahunajaran')
      .select('nama')
      .where('id', '=', body.id)
      .executeTakeFirst()
    if (!year) throw notFound('Tahun ajaran tidak ditemukan!')
    await db.updateTable('tahunajaran').set({ aktif: 0 }).where('aktif', '=', 1).execute()
    await db.updateTable('tahunajaran').set({ aktif: 1 }).where('id', '=', body.id).execute()
    return { status: 'sukses', pesan: `Tahun ajaran ${year.nama} sekarang aktif.` }
  },

  async tahunAjaranDelete({ db, params }) {
    const deleted = await db.deleteFrom('tahunajaran').where('id', '=', params.id).executeTakeFirst()
    if (!deleted.numDeletedRows) throw notFound('Tahun ajaran tidak ditemukan!')
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
