import { ABSENSI_MESSAGES } from '../contract/messages.ts'
import type { HandlerMap } from './context.ts'
import { notFound } from './errors.ts'

/** Deleting one attendance record (history screen, level 0 only); its photos go with it (ON DELETE CASCADE). */
export const absensiHapusHandlers = {
  async absensiDelete({ db, params }) {
    const deleted = await db.deleteFrom('absensi').where('id', '=', params.id).executeTakeFirst()
    if (!deleted.numDeletedRows) throw notFound('Data absensi tidak ditemukan!')
    return { status: 'sukses', pesan: ABSENSI_MESSAGES.deleted }
  },
} satisfies HandlerMap
