import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AbsensiRecord, BelumDatangRow } from '../../../contract/laporan.ts'
import { matchesCari, type TampilRecords } from '../../../domain/harian.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { ExportButton } from '../../components/ExportButton.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { PrintDocument, PrintNotice } from '../../components/PrintDocument.tsx'
import { PrintHeader, periodText } from '../../components/PrintHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { api } from '../../lib/api-client.ts'
import type { ExportProgress } from '../../lib/export-run.ts'
import { formatAngka } from '../../lib/format.ts'
import { followWritesOfOtherTabs } from '../../lib/other-tab-writes.ts'
import { clampPage } from '../../lib/pagination.ts'
import { useApiQuery } from '../../lib/query.ts'
import { type UnitFilter, useUnitFilter } from '../../lib/unit-filter.ts'
import { usePrintJob } from '../laporan/print.ts'
import '../laporan/laporan.css'
import './harian.css'
import { exportBelumDatang, exportHarian } from './export-harian.ts'
import { type HarianAddress, TAMPIL, type Tampil, useHarianAddress } from './harian-address.ts'
import { absenteeColumns, recordColumns } from './harian-columns.tsx'

/** Rows drawn at once: 1,855 records of one day at foundation scale would take seconds to draw. */
const HARIAN_PAGE_SIZE = 100

const LABEL: Record<Tampil, string> = {
  semua: 'Semua',
  hadir: 'Hadir',
  terlambat: 'Terlambat',
  ijinsakit: 'Ijin / Sakit',
  belumdatang: 'Belum datang',
}

const TITLE = 'Rekap Kedatangan Harian'
const titleOf = (tampil: Tampil) => (tampil === 'semua' ? TITLE : `${TITLE} (${LABEL[tampil]})`)

/** The pager's facts for `total` rows and the page the address names (clamped). */
function pageOf(total: number, page: number) {
  const totalPages = Math.ceil(total / HARIAN_PAGE_SIZE)
  const current = clampPage(page, totalPages)
  return { current, totalPages, offset: (current - 1) * HARIAN_PAGE_SIZE }
}

/** One page of rows the client holds whole (the absentees). */
const sliceOf = <T,>(rows: readonly T[], page: ReturnType<typeof pageOf>) =>
  rows.slice(page.offset, page.offset + HARIAN_PAGE_SIZE)

/** 'Menampilkan 101–200 dari 1.855 catatan': where the page sits in what the filters keep. */
function shownText(offset: number, shown: number, total: number, noun: string) {
  if (!total) return `0 ${noun}`
  return `Menampilkan ${formatAngka(offset + 1)}–${formatAngka(offset + shown)} dari ${formatAngka(total)} ${noun}`
}

/**
 * Rekap Kedatangan Harian (SPEC.md §2; issue 20): every record of one date for a unit, or who has
 * not arrived ('Belum datang'), searched and paged on screen; the date, unit, choice, search and
 * page live in the address. 'Cetak' and 'Ekspor Excel' take every row the filters keep.
 */
