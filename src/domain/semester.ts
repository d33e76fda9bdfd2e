import type { Semester } from '../db/schema.ts'

/**
 * Semesters of an academic year (docs/jam-mengajar.md "Words and decisions"): semester 1 (ganjil)
 * runs from the year's start to 31 December of that calendar year, semester 2 (genap) from the
 * next 1 January to the year's end. Dates are 'YYYY-MM-DD', which compare as text.
 */

export interface AcademicYear {
  tglawal: string
  tglakhir: string
}

export interface DateRange {
  from: string
  to: string
}

/** 31 December of the calendar year the academic year starts in: the last day of semester 1. */
const endOfFirstSemester = (year: AcademicYear) => `${year.tglawal.slice(0, 4)}-12-31`

/** 1 January after the year's start: the first day of semester 2. */
const startOfSecondSemester = (year: AcademicYear) => `${Number(year.tglawal.slice(0, 4)) + 1}-01-01`

/**
 * The semester a date falls in. A date before the year counts as semester 1 and one after it as
 * semester 2, so "today's semester" of a year not yet begun or already over is its nearest one.
 */
export function semesterOf(tgl: string, year: AcademicYear): Semester {
  return tgl <= endOfFirstSemester(year) ? 1 : 2
}

/** The dates of one semester, clipped to the year; null when the year has no such days. */
export function semesterRange(year: AcademicYear, semester: Semester): DateRange | null {
  const range =
    semester === 1
      ? { from: year.tglawal, to: minDate(year.tglakhir, endOfFirstSemester(year)) }
      : { from: maxDate(year.tglawal, startOfSecondSemester(year)), to: year.tglakhir }
  return range.from <= range.to ? range : null
}

/** The semester before: 2 → 1 of the same year, 1 → 2 of the year before (null: no such year). */
export function previousSemester<Y extends AcademicYear>(
  years: readonly Y[],
  year: Y,
  semester: Semester,
): { year: Y; semester: Semester } | null {
  if (semester === 2) return { year, semester: 1 }
  const earlier = years.filter((other) => other.tglakhir < year.tglawal)
  const latest = earlier.reduce<Y | null>((best, y) => (!best || y.tglawal > best.tglawal ? y : best), null)
  return latest ? { year: latest, semester: 2 } : null
}

const minDate = (a: string, b: string) => (a < b ? a : b)
const maxDate = (a: string, b: string) => (a > b ? a : b)
