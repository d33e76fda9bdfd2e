import { describe, expect, it } from 'vitest'
import type { KalenderRow, KalenderTahun } from '../../src/contract/kalender.ts'
import {
  dayOf,
  describeDay,
  indexDays,
  inMonth,
  lastOfMonth,
  monthWeeks,
} from '../../src/ui/features/kalender/kalender-days.ts'

const entry = (over: Partial<KalenderRow>): KalenderRow => ({
  idkalender: 1,
  jenis: 'yayasan',
  tglawal: '2026-03-01',
  tglakhir: '2026-03-01',
  keterangan: '',
  sk: '',
  semua_unit: 1,
  unit: [],
  ...over,
})

const year = (over: Partial<KalenderTahun>): KalenderTahun => ({
  tahun: 2026,
  datae: [],
  rapat: [],
  libur_pekanan: [0],
  hari_kerja: Array(12).fill(0),
  cuti_bersama: 'libur',
  nasional: null,
  ...over,
})

describe('the month grid', () => {
  it('February 2026 (starts on a Sunday) Senin-first: six leading blanks, four weeks and a bit', () => {
    const weeks = monthWeeks(2026, 1, true)
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01'])
    expect(weeks.flat().filter(Boolean)).toHaveLength(28)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks.at(-1)?.[5]).toBe('2026-02-28')
  })

  it('the same month Ahad-first starts in the first column', () => {
    const weeks = monthWeeks(2026, 1, false)
    expect(weeks[0]?.[0]).toBe('2026-02-01')
    expect(weeks).toHaveLength(4)
  })

  it('month ends, leap years and December', () => {
    expect(lastOfMonth(2028, 1)).toBe('2028-02-29')
    expect(lastOfMonth(2026, 11)).toBe('2026-12-31')
    expect(lastOfMonth(2026, 3)).toBe('2026-04-30')
  })

  it('an entry belongs to every month it touches', () => {
    const row = entry({ tglawal: '2026-12-21', tglakhir: '2027-01-01' })
    expect(inMonth(row, 2026, 11)).toBe(true)
    expect(inMonth(row, 2026, 10)).toBe(false)
    expect(inMonth(row, 2027, 0)).toBe(true)
  })
})

describe('the days of the year', () => {
  const data = year({
    libur_pekanan: [0, 6],
    datae: [
      entry({
        idkalender: 2,
        jenis: 'unit',
        tglawal: '2026-03-18',
        tglakhir: '2026-03-20',
        keterangan: 'Ujian',
      }),
      entry({
        idkalender: 3,
        jenis: 'nasional',
        tglawal: '2026-03-19',
        tglakhir: '2026-03-19',
        keterangan: 'Nyepi',
      }),
    ],
    rapat: [{ tgl: '2026-03-20', keterangan: 'Rapat bulanan' }],
  })
  const index = indexDays(data)

  it('every date of a range, the weightier kind first where two meet', () => {
    expect(dayOf(index, data, '2026-03-18').entri.map((row) => row.jenis)).toEqual(['unit'])
    expect(dayOf(index, data, '2026-03-19').entri.map((row) => row.jenis)).toEqual(['nasional', 'unit'])
    expect(dayOf(index, data, '2026-03-21').entri).toEqual([])
  })

  it('weekly days off and meetings, said in words', () => {
    expect(dayOf(index, data, '2026-03-21').liburPekanan).toBe(true) // Sabtu, off in this schedule
    expect(dayOf(index, data, '2026-03-23').liburPekanan).toBe(false)
    expect(describeDay(dayOf(index, data, '2026-03-20'))).toBe('Libur Unit: Ujian; Hari Rapat: Rapat bulanan')
    expect(describeDay(dayOf(index, data, '2026-03-22'))).toBe('Ahad')
  })
})
