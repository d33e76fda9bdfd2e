import { useState } from 'react'
import { useSearch } from 'wouter'
import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { PrintDocument } from '../../components/PrintDocument.tsx'
import { PrintHeader, periodText } from '../../components/PrintHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { showFailure } from '../../lib/actions.ts'
import { formatAngka, foundationToday, isValidYmd } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { ATTENDANCE_COLUMN, ManualInfoButton } from '../laporan/attendance-cells.tsx'
import { usePrintJob } from '../laporan/print.ts'
import '../laporan/laporan.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { exportHarian } from './export-harian.ts'

/** `?tampil=` presets from the dashboard's tiles. */
const FILTERS = {
  semua: { label: 'Semua', keep: () => true },
  hadir: { label: 'Hadir', keep: (r: AbsensiRecord) => r.status === 0 },
  terlambat: { label: 'Terlambat', keep: (r: AbsensiRecord) => r.status === 0 && r.keterlambatan > 0 },
  ijinsakit: { label: 'Ijin / Sakit', keep: (r: AbsensiRecord) => r.status !== 0 },
} as const
type Filter = keyof typeof FILTERS

const C = ATTENDANCE_COLUMN
const columns: DataTableColumn<AbsensiRecord>[] = [
  { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
  {
    key: 'pegawai',
    header: 'Pegawai',
    value: (row) => row.nama,
    render: (row) => (
      <>
        {row.nama}
        <br />
        <small className="text-muted">
          {row.nip} · {row.cabang}
        </small>
      </>
    ),
  },
  C.datang,
  C.telat,
  C.pulang,
  C.awal,
  C.kerja,
  C.lokasi,
  C.sumber,
  {
    key: 'info',
    header: <span className="sr-only">Info</span>,
    className: 'no-print',
    render: (row) => <ManualInfoButton record={row} />,
  },
]

/** Rekap Kedatangan Harian (SPEC.md §2): every record of one date, with the present count. */
export default function AbsensiHarianPage({ title }: PageProps) {
  const search = new URLSearchParams(useSearch())
  const [tgl, setTgl] = useState(() => {
    const asked = search.get('tgl')
    return isValidYmd(asked) ? asked : foundationToday()
  })
  const [filter, setFilter] = useState<Filter>(() => {
    const asked = search.get('tampil')
    return asked && asked in FILTERS ? (asked as Filter) : 'semua'
  })
  const valid = isValidYmd(tgl)
  const day = useApiQuery(
    'GET api/laporan/absensi/harian/{tgl}',
    { params: { tgl: valid ? tgl : foundationToday() } },
    { keepPrevious: true },
  )
  const all = day.data?.umum ?? []
  const rows = all.filter(FILTERS[filter].keep)
  const present = all.filter((row) => row.status === 0).length
  // Print: every record the screen lists for the date and filter.
  const printJob = usePrintJob<AbsensiRecord>(`${tgl}|${filter}`)
  const printTitle =
    filter === 'semua' ? 'Rekap Kedatangan Harian' : `Rekap Kedatangan Harian (${FILTERS[filter].label})`

  return (
    <section>
      <PageHeader title={title} className="no-print" />
      <PrintHeader title="Rekap Kedatangan Harian" period={periodText(tgl, tgl)} />
      <div className="report-toolbar no-print">
        <DatePicker label="Tanggal" value={tgl} onChange={setTgl} required />
        <SelectField
          label="Tampilkan"
          value={filter}
          onValueChange={(value) => setFilter(value as Filter)}
          options={Object.entries(FILTERS).map(([value, option]) => ({ value, label: option.label }))}
        />
        <Button variant="secondary" loading={day.isFetching} onClick={() => void day.refetch()}>
          Muat ulang
        </Button>
        <Button
          variant="secondary"
          disabled={!day.data}
          loading={printJob.preparing}
          onClick={() => void printJob.start(() => rows)}
        >
          Cetak
        </Button>
        <Button
          variant="secondary"
          disabled={!rows.length}
          onClick={() =>
            void exportHarian({
              tgl,
              rows,
              filter: filter === 'semua' ? undefined : FILTERS[filter].label,
            }).catch(showFailure)
          }
        >
          Ekspor Excel
        </Button>
      </div>
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        query={day}
        caption={`Kedatangan ${periodText(tgl, tgl)}`}
        emptyText="Belum ada data kedatangan pada tanggal ini."
        columns={columns}
        footer={
          <tr>
            <td colSpan={columns.length} className="report-summary" data-testid="total-hadir">
              Total hadir: {formatAngka(present)} pegawai
            </td>
          </tr>
        }
      />
      {printJob.job && (
        <PrintDocument
          title={printTitle}
          period={periodText(tgl, tgl)}
          orientation="landscape"
          at={printJob.job.at}
          columns={columns}
          rows={printJob.job.rows}
          rowKey={(row) => row.id}
          emptyText="Belum ada data kedatangan pada tanggal ini."
          after={<p className="report-summary">Total hadir: {formatAngka(present)} pegawai</p>}
        />
      )}
    </section>
  )
}
