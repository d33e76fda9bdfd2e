import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as XLSX from '@e965/xlsx'
import { NAMA_HARI } from '../src/domain/calendar.ts'
import { jadwalToRows } from '../src/domain/jadwal-xlsx.ts'

/**
 * `node scripts/make-contoh-jadwal.ts`: writes docs/contoh-jadwal-pelajaran.xlsx, the example of
 * the timetable's xlsx layout (docs/jam-mengajar.md), from the layout module itself: Senin and
 * Selasa of a small SD, three classes, a break.
 */
const target = fileURLToPath(new URL('../docs/contoh-jadwal-pelajaran.xlsx', import.meta.url))

const times = [
  ['07:00', '07:35'],
  ['07:35', '08:10'],
  ['08:10', '08:25'],
  ['08:25', '09:00'],
] as const
const periods = [1, 2].flatMap((hari) =>
  times.map(([mulai, selesai], i) => ({
    idjam: hari * 10 + i,
    hari,
    jamke: i === 2 ? null : i < 2 ? i + 1 : 3,
    mulai,
    selesai,
    keterangan: i === 2 ? 'Istirahat' : '',
  })),
)
const classes = ['1A', '1B', '2A'].map((nama, i) => ({ idkelas: i + 1, nama, urut: i + 1 }))
const lessons: [hari: number, jamke: number, idkelas: number, mapel: string, nama: string][] = [
  [1, 1, 1, 'Matematika', 'Budi Santoso'],
  [1, 1, 2, 'Bahasa Indonesia', 'Siti Aminah'],
  [1, 2, 1, 'Bahasa Indonesia', 'Siti Aminah'],
  [1, 2, 3, 'Matematika', 'Budi Santoso'],
  [1, 3, 2, 'PAI', 'Ahmad Fauzi'],
  [2, 1, 3, 'PAI', 'Ahmad Fauzi'],
  [2, 2, 1, 'IPA', 'Budi Santoso'],
  [2, 3, 2, 'Matematika', 'Budi Santoso'],
]
const cells = lessons.map(([hari, jamke, idkelas, mapel, nama], i) => ({
  ...{ idjadwal: i + 1, hari, jamke, idkelas, kelas: classes[idkelas - 1]?.nama ?? '', mapel },
  ...{ idp: i + 1, nama },
}))
const heading = `Jadwal Pelajaran SD Islam Terpadu 1 2026/2027 Semester 1 (ganjil) — contoh (${NAMA_HARI[1]}–${NAMA_HARI[2]})`
const book = XLSX.utils.book_new()
XLSX.utils.book_append_sheet(
  book,
  XLSX.utils.aoa_to_sheet(jadwalToRows(periods, classes, cells, [heading])),
  'Jadwal Pelajaran',
)
writeFileSync(target, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }))
console.log(`contoh jadwal -> ${target}`)
