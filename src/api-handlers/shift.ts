import type { Kysely } from 'kysely'
import { COMMON_MESSAGES } from '../contract/messages.ts'
import type { ShiftHari } from '../contract/shift.ts'
import type { Database } from '../db/schema.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'

/** SPEC.md §7 Schedules: stored as one shift row plus seven shift_hari rows (DESIGN.md §3). */

const asRule = (value: number) => (value === 1 ? 1 : value === 2 ? 2 : 0)

async function writeDays(db: Kysely<Database>, idshift: number, days: readonly ShiftHari[]) {
  await db.deleteFrom('shift_hari').where('idshift', '=', idshift).execute()
  await db
    .insertInto('shift_hari')
    .values(days.map((day) => ({ idshift, ...day, libur: day.libur ? 1 : 0 })))
    .execute()
}

async function assertLabelFree(db: Kysely<Database>, label: string, except?: number) {
  let query = db.selectFrom('shift').select('idshift').where('label', '=', label)
  if (except !== undefined) query = query.where('idshift', '!=', except)
  if (await query.executeTakeFirst()) throw conflict(`Jadwal dengan nama ${label} sudah ada!`)
}

export const shiftHandlers = {
  async shiftList({ db }) {
    const rows = await db
      .selectFrom('shift')
      .select(['idshift', 'label', 'lokasi_masuk', 'lokasi_pulang'])
      .orderBy('idshift')
      .execute()
    return {
      datae: rows.map((row) => ({
        ...row,
        lokasi_masuk: asRule(row.lokasi_masuk),
        lokasi_pulang: asRule(row.lokasi_pulang),
      })),
    }
  },

  async shiftDetail({ db, params }) {
    const shift = await db
      .selectFrom('shift')
      .select(['idshift', 'label', 'lokasi_masuk', 'lokasi_pulang'])
      .where('idshift', '=', params.id)
      .executeTakeFirst()
    if (!shift) throw notFound('Jadwal tidak ditemukan!')
    const days = await db
      .selectFrom('shift_hari')
      .select(['hari', 'waktu_masuk', 'waktu_pulang', 'libur'])
      .where('idshift', '=', params.id)
      .orderBy('hari')
      .execute()
    return {
      ...shift,
      lokasi_masuk: asRule(shift.lokasi_masuk),
      lokasi_pulang: asRule(shift.lokasi_pulang),
      hari: JSON.stringify(days.map((day) => ({ ...day, libur: day.libur === 1 }))),
    }
  },

  async shiftCreate(context) {
    const { db, body } = context
    await assertLabelFree(db, body.label)
    const { idshift } = await db
      .insertInto('shift')
      .values({ label: body.label, lokasi_masuk: body.lokasi_masuk, lokasi_pulang: body.lokasi_pulang })
      .returning('idshift')
      .executeTakeFirstOrThrow()
    await writeDays(db, idshift, body.hari)
    await recordRowChange(db, context, 'shift', idshift, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idshift }
  },

  async shiftUpdate(context) {
    const { db, body } = context
    await assertLabelFree(db, body.label, body.idshift)
    const before = await readRow(db, 'shift', body.idshift)
    const updated = await db
      .updateTable('shift')
      .set({ label: body.label, lokasi_masuk: body.lokasi_masuk, lokasi_pulang: body.lokasi_pulang })
      .where('idshift', '=', body.idshift)
      .executeTakeFirst()
    if (!updated.numUpdatedRows) throw notFound('Jadwal tidak ditemukan!')
    await writeDays(db, body.idshift, body.hari)
    await recordRowChange(db, context, 'shift', body.idshift, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async shiftDelete(context) {
    const { db, params } = context
    const users = await db
      .selectFrom('pegawai')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idshift', '=', params.id)
      .executeTakeFirstOrThrow()
    if (Number(users.n) > 0)
      throw conflict(
        `Jadwal masih dipakai ${users.n} pegawai. Pindahkan pegawai ke jadwal lain sebelum menghapusnya.`,
      )
    const before = await readRow(db, 'shift', params.id)
    const deleted = await db.deleteFrom('shift').where('idshift', '=', params.id).executeTakeFirst()
    if (!deleted.numDeletedRows) throw notFound('Jadwal tidak ditemukan!')
    await recordRowChange(db, context, 'shift', params.id, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
