import { describe, expect, it } from 'vitest'
import { answerMismatchesOf, fieldOf, mismatchesOf, mismatchLine } from '../../src/contract/conformance.ts'
import { waktu } from '../../src/contract/fields.ts'
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

  it('names a date or time in another format, and the value', () => {
    const lines = mismatchesOf(contract.hariLiburDetail.response, {
      idx: 1,
      tgllibur: '16/11/2026',
      keterangan: 'Libur',
    }).map((m) => mismatchLine('GET api/hari_libur/{idx}', m))
    expect(lines).toEqual([
      'GET api/hari_libur/{idx}: tgllibur: expected a date YYYY-MM-DD, received "16/11/2026"',
    ])
    const [time] = mismatchesOf(waktu, '9.00')
    expect(time?.reason).toBe('expected a time HH:mm, received "9.00"')
    const [unreal] = mismatchesOf(contract.hariLiburDetail.response, {
      idx: 1,
      tgllibur: '2026-02-30',
      keterangan: '',
    })
    expect(unreal?.reason).toBe('expected a real calendar date YYYY-MM-DD, received "2026-02-30"')
  })

  it('names the allowed values of an enum made of literals, and the value received', () => {
    const [first] = mismatchesOf(contract.penggunaDetail.response, {
      iduser: 1,
      usernama: 'admin',
      namalengkap: 'Admin',
      levelx: 5,
      ids: null,
      sekolah: '',
    })
    expect(first && mismatchLine('GET api/masterpengguna/{iduser}', first)).toBe(
      'GET api/masterpengguna/{iduser}: levelx: expected 0 or 1, received 5',
    )
  })

  it('an answer is closed: a field the contract does not name is one mismatch, a record keeps its keys', () => {
    const row = { iduser: 1, usernama: 'admin', namalengkap: 'Admin', levelx: 0, ids: null, sekolah: '' }
    expect(mismatchesOf(contract.penggunaList.response, { datae: [{ ...row, pass: 'x' }] })).toEqual([])
    const [extra] = answerMismatchesOf(contract.penggunaList.response, {
      datae: [row, { ...row, pass: 'x' }],
    })
    expect(extra && mismatchLine('GET api/masterpengguna', extra)).toBe(
      'GET api/masterpengguna: pass: unexpected field, received "x"',
    )
    expect(extra?.path).toEqual(['datae', 1, 'pass'])
    expect(answerMismatchesOf(contract.penggunaList.response, { datae: [row] })).toEqual([])
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
