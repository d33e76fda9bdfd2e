import { describe, expect, it } from 'vitest'
import { addDays, isRealDate, weekday } from '../../src/domain/calendar.ts'
import {
  KALENDER_NASIONAL,
  type KalenderNasional,
  kalenderNasional,
  TAHUN_KALENDER_NASIONAL,
} from '../../src/domain/libur-nasional.ts'

/** The national calendar as decreed (issue 30): the data must be a calendar, not just a list. */

const years = TAHUN_KALENDER_NASIONAL.map((tahun) => [tahun, kalenderNasional(tahun)] as const)

function kalender(tahun: number): KalenderNasional {
  const found = kalenderNasional(tahun)
  if (!found) throw new Error(`no calendar for ${tahun}`)
  return found
}

const datesOf = (tahun: number, jenis: 'nasional' | 'cuti_bersama', keterangan: RegExp) =>
  kalender(tahun)
    .hari.filter((day) => day.jenis === jenis && keterangan.test(day.keterangan))
    .map((day) => day.tgl)

/** Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher), independent of the data. */
function easter(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

describe('the national calendar data', () => {
  it('covers 2025, 2026 and 2027, each year filed under its own number', () => {
    expect(TAHUN_KALENDER_NASIONAL).toEqual([2025, 2026, 2027])
    expect(Object.keys(KALENDER_NASIONAL).map(Number).sort()).toEqual([...TAHUN_KALENDER_NASIONAL])
    for (const [tahun, found] of years) expect(found?.tahun).toBe(tahun)
    expect(kalenderNasional(2024)).toBeUndefined()
  })

  it.each(years)('%i: every date is real, in its year, sorted, never twice', (tahun, found) => {
    const dates = found?.hari.map((day) => day.tgl) ?? []
    expect(dates.length).toBeGreaterThan(0)
    for (const tgl of dates) {
      expect(isRealDate(tgl), tgl).toBe(true)
      expect(tgl.slice(0, 4)).toBe(String(tahun))
    }
    expect(dates).toEqual([...dates].sort())
    expect(new Set(dates).size).toBe(dates.length)
  })

  it.each(years)('%i: every day has a valid type and a description', (_tahun, found) => {
    for (const day of found?.hari ?? []) {
      expect(['nasional', 'cuti_bersama']).toContain(day.jenis)
      expect(day.keterangan.trim()).not.toBe('')
      expect(day.keterangan.startsWith('Cuti Bersama '), day.tgl).toBe(day.jenis === 'cuti_bersama')
    }
  })

  it.each(years)('%i: no cuti bersama day falls on a Sunday', (_tahun, found) => {
    const onSunday = (found?.hari ?? []).filter(
      (day) => day.jenis === 'cuti_bersama' && weekday(day.tgl) === 0,
    )
    expect(onSunday).toEqual([])
  })

  it.each(years)('%i: the fixed-date holidays are national holidays', (tahun) => {
    for (const mmdd of ['01-01', '05-01', '06-01', '08-17', '12-25'])
      expect(datesOf(tahun, 'nasional', /./)).toContain(`${tahun}-${mmdd}`)
  })

  it.each(years)('%i: Good Friday, Easter and Ascension follow the computus', (tahun) => {
    const paskah = easter(tahun)
    expect(datesOf(tahun, 'nasional', /Paskah/)).toEqual([paskah])
    expect(datesOf(tahun, 'nasional', /^Wafat Yesus Kristus$/)).toEqual([addDays(paskah, -2)])
    expect(datesOf(tahun, 'nasional', /^Kenaikan Yesus Kristus$/)).toEqual([addDays(paskah, 39)])
  })

  it.each(years)(
    '%i: 17 national holidays; Idulfitri is two consecutive days, first then second',
    (tahun) => {
      expect(datesOf(tahun, 'nasional', /./)).toHaveLength(17)
      const [pertama, kedua, ...more] = datesOf(tahun, 'nasional', /Idulfitri/)
      expect(more).toEqual([])
      expect(kedua).toBe(addDays(pertama ?? '', 1))
      expect(datesOf(tahun, 'nasional', /Idulfitri .*\(hari pertama\)$/)).toEqual([pertama])
      expect(datesOf(tahun, 'nasional', /Idulfitri .*\(hari kedua\)$/)).toEqual([kedua])
    },
  )

  it('2026 is the decree: 17 national holidays and 8 cuti bersama days, Idulfitri on 21-22 March', () => {
    const tahun2026 = kalender(2026)
    expect(tahun2026.sementara).toBe(false)
    expect(tahun2026.sk).toContain('Nomor 1497 Tahun 2025')
    expect(tahun2026.hari.filter((day) => day.jenis === 'nasional')).toHaveLength(17)
    expect(tahun2026.hari.filter((day) => day.jenis === 'cuti_bersama')).toHaveLength(8)
    expect(datesOf(2026, 'nasional', /Idulfitri 1447 Hijriah/)).toEqual(['2026-03-21', '2026-03-22'])
    expect(datesOf(2026, 'nasional', /Paskah/)).toEqual(['2026-04-05'])
  })

  it('2025 is the amended decree: 18 August 2025 became cuti bersama, 11 days in all', () => {
    const tahun2025 = kalender(2025)
    expect(tahun2025.sementara).toBe(false)
    expect(tahun2025.sk).toContain('Nomor 1017 Tahun 2024')
    expect(tahun2025.sk).toContain('Nomor 933 Tahun 2025')
    expect(datesOf(2025, 'cuti_bersama', /Proklamasi/)).toEqual(['2025-08-18'])
    expect(datesOf(2025, 'cuti_bersama', /./)).toHaveLength(11)
  })

  it('a year is sementara exactly when its decree is not out, and then says so', () => {
    for (const [, found] of years) {
      expect(found?.sk.startsWith('Perkiraan'), found?.sk).toBe(found?.sementara)
      if (!found?.sementara) expect(found?.sk).toMatch(/^SKB Menteri Agama, .*Nomor \d+ Tahun \d{4}/)
    }
  })

  it('every cuti bersama day sits within a week of a national holiday it names', () => {
    for (const [, found] of years) {
      const holidays = found?.hari.filter((day) => day.jenis === 'nasional') ?? []
      for (const day of found?.hari.filter((entry) => entry.jenis === 'cuti_bersama') ?? []) {
        const perayaan = day.keterangan.replace('Cuti Bersama ', '')
        const near = holidays.filter(
          (holiday) =>
            holiday.keterangan.includes(perayaan) &&
            Math.abs(Date.parse(holiday.tgl) - Date.parse(day.tgl)) <= 7 * 86_400_000,
        )
        expect(near.length, `${day.tgl} ${day.keterangan}`).toBeGreaterThan(0)
      }
    }
  })
})
