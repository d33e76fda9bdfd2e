import { useAtomValue } from 'jotai'
import { type ReactNode, useMemo } from 'react'
import { Link, useParams, useSearch } from 'wouter'
import type { RekapDetailRow } from '../../../contract/laporan.ts'
import { machinesText } from '../../../domain/attendance.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PrintDocument } from '../../components/PrintDocument.tsx'
import { PrintHeader, periodText } from '../../components/PrintHeader.tsx'
import { failureMessage } from '../../lib/api-client.ts'
import { formatTanggal, foundationToday, isValidYmd } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { usePrintJob } from '../laporan/print.ts'
import '../laporan/laporan.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import {
  type DetailLine,
  detailLines,
  detailTotals,
  holidaysInRange,
  type Range,
  totalsText,
  yearsOf,
} from './detail-lines.ts'

/** IJIN / SAKIT / CUTI / DINAS LUAR / TANPA KETERANGAN, or null for a day with an arrival. */
function absenceLabel(row: RekapDetailRow): string | null {
  if (row.ijin) return 'IJIN'
  if (row.sakit) return 'SAKIT'
  if (row.cuti) return 'CUTI'
  if (row.dinas) return 'DINAS LUAR'
  if (row.alpha) return 'TANPA KETERANGAN'
  return null
}

/** '07:05 – 15:30', with the machine that took it when one did. */
function inOutText(row: RekapDetailRow): string {
  const times = `${row.waktu_masuk ?? '-'} – ${row.waktu_pulang ?? 'tidak absen pulang'}`
  const machine = machinesText(row)
  return machine ? `${times} (${machine})` : times
}

function InOut({ row }: { row: RekapDetailRow }) {
  const label = absenceLabel(row)
  if (label) return <span className="detail-label">{label}</span>
  const machine = machinesText(row)
  return (
    <>
      {row.waktu_masuk ?? '-'} –{' '}
      {row.waktu_pulang === null ? (
        <span className="late">tidak absen pulang</span>
      ) : (
        <span className={row.pulangawal > 0 ? 'late' : undefined}>
          {row.waktu_pulang}
          {row.pulangawal > 0 && ` (pulang awal ${row.pulangawal} menit)`}
        </span>
      )}
      {machine && <span className="muted"> ({machine})</span>}
    </>
  )
}

type LiburLine = Extract<DetailLine, { jenis: 'libur' }>

/** A cell of either kind of line: a day of the SPEC's answer, or a day off without a record. */
const byLine =
  <V,>(day: (row: RekapDetailRow) => V, libur: (line: LiburLine) => V) =>
  (line: DetailLine): V =>
    line.jenis === 'hari' ? day(line.row) : libur(line)

