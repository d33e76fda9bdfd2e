import { describe, expect, it } from 'vitest'
import { DILUAR_BATAS, terbilang } from '../../src/ui/lib/terbilang.ts'

describe('terbilang', () => {
  it('writes zero as Nol', () => {
    expect(terbilang(0)).toBe('Nol Rupiah')
  })

  it('writes units, Sepuluh, Sebelas and Belas', () => {
    expect(terbilang(1)).toBe('Satu Rupiah')
    expect(terbilang(9)).toBe('Sembilan Rupiah')
    expect(terbilang(10)).toBe('Sepuluh Rupiah')
    expect(terbilang(11)).toBe('Sebelas Rupiah')
    expect(terbilang(12)).toBe('Dua Belas Rupiah')
    expect(terbilang(19)).toBe('Sembilan Belas Rupiah')
  })

  it('writes tens', () => {
    expect(terbilang(20)).toBe('Dua Puluh Rupiah')
    expect(terbilang(21)).toBe('Dua Puluh Satu Rupiah')
    expect(terbilang(99)).toBe('Sembilan Puluh Sembilan Rupiah')
  })

  it('writes hundreds with Seratus', () => {
    expect(terbilang(100)).toBe('Seratus Rupiah')
    expect(terbilang(101)).toBe('Seratus Satu Rupiah')
    expect(terbilang(111)).toBe('Seratus Sebelas Rupiah')
    expect(terbilang(210)).toBe('Dua Ratus Sepuluh Rupiah')
    expect(terbilang(999)).toBe('Sembilan Ratus Sembilan Puluh Sembilan Rupiah')
  })

  it('turns Satu Ribu into Seribu, only for the thousands group itself', () => {
    expect(terbilang(1000)).toBe('Seribu Rupiah')
    expect(terbilang(1001)).toBe('Seribu Satu Rupiah')
    expect(terbilang(1500)).toBe('Seribu Lima Ratus Rupiah')
    expect(terbilang(2000)).toBe('Dua Ribu Rupiah')
    expect(terbilang(11_000)).toBe('Sebelas Ribu Rupiah')
    expect(terbilang(101_000)).toBe('Seratus Satu Ribu Rupiah')
    expect(terbilang(1_001_000)).toBe('Satu Juta Seribu Rupiah')
  })

  it('keeps Satu for Juta, Miliar and Triliun and skips empty groups', () => {
    expect(terbilang(1_000_000)).toBe('Satu Juta Rupiah')
    expect(terbilang(2_500_000)).toBe('Dua Juta Lima Ratus Ribu Rupiah')
    expect(terbilang(1_000_000_000)).toBe('Satu Miliar Rupiah')
    expect(terbilang(1_000_000_000_000)).toBe('Satu Triliun Rupiah')
    expect(terbilang(1_000_000_001)).toBe('Satu Miliar Satu Rupiah')
  })

  it('accepts the largest 15-digit number', () => {
    const nines = 'Sembilan Ratus Sembilan Puluh Sembilan'
    expect(terbilang(999_999_999_999_999)).toBe(
      `${nines} Triliun ${nines} Miliar ${nines} Juta ${nines} Ribu ${nines} Rupiah`,
    )
  })

  it('returns Diluar Batas beyond 15 digits', () => {
    expect(DILUAR_BATAS).toBe('Diluar Batas')
    expect(terbilang(10 ** 15)).toBe('Diluar Batas')
    expect(terbilang(1e21)).toBe('Diluar Batas')
    expect(terbilang(10n ** 15n)).toBe('Diluar Batas')
    expect(terbilang(-(10 ** 15))).toBe('Diluar Batas')
  })

  it('returns Diluar Batas for NaN and infinities', () => {
    expect(terbilang(Number.NaN)).toBe('Diluar Batas')
    expect(terbilang(Number.POSITIVE_INFINITY)).toBe('Diluar Batas')
    expect(terbilang(Number.NEGATIVE_INFINITY)).toBe('Diluar Batas')
  })

  it('accepts bigint exactly', () => {
    expect(terbilang(1500n)).toBe('Seribu Lima Ratus Rupiah')
    expect(terbilang(999_999_999_999_999n)).toBe(terbilang(999_999_999_999_999))
  })

  it('prefixes negative amounts with Minus', () => {
    expect(terbilang(-1500)).toBe('Minus Seribu Lima Ratus Rupiah')
    expect(terbilang(-1n)).toBe('Minus Satu Rupiah')
  })

  it('rounds fractions to whole rupiah, half away from zero', () => {
    expect(terbilang(1500.5)).toBe('Seribu Lima Ratus Satu Rupiah')
    expect(terbilang(1500.4)).toBe('Seribu Lima Ratus Rupiah')
    expect(terbilang(-2.5)).toBe('Minus Tiga Rupiah')
    expect(terbilang(-0.4)).toBe('Nol Rupiah')
  })
})
