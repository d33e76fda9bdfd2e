import type { PresensiHariIni } from '../../../contract/presensi.ts'
import { singkatanZona, toMinutes, zonedTime } from '../../../domain/calendar.ts'
import type { ConfirmOptions } from '../../components/ConfirmDialog.tsx'

/** Leaving more than this many minutes before the shift's end asks first (issue 34). */
export const EARLY_LEAVE_ASK_AFTER = 60

type Today = Pick<PresensiHariIni, 'jadwal' | 'zona_waktu'>

/** Minutes before today's shift end at `now`, as the server counts 'pulang awal' (0 when none). */
export function minutesEarly(today: Today, now: Date): number {
  if (!today.jadwal) return 0
  return Math.max(0, toMinutes(today.jadwal.waktu_pulang) - toMinutes(zonedTime(now, today.zona_waktu)))
}

/** 279 → '4 jam 39 menit', 120 → '2 jam', 45 → '45 menit'. */
export function durasi(minutes: number): string {
  const jam = Math.floor(minutes / 60)
  const menit = minutes % 60
  return [jam > 0 && `${jam} jam`, (menit > 0 || jam === 0) && `${menit} menit`].filter(Boolean).join(' ')
}

/**
 * The question before a departure more than an hour early, saying how early; null when it is not
 * (then Absen Pulang sends at once). A tap too soon after Absen Datang is caught here, not stored.
 */
export function earlyLeaveQuestion(today: Today, now: Date): ConfirmOptions | null {
  const early = minutesEarly(today, now)
  if (!today.jadwal || early <= EARLY_LEAVE_ASK_AFTER) return null
  const zona = singkatanZona(today.zona_waktu)
  return {
    title: 'Pulang lebih awal?',
    message: `Jadwal pulang Anda pukul ${today.jadwal.waktu_pulang} ${zona}. Jika pulang sekarang (${zonedTime(now, today.zona_waktu)} ${zona}), Anda tercatat pulang awal ${durasi(early)}.`,
    confirmLabel: 'Ya, pulang sekarang',
    cancelLabel: 'Batal',
  }
}
