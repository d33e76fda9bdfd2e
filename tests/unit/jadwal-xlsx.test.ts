import { describe, expect, it } from 'vitest'
import { JadwalSheetError, jadwalToRows, rowsToJadwal } from '../../src/domain/jadwal-xlsx.ts'

const periods = [
  { idjam: 1, hari: 1, jamke: 1, mulai: '07:00', selesai: '07:35', keterangan: '' },
  { idjam: 2, hari: 1, jamke: 2, mulai: '07:35', selesai: '08:10', keterangan: '' },
  { idjam: 3, hari: 1, jamke: null, mulai: '08:10', selesai: '08:25', keterangan: 'Istirahat' },
  { idjam: 4, hari: 0, jamke: 1, mulai: '07:00', selesai: '07:35', keterangan: '' },
  { idjam: 5, hari: 5, jamke: 1, mulai: '07:00', selesai: '07:35', keterangan: '' },
]
const classes = [
  { idkelas: 10, nama: '7A', urut: 1 },
  { idkelas: 11, nama: '7B', urut: 2 },
]
const cell = (
  idjadwal: number,
  hari: number,
  jamke: number,
  idkelas: number,
  mapel: string,
  nama: string,
) => ({
  idjadwal,
  hari,
  jamke,
  idkelas,
  kelas: idkelas === 10 ? '7A' : '7B',
  mapel,
  idp: idjadwal,
  nama,
})
const cells = [
  cell(1, 1, 1, 10, 'Matematika', 'Budi Santoso'),
  cell(2, 1, 2, 11, 'IPA / Biologi', 'Siti Aminah'),
  cell(3, 5, 1, 10, 'PAI', 'Ahmad'),
]

describe('timetable sheet', () => {
  it('lays out a row per day and period (Senin first), a column per class, breaks as Istirahat', () => {
    expect(jadwalToRows(periods, classes, cells, ['Jadwal Pelajaran'])).toEqual([
      ['Jadwal Pelajaran'],
      [],
      ['Hari', 'Jam ke-', 'Waktu', '7A', '7B'],
      ['Senin', 1, '07:00–07:35', 'Matematika / Budi Santoso', null],
      ['Senin', 2, '07:35–08:10', null, 'IPA / Biologi / Siti Aminah'],
      ['Senin', 'Istirahat', '08:10–08:25', null, null],
      ["Jum'at", 1, '07:00–07:35', 'PAI / Ahmad', null],
      ['Ahad', 1, '07:00–07:35', null, null],
    ])
  })

  it('reads back the same cells, each with its sheet row', () => {
    const rows = jadwalToRows(periods, classes, cells, ['Jadwal Pelajaran'])
    expect(rowsToJadwal(rows)).toEqual([
      { baris: 4, hari: 1, jamke: 1, kelas: '7A', mapel: 'Matematika', guru: 'Budi Santoso' },
      { baris: 5, hari: 1, jamke: 2, kelas: '7B', mapel: 'IPA / Biologi', guru: 'Siti Aminah' },
      { baris: 7, hari: 5, jamke: 1, kelas: '7A', mapel: 'PAI', guru: 'Ahmad' },
    ])
  })

  it('reads day names as people write them and jam ke- as text', () => {
    const rows = [
      ['Hari', 'Jam ke-', 'Waktu', '7A'],
      ['jumat', '2', '', ' Fikih /Ahmad '],
    ]
    expect(rowsToJadwal(rows)).toEqual([
      { baris: 2, hari: 5, jamke: 2, kelas: '7A', mapel: 'Fikih', guru: 'Ahmad' },
    ])
  })

  it('names the row of a cell without a teacher or an unknown day', () => {
    const header = ['Hari', 'Jam ke-', 'Waktu', '7A']
    expect(() => rowsToJadwal([header, ['Senin', 1, '', 'Matematika']])).toThrow(
      new JadwalSheetError("Baris 2: isi kelas 7A 'Matematika' harus 'Mapel / Guru'"),
    )
    expect(() => rowsToJadwal([header, [], ['Minggu', 1, '', 'PAI / Ahmad']])).toThrow(
      "Baris 3: hari 'Minggu' tidak dikenal",
    )
    expect(() => rowsToJadwal([['Kelas', '7A']])).toThrow(JadwalSheetError)
  })
})
