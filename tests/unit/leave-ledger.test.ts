import { describe, expect, it } from 'vitest'
import { addMonths } from '../../src/domain/calendar.ts'
import { balanceOn, buildLedger, type LeaveRules, type StoredEntry } from '../../src/domain/leave-ledger.ts'

const RULES: LeaveRules = { dasar: 'januari', jatah: 12, bawaMaks: 0, bawaBulan: 6 }
const taken = (tgl: string, hari: number, idmutasi = 1): StoredEntry => ({
  idmutasi,
  tgl,
  jenis: 'ambil',
  hari: -hari,
  idj: idmutasi,
  keterangan: 'Cuti Tahunan',
  oleh: 'admin',
  waktu: `${tgl} 08:00`,
})
const ledger = (options: Partial<Parameters<typeof buildLedger>[0]> & { today: string }) =>
  buildLedger({
    employee: { tglmasuk: '2025-03-10', tglkeluar: null },
    rules: RULES,
    stored: [],
    cutiBersama: [],
    ...options,
  })

describe('addMonths', () => {
  it('keeps the day, or takes the month end the target month has', () => {
    expect(addMonths('2025-03-10', 12)).toBe('2026-03-10')
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28')
  })
})

describe('the annual-leave ledger', () => {
  it('allocates nothing before 12 months of service, and the year’s days on the day they are served', () => {
    expect(ledger({ today: '2026-03-09' })).toEqual({ berhak_mulai: '2026-03-10', periode: [], sisa: 0 })
    const entitled = ledger({ today: '2026-03-10' })
    expect(entitled.sisa).toBe(12)
    expect(entitled.periode.map((year) => [year.mulai, year.akhir, year.alokasi])).toEqual([
      ['2026-03-10', '2026-12-31', 12],
    ])
  })

  it('gives each 1 January a new year, or each service anniversary', () => {
    const january = ledger({ today: '2027-01-01' })
    expect(january.periode.map((year) => [year.mulai, year.akhir])).toEqual([
      ['2026-03-10', '2026-12-31'],
      ['2027-01-01', '2027-12-31'],
    ])
    const anniversary = ledger({ today: '2027-03-10', rules: { ...RULES, dasar: 'ulang_tahun' } })
    expect(anniversary.periode.map((year) => [year.mulai, year.akhir])).toEqual([
      ['2026-03-10', '2027-03-09'],
      ['2027-03-10', '2028-03-09'],
    ])
  })

  it('deducts leave taken and Cuti Bersama, with a running balance', () => {
    const year = ledger({
      today: '2026-12-01',
      stored: [taken('2026-06-02', 3), { ...taken('2026-06-02', 3, 2), jenis: 'kembali', hari: 1 }],
      cutiBersama: [{ tgl: '2026-12-24', keterangan: 'Cuti Bersama Natal' }],
    }).periode[0]
    expect(year?.mutasi.map((row) => [row.tgl, row.jenis, row.hari, row.saldo])).toEqual([
      ['2026-03-10', 'alokasi', 12, 12],
      ['2026-06-02', 'ambil', -3, 9],
      ['2026-06-02', 'kembali', 1, 10],
      ['2026-12-24', 'cuti_bersama', -1, 9],
    ])
    expect(year).toMatchObject({ alokasi: 12, diambil: 3, dikembalikan: 1, cuti_bersama: 1, sisa: 9 })
  })

  it('carries unused days up to the limit; those still unused when the months are over expire', () => {
    const rules = { ...RULES, bawaMaks: 5, bawaBulan: 3 }
    const stored = [taken('2026-04-01', 4), taken('2027-02-01', 2, 2)]
    // 2026: 12 − 4 = 8 left, 5 carried into 2027; 2 taken before 1 April, so 3 expire on it.
    const before = ledger({ today: '2027-03-31', rules, stored })
    expect(before.sisa).toBe(12 + 5 - 2)
    const after = ledger({ today: '2027-04-01', rules, stored })
    expect(after.periode[1]).toMatchObject({ dibawa: 5, hangus: 3, sisa: 12 + 5 - 2 - 3 })
    expect(balanceOn(after, '2026-12-31')).toBe(8)
  })

  it('carries nothing by default, and never a negative balance', () => {
    const overdrawn = ledger({
      today: '2027-01-05',
      stored: [taken('2026-05-01', 12), taken('2026-06-01', 2, 2)],
    })
    expect(overdrawn.periode.map((year) => year.sisa)).toEqual([-2, 12])
    const carried = ledger({
      today: '2027-01-05',
      rules: { ...RULES, bawaMaks: 6 },
      stored: [taken('2026-05-01', 12), taken('2026-06-01', 2, 2)],
    })
    expect(carried.periode[1]?.dibawa).toBe(0)
  })

  it('reaches a later leave year when asked for a date in it', () => {
    const ahead = ledger({ today: '2026-12-20', until: '2027-01-04' })
    expect(balanceOn(ahead, '2027-01-04')).toBe(12)
    expect(ahead.sisa).toBe(12)
  })

  it('has no leave year starting after the employee left', () => {
    const left = buildLedger({
      employee: { tglmasuk: '2025-03-10', tglkeluar: '2026-12-15' },
      rules: RULES,
      stored: [],
      cutiBersama: [],
      today: '2027-02-01',
    })
    expect(left.periode.map((year) => year.mulai)).toEqual(['2026-03-10'])
    expect(left.sisa).toBe(0)
  })
})
