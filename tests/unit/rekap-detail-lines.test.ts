import { describe, expect, it } from 'vitest'
import type { KalenderRow, KalenderTahun } from '../../src/contract/kalender.ts'
import type { RekapDetailRow } from '../../src/contract/laporan.ts'
import {
  detailLines,
  detailTotals,
  holidaysInRange,
  totalsText,
  yearsOf,
} from '../../src/ui/features/absensirekap/detail-lines.ts'

const entry = (over: Partial<KalenderRow>): KalenderRow => ({
  idkalender: 1,
  jenis: 'nasional',
  tglawal: '2026-08-17',
  tglakhir: '2026-08-17',
  keterangan: 'Proklamasi Kemerdekaan',
  sk: '',
  semua_unit: 1,
  unit: [],
  ...over,
})

const year = (tahun: number, datae: KalenderRow[], over: Partial<KalenderTahun> = {}): KalenderTahun => ({
  tahun,
  datae,
  rapat: [],
  libur_pekanan: [0],
  hari_kerja: Array(12).fill(0),
  cuti_bersama: 'libur',
  nasional: null,
  ...over,
})

const day = (tgl: string, over: Partial<RekapDetailRow> = {}): RekapDetailRow => ({
  tgl,
  masuk: 1,
  waktu_masuk: '07:00',
  waktu_pulang: '15:00',
  pulangawal: 0,
  terlambat: 0,
  ijin: 0,
  sakit: 0,
  alpha: 0,
  ...over,
})

describe('the recap detail', () => {
  it('a range across New Year reads both years', () => {
    expect(yearsOf({ from: '2026-12-01', to: '2027-01-31' })).toEqual([2026, 2027])
    expect(yearsOf({ from: '2026-08-01', to: '2026-08-31' })).toEqual([2026])
  })

  it("lists the unit's days off in the range: foundation-wide and its own, not another unit's", () => {
    const data = year(2026, [
      entry({}),
      entry({
        jenis: 'unit',
        tglawal: '2026-08-20',
        tglakhir: '2026-08-21',
        keterangan: 'Libur SD',
        semua_unit: 0,
        unit: ['SD01'],
      }),
      entry({
        jenis: 'unit',
        tglawal: '2026-08-24',
        tglakhir: '2026-08-24',
        keterangan: 'Libur SMP',
        semua_unit: 0,
        unit: ['SMP01'],
      }),
      entry({ tglawal: '2026-09-01', tglakhir: '2026-09-01', keterangan: 'outside' }),
    ])
    const holidays = holidaysInRange([data], 'SD01', { from: '2026-08-01', to: '2026-08-31' })
    expect([...holidays]).toEqual([
      ['2026-08-17', 'Proklamasi Kemerdekaan'],
      ['2026-08-20', 'Libur SD'],
      ['2026-08-21', 'Libur SD'],
    ])
  })

  it('a Cuti Bersama is a day off only while the foundation takes it off', () => {
    const cuti = entry({
      jenis: 'cuti_bersama',
      tglawal: '2026-12-24',
      tglakhir: '2026-12-24',
      keterangan: 'Cuti Bersama Natal',
    })
    const range = { from: '2026-12-01', to: '2027-01-05' }
    const newYear = entry({ tglawal: '2027-01-01', tglakhir: '2027-01-01', keterangan: 'Tahun Baru' })
    expect([...holidaysInRange([year(2026, [cuti]), year(2027, [newYear])], 'SD01', range).keys()]).toEqual([
      '2026-12-24',
      '2027-01-01',
    ])
    const working = [
      year(2026, [cuti], { cuti_bersama: 'kerja' }),
      year(2027, [newYear], { cuti_bersama: 'kerja' }),
    ]
    expect([...holidaysInRange(working, 'SD01', range).keys()]).toEqual(['2027-01-01'])
  })

  it('puts a day off without a record among the days by date; a recorded day off stays a day', () => {
    const holidays = new Map([
      ['2026-08-17', 'Proklamasi Kemerdekaan'],
      ['2026-08-19', 'Libur SD'],
    ])
    const lines = detailLines([day('2026-08-18'), day('2026-08-14'), day('2026-08-19')], holidays)
    expect(lines.map((line) => `${line.tgl} ${line.jenis}`)).toEqual([
      '2026-08-14 hari',
      '2026-08-17 libur',
      '2026-08-18 hari',
      '2026-08-19 hari',
    ])
  })

  it('totals the days as the recap counts them', () => {
    const rows = [
      day('2026-08-03', { terlambat: 12 }),
      day('2026-08-04', { pulangawal: 30, terlambat: 3 }),
      day('2026-08-05', { masuk: 0, waktu_masuk: null, waktu_pulang: null, ijin: 1 }),
      day('2026-08-06', { masuk: 0, waktu_masuk: null, waktu_pulang: null, alpha: 1 }),
    ]
    expect(detailTotals(rows)).toEqual({
      masuk: 2,
      terlambat: 15,
      pulangawal: 30,
      ijin: 1,
      sakit: 0,
      cuti: 0,
      dinas: 0,
      alpha: 1,
    })
    expect(totalsText(detailTotals(rows))).toBe(
      'Jumlah: Masuk 2 hari · Terlambat 15 menit · Pulang awal 30 menit · Ijin 1 hari · Sakit 0 hari · Alpha 1 hari',
    )
  })

  it('totals cuti and dinas days apart from ijin, and names them only when there are any (issue 31)', () => {
    const away = { masuk: 0 as const, waktu_masuk: null, waktu_pulang: null }
    const rows = [
      day('2026-08-03', { ...away, ijin: 1 }),
      day('2026-08-04', { ...away, cuti: 1 }),
      day('2026-08-05', { ...away, cuti: 1 }),
      day('2026-08-06', { ...away, dinas: 1 }),
    ]
    expect(detailTotals(rows)).toMatchObject({ masuk: 0, ijin: 1, cuti: 2, dinas: 1 })
    expect(totalsText(detailTotals(rows))).toBe(
      'Jumlah: Masuk 0 hari · Terlambat 0 menit · Pulang awal 0 menit · Ijin 1 hari · Sakit 0 hari · Cuti 2 hari · Dinas luar 1 hari · Alpha 0 hari',
    )
  })
})
