import { describe, expect, it } from 'vitest'
import { previousSemester, semesterOf, semesterRange } from '../../src/domain/semester.ts'

const year = { id: 2, tglawal: '2026-07-13', tglakhir: '2027-06-30' }
const earlier = { id: 1, tglawal: '2025-07-14', tglakhir: '2026-06-30' }

describe('semester of a date', () => {
  it('is 1 from the start to 31 December and 2 from 1 January', () => {
    expect(semesterOf('2026-07-13', year)).toBe(1)
    expect(semesterOf('2026-11-18', year)).toBe(1)
    expect(semesterOf('2026-12-31', year)).toBe(1)
    expect(semesterOf('2027-01-01', year)).toBe(2)
    expect(semesterOf('2027-06-30', year)).toBe(2)
  })

  it('gives the nearest semester for a date outside the year', () => {
    expect(semesterOf('2026-07-01', year)).toBe(1)
    expect(semesterOf('2027-07-05', year)).toBe(2)
  })
})

describe('semester ranges', () => {
  it('splits the year at the turn of the calendar year', () => {
    expect(semesterRange(year, 1)).toEqual({ from: '2026-07-13', to: '2026-12-31' })
    expect(semesterRange(year, 2)).toEqual({ from: '2027-01-01', to: '2027-06-30' })
  })

  it('has no second semester for a year inside one calendar year', () => {
    const calendarYear = { tglawal: '2026-01-05', tglakhir: '2026-12-20' }
    expect(semesterRange(calendarYear, 1)).toEqual({ from: '2026-01-05', to: '2026-12-20' })
    expect(semesterRange(calendarYear, 2)).toBeNull()
  })
})

describe('previous semester', () => {
  it('is semester 1 of the same year before semester 2', () => {
    expect(previousSemester([earlier, year], year, 2)).toEqual({ year, semester: 1 })
  })

  it('is semester 2 of the latest earlier year before semester 1', () => {
    expect(previousSemester([year, earlier], year, 1)).toEqual({ year: earlier, semester: 2 })
    expect(previousSemester([year], year, 1)).toBeNull()
  })
})
