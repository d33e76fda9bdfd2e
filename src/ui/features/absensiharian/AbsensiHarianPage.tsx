import type { AbsensiRecord, BelumDatangRow } from '../../../contract/laporan.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { PrintDocument } from '../../components/PrintDocument.tsx'
import { PrintHeader, periodText } from '../../components/PrintHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { showFailure } from '../../lib/actions.ts'
import { formatAngka } from '../../lib/format.ts'
import { clampPage } from '../../lib/pagination.ts'
import { useApiQuery } from '../../lib/query.ts'
import { type UnitFilter, useUnitFilter } from '../../lib/unit-filter.ts'
import { usePrintJob } from '../laporan/print.ts'
import '../laporan/laporan.css'
import './harian.css'
import { exportBelumDatang, exportHarian } from './export-harian.ts'
import { type HarianAddress, TAMPIL, type Tampil, useHarianAddress } from './harian-address.ts'
import { absenteeColumns, matchesCari, recordColumns } from './harian-columns.tsx'

/** Rows drawn at once: 1,855 records of one day at foundation scale would take seconds to draw. */
export const HARIAN_PAGE_SIZE = 100

const LABEL: Record<Tampil, string> = {
  semua: 'Semua',
  hadir: 'Hadir',
  terlambat: 'Terlambat',
  ijinsakit: 'Ijin / Sakit',
  belumdatang: 'Belum datang',
}

/** Which records each 'Tampilkan' choice keeps ('belumdatang' reads its own list). */
const KEEP: Record<Exclude<Tampil, 'belumdatang'>, (row: AbsensiRecord) => boolean> = {
  semua: () => true,
  hadir: (row) => row.status === 0,
  terlambat: (row) => row.status === 0 && row.keterlambatan > 0,
  ijinsakit: (row) => row.status !== 0,
}

const NOBODY_ABSENT = 'Tidak ada pegawai terjadwal yang belum datang pada tanggal ini.'

const TITLE = 'Rekap Kedatangan Harian'
const titleOf = (tampil: Tampil) => (tampil === 'semua' ? TITLE : `${TITLE} (${LABEL[tampil]})`)

/** The page of `rows` the address names (clamped), and the pager's facts. */
function pageOf<T>(rows: readonly T[], page: number) {
  const totalPages = Math.ceil(rows.length / HARIAN_PAGE_SIZE)
  const current = clampPage(page, totalPages)
  const offset = (current - 1) * HARIAN_PAGE_SIZE
  return { current, totalPages, offset, shown: rows.slice(offset, offset + HARIAN_PAGE_SIZE) }
}

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
  const address = useHarianAddress()
  const unit = useUnitFilter()
  return (
    <section>
      <PageHeader title={title} className="no-print" />
      <PrintHeader title={TITLE} period={periodText(address.tgl, address.tgl)} />
      {address.tampil === 'belumdatang' ? (
        <Absentees address={address} unit={unit} />
      ) : (
        <Records address={address} unit={unit} keep={KEEP[address.tampil]} />
      )}
    </section>
  )
}

type Address = ReturnType<typeof useHarianAddress>

function Toolbar(props: {
  address: Address
  unit: UnitFilter
  fetching: boolean
  reload: () => void
  print: { disabled: boolean; preparing: boolean; start: () => void }
  exportRows: { disabled: boolean; start: () => void }
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
      <Button variant="secondary" disabled={props.exportRows.disabled} onClick={props.exportRows.start}>
        Ekspor Excel
      </Button>
    </div>
  )
}

/** The pager under a table (none for a single page). */
function Pager({ address, page }: { address: Address; page: ReturnType<typeof pageOf> }) {
  return page.totalPages > 1 ? (
    <Pagination
      page={page.current}
      totalPages={page.totalPages}
      onPageChange={(next) => address.change({ page: next })}
    />
  ) : null
}

const scopeOf = (address: HarianAddress, unit: UnitFilter) => ({
  tgl: address.tgl,
  unit: unit.name,
  filter: address.tampil === 'semua' ? undefined : LABEL[address.tampil],
  cari: address.cari,
})