export default function AbsensiHarianPage({ title }: PageProps) {
  useEffect(followWritesOfOtherTabs, []) // an arrival saved in the employee app's tab shows at once
  const address = useHarianAddress()
  const unit = useUnitFilter()
  const absent = address.tampil === 'belumdatang'
  const tampil = absent ? 'semua' : (address.tampil as TampilRecords)
  const params = { tgl: address.tgl }
  // The records are paged by the server (a day is ~1,850 records at foundation scale); print and
  // export ask again for every page. The absentees are one list, paged here.
  const filters = { kode: unit.kode, tampil, cari: address.cari }
  // Both asked through hooks so a change of 'Tampilkan' keeps the toolbar (and its focus) mounted.
  const day = useApiQuery(
    'GET api/laporan/absensi/harian/{tgl}',
    { params, query: { ...filters, page: address.page, halaman: HARIAN_PAGE_SIZE } },
    { keepPrevious: true, enabled: !absent },
  )
  const list = useApiQuery(
    'GET api/laporan/absensi/belumdatang/{tgl}',
    { params, query: { kode: unit.kode } },
    { keepPrevious: true, enabled: absent },
  )
  const allRecords = async () =>
    (await api('GET api/laporan/absensi/harian/{tgl}', { params, query: filters })).umum
  const scope = scopeOf(address, unit)
  const absentees = (list.data?.datae ?? []).filter(matchesCari(address.cari))
  const absentPage = pageOf(absentees.length, address.page)
  const recordPage = pageOf(day.data?.tot_data ?? 0, address.page)
  return (
    <section>
      <PageHeader title={title} className="no-print" />
      <PrintHeader title={TITLE} period={periodText(address.tgl, address.tgl)} />
      {absent ? (
        <HarianView<BelumDatangRow>
          address={address}
          unit={unit}
          query={list}
          page={absentPage}
          total={absentees.length}
          shown={sliceOf(absentees, absentPage)}
          allRows={() => absentees}
          summary={{
            text: `Belum datang: ${formatAngka(list.data?.datae.length ?? 0)} pegawai`,
            testId: 'total-belum-datang',
          }}
          view={ABSENTEE_VIEW}
          exportRows={(rows, onProgress) => exportBelumDatang({ ...scope, rows, onProgress })}
        />
      ) : (
        <HarianView<AbsensiRecord>
          address={address}
          unit={unit}
          query={day}
          page={recordPage}
          total={day.data?.tot_data ?? 0}
          shown={day.data?.umum ?? []}
          allRows={allRecords}
          summary={{
            text: `Total hadir: ${formatAngka(day.data?.hadir ?? 0)} pegawai`,
            testId: 'total-hadir',
          }}
          view={RECORD_VIEW}
          exportRows={(rows, onProgress) => exportHarian({ ...scope, rows, onProgress })}
        />
      )}
    </section>
  )
}

type Address = ReturnType<typeof useHarianAddress>

const scopeOf = (address: HarianAddress, unit: UnitFilter) => ({
  tgl: address.tgl,
  unit: unit.name,
  filter: address.tampil === 'semua' ? undefined : LABEL[address.tampil],
  cari: address.cari,
})

/** What differs between the records and the absentees: columns, words, paper. */
interface ViewKind<T> {
  columns: (offset: number) => DataTableColumn<T>[]
  rowKey: (row: T) => number
  noun: string
  caption: string
  scrollLabel: string
  emptyText: string
  orientation: 'portrait' | 'landscape'
}

const RECORD_VIEW: ViewKind<AbsensiRecord> = {
  columns: recordColumns,
  rowKey: (row) => row.id,
  noun: 'catatan',
  caption: 'Kedatangan',
  scrollLabel: 'Tabel kedatangan',
  emptyText: 'Belum ada data kedatangan pada tanggal ini.',
  orientation: 'landscape',
}

const ABSENTEE_VIEW: ViewKind<BelumDatangRow> = {
  columns: absenteeColumns,
  rowKey: (row) => row.idp,
  noun: 'pegawai',
  caption: 'Belum datang',
  scrollLabel: 'Tabel belum datang',
  emptyText: 'Tidak ada pegawai terjadwal yang belum datang pada tanggal ini.',
  orientation: 'portrait',
}

interface HarianViewProps<T> {
  address: Address
  unit: UnitFilter
  query: UseQueryResult<unknown, unknown>
  page: ReturnType<typeof pageOf>
  /** Rows the choice and the search keep, all pages together. */
  total: number
  /** The rows of the page on screen. */
  shown: readonly T[]
  /** Every row the choice and the search keep, for 'Cetak' and 'Ekspor Excel'. */
  allRows: () => Promise<readonly T[]> | readonly T[]
  summary: { text: string; testId: string }
  view: ViewKind<T>
  exportRows: (rows: readonly T[], onProgress: ExportProgress) => Promise<boolean>
}

