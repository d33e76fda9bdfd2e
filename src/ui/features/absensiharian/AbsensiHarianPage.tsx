import { useState } from 'react'
import { useSearch } from 'wouter'
import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { exportSpreadsheet } from '../../lib/export-xlsx.ts'
import { formatAngka, isValidYmd, todayLocal } from '../../lib/format.ts'
import { useApi } from '../../lib/use-api.ts'
import {
  ATTENDANCE_EXPORT_COLUMNS,
  arrivalText,
  departureText,
  ManualInfoButton,
  SourceBadges,
  workTime,
} from '../laporan/attendance-cells.tsx'
import { PrintHeader, periodText } from '../laporan/PrintHeader.tsx'
import { printAfterWait } from '../laporan/print.ts'
import '../laporan/laporan.css'

/** `?tampil=` presets from the dashboard's tiles. */
const FILTERS = {
  semua: { label: 'Semua', keep: () => true },
  hadir: { label: 'Hadir', keep: (r: AbsensiRecord) => r.status === 0 },
  terlambat: { label: 'Terlambat', keep: (r: AbsensiRecord) => r.status === 0 && r.keterlambatan > 0 },
  ijinsakit: { label: 'Ijin / Sakit', keep: (r: AbsensiRecord) => r.status !== 0 },
} as const
type Filter = keyof typeof FILTERS

/** Rekap Kedatangan Harian (SPEC.md §2): every record of one date, with the present count. */
export default function AbsensiHarianPage() {
  const search = new URLSearchParams(useSearch())
  const [tgl, setTgl] = useState(() => {
    const asked = search.get('tgl')
    return isValidYmd(asked) ? asked : todayLocal()
  })
  const [filter, setFilter] = useState<Filter>(() => {
    const asked = search.get('tampil')
    return asked && asked in FILTERS ? (asked as Filter) : 'semua'
  })
  const valid = isValidYmd(tgl)
  const { data, error, loading, reload } = useApi('GET api/laporan/absensi/harian/{tgl}', {
    params: { tgl: valid ? tgl : todayLocal() },
  })
  const all = data?.umum ?? []
  const rows = all.filter(FILTERS[filter].keep)
  const present = all.filter((row) => row.status === 0).length

  return (
    <section>
      <div className="page-header no-print">
        <h1>Rekap Kedatangan Harian</h1>
      </div>
      <PrintHeader title="Rekap Kedatangan Harian" period={periodText(tgl, tgl)} />
      <div className="report-toolbar no-print">
        <DatePicker label="Tanggal" value={tgl} onChange={setTgl} required />
        <SelectField
          label="Tampilkan"
          value={filter}
          onValueChange={(value) => setFilter(value as Filter)}
          options={Object.entries(FILTERS).map(([value, option]) => ({ value, label: option.label }))}
        />
        <Button variant="secondary" onClick={() => void reload()}>
          Muat ulang
        </Button>
        <Button variant="secondary" onClick={() => void printAfterWait()}>
          Cetak
        </Button>
        <Button
          variant="secondary"
          disabled={!rows.length}
          onClick={() =>
            void exportSpreadsheet({
              columns: ATTENDANCE_EXPORT_COLUMNS,
              data: rows,
              fileName: `kedatangan-${tgl}`,
              sheetName: 'Kedatangan',
            })
          }
        >
          Ekspor Excel
        </Button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading && !data}
        caption={`Kedatangan ${periodText(tgl, tgl)}`}
        emptyText="Belum ada data kedatangan pada tanggal ini."
        columns={[
          { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
          {
            key: 'nama',
            header: 'Pegawai',
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
          { key: 'datang', header: 'Datang', render: arrivalText },
          {
            key: 'telat',
            header: 'Terlambat (menit)',
            className: 'num',
            render: (row) => row.keterlambatan || '-',
          },
          { key: 'pulang', header: 'Pulang', render: departureText },
          {
            key: 'awal',
            header: 'Pulang Awal (menit)',
            className: 'num',
            render: (row) => row.pulangawal || '-',
          },
          { key: 'kerja', header: 'Jam Kerja', render: (row) => workTime(row.waktukerja) },
          { key: 'lokasi', header: 'Lokasi', render: (row) => row.lokasi || '-' },
          { key: 'sumber', header: 'Sumber', render: (row) => <SourceBadges record={row} /> },
          {
            key: 'info',
            header: <span className="sr-only">Info</span>,
            className: 'no-print',
            render: (row) => <ManualInfoButton record={row} />,
          },
        ]}
        footer={
          <tr>
            <td colSpan={10} className="report-summary" data-testid="total-hadir">
              Total hadir: {formatAngka(present)} pegawai
            </td>
          </tr>
        }
      />
    </section>
  )
}
