import { addDays, dateRange, toMinutes, weekday } from './calendar.ts'

/**
 * The attendance rules (DESIGN.md §3), zod-free and I/O-free, used by every entry path (manual
 * entry, approved leave, the seeded app entries) and by the reports. Times are 'HH:mm', dates
 * 'YYYY-MM-DD', minutes whole.
 */

export interface ShiftDay {
  waktu_masuk: string
  waktu_pulang: string
  libur: boolean
}

/** A shift as seven entries indexed by weekday (0 = Ahad); a missing entry is a day off. */
export type ShiftWeek = readonly (ShiftDay | undefined)[]

export interface Employment {
  idshift: number | null
  tglmasuk: string | null
  tglkeluar: string | null
}

/**
 * A shift working day of the employee, ignoring "not after today": the employee has a shift, its
 * weekday entry is not libur, the date is no Libur Khusus, and it lies within tglmasuk…tglkeluar.
 */
export function isScheduledDay(
  employee: Employment,
  tgl: string,
  day: Pick<ShiftDay, 'libur'> | undefined,
  holidays: ReadonlySet<string>,
): boolean {
  if (employee.idshift === null || !day || day.libur || holidays.has(tgl)) return false
  if (employee.tglmasuk && tgl < employee.tglmasuk) return false
  return !(employee.tglkeluar && tgl > employee.tglkeluar)
}

/**
 * A working day (DESIGN.md §3): a scheduled day that is not after today. Lateness and Belum datang
 * use it; Alpha counts only those that are over ({@link countsForAlpha}).
 */
export const isWorkingDay = (
  employee: Employment,
  tgl: string,
  day: Pick<ShiftDay, 'libur'> | undefined,
  holidays: ReadonlySet<string>,
  today: string,
) => tgl <= today && isScheduledDay(employee, tgl, day, holidays)

/** The foundation's current date and wall-clock time ('YYYY-MM-DD', 'HH:mm'). */
export interface Now {
  today: string
  time: string
}

/**
 * A day is over for an employee (issue 30): a date before today, or today once the clock is past
 * that weekday's `waktu_pulang` of the shift. Until then an absent employee is 'belum datang'.
 */
export function isDayOver(
  tgl: string,
  day: Partial<Pick<ShiftDay, 'waktu_pulang'>> | undefined,
  now: Now,
): boolean {
  if (tgl !== now.today) return tgl < now.today
  return day?.waktu_pulang !== undefined && toMinutes(now.time) > toMinutes(day.waktu_pulang)
}

/**
 * A day that counts for Alpha when it has no record: a working day that is over. The one rule of
 * every report (the recap's counts and detail, Riwayat), on every engine.
 */
export const countsForAlpha = (
  employee: Employment,
  tgl: string,
  day: (Pick<ShiftDay, 'libur'> & Partial<Pick<ShiftDay, 'waktu_pulang'>>) | undefined,
  holidays: ReadonlySet<string>,
  now: Now,
) => isDayOver(tgl, day, now) && isScheduledDay(employee, tgl, day, holidays)

/** Minutes after the shift start (raw; the grace period is applied when reports read it). 0 on a day off. */
export function lateness(arrival: string, day: ShiftDay | undefined): number {
  if (!day || day.libur) return 0
  return Math.max(0, toMinutes(arrival) - toMinutes(day.waktu_masuk))
}

/** Minutes before the shift end. 0 on a day off. */
export function earlyLeave(departure: string, day: ShiftDay | undefined): number {
  if (!day || day.libur) return 0
  return Math.max(0, toMinutes(day.waktu_pulang) - toMinutes(departure))
}

export const workMinutes = (arrival: string, departure: string) =>
  Math.max(0, toMinutes(departure) - toMinutes(arrival))

/** The stored measures of one attendance record. */
export interface Measures {
  keterlambatan: number
  pulangawal: number
  waktukerja: number
}

/**
 * The measures of a record, the one computation for every entry path: no arrival (Ijin/Sakit) →
 * all 0; an arrival without a departure → lateness only; with a departure → early leave and work
 * time as well.
 */
