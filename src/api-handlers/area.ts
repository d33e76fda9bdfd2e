import { type Kysely, sql } from 'kysely'
import type { AreaBody } from '../contract/area.ts'
import { COMMON_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { badRequest, notFound } from './errors.ts'
import { scopeToUnit } from './scope.ts'

/** SPEC.md §7 Attendance locations; `cabang` follows from the office code. */

const areaColumns = [
  'idar',
  'lokasi',
  'lat',
  'lng',
  'radius',
  'keterangan',
  'area_absensi.kode',
  'kantor.cabang',
] as const

async function assertOffice(db: Kysely<Database>, kode: string) {
  const office = await db.selectFrom('kantor').select('kode').where('kode', '=', kode).executeTakeFirst()
  if (!office) throw badRequest('Unit tidak dikenal!')
}

const fields = (body: Omit<AreaBody, 'idar'>) => ({
  lokasi: body.lokasi,
  lat: body.lat,
  lng: body.lng,
  radius: body.radius,
  keterangan: body.keterangan,
  kode: body.kode,
})

export const areaHandlers = {
  async areaList({ db }) {
    const datae = await db
      .selectFrom('area_absensi')
      .innerJoin('kantor', 'kantor.kode', 'area_absensi.kode')
      .select([...areaColumns])
      .orderBy('kantor.cabang')
      .orderBy('lokasi')
      .execute()
    return { datae }
  },

  async areaPilihan({ db, session, query: { idp } }) {
    // A unit admin chooses among its own office's areas only (one without an office: none).
    let query = scopeToUnit(
      db.selectFrom('area_absensi').select(['idar', 'lokasi']),
      session,
      'area_absensi.kode',
    )
    // The employee's own school first (issue 20): an operator rarely books a teacher elsewhere.
    if (idp !== undefined) {
      const own = db.selectFrom('pegawai').select('kode').where('idp', '=', idp)
      query = query.orderBy(sql`case when area_absensi.kode = (${own}) then 0 else 1 end`)
    }
    return { datae: await query.orderBy('lokasi').execute() }
  },

  async areaDetail({ db, params }) {
    const row = await db
      .selectFrom('area_absensi')
      .innerJoin('kantor', 'kantor.kode', 'area_absensi.kode')
      .select([...areaColumns])
      .where('idar', '=', params.id)
      .executeTakeFirst()
    if (!row) throw notFound('Lokasi absensi tidak ditemukan!')
    return row
  },

  async areaCreate(context) {
    const { db, body } = context
    await assertOffice(db, body.kode)
    const { idar } = await db
      .insertInto('area_absensi')
      .values(fields(body))
      .returning('idar')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'area_absensi', idar, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idar }
  },

  async areaUpdate(context) {
    const { db, body } = context
    await assertOffice(db, body.kode)
    const before = await readRow(db, 'area_absensi', body.idar)
    const updated = await db
      .updateTable('area_absensi')
      .set(fields(body))
      .where('idar', '=', body.idar)
      .executeTakeFirst()
    if (!updated.numUpdatedRows) throw notFound('Lokasi absensi tidak ditemukan!')
    await recordRowChange(db, context, 'area_absensi', body.idar, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async areaDelete(context) {
    const { db, params } = context
    const before = await readRow(db, 'area_absensi', params.id)
    const deleted = await db.deleteFrom('area_absensi').where('idar', '=', params.id).executeTakeFirst()
    if (!deleted.numDeletedRows) throw notFound('Lokasi absensi tidak ditemukan!')
    await recordRowChange(db, context, 'area_absensi', params.id, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
