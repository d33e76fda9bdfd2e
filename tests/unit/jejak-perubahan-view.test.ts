import { describe, expect, it } from 'vitest'
import {
  DISEMBUNYIKAN,
  DIUBAH_DISEMBUNYIKAN,
  type JejakEntry,
  type NamaRujukan,
} from '../../src/contract/jejak-perubahan.ts'
import { schemaSnapshot } from '../../src/db/schema-snapshot.ts'
import { filterFromSearch, queryOf, withFilter } from '../../src/ui/features/jejakperubahan/jejak-filter.ts'
import { KOLOM, tabelLabel } from '../../src/ui/features/jejakperubahan/jejak-labels.ts'
import { entryTitle, fieldRows } from '../../src/ui/features/jejakperubahan/jejak-view.ts'

const entry = (
  jenis: JejakEntry['jenis'],
  sebelum: JejakEntry['sebelum'],
  sesudah: JejakEntry['sesudah'],
  tabel = 'pegawai',
) =>
  ({
    id: 1,
    tgl: '2026-11-16',
    jam: '09:00',
    iduser: 1,
    namauser: 'A',
    tabel,
    idrekaman: '5',
    jenis,
    sebelum,
    sesudah,
    keterangan: '',
  }) satisfies JejakEntry

const nama: NamaRujukan = {
  pegawai: { '12': 'Ani Lestari' },
  shift: { '3': 'Guru Pagi' },
  area: { '4': 'Gerbang Utama' },
  jenis_cuti: { '3': 'Cuti Tahunan' },
  mesin: { '2': 'Mesin Gerbang' },
  unit: { SMP: 'SMP Harapan', SD: 'SD Harapan' },
}

/** Every table a write handler records (recordRowChange / recordChange calls). */
const AUDITED_TABLES = [
  'pegawai',
  'absensi',
  'pengajuan_ijin',
  'shift',
  'jabatan',
  'pendidikan',
  'kantor',
  'area_absensi',
  'kalender',
  'jenis_cuti',
  'hari_libur',
  'hari_khusus',
  'pengguna',
  'tahunajaran',
  'pengaturan',
] as const

