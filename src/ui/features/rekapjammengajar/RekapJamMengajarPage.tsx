import { NAMA_BULAN } from '../../../domain/calendar.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { ExportButton } from '../../components/ExportButton.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { PrintDocument, PrintNotice } from '../../components/PrintDocument.tsx'
import { PrintHeader } from '../../components/PrintHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { useAddressParams } from '../../lib/address-params.ts'
import { formatRupiah, foundationToday } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { terbilang } from '../../lib/terbilang.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { usePrintJob } from '../laporan/print.ts'
import { exportRekapJamMengajar } from './export-rekap-jam-mengajar.ts'
import { type RekapRow, rekapColumns } from './rekap-columns.tsx'
import '../laporan/laporan.css'
import '../laporan/compact-table.css'

const TITLE = 'Rekap Jam Mengajar'
const EMPTY = 'Tidak ada guru atau jadwal pelajaran pada unit ini.'
const MONTHS_BACK = 12

/** 'YYYY-MM' of this month and the twelve before it, newest first. */
function monthOptions(today: string) {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  return Array.from({ length: MONTHS_BACK + 1 }, (_, back) => {
    const index = year * 12 + month - 1 - back
    const value = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
    return { value, label: bulanText(value) }
  })
}

/** '2026-11' → 'November 2026'. */
const bulanText = (bulan: string) => `${NAMA_BULAN[Number(bulan.slice(5, 7)) - 1]} ${bulan.slice(0, 4)}`

/** The total of the honor in figures and in words, under the last row (screen and print). */
function Total({ total }: { total: number }) {
  return (
    <div className="report-total" data-testid="rekap-total">
      <p>
        <strong>Total honor: {formatRupiah(total)}</strong>
      </p>
      <p>Terbilang: {terbilang(total)}</p>
    </div>
  )
}

/**
 * Rekap Jam Mengajar (issue 33, docs/jam-mengajar.md "Rekap Jam Mengajar"): per teacher of one
 * school and month the JP scheduled, taught, substituted and missed by reason, the rate of their
 * category and the honor; printed with the total in words and the head's signature, exported as a
 * payroll-ready sheet. A unit admin sees their unit; the foundation's admin picks one.
 */
export default function RekapJamMengajarPage({ title }: PageProps) {
  const address = useAddressParams()
  const unit = useUnitFilter()
  const today = foundationToday()
  const months = monthOptions(today)
  const bulan = months.some((m) => m.value === address.get('bulan'))
    ? address.get('bulan')
    : today.slice(0, 7)
  const report = useApiQuery(
    'GET api/laporan/jammengajar',
    { query: { kode: unit.kode, bulan } },
    { enabled: unit.kode !== '' },
  )
  const rows: readonly RekapRow[] = report.data?.datae ?? []
  const total = report.data?.total_honor ?? 0
  const columns = rekapColumns()
  const period = bulanText(bulan)
  const printJob = usePrintJob<RekapRow>(`${bulan}|${unit.kode}`, {
    ready: !!report.data && !report.isFetching,
    total: rows.length,
    load: () => rows,
  })
  return (
    <section>
      <PageHeader title={title} className="no-print" />
      <PrintHeader title={TITLE} period={period} unit={unit.name} />
      <div className="report-toolbar no-print">
        <UnitSelect filter={unit} oneUnit />
        <SelectField
          label="Bulan"
          value={bulan}
          options={months}
          onValueChange={(value) => address.set({ bulan: value })}
        />
        <Button
          variant="secondary"
          disabled={!report.data}
          loading={printJob.preparing}
          onClick={() => void printJob.start(() => rows)}
        >
          Cetak
        </Button>
        <ExportButton
          disabled={!rows.length}
          run={(onProgress) =>
            exportRekapJamMengajar({ bulan, period, unit: unit.name, rows, total_honor: total, onProgress })
          }
        />
      </div>
      {unit.kode === '' ? (
        <p className="muted no-print">Pilih unit untuk melihat rekap jam mengajarnya.</p>
      ) : (
        <>
          <DataTable
            rows={rows}
            rowKey={(row) => row.idp}
            query={report}
            className="table-compact"
            caption={`${TITLE} ${period}`}
            emptyText={EMPTY}
            columns={columns}
          />
          {report.data && <Total total={total} />}
        </>
      )}
      {printJob.view && (
        <PrintDocument
          title={TITLE}
          period={period}
          unit={unit.name}
          orientation="landscape"
          at={printJob.view.at}
          columns={columns}
          rows={printJob.view.rows}
          rowKey={(row) => row.idp}
          emptyText={EMPTY}
          after={<Total total={total} />}
        />
      )}
      {printJob.notice && <PrintNotice title={TITLE} reason={printJob.notice} />}
    </section>
  )
}
