import { NAMA_HARI } from '../domain/calendar.ts'

/**
 * The schedule's SPEC.md §3 defaults, without zod: the schemas (shift.ts) and the Jadwal screen
 * share them, and the screen's bundle stays free of zod. Day names: NAMA_HARI of the domain.
 */

export interface ShiftHariValue {
  hari: number
  waktu_masuk: string
  waktu_pulang: string
  libur: boolean
}

/** SPEC.md §3 defaults: 08:00–14:00, Ahad off, Sabtu ends 12:00. */
export const hariDefault: ShiftHariValue[] = NAMA_HARI.map((_, hari) => ({
  hari,
  waktu_masuk: '08:00',
  waktu_pulang: hari === 6 ? '12:00' : '14:00',
  libur: hari === 0,
}))

/** A working day's departure must come after its arrival ('HH:mm' compares as text). */
export const pulangSetelahMasuk = (day: ShiftHariValue) => day.libur || day.waktu_pulang > day.waktu_masuk

export const pulangSebelumMasukPesan = (hari: number) =>
  `Jam pulang hari ${NAMA_HARI[hari]} harus setelah jam masuk`