/** Toolbar, count line, one page of the table, pager, and the print document of every row. */
function HarianView<T>(props: HarianViewProps<T>) {
  const { address, unit, query, page, total, shown, summary, view } = props
  // Kept ready once the day is read, for the browser's own print command too.
  const printJob = usePrintJob<T>(`${address.tgl}|${address.tampil}|${unit.kode}|${address.cari}`, {
    ready: !!query.data && !query.isFetching,
    total,
    load: props.allRows,
  })
  const columns = view.columns(page.offset)
  const period = periodText(address.tgl, address.tgl)
  return (
    <>
      <Toolbar
        address={address}
        unit={unit}
        fetching={query.isFetching}
        reload={() => void query.refetch()}
        print={{
          disabled: !query.data,
          preparing: printJob.preparing,
          start: () => void printJob.start(props.allRows),
        }}
        exportRows={{
          disabled: !total,
          run: async (onProgress) => props.exportRows(await props.allRows(), onProgress),
        }}
      />
      <p className="harian-count no-print" aria-live="polite" data-testid="harian-count">
        {query.data ? shownText(page.offset, shown.length, total, view.noun) : ''}
      </p>
      <DataTable
        className="harian-table"
        rows={shown}
        rowKey={view.rowKey}
        query={query}
        caption={`${view.caption} ${period}, ${unit.name}`}
        scrollLabel={view.scrollLabel}
        emptyText={address.cari ? 'Tidak ada pegawai yang cocok.' : view.emptyText}
        columns={columns}
        footer={
          <tr>
            <td colSpan={columns.length} className="report-summary" data-testid={summary.testId}>
              {summary.text}
            </td>
          </tr>
        }
      />
      {page.totalPages > 1 && (
        <Pagination
          page={page.current}
          totalPages={page.totalPages}
          onPageChange={(next) => address.change({ page: next })}
        />
      )}
      {printJob.view && (
        <PrintDocument
          title={titleOf(address.tampil)}
          period={period}
          unit={unit.name}
          orientation={view.orientation}
          at={printJob.view.at}
          columns={view.columns(0)}
          rows={printJob.view.rows}
          rowKey={view.rowKey}
          emptyText={view.emptyText}
          after={<p className="report-summary">{summary.text}</p>}
        />
      )}
      {printJob.notice && <PrintNotice title={titleOf(address.tampil)} reason={printJob.notice} />}
    </>
  )
}

function Toolbar(props: {
  address: Address
  unit: UnitFilter
  fetching: boolean
  reload: () => void
  print: { disabled: boolean; preparing: boolean; start: () => void }
  exportRows: { disabled: boolean; run: (onProgress: ExportProgress) => Promise<unknown> }
}) {
  const { address, unit } = props
  return (
    <div className="report-toolbar no-print">
      <DatePicker label="Tanggal" value={address.tgl} onChange={(tgl) => address.change({ tgl })} required />
      <UnitSelect filter={unit} />
      <SelectField
        label="Tampilkan"
        value={address.tampil}
        onValueChange={(value) => address.change({ tampil: value as Tampil })}
        options={TAMPIL.map((value) => ({ value, label: LABEL[value] }))}
      />
      <TextField
        label="Cari pegawai"
        value={address.cari}
        placeholder="Nama, NIP atau unit"
        onValueChange={(cari) => address.change({ cari })}
      />
      <Button variant="secondary" loading={props.fetching} onClick={props.reload}>
        Muat ulang
      </Button>
      <Button
        variant="secondary"
        disabled={props.print.disabled}
        loading={props.print.preparing}
        onClick={props.print.start}
      >
        Cetak
      </Button>
      <ExportButton disabled={props.exportRows.disabled} run={props.exportRows.run} />
    </div>
  )
}
