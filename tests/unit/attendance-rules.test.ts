import { describe, expect, it } from 'vitest'
import {
  countsForAlpha,
  type Employment,
  inManualWindow,
  isDayOver,
  isScheduledDay,
  isWorkingDay,
  lateAfterGrace,
  leaveDates,
  leaveStatus,
  manualEntry,
  manualWindow,
  measure,
  type ShiftDay,
  type ShiftWeek,
} from '../../src/domain/attendance.ts'

/** The attendance rules of DESIGN.md §3 (src/domain/attendance.ts), one table per rule. */

const day = (waktu_masuk: string, waktu_pulang: string, libur = false): ShiftDay => ({
  waktu_masuk,
  waktu_pulang,
  libur,
})
/** The SPEC.md §3 default shift: 08:00–14:00, Ahad off, Sabtu ends 12:00 (index = weekday). */
const WEEK: ShiftWeek = [
  day('08:00', '14:00', true),
  ...Array.from({ length: 5 }, () => day('08:00', '14:00')),
  day('08:00', '12:00'),
]
const RABU = WEEK[3]
const AHAD = WEEK[0]

describe('measures of one record (lateness, early leave, work time)', () => {
  it.each([
    ['on time', '08:00', '14:00', RABU, { keterlambatan: 0, pulangawal: 0, waktukerja: 360 }],
    [
      'early arrival, late departure',
      '07:41',
      '14:25',
      RABU,
      { keterlambatan: 0, pulangawal: 0, waktukerja: 404 },
    ],
    ['one minute late', '08:01', '14:00', RABU, { keterlambatan: 1, pulangawal: 0, waktukerja: 359 }],
    ['late by 2 h 5 min', '10:05', '14:00', RABU, { keterlambatan: 125, pulangawal: 0, waktukerja: 235 }],
    [
      'departure before shift end',
      '08:00',
      '13:20',
      RABU,
      { keterlambatan: 0, pulangawal: 40, waktukerja: 320 },
    ],
    ['Saturday ends 12:00', '08:00', '11:30', WEEK[6], { keterlambatan: 0, pulangawal: 30, waktukerja: 210 }],
    [
      'late and leaving early',
      '08:30',
      '12:00',
      RABU,
      { keterlambatan: 30, pulangawal: 120, waktukerja: 210 },
    ],
    ['missing departure', '08:10', null, RABU, { keterlambatan: 10, pulangawal: 0, waktukerja: 0 }],
    [
      'day off: never late nor early',
      '09:00',
      '10:00',
      AHAD,
      { keterlambatan: 0, pulangawal: 0, waktukerja: 60 },
    ],
    ['no shift day at all', '09:00', '10:00', undefined, { keterlambatan: 0, pulangawal: 0, waktukerja: 60 }],
    ['Ijin/Sakit: no times', null, null, RABU, { keterlambatan: 0, pulangawal: 0, waktukerja: 0 }],
  ] as const)('%s', (_case, waktu_masuk, waktu_pulang, shiftDay, expected) => {
    expect(measure({ waktu_masuk, waktu_pulang }, shiftDay)).toEqual(expected)
  })
})

describe('grace period (applied when reports read the raw lateness)', () => {
  it.each([
    ['on time, no grace', 0, 0, 0],
    ['one minute late, no grace (the demo default)', 1, 0, 1],
    ['within the grace period', 4, 5, 0],
    ['exactly the grace period', 5, 5, 0],
    ['one minute past the grace period counts in full', 6, 5, 6],
    ['far past the grace period', 45, 10, 45],
  ])('%s: %i min late, grace %i → %i', (_case, raw, grace, counted) => {
    expect(lateAfterGrace(raw, grace)).toBe(counted)
  })
})

describe('working day', () => {
  const TODAY = '2026-11-18' // Rabu
  const employee: Employment = { idshift: 1, tglmasuk: '2026-11-02', tglkeluar: '2026-11-27' }
  const holidays = new Set(['2026-11-10'])
  const weekdayOf = (tgl: string) => WEEK[new Date(`${tgl}T00:00:00Z`).getUTCDay()]
  it.each([
    ['a Monday of the shift', employee, '2026-11-16', true, true],
    ['a Saturday (shift works until 12:00)', employee, '2026-11-14', true, true],
    ['today', employee, TODAY, true, true],
    ['day off (Ahad)', employee, '2026-11-15', false, false],
    ['Libur Khusus', employee, '2026-11-10', false, false],
    ['before tglmasuk', employee, '2026-10-30', false, false],
    ['the tglmasuk itself', employee, '2026-11-02', true, true],
    ['after tglkeluar', employee, '2026-11-28', false, false],
    ['the tglkeluar itself (future: scheduled, not yet working)', employee, '2026-11-27', true, false],
    ['after today', employee, '2026-11-19', true, false],
    ['no schedule linked', { ...employee, idshift: null }, '2026-11-16', false, false],
    ['still employed (no tglkeluar)', { ...employee, tglkeluar: null }, '2026-11-17', true, true],
  ] as const)('%s', (_case, who, tgl, scheduled, working) => {
    expect(isScheduledDay(who, tgl, weekdayOf(tgl), holidays)).toBe(scheduled)
    expect(isWorkingDay(who, tgl, weekdayOf(tgl), holidays, TODAY)).toBe(working)
  })
})

