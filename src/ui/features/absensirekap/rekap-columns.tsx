import { Link } from 'wouter'
import type { RekapRow } from '../../../contract/laporan.ts'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { formatAngka } from '../../lib/format.ts'

type Column = DataTableColumn<RekapRow>

/** Every day counted once: masuk, the leave kinds (issue 31: cuti and dinas apart from ijin), alpha. */
export const rekapTotal = (row: RekapRow) =>
  row.masuk + row.sakit + row.ijin + (row.cuti ?? 0) + (row.dinas ?? 0) + row.alpha
const count = (
  key: 'masuk' | 'sakit' | 'ijin' | 'cuti' | 'dinas' | 'alpha' | 'gag_absen_pulang',
  header: string,
): Column => ({
  key,
  header,
  className: 'num',
  // A backend without leave types sends no cuti or dinas: none.
  value: (row) => row[key] ?? 0,
})
const minutes = (key: 'keterlambatan' | 'pulangawal', header: string): Column => ({
  key,
  header,
  className: 'num',
  value: (row) => row[key],
  render: (row) => formatAngka(row[key]),
})

/** The recap's table columns (the spreadsheet's typed columns are in export-rekap.ts). */
export const REKAP_COLUMN = {
  cabang: { key: 'cabang', header: 'Unit', value: (row) => row.cabang },
  masuk: count('masuk', 'Masuk'),
  sakit: count('sakit', 'Sakit'),
  ijin: count('ijin', 'Ijin'),
  cuti: count('cuti', 'Cuti'),
  dinas: count('dinas', 'Dinas'),
  alpha: count('alpha', 'Alpha'),
  total: { key: 'total', header: 'Total', className: 'num', value: rekapTotal },
  telat: {
    key: 'jum_telat',
    header: 'Terlambat',
    value: (row) => row.jum_telat,
    render: (row) => (row.jum_telat ? `${formatAngka(row.jum_telat)} kali` : 'Tidak pernah'),
  },
  menit: minutes('keterlambatan', 'Terlambat (menit)'),
  awal: minutes('pulangawal', 'Pulang Awal (menit)'),
  gag: count('gag_absen_pulang', 'Tidak Absen Pulang'),
} satisfies Record<string, Column>

/**
 * The screen's table: the employee (linked for level 0) with NIP and office, the counts, and the
 * detail; the office's own column is printed only.
 */
export function rekapTableColumns(options: {
  admin: boolean
  detailHref: (row: RekapRow) => string
}): Column[] {
  const C = REKAP_COLUMN
  return [
    { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
    {
      key: 'pegawai',
      header: 'Pegawai',
      // The name sorts; the NIP is searched too.
      value: (row) => `${row.nama} · ${row.nip}`,
      render: (row) => (
        <>
          <span className="cell-name">
            {options.admin ? <Link href={`/pegawai/${row.idp}`}>{row.nama}</Link> : row.nama}
          </span>
          <br />
          <small className="text-muted">
            {row.nip}
            {/* On screen the office sits here (the table fits 1366 px); print has its own column. */}
            <span className="no-print"> · {row.cabang}</span>
          </small>
        </>
      ),
    },
    C.masuk,
    C.sakit,
    C.ijin,
    C.cuti,
    C.dinas,
    C.alpha,
    C.total,
    C.telat,
    C.menit,
    C.awal,
    C.gag,
    { ...C.cabang, className: 'print-only' },
    {
      key: 'detail',
      header: <span className="sr-only">Detail</span>,
      className: 'no-print',
      render: (row) => (
        <Link
          href={options.detailHref(row)}
          className="btn btn-secondary btn-sm"
          aria-label={`Detail ${row.nama}`}
        >
          Detail
        </Link>
      ),
    },
  ]
}
