import type { ArahMesin, KategoriCatatan } from '../db/schema.ts'
import { type Employment, type Measures, measure, type ShiftDay } from './attendance.ts'
import { toMinutes } from './calendar.ts'
import { type DayOff, dayOffReason } from './check-in.ts'

/**
 * What a machine's punches make of an employee's day (issue 32, docs/mesin.md "Rules"), zod-free
 * and I/O-free: the direction of a punch, datang and pulang of a day, and whether the day is
 * written at all. Lateness, early leave and work time come from `measure` (attendance.ts), the one
 * computation of the app, the manual entry and approved leave.
 */

/** A punch's direction: by the machine's status, or none (read by order). */
export type Direction = 'masuk' | 'pulang' | null

/** Overtime punches (status 4/5) are kept raw and play no part in the day. */
export const LEMBUR = 'lembur'

/**
 * On an 'status' machine 0 is in and 1 is out, 4/5 overtime; any other status has no direction.
 * On an 'urutan' machine no punch has one (its users do not press the in/out keys).
 */
export function directionOf(status: number, arah: ArahMesin): Direction | typeof LEMBUR {
  if (arah === 'urutan') return null
  if (status === 0) return 'masuk'
  if (status === 1) return 'pulang'
  if (status === 4 || status === 5) return LEMBUR
  return null
}

/** One time of a day: a punch, or a half of the record already there ('HH:mm'). */
export interface Mark<S> {
  time: string
  direction: Direction
  source: S
}

export interface DayTimes<S> {
  datang: Mark<S> | null
  pulang: Mark<S> | null
}

/** The earliest (or latest) of marks; on a tie the first listed wins (the record's own halves come first). */
function pick<S>(marks: readonly Mark<S>[], latest: boolean): Mark<S> | null {
  let best: Mark<S> | null = null
  for (const mark of marks) if (!best || (latest ? mark.time > best.time : mark.time < best.time)) best = mark
  return best
}

/**
 * datang = the earliest punch going in or without direction; pulang = the latest punch going out
 * after it, or without direction at least `gap` minutes after it (a second punch within the gap is
 * a repeat, not a departure). No datang: no pulang either (the day has only check-outs).
 */
export function dayTimes<S>(marks: readonly Mark<S>[], gap: number): DayTimes<S> {
  const datang = pick(
    marks.filter((mark) => mark.direction !== 'pulang'),
    false,
  )
  if (!datang) return { datang: null, pulang: null }
  const start = toMinutes(datang.time)
  const departures = marks.filter((mark) =>
    mark.direction === 'pulang'
      ? mark.time > datang.time
      : mark !== datang && toMinutes(mark.time) - start >= gap,
  )
  return { datang, pulang: pick(departures, true) }
}

/** Why a day's punches are not written. */
export type Alasan = 'libur' | 'masa_depan' | 'tanpa_datang' | 'ijin' | 'sakit' | 'cuti' | 'dinas'

/** The record already on the day, if any. */
export interface ExistingDay {
  status: 0 | 1 | 2
  kategori: KategoriCatatan | null
  waktu_masuk: string | null
  waktu_pulang: string | null
}

export interface DayContext {
  tgl: string
  today: string
  employment: Employment
  /** The shift's entry for the date's weekday. */
  day: ShiftDay | undefined
  /** The unit calendar's reason the date is off for the employee's unit, or null. */
  holiday: string | null
  gap: number
  existing: ExistingDay | undefined
}

export type DayPlan<S> =
  | {
      kind: 'tulis'
      times: { datang: Mark<S>; pulang: Mark<S> | null }
      waktu_masuk: string
      waktu_pulang: string | null
      measures: Measures
      tindakan: 'baru' | 'ubah' | 'sama'
    }
  | { kind: 'lewati'; alasan: Alasan; dayOff: DayOff | null }

/** A leave record holds its day: the punches are a conflict named by the leave. */
function leaveAlasan(existing: ExistingDay): Alasan {
  if (existing.kategori) return existing.kategori
  return existing.status === 2 ? 'sakit' : 'ijin'
}

/** The record's own halves as marks, listed first so that on a tie they stay (re-deriving changes nothing). */
function recordMarks<S>(existing: ExistingDay | undefined, sources: { masuk: S; pulang: S }): Mark<S>[] {
  if (existing?.status !== 0) return []
  const marks: Mark<S>[] = []
  if (existing.waktu_masuk !== null)
    marks.push({ time: existing.waktu_masuk, direction: 'masuk', source: sources.masuk })
  if (existing.waktu_pulang !== null)
    marks.push({ time: existing.waktu_pulang, direction: 'pulang', source: sources.pulang })
  return marks
}

/**
 * The whole rule of one employee's day: a leave record keeps the day (conflict); a date after
 * today or no working day of the employee (shift's day off, the unit's calendar, outside the
 * employment) is not written; otherwise datang and pulang over the record's halves and the
 * punches, measured by the shift. `tindakan` says what that does to the record.
 */
export function planDay<S>(
  context: DayContext,
  punches: readonly Mark<S>[],
  recordSources: { masuk: S; pulang: S },
): DayPlan<S> {
  const { existing, tgl } = context
  if (existing && existing.status !== 0)
    return { kind: 'lewati', alasan: leaveAlasan(existing), dayOff: null }
  if (tgl > context.today) return { kind: 'lewati', alasan: 'masa_depan', dayOff: null }
  const dayOff = dayOffReason(context.employment, tgl, context.day, context.holiday)
  if (dayOff) return { kind: 'lewati', alasan: 'libur', dayOff }
  const { datang, pulang } = dayTimes([...recordMarks(existing, recordSources), ...punches], context.gap)
  if (!datang) return { kind: 'lewati', alasan: 'tanpa_datang', dayOff: null }
  const waktu_masuk = datang.time
  const waktu_pulang = pulang?.time ?? null
  const unchanged = existing?.waktu_masuk === waktu_masuk && existing.waktu_pulang === waktu_pulang
  return {
    kind: 'tulis',
    times: { datang, pulang },
    waktu_masuk,
    waktu_pulang,
    measures: measure({ waktu_masuk, waktu_pulang }, context.day),
    tindakan: !existing ? 'baru' : unchanged ? 'sama' : 'ubah',
  }
}

/** A punch's 'HH:mm' (seconds dropped, as every record's time). */
export const minuteOf = (waktu: string) => waktu.slice(11, 16)
export const dateOf = (waktu: string) => waktu.slice(0, 10)
