import type { ImporBarisInput, ImporPeriksaRow } from '../../../../contract/pegawai-impor.ts'
import type { DataTableColumn } from '../../../components/DataTable.tsx'
import { formatAngka } from '../../../lib/format.ts'
import { PagedTable } from './PagedTable.tsx'

export type PreviewRow = ImporBarisInput & { masalah: string[] }

export const joinChecks = (rows: ImporBarisInput[], checks: ImporPeriksaRow[]): PreviewRow[] =>
  rows.map((row, i) => ({ ...row, masalah: checks[i]?.masalah ?? [] }))

const columns: DataTableColumn<PreviewRow>[] = [
  { key: 'nomor', header: 'Baris', className: 'num', value: (row) => row.nomor },
  { key: 'nip', header: 'NIP', value: (row) => row.nip ?? '' },
  { key: 'nama', header: 'Nama', value: (row) => row.nama ?? '' },
  { key: 'unit', header: 'Unit', value: (row) => row.kode || row.cabang || '' },
  { key: 'jadwal', header: 'Jadwal', value: (row) => row.jadwal ?? '' },
  {
    key: 'masalah',
    header: 'Masalah',
    value: (row) => row.masalah.join('; '),
    render: (row) =>
      row.masalah.length ? (
        <ul className="impor-masalah">
          {row.masalah.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : (
        <span className="badge badge-success">Siap</span>
      ),
  },
]

/** The file's rows with the server's problems per row; rows with problems first. */
export function ImporPreview({ rows }: { rows: PreviewRow[] }) {
  const bad = rows.filter((row) => row.masalah.length)
  const ordered = [...bad, ...rows.filter((row) => !row.masalah.length)]
  return (
    <>
      <p role="status" data-testid="impor-ringkasan">
        {formatAngka(rows.length)} baris: {formatAngka(rows.length - bad.length)} siap diimpor,{' '}
        {formatAngka(bad.length)} bermasalah.
      </p>
      <PagedTable
        rows={ordered}
        rowKey={(row) => row.nomor}
        caption="Pratinjau impor pegawai"
        columns={columns}
        rowClassName={(row) => (row.masalah.length ? 'row-invalid' : undefined)}
      />
    </>
  )
}