export function measure(
  times: { waktu_masuk: string | null; waktu_pulang: string | null },
  day: ShiftDay | undefined,
): Measures {
  const { waktu_masuk: arrival, waktu_pulang: departure } = times
  if (arrival === null) return { keterlambatan: 0, pulangawal: 0, waktukerja: 0 }
  return {
    keterlambatan: lateness(arrival, day),
    pulangawal: departure === null ? 0 : earlyLeave(departure, day),
    waktukerja: departure === null ? 0 : workMinutes(arrival, departure),
  }
}

/** A late arrival as reports count it: later than the grace period, then by its full lateness. */
export const lateAfterGrace = (rawLateness: number, grace: number) => (rawLateness > grace ? rawLateness : 0)

/** What a leave record is called on every screen and in every message (issue 31 adds Cuti, Dinas Luar). */
const LEAVE_LABEL = { 1: 'Ijin', 2: 'Sakit', cuti: 'Cuti', dinas: 'Dinas Luar' } as const
export type LeaveLabel = (typeof LEAVE_LABEL)[keyof typeof LEAVE_LABEL]
/** `absensi.kategori` of a leave record of a type counted as cuti or dinas (its status is 1). */
type LeaveKategori = Exclude<keyof typeof LEAVE_LABEL, 1 | 2>

/** A cuti or dinas record reads as that, not as Ijin; without a kategori, the SPEC's Ijin or Sakit. */
export const leaveLabel = (status: 1 | 2, kategori?: LeaveKategori | null): LeaveLabel =>
  kategori ? LEAVE_LABEL[kategori] : LEAVE_LABEL[status]

/**
 * 'Mesin Gerbang' for a day whose halves a fingerprint machine took (issue 32), both names when two
 * machines did ('Mesin Depan / Mesin Belakang'); null for a day from the app or manual entry.
 */
export function machinesText(day: { mesin_masuk?: string; mesin_pulang?: string }): string | null {
  const names = [...new Set([day.mesin_masuk, day.mesin_pulang].filter(Boolean))]
  return names.length ? names.map((name) => `Mesin ${name}`).join(' / ') : null
}

/** Leave request category (0 Sakit, 1 Ijin) → attendance status (2 Sakit, 1 Ijin). */
export const leaveStatus = (kategori: number): 1 | 2 => (kategori === 0 ? 2 : 1)

/**
 * The dates an approved leave request writes an Ijin/Sakit record on: every scheduled day of the
 * range (future ones included: the request is for them) that has no record yet. Days off, Libur
 * Khusus and days outside the employment are skipped; an existing record is never overwritten.
 */
export function leaveDates(
  employee: Employment,
  range: { tglawal: string; tglakhir: string },
  week: ShiftWeek,
  holidays: ReadonlySet<string>,
  recorded: ReadonlySet<string>,
): string[] {
  return dateRange(range.tglawal, range.tglakhir).filter(
    (tgl) => !recorded.has(tgl) && isScheduledDay(employee, tgl, week[weekday(tgl)], holidays),
  )
}

/** SPEC.md §9: manual attendance from today − 3 days to today + 1 day. */
export const MANUAL_WINDOW = { daysBefore: 3, daysAfter: 1 } as const

export const manualWindow = (today: string) => ({
  first: addDays(today, -MANUAL_WINDOW.daysBefore),
  last: addDays(today, MANUAL_WINDOW.daysAfter),
})

export function inManualWindow(tgl: string, today: string): boolean {
  const { first, last } = manualWindow(today)
  return tgl >= first && tgl <= last
}

/**
 * What an operator may enter for an employee on a date, given that day's record (DESIGN.md §3):
 * no record → an arrival; an arrival without a departure → the departure; otherwise nothing, and
 * why (an Ijin/Sakit record, or a complete day).
 */
export type ManualEntry = 'datang' | 'pulang' | 'ijin' | 'sakit' | 'lengkap'

export function manualEntry(
  record: { status: 0 | 1 | 2; waktu_pulang: string | null } | undefined,
): ManualEntry {
  if (!record) return 'datang'
  if (record.status === 1) return 'ijin'
  if (record.status === 2) return 'sakit'
  return record.waktu_pulang === null ? 'pulang' : 'lengkap'
}
