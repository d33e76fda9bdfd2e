import type { Kysely } from 'kysely'
import { COMMON_MESSAGES, MASTER_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { equalsIgnoringCase } from '../db/text-search.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'

/**
 * Units (kantor) as master data (issue 20, docs/master-data.md). The code is the key employees,
 * areas and users refer to, so it never changes; name, address and head may. A unit in use, or the
 * head office, is never deleted.
 */

const KANTOR_COLUMNS = ['kode', 'cabang', 'alamat', 'kepala'] as const

/** Another unit already has this code or name (ignoring case: 'sdit1' and 'SDIT1' are one unit to a person). */
async function assertKantorFree(
  db: Kysely<Database>,
  body: { kode: string; cabang: string },
  isNew: boolean,
) {
  if (isNew) {
    const taken = await db
      .selectFrom('kantor')
      .select('cabang')
      .where(equalsIgnoringCase('kode', body.kode))
      .executeTakeFirst()
    if (taken) throw conflict(`Kode unit ${body.kode} sudah dipakai oleh ${taken.cabang}!`)
  }
  const sameName = await db
    .selectFrom('kantor')
    .select('kode')
    .where(equalsIgnoringCase('cabang', body.cabang))
    .where('kode', '!=', body.kode)
    .executeTakeFirst()
  if (sameName) throw conflict(`Unit dengan nama ${body.cabang} sudah ada (kode ${sameName.kode})!`)
}

/** How many employees, areas and users refer to the unit. */
export async function kantorUsage(db: Kysely<Database>, kode: string) {
  const count = async (table: 'pegawai' | 'area_absensi') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kode', '=', kode)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const users = await db
    .selectFrom('pengguna')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ids', '=', kode)
    .executeTakeFirstOrThrow()
  return { pegawai: await count('pegawai'), area: await count('area_absensi'), pengguna: Number(users.n) }
}

/** '12 pegawai, 2 area absensi dan 1 pengguna' — only the parts in use. */
export function usageText(usage: { pegawai: number; area: number; pengguna: number }): string {
  const parts = [
    usage.pegawai && `${usage.pegawai} pegawai`,
    usage.area && `${usage.area} area absensi`,
    usage.pengguna && `${usage.pengguna} pengguna`,
  ].filter((part): part is string => Boolean(part))
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} dan ${parts.at(-1)}` : (parts[0] ?? '')
}

export const kantorHandlers = {
  async kantorList({ db, session }) {
    let query = db.selectFrom('kantor').select(KANTOR_COLUMNS).orderBy('pusat', 'desc').orderBy('cabang')
    if (session.levelx === 1 && session.ids) query = query.where('kode', '=', session.ids)
    return { datae: await query.execute() }
  },

  async kantorDetail({ db, params }) {
    const unit = await db
      .selectFrom('kantor')
      .select(KANTOR_COLUMNS)
      .where('kode', '=', params.kode)
      .executeTakeFirst()
    if (!unit) throw notFound(M.kantorNotFound)
    return unit
  },

  async kantorCreate(context) {
    const { db, body } = context
    await assertKantorFree(db, body, true)
    await db
      .insertInto('kantor')
      .values({ ...body, pusat: 0 })
      .execute()
    await recordRowChange(db, context, 'kantor', body.kode, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, kode: body.kode }
  },

  async kantorUpdate(context) {
    const { db, body } = context
    const before = await readRow(db, 'kantor', body.kode)
    if (!before) throw notFound(M.kantorNotFound)
    await assertKantorFree(db, body, false)
    await db
      .updateTable('kantor')
      .set({ cabang: body.cabang, alamat: body.alamat, kepala: body.kepala })
      .where('kode', '=', body.kode)
      .execute()
    await recordRowChange(db, context, 'kantor', body.kode, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async kantorDelete(context) {
    const { db, params } = context
    const before = await readRow(db, 'kantor', params.kode)
    if (!before) throw notFound(M.kantorNotFound)
    if (before.pusat === 1) throw conflict(`${before.cabang} adalah unit pusat dan tidak dapat dihapus.`)
    const usage = await kantorUsage(db, params.kode)
    const inUse = usageText(usage)
    if (inUse)
      throw conflict(
        `Unit ${before.cabang} masih dipakai oleh ${inUse}. Pindahkan atau hapus lebih dahulu sebelum menghapus unit ini.`,
      )
    await db.deleteFrom('kantor').where('kode', '=', params.kode).execute()
    await recordRowChange(db, context, 'kantor', params.kode, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