function Records(props: { address: Address; unit: UnitFilter; keep: (row: AbsensiRecord) => boolean }) {
  const { address, unit } = props
  const day = useApiQuery(
    'GET api/laporan/absensi/harian/{tgl}',
    { params: { tgl: address.tgl }, query: { kode: unit.kode } },
    { keepPrevious: true },
  )
  const all = day.data?.umum ?? []
  const rows = all.filter(props.keep).filter(matchesCari(address.cari))
  const present = all.filter((row) => row.status === 0).length
  const page = pageOf(rows, address.page)
  const printJob = usePrintJob<AbsensiRecord>(`${address.tgl}|${address.tampil}|${unit.kode}|${address.cari}`)
  const total = `Total hadir: ${formatAngka(present)} pegawai`
  const columns = recordColumns(page.offset)
  return (
    <>
      <Toolbar
        address={address}
        unit={unit}
        fetching={day.isFetching}
        reload={() => void day.refetch()}
        print={{
          disabled: !day.data,
          preparing: printJob.preparing,
          start: () => void printJob.start(() => rows),
        }}
        exportRows={{
          disabled: !rows.length,
          start: () => void exportHarian({ ...scopeOf(address, unit), rows }).catch(showFailure),
        }}
      />
      <p className="harian-count no-print" aria-live="polite" data-testid="harian-count">
        {day.data ? shownText(page.offset, page.shown.length, rows.length, 'catatan') : ''}
      </p>
      <DataTable
        className="harian-table"
        rows={page.shown}
        rowKey={(row) => row.id}
        query={day}
        caption={`Kedatangan ${periodText(address.tgl, address.tgl)}, ${unit.name}`}
        scrollLabel="Tabel kedatangan"
        emptyText={
          address.cari ? 'Tidak ada pegawai yang cocok.' : 'Belum ada data kedatangan pada tanggal ini.'
        }
        columns={columns}
        footer={
          <tr>
            <td colSpan={columns.length} className="report-summary" data-testid="total-hadir">
              {total}
            </td>
          </tr>
        }
      />
      <Pager address={address} page={page} />
      {printJob.job && (
        <PrintDocument
          title={titleOf(address.tampil)}
          period={periodText(address.tgl, address.tgl)}
          unit={unit.name}
          orientation="landscape"
          at={printJob.job.at}
          columns={recordColumns(0)}
          rows={printJob.job.rows}
          rowKey={(row) => row.id}
          emptyText="Belum ada data kedatangan pada tanggal ini."
          after={<p className="report-summary">{total}</p>}
        />
      )}
    </>
  )
}

function Absentees({ address, unit }: { address: Address; unit: UnitFilter }) {
  const list = useApiQuery(
    'GET api/laporan/absensi/belumdatang/{tgl}',
    { params: { tgl: address.tgl }, query: { kode: unit.kode } },
    { keepPrevious: true },
  )
  const all = list.data?.datae ?? []
  const rows = all.filter(matchesCari(address.cari))
  const page = pageOf(rows, address.page)
  const printJob = usePrintJob<BelumDatangRow>(`${address.tgl}|belumdatang|${unit.kode}|${address.cari}`)
  const total = `Belum datang: ${formatAngka(all.length)} pegawai`
  const columns = absenteeColumns(page.offset)
  return (
    <>
      <Toolbar
        address={address}
        unit={unit}
        fetching={list.isFetching}
        reload={() => void list.refetch()}
        print={{
          disabled: !list.data,
          preparing: printJob.preparing,
          start: () => void printJob.start(() => rows),
        }}
        exportRows={{
          disabled: !rows.length,
          start: () => void exportBelumDatang({ ...scopeOf(address, unit), rows }).catch(showFailure),
        }}
      />
      <p className="harian-count no-print" aria-live="polite" data-testid="harian-count">
        {list.data ? shownText(page.offset, page.shown.length, rows.length, 'pegawai') : ''}
      </p>
      <DataTable
        className="harian-table"
        rows={page.shown}
        rowKey={(row) => row.idp}
        query={list}
        caption={`Belum datang ${periodText(address.tgl, address.tgl)}, ${unit.name}`}
        scrollLabel="Tabel belum datang"
        emptyText={address.cari ? 'Tidak ada pegawai yang cocok.' : NOBODY_ABSENT}
        columns={columns}
        footer={
          <tr>
            <td colSpan={columns.length} className="report-summary" data-testid="total-belum-datang">
              {total}
            </td>
          </tr>
        }
      />
      <Pager address={address} page={page} />
      {printJob.job && (
        <PrintDocument
          title={titleOf('belumdatang')}
          period={periodText(address.tgl, address.tgl)}
          unit={unit.name}
          orientation="portrait"
          at={printJob.job.at}
          columns={absenteeColumns(0)}
          rows={printJob.job.rows}
          rowKey={(row) => row.idp}
          emptyText={NOBODY_ABSENT}
          after={<p className="report-summary">{total}</p>}
        />
      )}
    </>
  )
}
