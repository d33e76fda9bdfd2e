import { describe, expect, it } from 'vitest'
import { HEAD_OFFICE, NAMA_YAYASAN } from '../../seeds/offices.ts'
import {
  ALL_UNITS,
  cssString,
  headName,
  headTitle,
  printUnit,
  signaturePlace,
  timeWithZone,
} from '../../src/ui/components/print-text.ts'

describe('the words of a printed report', () => {
  it('names the unit: every unit for the foundation, its own for a unit admin', () => {
    expect(printUnit({ levelx: 0, sekolah: '' })).toBe(ALL_UNITS)
    expect(printUnit({ levelx: 1, sekolah: 'SD Islam Terpadu 1' })).toBe('SD Islam Terpadu 1')
    expect(printUnit(null)).toBe(ALL_UNITS)
  })

  it("signs with the unit head's name from the unit's master data; dots when unknown or every unit", () => {
    const units = [
      { cabang: 'SD Islam Terpadu 1', kepala: 'Ahmad Santoso, S.Pd.' },
      { cabang: 'TK Islam Terpadu 1', kepala: '  ' },
    ]
    expect(headName('SD Islam Terpadu 1', units)).toBe('Ahmad Santoso, S.Pd.')
    expect(headName('TK Islam Terpadu 1', units)).toBe('')
    expect(headName('SMP Islam Terpadu 9', units)).toBe('')
    expect(headName(ALL_UNITS, [...units, { cabang: ALL_UNITS, kepala: 'Siapa Pun' }])).toBe('')
  })

  it("signs for the unit's head, or the foundation's for every unit", () => {
    expect(headTitle('SD Islam Terpadu 1', NAMA_YAYASAN)).toBe('Kepala SD Islam Terpadu 1')
    expect(headTitle(ALL_UNITS, NAMA_YAYASAN)).toBe(`Ketua ${NAMA_YAYASAN}`)
    expect(headTitle(ALL_UNITS, '')).toBe('Ketua Yayasan')
  })

  it("takes the place from the address's town (the part before the province)", () => {
    // 'Km 6,5' has a comma without a space: not a separator.
    expect(signaturePlace(HEAD_OFFICE.alamat)).toBe('Sleman')
    expect(signaturePlace('Jl. Magelang No. 3, Yogyakarta')).toBe('Yogyakarta')
    expect(signaturePlace('Jl. Magelang No. 3')).toBe('')
    expect(signaturePlace('')).toBe('')
  })

  it('writes the time in the foundation zone and margin-box text as a safe CSS string', () => {
    expect(timeWithZone('09:05', 'Asia/Makassar')).toBe('09:05 WITA')
    expect(cssString('Yayasan "Al" \\ Hikmah\nbaru')).toBe('"Yayasan \\"Al\\" \\\\ Hikmah baru"')
  })
})
