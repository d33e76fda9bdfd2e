import { describe, expect, it } from 'vitest'
import { fieldOf, mismatchesOf, mismatchLine } from '../../src/contract/conformance.ts'
import { contract } from '../../src/contract/index.ts'

describe('contract mismatches, named for the backend team', () => {
  it('names the field without list positions or the answer wrapper, with the JSON kinds', () => {
    const [first] = mismatchesOf(contract.shiftDetail.response, {
      idshift: 1,
      label: 'Pagi',
      lokasi_masuk: 0,
      lokasi_pulang: 0,
      hari: [],
    })
    expect(first && mismatchLine('GET api/shift/{id}', first)).toBe(
      'GET api/shift/{id}: hari: expected string, received array',
    )
  })

  it('says a bare array where an object list belongs, with no field part', () => {
    const [first] = mismatchesOf(contract.jabatanList.response, [{ id: 1, jabatan: 'Guru' }])
    expect(first && mismatchLine('GET api/jabatan', first)).toBe(
      'GET api/jabatan: expected object, received array',
    )
  })

  it('reports a number sent as text the way the issue quotes it', () => {
    const mismatches = mismatchesOf(contract.beranda.response, { jum_pegawai: '12' })
    expect(mismatches.map((m) => mismatchLine('GET api/beranda', m))).toContain(
      'GET api/beranda: jum_pegawai: expected number, received string',
    )
  })

  it('returns nothing for a conforming answer', () => {
    expect(mismatchesOf(contract.logout.response, { status: 'sukses', pesan: 'Berhasil keluar' })).toEqual([])
  })

  it.each([
    [['datae', 0, 'hari'], 'hari'],
    [['data', 'token_app'], 'token_app'],
    [['datae'], 'datae'],
    [[], ''],
    [['rekap', 3, 'detail', 'jam'], 'rekap.detail.jam'],
  ])('fieldOf(%j) = %j', (path, field) => {
    expect(fieldOf(path)).toBe(field)
  })
})