describe('a day counts for Alpha only once it is over (issue 30)', () => {
  const TODAY = '2026-11-18' // Rabu, shift 08:00–14:00
  const employee: Employment = { idshift: 1, tglmasuk: '2026-11-02', tglkeluar: null }
  const noHolidays = new Set<string>()
  it.each([
    ['yesterday, early morning', '2026-11-17', '07:25', true],
    ['today before the shift starts', TODAY, '07:25', false],
    ['today during the shift', TODAY, '11:00', false],
    ['today at waktu_pulang itself', TODAY, '14:00', false],
    ['today one minute after waktu_pulang', TODAY, '14:01', true],
    ['today late in the evening', TODAY, '23:59', true],
    ['tomorrow', '2026-11-19', '23:59', false],
  ] as const)('%s (%s at %s) → %s', (_case, tgl, time, over) => {
    const now = { today: TODAY, time }
    expect(isDayOver(tgl, RABU, now)).toBe(over)
    expect(countsForAlpha(employee, tgl, RABU, noHolidays, now)).toBe(over)
  })
  it('a day off or a Libur Khusus never counts, over or not', () => {
    const evening = { today: TODAY, time: '20:00' }
    expect(countsForAlpha(employee, TODAY, { ...RABU, libur: true } as ShiftDay, noHolidays, evening)).toBe(
      false,
    )
    expect(countsForAlpha(employee, TODAY, RABU, new Set([TODAY]), evening)).toBe(false)
  })
})

describe('approved leave: the dates that get an Ijin/Sakit record', () => {
  const employee: Employment = { idshift: 1, tglmasuk: '2026-01-05', tglkeluar: null }
  // Fri 4 Dec … Thu 10 Dec 2026: Sat 5 works (until 12:00), Sun 6 off, Wed 9 a holiday.
  const range = { tglawal: '2026-12-04', tglakhir: '2026-12-10' }
  const holidays = new Set(['2026-12-09'])
  it.each([
    [
      'spanning a weekend and a holiday',
      employee,
      new Set<string>(),
      ['2026-12-04', '2026-12-05', '2026-12-07', '2026-12-08', '2026-12-10'],
    ],
    [
      'over an existing arrival: that day is kept as it is',
      employee,
      new Set(['2026-12-07']),
      ['2026-12-04', '2026-12-05', '2026-12-08', '2026-12-10'],
    ],
    [
      'employee leaving mid-range',
      { ...employee, tglkeluar: '2026-12-07' },
      new Set<string>(),
      ['2026-12-04', '2026-12-05', '2026-12-07'],
    ],
    ['employee joining after the range', { ...employee, tglmasuk: '2026-12-11' }, new Set<string>(), []],
    ['no schedule linked', { ...employee, idshift: null }, new Set<string>(), []],
  ] as const)('%s', (_case, who, recorded, expected) => {
    expect(leaveDates(who, range, WEEK, holidays, recorded)).toEqual(expected)
  })

  it('a one-day request on a day off writes nothing', () => {
    expect(
      leaveDates(employee, { tglawal: '2026-12-06', tglakhir: '2026-12-06' }, WEEK, holidays, new Set()),
    ).toEqual([])
  })

  it.each([
    [0, 2],
    [1, 1],
  ])('category %i (0 Sakit, 1 Ijin) is written as attendance status %i', (kategori, status) => {
    expect(leaveStatus(kategori)).toBe(status)
  })
})

describe('manual attendance', () => {
  const TODAY = '2026-11-18'
  it('window: today − 3 … today + 1', () => {
    expect(manualWindow(TODAY)).toEqual({ first: '2026-11-15', last: '2026-11-19' })
    expect(manualWindow('2026-12-31')).toEqual({ first: '2026-12-28', last: '2027-01-01' })
  })
  it.each([
    ['2026-11-14', false],
    ['2026-11-15', true],
    [TODAY, true],
    ['2026-11-19', true],
    ['2026-11-20', false],
  ])('%s in the window: %s', (tgl, inside) => expect(inManualWindow(tgl, TODAY)).toBe(inside))

  it.each([
    ['no record', undefined, 'datang'],
    ['an arrival without departure', { status: 0, waktu_pulang: null }, 'pulang'],
    ['a complete day', { status: 0, waktu_pulang: '14:00' }, 'lengkap'],
    ['an Ijin record', { status: 1, waktu_pulang: null }, 'ijin'],
    ['a Sakit record', { status: 2, waktu_pulang: null }, 'sakit'],
  ] as const)('%s → %s', (_case, record, entry) => expect(manualEntry(record)).toBe(entry))
})
