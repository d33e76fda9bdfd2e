/**
 * Cost of one Excel export in the browser's code path (docs/exports.md): building the sheet
 * (typed cells, widths) and writing the file (SheetJS, the frozen-pane patch, one deflate), for
 * a week and a month of a 2,000-employee history. `node bench/excel-export.ts`; prints figures,
 * never fails on them. Runs in Node: the same pure-JS SheetJS and deflate as the browser.
 */

import * as XLSX from '@e965/xlsx'
import { buildSheet, type CellType, exportColumn, workbookBytes } from '../src/ui/lib/export-xlsx.ts'
import { median } from './stats.ts'

type Record = { [key: string]: string | number }

/** The attendance file's 17 columns, by kind (features/laporan/export-absensi.ts). */
const KINDS: [string, CellType][] = [
  ['tgl', 'date'],
  ['nip', 'text'],
  ['nama', 'text'],
  ['cabang', 'text'],
  ['status', 'text'],
  ['masuk', 'time'],
  ['telat', 'number'],
  ['pulang', 'time'],
  ['awal', 'number'],
  ['kerja', 'number'],
  ['lokasi', 'text'],
  ['sumber', 'text'],
  ['luar', 'text'],
  ['opr', 'text'],
  ['catatan', 'text'],
  ['tglentri', 'date'],
  ['jamentri', 'time'],
]
const columns = KINDS.map(([key, type]) => exportColumn<Record>(key, type, (row) => row[key]))

function history(count: number): Record[] {
  return Array.from({ length: count }, (_, i) => ({
    tgl: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
    nip: `2009${String(i % 2000).padStart(6, '0')}`,
    nama: `Pegawai Nomor ${i % 2000}, S.Pd.`,
    cabang: `SD Islam Terpadu ${1 + (i % 12)}`,
    status: 'Hadir',
    masuk: '07:05',
    telat: i % 7,
    pulang: '14:01',
    awal: 0,
    kerja: 416,
    lokasi: 'Gerbang utama',
    sumber: 'App',
    luar: '',
    opr: '',
    catatan: '',
    tglentri: '2026-11-16',
    jamentri: '07:05:12',
  }))
}

const heading = {
  foundation: 'Yayasan',
  title: 'Riwayat Absensi Pegawai',
  period: 'November 2026',
  unit: 'Semua unit',
}
const RUNS = 3
console.log('rows     build ms  write ms  file')
for (const [label, count] of [
  ['week', 14_000],
  ['month', 50_000],
] as const) {
  const rows = history(count)
  const build: number[] = []
  const write: number[] = []
  let size = 0
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    const built = buildSheet(columns, rows, heading)
    const written = performance.now()
    size = workbookBytes(XLSX, built, 'Riwayat', 'xlsx').length
    build.push(written - started)
    write.push(performance.now() - written)
  }
  console.log(
    `${`${count} (${label})`.padEnd(14)} ${Math.round(median(build)).toString().padStart(6)} ${Math.round(median(write)).toString().padStart(9)}  ${(size / 1024 / 1024).toFixed(1)} MiB`,
  )
}
