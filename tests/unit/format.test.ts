import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NAMA_HARI, WAKTU_PATTERN } from '../../src/domain/calendar.ts'
import {
  addDays,
  formatAngka,
  formatTanggal,
  formatTanggalPendek,
  formatTanggalTanpaHari,
  foundationTime,
  foundationToday,
  hitungUmur,
  isDateInRange,
  isValidYmd,
  setFoundationZone,
  toFixedZero,
} from '../../src/ui/lib/format.ts'

describe('formatTanggal', () => {
  it('writes the long date with the SPEC day name', () => {
    expect(formatTanggal('2026-11-22')).toBe('Ahad, 22 November 2026')
    expect(formatTanggal('2026-11-27')).toBe("Jum'at, 27 November 2026")
    expect(formatTanggal('2026-01-05')).toBe('Senin, 5 Januari 2026')
  })

  it('gives the day name of every weekday', () => {
    const week = Array.from(
      { length: 7 },
      (_, offset) => formatTanggal(addDays('2026-11-22', offset)).split(',')[0],
    )
    expect(week).toEqual([...NAMA_HARI])
  })

  it('returns an empty string for empty or invalid input', () => {
    expect(formatTanggal('')).toBe('')
    expect(formatTanggal(null)).toBe('')
    expect(formatTanggal(undefined)).toBe('')
    expect(formatTanggal('2026-02-30')).toBe('')
    expect(formatTanggal('22-11-2026')).toBe('')
    expect(formatTanggal('2026-11-22T10:00:00Z')).toBe('')
  })

  it('has a variant without the day name and a short variant', () => {
    expect(formatTanggalTanpaHari('2026-11-22')).toBe('22 November 2026')
    expect(formatTanggalPendek('2026-11-22')).toBe('22 Nov 2026')
    expect(formatTanggalPendek('2026-08-17')).toBe('17 Agt 2026')
    expect(formatTanggalPendek('bukan tanggal')).toBe('')
  })

  it('does not change the global dayjs locale', async () => {
    const { default: dayjs } = await import('dayjs')
    expect(dayjs.locale()).toBe('en')
  })
})

describe('isValidYmd', () => {
  it('accepts real dates only', () => {
    expect(isValidYmd('2024-02-29')).toBe(true)
    expect(isValidYmd('2025-02-29')).toBe(false)
    expect(isValidYmd('2026-13-01')).toBe(false)
    expect(isValidYmd('2026-1-01')).toBe(false)
  })

  // The times foundationTime writes follow the domain's pattern (format.ts has no own time check).
  it('the domain accepts 24-hour HH:mm times only', () => {
    expect(['00:00', '23:59', '24:00', '7:30', '07:60'].map((t) => WAKTU_PATTERN.test(t))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })
})

describe("the foundation's today and now", () => {
  const originalTz = process.env.TZ

  beforeAll(() => {
    // A browser far from Indonesia: nothing below may follow it.
    process.env.TZ = 'America/New_York'
  })

  afterAll(() => {
    process.env.TZ = originalTz
    setFoundationZone('Asia/Jakarta')
  })

  // 17:30 UTC on 21 Nov is 12:30 in New York, 00:30 WIB, 01:30 WITA and 02:30 WIT on 22 Nov.
  const justAfterMidnightWib = new Date(Date.UTC(2026, 10, 21, 17, 30))

  it('uses the foundation calendar (WIB until told), not the browser or UTC one', () => {
    expect(justAfterMidnightWib.getDate()).toBe(21) // the browser's own calendar
    expect(foundationToday(justAfterMidnightWib)).toBe('2026-11-22')
    expect(foundationTime(justAfterMidnightWib)).toBe('00:30')
  })

  it("follows the foundation's zone once the server names it", () => {
    setFoundationZone('Asia/Jayapura')
    expect(foundationTime(justAfterMidnightWib)).toBe('02:30')
    setFoundationZone('Asia/Makassar')
    expect(foundationTime(justAfterMidnightWib)).toBe('01:30')
    // An answer without a zone (an older stored copy) or with an unknown one changes nothing.
    setFoundationZone(undefined)
    setFoundationZone('Europe/Berlin')
    expect(foundationTime(justAfterMidnightWib)).toBe('01:30')
    setFoundationZone('Asia/Jakarta')
    expect(foundationTime(justAfterMidnightWib)).toBe('00:30')
  })

  it('defaults to the current moment', () => {
    expect(isValidYmd(foundationToday())).toBe(true)
    expect(foundationTime()).toMatch(WAKTU_PATTERN)
  })
})

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('2026-11-22', -3)).toBe('2026-11-19')
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22')
  })

  it('throws on an invalid date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
  })
})

