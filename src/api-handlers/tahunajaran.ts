import { COMMON_MESSAGES, TAHUN_AJARAN_MESSAGES as M } from '../contract/messages.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'

export const tahunAjaranHandlers = {
  async tahunAjaranList({ db }) {
    const rows = await db.selectFrom('tahunajaran').selectAll().orderBy('tglawal', 'desc').execute()
    return { datae: rows }
  },

  async tahunAjaranCreate(context) {
    const { db, body } = context
    const existing = await db
      .selectFrom('tahunajaran')
      .select('id')
      .where('nama', '=', body.nama)
      .executeTakeFirst()
    if (existing) throw conflict(`Tahun ajaran ${body.nama} sudah ada!`)
    // Two ranges overlap when each starts on or before the other's end (the end day is inclusive).
    const overlapping = await db
      .selectFrom('tahunajaran')
      .select('nama')
      .where('tglawal', '<=', body.tglakhir)
      .where('tglakhir', '>=', body.tglawal)
      .executeTakeFirst()
    if (overlapping) throw conflict(`${M.overlaps} ${overlapping.nama}!`)
    const inserted = await db
      .insertInto('tahunajaran')
      .values({ nama: body.nama, tglawal: body.tglawal, tglakhir: body.tglakhir, aktif: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'tahunajaran', inserted.id, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, id: inserted.id }
  },

  async tahunAjaranSetActive(context) {
    const { db, body } = context
    const year = await db
      .selectFrom('tahunajaran')
      .select('nama')
      .where('id', '=', body.id)
      .executeTakeFirst()
    if (!year) throw notFound('Tahun ajaran tidak ditemukan!')
    const active = await db.selectFrom('tahunajaran').select('id').where('aktif', '=', 1).execute()
    // Every row whose flag moves: the one made active and the one(s) it replaces.
    const touched = [...new Set([...active.map((row) => row.id), body.id])]
    const before = await Promise.all(touched.map((id) => readRow(db, 'tahunajaran', id)))
    await db.updateTable('tahunajaran').set({ aktif: 0 }).where('aktif', '=', 1).execute()
    await db.updateTable('tahunajaran').set({ aktif: 1 }).where('id', '=', body.id).execute()
    for (const [i, id] of touched.entries())
      await recordRowChange(db, context, 'tahunajaran', id, before[i] ?? null)
    return { status: 'sukses', pesan: `Tahun ajaran ${year.nama} sekarang aktif.` }
  },

  /** The active year stays: without one, unit admins could not log in (SPEC §4). */
  async tahunAjaranDelete(context) {
    const { db, params } = context
    const year = await db
      .selectFrom('tahunajaran')
      .select('aktif')
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (!year) throw notFound('Tahun ajaran tidak ditemukan!')
    if (year.aktif === 1) throw conflict(M.activeNotDeletable)
    const before = await readRow(db, 'tahunajaran', params.id)
    await db.deleteFrom('tahunajaran').where('id', '=', params.id).execute()
    await recordRowChange(db, context, 'tahunajaran', params.id, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
