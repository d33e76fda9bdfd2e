import { useState } from 'react'
import type { z } from 'zod'
import type { scanLogRow } from '../../../contract/mesin.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { foundationToday } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { isSilent, silentText, waktuText } from '../mesin/mesin-status.ts'
import { PinTidakDikenal } from './PinTidakDikenal.tsx'
import { hasilScanText, NAMA_SUMBER, statusText, verifikasiText } from './scan-labels.ts'

type ScanRow = z.infer<typeof scanLogRow>

const columns: DataTableColumn<ScanRow>[] = [
  { key: 'waktu', header: 'Jam', value: (row) => row.waktu.slice(11) },
  { key: 'pin', header: 'PIN', value: (row) => row.pin },
  { key: 'nama', header: 'Pegawai', value: (row) => row.nama ?? '(tidak dikenal)' },
  { key: 'status', header: 'Status', value: (row) => statusText(row.status) },
  { key: 'verifikasi', header: 'Verifikasi', value: (row) => verifikasiText(row.verifikasi) },
  { key: 'sumber', header: 'Sumber', value: (row) => NAMA_SUMBER[row.sumber] },
  { key: 'hasil', header: 'Hasil', value: (row) => hasilScanText(row.hasil) },
]

/** Scan Log Mesin (issue 32): a machine's raw punches of a day, and the PINs no employee answers to. */
export default function ScanLogPage({ title }: PageProps) {
  const machines = useApiQuery('GET api/mesin')
  const [idmesin, setIdmesin] = useState('')
  const [tgl, setTgl] = useState(foundationToday)
  // A busy gate takes thousands of punches a day: a page at a time.
  const [page, setPage] = useState(1)
  const chosen = machines.data?.datae.find((row) => String(row.idmesin) === idmesin)
  const scans = useApiQuery(
    'GET api/scanlog',
    { query: { idmesin: Number(idmesin), tgl } },
    { enabled: Boolean(idmesin && tgl) },
  )
  return (
    <section>
      <PageHeader title={title} />
      <div className="report-toolbar">
        <SelectField
          label="Mesin"
          placeholder="-- Pilih mesin --"
          options={(machines.data?.datae ?? []).map((row) => ({
            value: String(row.idmesin),
            label: `${row.nama} (${row.cabang})`,
          }))}
          value={idmesin}
          onValueChange={(value) => {
            setIdmesin(value)
            setPage(1)
          }}
        />
        <DatePicker
          label="Tanggal"
          value={tgl}
          onChange={(value) => {
            setTgl(value)
            setPage(1)
          }}
          required
        />
      </div>
      {chosen && (
        <p className="muted">
          Kiriman terakhir:{' '}
          {chosen.push_terakhir ? waktuText(chosen.push_terakhir) : 'belum pernah (impor berkas)'}
          {isSilent(chosen) && <span className="badge badge-warning">{silentText(chosen)}</span>}
        </p>
      )}
      {idmesin ? (
        <DataTable
          caption="Scan mentah"
          rows={scans.data?.datae ?? []}
          rowKey={(row) => row.id}
          query={scans}
          columns={columns}
          emptyText="Tidak ada scan pada tanggal ini"
          paging={{ page, size: 100, onPageChange: setPage }}
        />
      ) : (
        <p className="muted">Pilih mesin untuk melihat scan mentahnya.</p>
      )}
      <PinTidakDikenal idmesin={chosen?.idmesin} />
    </section>
  )
}
