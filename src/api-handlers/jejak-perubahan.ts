import type { SelectQueryBuilder } from 'kysely'
import type { JejakQuery } from '../contract/jejak-perubahan.ts'
import type { Database } from '../db/schema.ts'
import type { HandlerMap } from './context.ts'

/** The audit trail's list (docs/audit-trail.md); entries are written by audit-trail.ts. */

type TrailQuery = SelectQueryBuilder<Database, 'jejak_perubahan', object>

/** The filters of the screen, each only when given. */
function filtered(base: TrailQuery, query: JejakQuery): TrailQuery {
  let q = base
  if (query.iduser !== undefined) q = q.where('iduser', '=', query.iduser)
  if (query.jenis) q = q.where('jenis', '=', query.jenis)
  if (query.tabel) q = q.where('tabel', '=', query.tabel)
  if (query.idrekaman) q = q.where('idrekaman', '=', query.idrekaman)
  if (query.dari) q = q.where('tgl', '>=', query.dari)
  if (query.sampai) q = q.where('tgl', '<=', query.sampai)
  return q
}

/** Stored JSON text back as an object (the writer always stores an object or NULL). */
const parsed = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>)

export const jejakPerubahanHandlers = {
  async jejakPerubahanList({ db, query }) {
    const base = filtered(db.selectFrom('jejak_perubahan'), query)
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const total = Number(n)
    // Newest first: ids grow with time, and a page is read by id (the index on tgl, id serves dates).
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.halaman)
      .offset((query.page - 1) * query.halaman)
      .execute()
    const [pengguna, tabel] = await Promise.all([
      db
        .selectFrom('jejak_perubahan')
        .select(['iduser', (eb) => eb.fn.max('namauser').as('namauser')])
        .groupBy('iduser')
        .orderBy('namauser')
        .execute(),
      db.selectFrom('jejak_perubahan').select('tabel').distinct().orderBy('tabel').execute(),
    ])
    return {
      datae: rows.map((row) => ({ ...row, sebelum: parsed(row.sebelum), sesudah: parsed(row.sesudah) })),
      tot_page: Math.ceil(total / query.halaman),
      total,
      pilihan: { pengguna, tabel: tabel.map((row) => row.tabel) },
    }
  },
} satisfies HandlerMap
