import { ABSENSI_MESSAGES } from '../contract/messages.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { notFound } from './errors.ts'

/** Deleting one attendance record (history screen, level 0 only); its photos go with it (ON DELETE CASCADE). */
export const absensiHapusHandlers = {
  async absensiDelete(context) {
    const { db, params } = context
    const before = await readRow(db, 'absensi', params.id)
    const deleted = await db.deleteFrom('absensi').where('id', '=', params.id).executeTakeFirst()
    if (!deleted.numDeletedRows) throw notFound('Data absensi tidak ditemukan!')
    await recordRowChange(db, context, 'absensi', params.id, before)
    return { status: 'sukses', pesan: ABSENSI_MESSAGES.deleted }
  },
} satisfies HandlerMap
