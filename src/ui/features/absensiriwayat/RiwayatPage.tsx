import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { ABSENSI_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { ExportButton } from '../../components/ExportButton.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { PrintDocument, PrintNotice } from '../../components/PrintDocument.tsx'
import { PrintHeader, periodText } from '../../components/PrintHeader.tsx'
import { TextField } from '../../components/TextField.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { confirmDelete } from '../../lib/actions.ts'
import { positiveParam, useAddressParams } from '../../lib/address-params.ts'
import { api } from '../../lib/api-client.ts'
import { addDays, formatAngka, foundationToday, isValidYmd } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { ATTENDANCE_COLUMN, ManualInfoButton } from '../laporan/attendance-cells.tsx'
import { usePrintJob } from '../laporan/print.ts'
import { RIWAYAT_PRINT_COLUMNS, type RiwayatPrintRow, riwayatPrintRows } from './riwayat-print.tsx'
import '../laporan/laporan.css'
import '../laporan/compact-table.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { exportRiwayat } from './export-riwayat.ts'

/** A month of 2,000 employees is ~50k rows: the server pages them. */
const PAGE_SIZE = 100
/** SPEC.md §8: the delete answers under 'Berhasil' with 'data telah dihapus!'. */
const remove = (record: AbsensiRecord) =>
  confirmDelete({
    title: ABSENSI_MESSAGES.deleteTitle,
    call: () => api('DELETE api/absensi/{id}', { params: { id: record.id } }),
    success: ABSENSI_MESSAGES.deleted,
    successDialog: 'Berhasil',
  })

function columns(options: { admin: boolean }): DataTableColumn<AbsensiRecord>[] {
  const C = ATTENDANCE_COLUMN
  const list: DataTableColumn<AbsensiRecord>[] = [
    C.tgl,
    {
      key: 'pegawai',
      header: 'Pegawai',
      value: (row) => row.nama,
      render: (row) => (
        <>
          <span className="cell-name">
            {options.admin ? <Link href={`/pegawai/${row.idp}`}>{row.nama}</Link> : row.nama}
          </span>
          <br />
          <small className="text-muted">{row.nip}</small>
        </>
      ),
    },
    C.datang,
    C.pulang,
    C.kerja,
    C.lokasi,
    C.sumber,
    {
      key: 'aksi',
      header: <span className="sr-only">Aksi</span>,
      className: 'no-print',
      render: (row) => (
        <>
          <ManualInfoButton record={row} />
          {options.admin && (
            <Button
              variant="danger"
              size="sm"
              aria-label={`Hapus absensi ${row.nama} ${row.tgl}`}
              onClick={() => void remove(row)}
            >
              Hapus
            </Button>
          )}
        </>
      ),
    },
  ]
  // The server orders and pages the history: sorting one page by a header would mislead.
  return list.map((column) => ({ ...column, sortable: false }))
}

/**
 * The history's state in the address (`?tglawal=…&tglakhir=…&cari=…&page=…&unit=…`, issue 20):
 * an absent date is the default week; a date present but cleared stays '' (the field shows what
 * was typed, the error says what is wrong).
 */
function useRiwayatAddress() {
  const address = useAddressParams()
  const today = foundationToday()
  const dateOf = (key: string, fallback: string) => address.params.get(key) ?? fallback
  const range = { from: dateOf('tglawal', addDays(today, -6)), to: dateOf('tglakhir', today) }
  return {
    range,
    cari: address.get('cari'),
    page: positiveParam(address.params.get('page'), 1),
    set: address.set,
  }
}

/** Riwayat Absensi Pegawai (SPEC.md §2): records of a date range, searchable, printable. */
export default function RiwayatPage({ title }: PageProps) {
  const session = useAtomValue(sessionAtom)
  const unit = useUnitFilter()
  const { range, cari, page, set } = useRiwayatAddress()
  const today = foundationToday()
  const valid = isValidYmd(range.from) && isValidYmd(range.to) && range.from <= range.to
  const params = valid ? { tglawal: range.from, tglakhir: range.to } : { tglawal: today, tglakhir: today }
  const history = useApiQuery(
    'GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}',
    { params, query: { cari: cari.trim(), kode: unit.kode, page, halaman: PAGE_SIZE } },
    { keepPrevious: true },
  )
  const data = history.data
  const rows = data?.datae ?? []
  const totalRows = data?.tot_data ?? rows.length

  // Print: every record of the range as the screen filters it (not the page in view), with the
  // selfies that exist; kept ready in the background for the browser's own print command too.
  const filter = { cari: cari.trim(), kode: unit.kode }
  const printJob = usePrintJob<RiwayatPrintRow>(
    `${params.tglawal}|${params.tglakhir}|${filter.cari}|${unit.kode}`,
    {
      ready: valid && !!data && !history.isFetching,
      total: totalRows,
      load: () => riwayatPrintRows(params, filter),
    },
  )
  const printAll = () => printJob.start(() => riwayatPrintRows(params, filter))

  return (
    <section>
      <PageHeader title={title} className="no-print" />
      <PrintHeader
        title="Riwayat Absensi Pegawai"
        period={periodText(range.from, range.to)}
        unit={unit.name}
      />
      <div className="report-toolbar no-print">
        <DatePicker
          label="Dari tanggal"
          value={range.from}
          onChange={(from) => set({ tglawal: from, tglakhir: range.to })}
          required
        />
        <DatePicker
          label="Sampai tanggal"
          value={range.to}
          min={range.from}
          onChange={(to) => set({ tglawal: range.from, tglakhir: to })}
          required
        />
        <UnitSelect filter={unit} />
        <TextField
          label="Cari pegawai"
          type="search"
          value={cari}
          placeholder="Nama atau NIP"
          onValueChange={(value) => set({ cari: value || null })}
        />
        <Button
          variant="secondary"
          disabled={!valid}
          loading={printJob.preparing}
          onClick={() => void printAll()}
        >
          Cetak
        </Button>
        <ExportButton
          disabled={!valid || !rows.length}
          run={(onProgress) =>
            exportRiwayat({ ...range, cari, kode: unit.kode, unit: unit.name, onProgress })
          }
        />
      </div>
      {!valid && (
        <p role="alert" className="form-error">
          Tanggal akhir tidak boleh sebelum tanggal awal
        </p>
      )}
      {data && (
        <p className="muted no-print" data-testid="jumlah-riwayat">
          {formatAngka(totalRows)} catatan
        </p>
      )}
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        query={history}
        className="table-compact"
        caption={`Riwayat ${periodText(range.from, range.to)}`}
        emptyText="Belum ada riwayat absensi pada rentang ini."
        columns={columns({ admin: session?.levelx === 0 })}
      />
      <Pagination
        page={page}
        totalPages={Math.ceil(totalRows / PAGE_SIZE)}
        onPageChange={(next) => set({ page: String(next) })}
        className="no-print"
      />
      {printJob.view && (
        <PrintDocument
          title="Riwayat Absensi Pegawai"
          period={periodText(params.tglawal, params.tglakhir)}
          unit={unit.name}
          orientation="landscape"
          at={printJob.view.at}
          columns={RIWAYAT_PRINT_COLUMNS}
          rows={printJob.view.rows}
          rowKey={(row) => row.id}
          emptyText="Belum ada riwayat absensi pada rentang ini."
        />
      )}
      {printJob.notice && <PrintNotice title="Riwayat Absensi Pegawai" reason={printJob.notice} />}
    </section>
  )
}
