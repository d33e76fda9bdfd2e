import { useState } from 'react'
import type { z } from 'zod'
import type { hariImpor, hariTidakDitulis, PratinjauImpor as Pratinjau } from '../../../contract/mesin.ts'
import { DataTable, type DataTableColumn, type DataTableProps } from '../../components/DataTable.tsx'
import { formatAngka, formatTanggalPendek } from '../../lib/format.ts'
import { waktuText } from '../mesin/mesin-status.ts'
import { hasilScanText } from '../scanlog/scan-labels.ts'

type HariImpor = z.infer<typeof hariImpor>
type HariTidakDitulis = z.infer<typeof hariTidakDitulis>

export const NAMA_TINDAKAN: Record<HariImpor['tindakan'], string> = {
  baru: 'Baru',
  ubah: 'Ubah',
  sama: 'Sama',
}

const SUMBER: Record<number, string> = { 0: 'App', 1: 'Manual', 2: 'Mesin' }

const sebelumText = (row: HariImpor) =>
  row.sebelum
    ? `${row.sebelum.waktu_masuk ?? '-'} – ${row.sebelum.waktu_pulang ?? '-'} (${SUMBER[row.sebelum.device] ?? '-'})`
    : '-'

const pegawaiColumns = <T extends { nip: string; nama: string; tgl: string }>(): DataTableColumn<T>[] => [
  { key: 'tgl', header: 'Tanggal', value: (row) => row.tgl, render: (row) => formatTanggalPendek(row.tgl) },
  { key: 'nip', header: 'NIP', value: (row) => row.nip },
  { key: 'nama', header: 'Nama', value: (row) => row.nama },
]

const hariColumns: DataTableColumn<HariImpor>[] = [
  ...pegawaiColumns<HariImpor>(),
  { key: 'datang', header: 'Datang', value: (row) => row.datang ?? '-' },
  { key: 'pulang', header: 'Pulang', value: (row) => row.pulang ?? '-' },
  { key: 'telat', header: 'Terlambat (menit)', className: 'num', value: (row) => row.keterlambatan || '-' },
  { key: 'tindakan', header: 'Tindakan', value: (row) => NAMA_TINDAKAN[row.tindakan] },
  { key: 'sebelum', header: 'Catatan sebelumnya', value: sebelumText },
]

/** The server's own words when it has them ('Hari ini tercatat Ijin'); a day off names its entry. */
const alasanText = (row: HariTidakDitulis) =>
  row.alasan === 'libur'
    ? [hasilScanText(row.alasan), row.keterangan].filter(Boolean).join(': ')
    : row.keterangan || hasilScanText(row.alasan)

const tidakDitulisColumns: DataTableColumn<HariTidakDitulis>[] = [
  ...pegawaiColumns<HariTidakDitulis>(),
  { key: 'waktu', header: 'Scan', value: (row) => row.waktu.join(', ') },
  {
    key: 'alasan',
    header: 'Alasan',
    value: alasanText,
  },
]

/** A month of 2,000 employees is 60,000 days: the preview shows them a page at a time. */
const PAGE_SIZE = 50

function PagedTable<T>(props: Omit<DataTableProps<T>, 'paging'>) {
  const [page, setPage] = useState(1)
  return <DataTable {...props} paging={{ page, size: PAGE_SIZE, onPageChange: setPage }} />
}

/** What an import would write (issue 32): counts, the days, what is left out and why. */
export function PratinjauImpor({ pratinjau }: { pratinjau: Pratinjau }) {
  const { hari, tidak_ditulis, pin_tidak_dikenal, tidak_terbaca } = pratinjau
  return (
    <section aria-labelledby="pratinjau-judul" className="impormesin-pratinjau">
      <h2 id="pratinjau-judul">Pratinjau</h2>
      <p data-testid="pratinjau-ringkasan">
        {formatAngka(pratinjau.baris)} baris dibaca · {formatAngka(pratinjau.baru)} absen baru ·{' '}
        {formatAngka(pratinjau.duplikat)} duplikat
      </p>
      <PagedTable
        caption="Absensi yang akan ditulis"
        showCaption
        rows={hari}
        rowKey={(row) => `${row.idp}-${row.tgl}`}
        columns={hariColumns}
        emptyText="Tidak ada absensi yang akan ditulis"
      />
      {tidak_ditulis.length > 0 && (
        <PagedTable
          caption="Scan yang tidak ditulis"
          showCaption
          rows={tidak_ditulis}
          rowKey={(row) => `${row.idp}-${row.tgl}`}
          columns={tidakDitulisColumns}
        />
      )}
      {pin_tidak_dikenal.length > 0 && (
        <PagedTable
          caption="PIN tidak dikenal"
          showCaption
          rows={pin_tidak_dikenal}
          rowKey={(row) => row.pin}
          columns={[
            { key: 'pin', header: 'PIN', value: (row) => row.pin },
            { key: 'jumlah', header: 'Jumlah scan', className: 'num', value: (row) => row.jumlah },
            {
              key: 'pertama',
              header: 'Pertama',
              value: (row) => row.pertama,
              render: (row) => waktuText(row.pertama),
            },
            {
              key: 'terakhir',
              header: 'Terakhir',
              value: (row) => row.terakhir,
              render: (row) => waktuText(row.terakhir),
            },
          ]}
        />
      )}
      {tidak_terbaca.length > 0 && (
        <PagedTable
          caption="Baris tidak terbaca"
          showCaption
          rows={tidak_terbaca}
          rowKey={(row) => row.nomor}
          columns={[
            { key: 'nomor', header: 'Baris', className: 'num', value: (row) => row.nomor },
            { key: 'baris', header: 'Isi', value: (row) => row.baris },
            { key: 'alasan', header: 'Alasan', value: (row) => row.alasan },
          ]}
        />
      )}
    </section>
  )
}
