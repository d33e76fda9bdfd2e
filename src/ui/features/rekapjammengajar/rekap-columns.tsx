import { NAMA_KATEGORI_GURU, type RekapJamMengajar } from '../../../contract/jam-mengajar.ts'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { formatAngka } from '../../lib/format.ts'

export type RekapRow = RekapJamMengajar['datae'][number]
type Column = DataTableColumn<RekapRow>

/** The reasons of missed JP in the contract's order, with the words the table, print and xlsx share. */
export const TIDAK_FIGURES: readonly { key: keyof RekapRow['jp_tidak']; header: string }[] = [
  { key: 'ijin', header: 'Ijin' },
  { key: 'sakit', header: 'Sakit' },
  { key: 'cuti', header: 'Cuti' },
  { key: 'dinas', header: 'Dinas' },
  { key: 'tanpa_keterangan', header: 'Tanpa Ket.' },
]

/** The JP figures, in the order the table, the print and the xlsx show them. */
export const JP_FIGURES: readonly { key: 'jp_jadwal' | 'jp_hadir' | 'jp_pengganti'; header: string }[] = [
  { key: 'jp_jadwal', header: 'JP Jadwal' },
  { key: 'jp_hadir', header: 'JP Diajar' },
  { key: 'jp_pengganti', header: 'JP Pengganti' },
]

export const kategoriText = (row: RekapRow) =>
  row.kategori_guru ? NAMA_KATEGORI_GURU[row.kategori_guru] : '—'

/** One row per teacher: who, the JP, the missed JP by reason, the rate and the honor in Rupiah. */
export function rekapColumns(): Column[] {
  const number = (key: string, header: string, value: (row: RekapRow) => number): Column => ({
    key,
    header,
    className: 'num',
    value,
    render: (row) => formatAngka(value(row)),
  })
  return [
    { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
    { key: 'nip', header: 'NIP', value: (row) => row.nip },
    { key: 'nama', header: 'Nama', value: (row) => row.nama },
    { key: 'kategori', header: 'Kategori', value: kategoriText },
    ...JP_FIGURES.map(({ key, header }) => number(key, header, (row) => row[key])),
    ...TIDAK_FIGURES.map(({ key, header }) =>
      number(`tidak_${key}`, `Tidak: ${header}`, (row) => row.jp_tidak[key]),
    ),
    number('tarif', 'Tarif/JP (Rp)', (row) => row.tarif),
    number('honor', 'Honor (Rp)', (row) => row.honor),
  ]
}
