import type { ImporAkun } from '../../../../contract/pegawai-impor.ts'
import { Button } from '../../../components/Button.tsx'
import type { DataTableColumn } from '../../../components/DataTable.tsx'
import { showFailure } from '../../../lib/actions.ts'
import { formatAngka } from '../../../lib/format.ts'
import { waShareLink } from '../credentials.ts'
import { exportAkun } from './export-akun.ts'
import { PagedTable } from './PagedTable.tsx'

const columns: DataTableColumn<ImporAkun>[] = [
  { key: 'nomor', header: 'Baris', className: 'num', value: (row) => row.nomor },
  { key: 'nip', header: 'NIP', value: (row) => row.nip },
  { key: 'nama', header: 'Nama', value: (row) => row.nama },
  { key: 'wa', header: 'WA', value: (row) => row.wa },
  { key: 'pass', header: 'Kata Sandi', value: (row) => row.pass, render: (row) => <code>{row.pass}</code> },
  {
    key: 'kirim',
    header: <span className="sr-only">Kirim</span>,
    render: (row) => {
      const link = waShareLink(row.wa, row.nama, row.nip, row.pass)
      return link ? (
        <a href={link} target="_blank" rel="noreferrer" aria-label={`Kirim akun ${row.nama} via WhatsApp`}>
          Kirim via WhatsApp
        </a>
      ) : null
    },
  },
]

/** The created accounts with their generated passwords: shown once, never available again. */
export function ImporAkunList({ akun }: { akun: ImporAkun[] }) {
  return (
    <>
      <p className="notice" role="status" data-testid="impor-akun">
        {formatAngka(akun.length)} akun pegawai dibuat. Kata sandi awal hanya ditampilkan sekali: bagikan ke
        pegawai atau unduh daftarnya sekarang.
      </p>
      <Button variant="secondary" onClick={() => void exportAkun(akun).catch(showFailure)}>
        Unduh daftar akun
      </Button>
      <PagedTable
        rows={akun}
        rowKey={(row) => row.nomor}
        caption="Akun pegawai hasil impor"
        columns={columns}
      />
    </>
  )
}