describe('isDateInRange', () => {
  it('is inclusive on both ends and treats a missing bound as open', () => {
    expect(isDateInRange('2026-11-19', '2026-11-19', '2026-11-23')).toBe(true)
    expect(isDateInRange('2026-11-23', '2026-11-19', '2026-11-23')).toBe(true)
    expect(isDateInRange('2026-11-18', '2026-11-19', '2026-11-23')).toBe(false)
    expect(isDateInRange('2026-11-24', '2026-11-19', '2026-11-23')).toBe(false)
    expect(isDateInRange('2030-01-01', '2026-11-19')).toBe(true)
    expect(isDateInRange('', '2026-11-19')).toBe(false)
  })
})

describe('hitungUmur', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(hitungUmur('1990-11-22', '2026-11-22')).toBe(36)
    expect(hitungUmur('1990-11-23', '2026-11-22')).toBe(35)
    expect(hitungUmur('1990-12-01', '2026-11-22')).toBe(35)
    expect(hitungUmur('2026-11-22', '2026-11-22')).toBe(0)
  })

  it('treats 29 February as reached on 1 March in a non-leap year', () => {
    expect(hitungUmur('2000-02-29', '2026-02-28')).toBe(25)
    expect(hitungUmur('2000-02-29', '2026-03-01')).toBe(26)
  })

  it('returns null for invalid or future birth dates', () => {
    expect(hitungUmur('', '2026-11-22')).toBeNull()
    expect(hitungUmur(null, '2026-11-22')).toBeNull()
    expect(hitungUmur('1990-02-30', '2026-11-22')).toBeNull()
    expect(hitungUmur('2027-01-01', '2026-11-22')).toBeNull()
  })

  it('defaults to the local today', () => {
    expect(hitungUmur('2000-01-01')).toBeGreaterThanOrEqual(26)
  })
})

describe('formatAngka', () => {
  it('groups thousands with dots', () => {
    expect(formatAngka(1234567)).toBe('1.234.567')
    expect(formatAngka(0)).toBe('0')
    expect(formatAngka(999)).toBe('999')
    expect(formatAngka(-1500)).toBe('-1.500')
  })

  it('uses a comma for decimals', () => {
    expect(formatAngka(1234.5)).toBe('1.234,5')
  })

  it('reads numeric strings and shows 0 for anything unreadable', () => {
    expect(formatAngka('2500')).toBe('2.500')
    expect(formatAngka('')).toBe('0')
    expect(formatAngka('abc')).toBe('0')
    expect(formatAngka(null)).toBe('0')
    expect(formatAngka(undefined)).toBe('0')
    expect(formatAngka(Number.NaN)).toBe('0')
  })
})

describe('toFixedZero', () => {
  it('rounds half away from zero to a whole number in the Indonesian locale', () => {
    expect(toFixedZero(1234.5)).toBe('1.235')
    expect(toFixedZero(1234.49)).toBe('1.234')
    expect(toFixedZero(-2.5)).toBe('-3')
    expect(toFixedZero(2.5)).toBe('3')
  })

  it('never writes -0', () => {
    expect(toFixedZero(-0.4)).toBe('0')
    expect(toFixedZero(-0)).toBe('0')
    expect(toFixedZero(null)).toBe('0')
  })
})
