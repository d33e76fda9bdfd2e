import { describe, expect, it } from 'vitest'
import type { JejakEntry } from '../../src/contract/jejak-perubahan.ts'
import { filterFromSearch, queryOf, withFilter } from '../../src/ui/features/jejakperubahan/jejak-filter.ts'
import { fieldRows } from '../../src/ui/features/jejakperubahan/jejak-view.ts'

const entry = (jenis: JejakEntry['jenis'], sebelum: JejakEntry['sebelum'], sesudah: JejakEntry['sesudah']) =>
  ({
    id: 1,
    tgl: '2026-11-16',
    jam: '09:00',
    iduser: 1,
    namauser: 'A',
    tabel: 'pegawai',
    idrekaman: '5',
    jenis,
    sebelum,
    sesudah,
    keterangan: '',
  }) satisfies JejakEntry

describe('Jejak Perubahan: the fields an entry lists', () => {
  it('a change lists only the fields that moved, before and after', () => {
    const rows = fieldRows(
      entry(
        'ubah',
        { nama: 'Ani', nip: '1', tgllahir: null },
        { nama: 'Ana', nip: '1', tgllahir: '2000-01-02' },
      ),
    )
    expect(rows).toEqual([
      { kolom: 'nama', sebelum: 'Ani', sesudah: 'Ana' },
      { kolom: 'tgllahir', sebelum: '–', sesudah: '2000-01-02' },
    ])
  })

  it('an addition and a deletion list every field on their one side', () => {
    expect(fieldRows(entry('tambah', null, { nama: 'Ani', hari: [{ hari: 0 }] }))).toEqual([
      { kolom: 'nama', sebelum: '', sesudah: 'Ani' },
      { kolom: 'hari', sebelum: '', sesudah: '[{"hari":0}]' },
    ])
    expect(fieldRows(entry('hapus', { nama: 'Ani' }, null))).toEqual([
      { kolom: 'nama', sebelum: 'Ani', sesudah: '' },
    ])
  })
})

describe('Jejak Perubahan: filters in the address', () => {
  it('reads the known filters, and a changed filter goes back to page 1', () => {
    const filter = filterFromSearch('?tabel=pegawai&idrekaman=5&page=3&lain=x')
    expect(filter).toEqual({ tabel: 'pegawai', idrekaman: '5', page: '3' })
    expect(withFilter(filter, 'jenis', 'hapus')).toEqual({ tabel: 'pegawai', idrekaman: '5', jenis: 'hapus' })
    expect(withFilter(filter, 'page', '4')).toMatchObject({ page: '4' })
    expect(queryOf({ iduser: '7' })).toMatchObject({ iduser: 7, page: 1, halaman: 50 })
  })

  it('an address the contract refuses falls back to no filter at all', () => {
    expect(filterFromSearch('?dari=2026-02-01&sampai=2026-01-01')).toEqual({})
    expect(filterFromSearch('?jenis=ganti')).toEqual({})
  })
})
