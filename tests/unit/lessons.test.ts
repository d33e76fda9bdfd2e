import { describe, expect, it } from 'vitest'
import {
  type LessonCell,
  type LessonInputs,
  type LessonRecord,
  lessonsOf,
  taughtBy,
} from '../../src/domain/lessons.ts'

const YEAR = { id: 1, tglawal: '2026-07-13', tglakhir: '2027-06-30' }
/** Wednesday, period 3 (10:00–10:35), class VII A, Budi. */
const CELL: LessonCell = {
  idjadwal: 7,
  kode: 'SMP',
  idta: 1,
  semester: 1,
  hari: 3,
  jamke: 3,
  mulai: '10:00',
  selesai: '10:35',
  idkelas: 2,
  kelas: 'VII A',
  mapel: 'Matematika',
  idp: 10,
  nama: 'Budi',
}
const record = (over: Partial<LessonRecord>): LessonRecord => ({
  id: 1,
  idjadwal: 7,
  tgl: '2026-11-18',
  status: 'hadir',
  idp: 10,
  nama: 'Budi',
  materi: 'Pecahan',
  alasan: '',
  dicatat: 'app',
  waktu_catat: '2026-11-18 10:01',
  ...over,
})
const inputs = (over: Partial<LessonInputs>): LessonInputs => ({
  range: { from: '2026-11-16', to: '2026-11-22' },
  cells: [CELL],
  years: [YEAR],
  dayOff: () => null,
  records: [],
  leaves: [],
  ...over,
})

describe('lessonsOf', () => {
  it('expects a cell on each date of its weekday in its semester only', () => {
    const month = lessonsOf(inputs({ range: { from: '2026-11-01', to: '2026-11-30' } }))
    expect(month.map((row) => row.tgl)).toEqual(['2026-11-04', '2026-11-11', '2026-11-18', '2026-11-25'])
    expect(month.every((row) => row.keadaan === 'belum')).toBe(true)
    const genap = lessonsOf(inputs({ range: { from: '2027-01-01', to: '2027-01-31' } }))
    expect(genap).toEqual([])
    // Semester 1 begins with the year: a Wednesday before it has no lesson.
    const before = lessonsOf(inputs({ range: { from: '2026-07-01', to: '2026-07-15' } }))
    expect(before.map((row) => row.tgl)).toEqual(['2026-07-15'])
  })

  it('does not expect a lesson on a day off of its unit, unless it was recorded anyway', () => {
    const dayOff = (kode: string, tgl: string) => (kode === 'SMP' && tgl === '2026-11-18' ? 'Rapat' : null)
    expect(lessonsOf(inputs({ dayOff }))).toEqual([])
    expect(
      lessonsOf(
        inputs({
          dayOff: (_kode, tgl) => (tgl === '2026-11-18' ? 'x' : null),
          cells: [{ ...CELL, kode: 'SD' }],
        }),
      ),
    ).toEqual([])
    const recorded = lessonsOf(inputs({ dayOff, records: [record({})] }))
    expect(recorded.map((row) => row.keadaan)).toEqual(['hadir'])
  })

  it("gives the scheduled teacher's leave as the state, not a missed lesson", () => {
    const states = (status: 1 | 2, kategori: 'cuti' | 'dinas' | null) =>
      lessonsOf(inputs({ leaves: [{ idp: 10, tgl: '2026-11-18', status, kategori }] }))[0]?.keadaan
    expect(states(1, null)).toBe('ijin')
    expect(states(2, null)).toBe('sakit')
    expect(states(1, 'cuti')).toBe('cuti')
    expect(states(1, 'dinas')).toBe('dinas')
    const otherTeacher = lessonsOf(
      inputs({ leaves: [{ idp: 11, tgl: '2026-11-18', status: 1, kategori: null }] }),
    )
    expect(otherTeacher[0]?.keadaan).toBe('belum')
  })

  it("gives a substitute's lesson to the substitute, not to the scheduled teacher", () => {
    const [row] = lessonsOf(
      inputs({
        records: [record({ status: 'pengganti', idp: 12, nama: 'Citra', dicatat: 'piket' })],
        leaves: [{ idp: 10, tgl: '2026-11-18', status: 2, kategori: null }],
      }),
    )
    expect(row).toMatchObject({ keadaan: 'pengganti', idp: 10, idp_pengganti: 12, nama_pengganti: 'Citra' })
    expect(row && taughtBy(row)).toBe(12)
    const [taught] = lessonsOf(inputs({ records: [record({})] }))
    expect(taught && taughtBy(taught)).toBe(10)
    const [missed] = lessonsOf(inputs({ records: [record({ status: 'tidak', alasan: 'Sakit' })] }))
    expect(missed && taughtBy(missed)).toBeNull()
  })

  it('orders a day by start time, keeping the class order within a period', () => {
    const cells = [
      { ...CELL, idjadwal: 8, jamke: 4, mulai: '10:35', selesai: '11:10' },
      { ...CELL, idjadwal: 9, idkelas: 3, kelas: 'VII B', idp: 11 },
      CELL,
    ]
    const rows = lessonsOf(inputs({ cells }))
    expect(rows.map((row) => row.idjadwal)).toEqual([9, 7, 8])
  })
})