const columns: DataTableColumn<DetailLine>[] = [
  { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
  { key: 'tgl', header: 'Tanggal', value: (line) => line.tgl, render: (line) => formatTanggal(line.tgl) },
  {
    key: 'inout',
    header: 'Datang – Pulang',
    value: byLine(
      (row) => absenceLabel(row) ?? inOutText(row),
      (line) => `LIBUR: ${line.keterangan}`,
    ),
    render: byLine(
      (row) => <InOut row={row} />,
      (line) => <span className="detail-label">LIBUR: {line.keterangan}</span>,
    ),
  },
  {
    key: 'telat',
    header: 'Terlambat (menit)',
    className: 'num',
    value: (line) => (line.jenis === 'hari' ? line.row.terlambat : null),
    render: byLine<ReactNode>(
      (row) => (row.terlambat ? row.terlambat : '-'),
      () => '',
    ),
  },
]

function rangeOf(search: URLSearchParams) {
  const from = search.get('tglawal')
  const to = search.get('tglakhir')
  if (isValidYmd(from) && isValidYmd(to)) return { from, to }
  const today = foundationToday()
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/**
 * The unit whose calendar applies: the recap's unit filter (a unit admin's own unit), else the
 * employee's, read from the employee (level 0 with every unit shown).
 */
function useEmployeeUnit(idp: number): { kode: string | undefined; loading: boolean } {
  const unit = useUnitFilter()
  const admin = useAtomValue(sessionAtom)?.levelx === 0
  const employee = useApiQuery(
    'GET api/datapegawai/{idp}',
    { params: { idp } },
    { enabled: admin && !unit.kode },
  )
  return { kode: unit.kode || employee.data?.detail?.kode, loading: employee.isLoading }
}

/**
 * The unit's days off in the range, from the calendar of each year it touches (two calls across
 * New Year). Empty until known; `loading` keeps Cetak waiting for them.
 */
function useHolidays(idp: number, range: Range): { holidays: ReadonlyMap<string, string>; loading: boolean } {
  const unit = useEmployeeUnit(idp)
  const [first, second] = yearsOf(range)
  const enabled = unit.kode !== undefined
  const kode = unit.kode || undefined
  const one = useApiQuery('GET api/kalender', { query: { tahun: first, kode } }, { enabled })
  const two = useApiQuery(
    'GET api/kalender',
    { query: { tahun: second, kode } },
    { enabled: enabled && !!second },
  )
  const { from, to } = range
  const shownKode = unit.kode
  const holidays = useMemo(() => {
    const answers = second ? [one.data, two.data] : [one.data]
    const years = answers.filter((year) => year !== undefined)
    if (shownKode === undefined || years.length < answers.length) return new Map<string, string>()
    return holidaysInRange(years, shownKode, { from, to })
  }, [one.data, two.data, second, shownKode, from, to])
  return { holidays, loading: unit.loading || one.isLoading || two.isLoading }
}

/** Back to the recap it came from: the detail's address carries the recap's (range, unit, search, page). */
function recapHref(search: string, range: Range): string {
  const params = new URLSearchParams(search)
  params.set('tglawal', range.from)
  params.set('tglakhir', range.to)
  return `/absensirekap?${params}`
}

/**
 * Recap detail (SPEC.md §2): one employee's working days (and days with a record) in a range, the
 * unit's days off among them, and the range's totals (issue 34).
 */
export default function RekapDetailPage({ title }: PageProps) {
  const { idp } = useParams<{ idp: string }>()
  const search = useSearch()
  const range = rangeOf(new URLSearchParams(search))
  const detail = useApiQuery('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
    params: { tglawal: range.from, tglakhir: range.to, idp: Number(idp) },
  })
  const data = detail.data
  const calendar = useHolidays(Number(idp), range)
  const lines = useMemo(
    () => (data ? detailLines(data.data, calendar.holidays) : []),
    [data, calendar.holidays],
  )
  const jumlah = data ? totalsText(detailTotals(data.data)) : ''
  const printJob = usePrintJob<DetailLine>(`${idp}|${range.from}|${range.to}`)
  return (
    <section>
      <PageHeader title={title} className="no-print">
        <Link href={recapHref(search, range)} className="btn btn-secondary">
          Kembali ke Rekapitulasi
        </Link>
        <Button
          variant="secondary"
          disabled={!data || calendar.loading}
          loading={printJob.preparing}
          onClick={() => void printJob.start(() => lines)}
        >
          Cetak
        </Button>
      </PageHeader>
      {detail.isError && !data && (
        <ErrorState message={failureMessage(detail.error)} onRetry={() => void detail.refetch()} />
      )}
      {detail.isPending && <Loading />}
      {data && (
        <>
          <PrintHeader title={`Rekap Absensi ${data.nama}`} period={periodText(range.from, range.to)} />
          <dl className="detail-head">
            <dt>Nama</dt>
            <dd data-testid="detail-nama">{data.nama}</dd>
            <dt>Unit</dt>
            <dd>{data.cabang}</dd>
            <dt>Periode</dt>
            <dd>{periodText(range.from, range.to)}</dd>
          </dl>
          <DataTable
            rows={lines}
            rowKey={(line) => `${line.jenis}-${line.tgl}`}
            query={detail}
            caption={`Rincian absensi ${data.nama}`}
            emptyText="Tidak ada hari kerja pada rentang ini."
            columns={columns}
            rowClassName={(line) => (line.jenis === 'libur' ? 'detail-libur' : undefined)}
            footer={
              <tr>
                <td colSpan={columns.length} className="report-summary" data-testid="detail-jumlah">
                  {jumlah}
                </td>
              </tr>
            }
          />
          {printJob.job && (
            <PrintDocument
              title={`Rekap Absensi ${data.nama}`}
              period={periodText(range.from, range.to)}
              orientation="portrait"
              at={printJob.job.at}
              before={
                <dl className="detail-head">
                  <dt>Nama</dt>
                  <dd>{data.nama}</dd>
                  <dt>Unit</dt>
                  <dd>{data.cabang}</dd>
                </dl>
              }
              columns={columns}
              rows={printJob.job.rows}
              rowKey={(line) => `${line.jenis}-${line.tgl}`}
              emptyText="Tidak ada hari kerja pada rentang ini."
              after={<p className="report-summary">{jumlah}</p>}
            />
          )}
        </>
      )}
    </section>
  )
}
