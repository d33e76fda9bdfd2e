import { type Kysely, sql } from 'kysely'
import type { MesinBody } from '../contract/mesin.ts'
import { COMMON_MESSAGES, MESIN_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { badRequest, conflict, notFound } from './errors.ts'
import { assertInUnit, narrowToUnit } from './scope.ts'

/**
 * The fingerprint machines (issue 32, docs/mesin.md "Mesin"): master data of the foundation
 * (level 0 writes), read by unit admins for their own unit's machines only.
 */

/** A machine's row as the screens list it: its unit and area by name, its punches counted. */
function machineRows(db: Kysely<Database>) {
  return db
    .selectFrom('mesin')
    .innerJoin('kantor', 'kantor.kode', 'mesin.kode')
    .leftJoin('area_absensi', 'area_absensi.idar', 'mesin.idar')
    .select([
      'mesin.idmesin',
      'mesin.nama',
      'mesin.sn',
      'mesin.kode',
      'kantor.cabang',
      'mesin.idar',
      'area_absensi.lokasi',
      'mesin.arah',
      'mesin.aktif',
      'mesin.push_terakhir',
    ])
    .select((eb) => [
      // Both read the (idmesin, waktu) index of scan_log: no row is visited.
      eb
        .selectFrom('scan_log')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('scan_log.idmesin', '=', 'mesin.idmesin')
        .as('jumlah_scan'),
      eb
        .selectFrom('scan_log')
        .select(sql<string | null>`max(waktu)`.as('w'))
        .whereRef('scan_log.idmesin', '=', 'mesin.idmesin')
        .as('scan_terakhir'),
    ])
}

type MachineRow = Awaited<ReturnType<ReturnType<typeof machineRows>['executeTakeFirstOrThrow']>>

/** PostgreSQL answers count(*) as a bigint string: the contract's number. */
const withCount = (row: MachineRow) => ({ ...row, jumlah_scan: Number(row.jumlah_scan ?? 0) })

async function assertSnFree(db: Kysely<Database>, sn: string, except?: number) {
  let query = db.selectFrom('mesin').select('nama').where('sn', '=', sn)
  if (except !== undefined) query = query.where('idmesin', '!=', except)
  const taken = await query.executeTakeFirst()
  if (taken) throw conflict(M.snTaken(taken.nama))
}

/** The unit must exist, and the area (when one is named) must exist and belong to that unit. */
async function assertPlace(db: Kysely<Database>, body: MesinBody) {
  const office = await db.selectFrom('kantor').select('kode').where('kode', '=', body.kode).executeTakeFirst()
  if (!office) throw badRequest(M.unitUnknown)
  if (body.idar === null) return
  const area = await db
    .selectFrom('area_absensi')
    .select('kode')
    .where('idar', '=', body.idar)
    .executeTakeFirst()
  if (!area) throw badRequest(M.areaUnknown)
  if (area.kode !== body.kode) throw badRequest(M.areaOtherUnit)
}

const fields = (body: MesinBody) => ({
  nama: body.nama,
  sn: body.sn,
  kode: body.kode,
  idar: body.idar,
  arah: body.arah,
  aktif: body.aktif,
})

/** A registered serial number is no longer 'tidak dikenal'. */
const forgetUnknown = (db: Kysely<Database>, sn: string) =>
  db.deleteFrom('mesin_tak_dikenal').where('sn', '=', sn).execute()

async function scansOf(db: Kysely<Database>, idmesin: number): Promise<number> {
  const { n } = await db
    .selectFrom('scan_log')
    .select(sql<number>`count(*)`.as('n'))
    .where('idmesin', '=', idmesin)
    .executeTakeFirstOrThrow()
  return Number(n)
}

export const mesinHandlers = {
  async mesinList({ db, session, query }) {
    const rows = await narrowToUnit(machineRows(db), session, 'mesin.kode', query.kode)
      .orderBy('kantor.cabang')
      .orderBy('mesin.nama')
      .execute()
    return { datae: rows.map(withCount) }
  },

  async mesinDetail({ db, session, params }) {
    const row = await machineRows(db).where('mesin.idmesin', '=', params.idmesin).executeTakeFirst()
    return withCount(assertInUnit(session, row, M.notFound))
  },

  async mesinCreate(context) {
    const { db, body } = context
    await assertSnFree(db, body.sn)
    await assertPlace(db, body)
    const { idmesin } = await db
      .insertInto('mesin')
      .values(fields(body))
      .returning('idmesin')
      .executeTakeFirstOrThrow()
    await forgetUnknown(db, body.sn)
    await recordRowChange(db, context, 'mesin', idmesin, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idmesin }
  },

  async mesinUpdate(context) {
    const { db, body } = context
    const before = await readRow(db, 'mesin', body.idmesin)
    if (!before) throw notFound(M.notFound)
    await assertSnFree(db, body.sn, body.idmesin)
    await assertPlace(db, body)
    await db.updateTable('mesin').set(fields(body)).where('idmesin', '=', body.idmesin).execute()
    await forgetUnknown(db, body.sn)
    await recordRowChange(db, context, 'mesin', body.idmesin, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async mesinDelete(context) {
    const { db, params } = context
    const before = await readRow(db, 'mesin', params.idmesin)
    if (!before) throw notFound(M.notFound)
    const scans = await scansOf(db, params.idmesin)
    if (scans > 0) throw conflict(M.inUse(scans))
    await db.deleteFrom('mesin').where('idmesin', '=', params.idmesin).execute()
    await recordRowChange(db, context, 'mesin', params.idmesin, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },

  async mesinTakDikenal({ db }) {
    const datae = await db
      .selectFrom('mesin_tak_dikenal')
      .selectAll()
      .orderBy('terakhir', 'desc')
      .orderBy('sn')
      .execute()
    return { datae: datae.map((row) => ({ ...row, jumlah: Number(row.jumlah) })) }
  },
} satisfies HandlerMap
