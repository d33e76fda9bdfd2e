import { describe, expect, it } from 'vitest'
import {
  formatTanggalInput,
  monthWeeks,
  parseTanggalInput,
  parseWaktuInput,
  shiftBulan,
  shiftWaktu,
} from '../../src/ui/lib/date-input.ts'

describe('typed dates (DD/MM/YYYY whatever the browser language)', () => {
  it('shows a date the Indonesian way and nothing for no date', () => {
    expect(formatTanggalInput('2026-11-08')).toBe('08/11/2026')
    expect(formatTanggalInput('')).toBe('')
    expect(formatTanggalInput('2026-02-30')).toBe('')
  })

  it.each([
    ['18/11/2026', '2026-11-18'],
    ['8/1/2026', '2026-01-08'],
    ['08-01-2026', '2026-01-08'],
    ['08.01.2026', '2026-01-08'],
    ['18112026', '2026-11-18'],
    [' 2026-11-18 ', '2026-11-18'],
    ['', ''],
  ])('reads %j as %j', (text, ymd) => {
    expect(parseTanggalInput(text)).toBe(ymd)
  })

  it.each(['30/02/2026', '18/13/2026', '18/11/26', '11/18/2026x', 'besok', '2026-11', '1811202'])(
    'refuses %j',
    (text) => {
      expect(parseTanggalInput(text)).toBeNull()
    },
  )

  it('moves a month keeping the day where the month has it', () => {
    expect(shiftBulan('2026-01-31', 1)).toBe('2026-02-28')
    expect(shiftBulan('2026-11-18', -11)).toBe('2025-12-18')
  })

  it('lays a month out in Senin-first weeks', () => {
    const weeks = monthWeeks('2026-11-18')
    // 1 November 2026 is an Ahad: the last column of the first week.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
  })
})

describe('typed times (24 hours)', () => {
  it.each([
    ['07:30', '07:30'],
    ['7.30', '07:30'],
    ['7:5', '07:05'],
    ['0730', '07:30'],
    ['730', '07:30'],
    ['7', '07:00'],
    ['23,59', '23:59'],
    ['', ''],
  ])('reads %j as %j', (text, waktu) => {
    expect(parseWaktuInput(text)).toBe(waktu)
  })

  it.each(['24:00', '07:60', '7:30 PM', 'pagi', '12345'])('refuses %j', (text) => {
    expect(parseWaktuInput(text)).toBeNull()
  })

  it('steps around the clock', () => {
    expect(shiftWaktu('23:59', 1)).toBe('00:00')
    expect(shiftWaktu('00:10', -60)).toBe('23:10')
    expect(shiftWaktu('', 1)).toBe('00:01')
  })
})