describe('Jejak Perubahan: the words of the forms', () => {
  it('names every column of every audited table (a new column without a label fails here)', () => {
    const tables: Record<string, { columns: Record<string, unknown> }> = schemaSnapshot.tables
    const unnamed = AUDITED_TABLES.flatMap((tabel) =>
      Object.keys(tables[tabel]?.columns ?? { missing: 1 })
        .filter((kolom) => !KOLOM[tabel]?.[kolom])
        .map((kolom) => `${tabel}.${kolom}`),
    )
    expect(unnamed).toEqual([])
  })

  it('a rejected leave request: the employee by name, Ditolak and the note, no codes', () => {
    const before = {
      idj: 19,
      idp: 12,
      tglx: '2026-11-10',
      tglawal: '2026-11-12',
      tglakhir: '2026-11-14',
      hari: 3,
      alasan: 'Acara keluarga',
      keterangan: '',
      status: 1,
      disetujui: 0,
      catatan: '',
    }
    const rejection = entry(
      'ubah',
      before,
      { ...before, disetujui: 9, catatan: 'Bentrok ujian' },
      'pengajuan_ijin',
    )
    expect(entryTitle(rejection, nama)).toBe('Pengajuan Ijin — Ani Lestari (12 Nov–14 Nov 2026)')
    expect(fieldRows(rejection, nama)).toEqual([
      { kolom: 'Persetujuan', sebelum: 'Menunggu Jawaban', sesudah: 'Ditolak' },
      { kolom: 'Catatan Penolakan', sebelum: '–', sesudah: 'Bentrok ujian' },
    ])
  })

  it('a leave request entered by an admin: its type by name; a ledger adjustment in days', () => {
    const request = entry(
      'tambah',
      null,
      { idj: 30, idp: 12, tglawal: '2026-12-01', tglakhir: '2026-12-02', idjenis: 3, diajukan_oleh: 'admin' },
      'pengajuan_ijin',
    )
    expect(fieldRows(request, nama)).toContainEqual({
      kolom: 'Jenis Cuti',
      sebelum: '',
      sesudah: 'Cuti Tahunan',
    })
    const adjustment = entry(
      'tambah',
      null,
      { idmutasi: 2, idp: 12, tgl: '2026-11-18', jenis: 'penyesuaian', hari: -2, keterangan: 'Koreksi' },
      'cuti_mutasi',
    )
    expect(entryTitle(adjustment, nama)).toBe('Buku Cuti — Ani Lestari (18 Nov 2026)')
    expect(fieldRows(adjustment, nama)).toContainEqual({ kolom: 'Hari', sebelum: '', sesudah: '-2 hari' })
  })

  it('an attendance record: status, way and area decoded, the employee named, its key left out', () => {
    const arrival = entry(
      'tambah',
      null,
      { id: 7, idp: 12, tgl: '2026-11-18', status: 0, waktu_masuk: '07:05', idar: 4, device: 0 },
      'absensi',
    )
    expect(entryTitle(arrival, nama)).toBe('Absensi — Ani Lestari (18 Nov 2026)')
    expect(fieldRows(arrival, nama)).toEqual([
      { kolom: 'Pegawai', sebelum: '', sesudah: 'Ani Lestari' },
      { kolom: 'Tanggal', sebelum: '', sesudah: '18 Nov 2026' },
      { kolom: 'Status', sebelum: '', sesudah: 'Masuk' },
      { kolom: 'Datang', sebelum: '', sesudah: '07:05' },
      { kolom: 'Area Absensi', sebelum: '', sesudah: 'Gerbang Utama' },
      { kolom: 'Cara Absen', sebelum: '', sesudah: 'Aplikasi' },
    ])
    const manual = entry('hapus', { status: 2, device: 1, idp: 99 }, null, 'absensi')
    expect(fieldRows(manual, nama).map((row) => row.sebelum)).toEqual(['Sakit', 'Manual', '99'])
  })

  it('secrets read "diubah" when changed and "ada" otherwise, never the marker', () => {
    const edit = entry(
      'ubah',
      { pass_hash: DISEMBUNYIKAN, idshift: 3, kode: 'SD', tipe: 'normal' },
      { pass_hash: DIUBAH_DISEMBUNYIKAN, idshift: 3, kode: 'SMP', tipe: 'ajar' },
    )
    expect(fieldRows(edit, nama)).toEqual([
      { kolom: 'Kata Sandi', sebelum: 'ada', sesudah: 'diubah' },
      { kolom: 'Unit', sebelum: 'SD Harapan', sesudah: 'SMP Harapan' },
      { kolom: 'Jenis Pegawai', sebelum: 'Umum', sesudah: 'Guru (jam mengajar)' },
    ])
  })

  it("a schedule's days are one field per weekday, a day off reads Libur", () => {
    const day = (hari: number, libur = 0) => ({ hari, waktu_masuk: '07:00', waktu_pulang: '15:00', libur })
    const before = { idshift: 3, label: 'Guru Pagi', hari: [day(0, 1), day(1), day(6)] }
    const edit = entry('ubah', before, { ...before, hari: [day(0, 1), day(1), day(6, 1)] }, 'shift')
    expect(entryTitle(edit, nama)).toBe('Jadwal — Guru Pagi')
    expect(fieldRows(edit, nama)).toEqual([{ kolom: 'Sabtu', sebelum: '07:00–15:00', sesudah: 'Libur' }])
  })

  it('a calendar entry: its kind, its units by name; a setting by its form label', () => {
    const libur = entry(
      'tambah',
      null,
      {
        idkalender: 2,
        jenis: 'unit',
        tglawal: '2026-12-24',
        tglakhir: '2026-12-24',
        keterangan: 'Milad',
        semua_unit: 0,
        unit: ['SD', 'SMP'],
      },
      'kalender',
    )
    expect(entryTitle(libur, nama)).toBe('Kalender Kerja — Milad (24 Des 2026)')
    expect(fieldRows(libur, nama)).toContainEqual({ kolom: 'Jenis', sebelum: '', sesudah: 'Libur Unit' })
    expect(fieldRows(libur, nama)).toContainEqual({
      kolom: 'Unit',
      sebelum: '',
      sesudah: 'SD Harapan, SMP Harapan',
    })
    const setting = entry(
      'ubah',
      { kunci: 'toleransi_terlambat_menit', nilai: '5' },
      { kunci: 'toleransi_terlambat_menit', nilai: '10' },
      'pengaturan',
    )
    expect(entryTitle(setting, nama)).toBe('Pengaturan — Toleransi Keterlambatan (menit)')
    expect(fieldRows(setting, nama)).toEqual([
      { kolom: 'Toleransi Keterlambatan (menit)', sebelum: '5', sesudah: '10' },
    ])
  })

  it("an import's row counts name every table of the database", () => {
    const tables = Object.keys(schemaSnapshot.tables)
    expect(tables.filter((tabel) => tabelLabel(tabel) === tabel)).toEqual([])
  })

  it('an import names the tables and counts their rows', () => {
    const reset = entry(
      'ubah',
      { pegawai: 1200, absensi: 5 },
      { pegawai: 1200, absensi: 50683 },
      'semua data',
    )
    expect(entryTitle(reset, nama)).toBe('Semua data (impor/reset)')
    expect(fieldRows(reset, nama)).toEqual([{ kolom: 'Absensi', sebelum: '5', sesudah: '50.683' }])
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
