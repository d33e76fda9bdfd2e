import { Link } from 'wouter'
import type { SaldoCutiRow } from '../../../contract/cuti-saldo.ts'
import { href } from '../../app/route-table.ts'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { formatTanggalPendek } from '../../lib/format.ts'

type Column = DataTableColumn<SaldoCutiRow>
type Figure =
  | 'alokasi'
  | 'dibawa'
  | 'cuti_bersama'
  | 'diambil'
  | 'dikembalikan'
  | 'penyesuaian'
  | 'hangus'
  | 'sisa'

/** The report's figures in ledger order, with the words the table, print and xlsx share. */
export const SALDO_FIGURES: readonly { key: Figure; header: string }[] = [
  { key: 'alokasi', header: 'Jatah' },
  { key: 'dibawa', header: 'Dibawa' },
  { key: 'cuti_bersama', header: 'Cuti Bersama' },
  { key: 'diambil', header: 'Diambil' },
  { key: 'dikembalikan', header: 'Dikembalikan' },
  { key: 'penyesuaian', header: 'Penyesuaian' },
  { key: 'hangus', header: 'Hangus' },
  { key: 'sisa', header: 'Sisa' },
]

/** '1 Jan 2026 – 31 Des 2026', or the note of an employee without a leave year yet. */
export const tahunCutiText = (row: SaldoCutiRow) =>
  row.mulai && row.akhir
    ? `${formatTanggalPendek(row.mulai)} – ${formatTanggalPendek(row.akhir)}`
    : row.catatan

/**
 * The screen's and the print's columns: the employee (linked for level 0), the leave year, the
 * figures, and on screen only the row's 'Buku Cuti' (its ledger and Penyesuaian, for both levels).
 */
export function saldoColumns(options: { admin: boolean; onBuku: (row: SaldoCutiRow) => void }): Column[] {
  return [
    { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
    { key: 'nip', header: 'NIP', value: (row) => row.nip },
    {
      key: 'nama',
      header: 'Nama',
      value: (row) => row.nama,
      render: (row) =>
        options.admin ? <Link href={href('pegawai.ubah', { idp: row.idp })}>{row.nama}</Link> : row.nama,
    },
    { key: 'cabang', header: 'Unit', value: (row) => row.cabang },
    { key: 'tahun', header: 'Tahun Cuti', value: tahunCutiText },
    ...SALDO_FIGURES.map(
      ({ key, header }): Column => ({ key, header, className: 'num', value: (row) => row[key] }),
    ),
    {
      key: 'buku',
      header: <span className="sr-only">Buku Cuti</span>,
      className: 'no-print',
      render: (row) => (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label={`Buku Cuti ${row.nama}`}
          onClick={() => options.onBuku(row)}
        >
          Buku
        </button>
      ),
    },
  ]
}
