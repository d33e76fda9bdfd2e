import type { Insertable } from 'kysely'
import type { AbsensiTable } from '../db/schema.ts'
import { measure, type ShiftDay } from '../domain/attendance.ts'
import type { FoundationClock } from './clock.ts'
import type { AuthSession } from './context.ts'

/**
 * An attendance record entered by an operator (manual arrival, approved leave): device 1, the
 * operator and the entry time recorded (the foundation's wall clock); no departure and no coordinates yet. Its measures come
 * from the domain rule for the shift's day (an Ijin/Sakit record has no arrival: all 0).
 */
export function manualRecord(
  fields: Pick<
    Insertable<AbsensiTable>,
    'idp' | 'tgl' | 'status' | 'waktu_masuk' | 'idar' | 'lokasi' | 'catatan'
  >,
  day: ShiftDay | undefined,
  session: AuthSession,
  clock: FoundationClock,
): Insertable<AbsensiTable> {
  const waktu_masuk = fields.waktu_masuk ?? null
  return {
    ...fields,
    waktu_masuk,
    waktu_pulang: null,
    ...measure({ waktu_masuk, waktu_pulang: null }, day),
    device: 1,
    tglentri: clock.today,
    waktuentri: clock.time,
    lat: null,
    lng: null,
    opr: session.usernama,
  }
}
