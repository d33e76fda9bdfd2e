/**
 * The attendance rules (DESIGN.md §3), zod-free and I/O-free, used by every entry path (manual
 * entry, approved leave) and by the reports. Times are 'HH:mm', dates 'YYYY-MM-DD', minutes whole.
 */

export interface ShiftDay {
  waktu_masuk: string
  waktu_pulang: string
  libur: boolean
}

export interface Employment {
  idshift: number | null
  tglmasuk: string | null
  tglkeluar: string | null
}

/** 'HH:mm' → minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** 0 = Ahad (Sunday) … 6 = Sabtu, as shift_hari.hari. Calendar arithmetic in UTC: no DST surprises. */
export function weekdayOf(tgl: string): number {
  return new Date(`${tgl}T00:00:00Z`).getUTCDay()
}

/**
 * A shift working day of the employee, ignoring "not after today": the shift's weekday entry is
 * not libur, the date is no Libur Khusus, and it lies within tglmasuk…tglkeluar.
 */
export function isScheduledDay(
  employee: Employment,
  tgl: string,
  day: ShiftDay | undefined,
  holidays: ReadonlySet<string>,
): boolean {
  if (employee.idshift === null || !day || day.libur || holidays.has(tgl)) return false
  if (employee.tglmasuk && tgl < employee.tglmasuk) return false
  return !(employee.tglkeluar && tgl > employee.tglkeluar)
}

/** Minutes after the shift start (raw; the grace period is applied when reports read it). 0 on a day off. */
export function lateness(arrival: string, day: ShiftDay | undefined): number {
  if (!day || day.libur) return 0
  return Math.max(0, minutesOf(arrival) - minutesOf(day.waktu_masuk))
}

/** Minutes before the shift end. 0 on a day off. */
export function earlyLeave(departure: string, day: ShiftDay | undefined): number {
  if (!day || day.libur) return 0
  return Math.max(0, minutesOf(day.waktu_pulang) - minutesOf(departure))
}

export const workMinutes = (arrival: string, departure: string) =>
  Math.max(0, minutesOf(departure) - minutesOf(arrival))

/** A late arrival as reports count it: later than the grace period, then by its full lateness. */
export const lateAfterGrace = (rawLateness: number, grace: number) => (rawLateness > grace ? rawLateness : 0)

/** Leave request category (0 Sakit, 1 Ijin) → attendance status (2 Sakit, 1 Ijin). */
export const leaveStatus = (kategori: number): 1 | 2 => (kategori === 0 ? 2 : 1)
