import { describe, expect, it } from 'vitest'
import {
  addDays,
  dateRange,
  daysBetween,
  isRealDate,
  NAMA_BULAN,
  NAMA_HARI,
  toHhmm,
  toMinutes,
  wallClock,
  weekday,
  zonedDate,
  zonedTime,
} from '../../src/domain/calendar.ts'

/** The one copy of the date helpers (seeds, handlers, reports and UI). */

describe('calendar arithmetic on YYYY-MM-DD', () => {
  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-11-22', -365, '2025-11-22'],
  ])('addDays(%s, %i) = %s', (tgl, days, expected) => expect(addDays(tgl, days)).toBe(expected))

  it.each([
    ['2026-11-22', 0, 'Ahad'],
    ['2026-11-23', 1, 'Senin'],
    ['2026-11-27', 5, "Jum'at"],
    ['2026-11-28', 6, 'Sabtu'],
  ])('%s is weekday %i (%s)', (tgl, index, name) => {
    expect(weekday(tgl)).toBe(index)
    expect(NAMA_HARI[index]).toBe(name)
  })

  it('counts and lists days, both ends included', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(dateRange('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
    expect(dateRange('2026-12-02', '2026-12-01')).toEqual([])
    expect(NAMA_BULAN).toHaveLength(12)
    expect([NAMA_BULAN[0], NAMA_BULAN[11]]).toEqual(['Januari', 'Desember'])
  })
})

describe('validation shared by the contract and the UI', () => {
  it.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['22-11-2026', false],
    ['2026-11-22T00:00', false],
    ['', false],
  ])('isRealDate(%s) = %s', (value, real) => expect(isRealDate(value)).toBe(real))
})

describe("wall clock in a zone (never the host's)", () => {
  // 23:30 UTC on Monday 16 November 2026.
  const lateUtc = new Date('2026-11-16T23:30:00Z')

  it('reads the date and time of the given zone', () => {
    expect(wallClock(lateUtc, 'Asia/Jakarta')).toEqual({ date: '2026-11-17', time: '06:30' })
    expect(wallClock(lateUtc, 'Asia/Makassar')).toEqual({ date: '2026-11-17', time: '07:30' })
    expect(wallClock(lateUtc, 'Asia/Jayapura')).toEqual({ date: '2026-11-17', time: '08:30' })
    expect(wallClock(lateUtc, 'UTC')).toEqual({ date: '2026-11-16', time: '23:30' })
  })

  it('defaults to WIB and writes midnight as 00:00', () => {
    const midnightWib = new Date('2026-12-31T17:00:00Z')
    expect(zonedDate(midnightWib)).toBe('2027-01-01')
    expect(zonedTime(midnightWib)).toBe('00:00')
    expect(zonedTime(new Date('2026-01-01T00:05:00+07:00'))).toBe('00:05')
  })

  it('answers each zone for itself within the same minute (the per-zone memo)', () => {
    expect(zonedTime(lateUtc, 'Asia/Jayapura')).toBe('08:30')
    expect(zonedTime(lateUtc, 'Asia/Jakarta')).toBe('06:30')
    expect(zonedTime(new Date(lateUtc.getTime() + 59_000), 'Asia/Jakarta')).toBe('06:30')
    expect(zonedTime(new Date(lateUtc.getTime() + 60_000), 'Asia/Jakarta')).toBe('06:31')
  })

  it('refuses an unknown zone', () => {
    expect(() => zonedDate(lateUtc, 'Asia/Atlantis')).toThrow(RangeError)
  })

  it('converts HH:mm and minutes both ways', () => {
    expect(toMinutes('07:30')).toBe(450)
    expect(toHhmm(450)).toBe('07:30')
    expect(toHhmm(-5)).toBe('00:00')
    expect(toHhmm(24 * 60 + 10)).toBe('23:59')
  })
})
