import type { Insertable } from 'kysely'
import type { AbsensiTable } from '../db/schema.ts'
import { localDate, localTime } from './clock.ts'
import type { AuthSession } from './context.ts'

/**
 * An attendance record entered by an operator (manual arrival, approved leave): device 1, the
 * operator and the entry time recorded; no departure and no coordinates yet.
 */
export function manualRecord(
  fields: Pick<
    Insertable<AbsensiTable>,
    'idp' | 'tgl' | 'status' | 'waktu_masuk' | 'keterlambatan' | 'idar' | 'lokasi' | 'catatan'
  >,
  session: AuthSession,
  now: Date,
): Insertable<AbsensiTable> {
  return {
    ...fields,
    waktu_pulang: null,
    pulangawal: 0,
    waktukerja: 0,
    device: 1,
    tglentri: localDate(now),
    waktuentri: localTime(now),
    lat: null,
    lng: null,
    opr: session.usernama,
  }
}
