import { useParams, useSearch } from 'wouter'
import type { RekapDetailRow } from '../../../contract/laporan.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PrintDocument } from '../../components/PrintDocument.tsx'
import { PrintHeader, periodText } from '../../components/PrintHeader.tsx'
import { failureMessage } from '../../lib/api-client.ts'
import { formatTanggal, foundationToday, isValidYmd } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { usePrintJob } from '../laporan/print.ts'
import '../laporan/laporan.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'

/** IJIN / SAKIT / TANPA KETERANGAN, or null for a day with an arrival. */
function absenceLabel(row: RekapDetailRow): string | null {
  if (row.ijin) return 'IJIN'
  if (row.sakit) return 'SAKIT'
  if (row.alpha) return 'TANPA KETERANGAN'
  return null
}

function InOut({ row }: { row: RekapDetailRow }) {
  const label = absenceLabel(row)
  if (label) return <span className="detail-label">{label}</span>
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
    </>
  )
}

const columns: DataTableColumn<RekapDetailRow>[] = [
  { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
  { key: 'tgl', header: 'Tanggal', value: (row) => row.tgl, render: (row) => formatTanggal(row.tgl) },
  {
    key: 'inout',
    header: 'Datang – Pulang',
    value: (row) =>
      absenceLabel(row) ?? `${row.waktu_masuk ?? '-'} – ${row.waktu_pulang ?? 'tidak absen pulang'}`,
    render: (row) => <InOut row={row} />,
  },
  {
    key: 'telat',
    header: 'Terlambat (menit)',
    className: 'num',
    value: (row) => row.terlambat,
    render: (row) => (row.terlambat ? row.terlambat : '-'),
  },
]

function rangeOf(search: URLSearchParams) {
  const from = search.get('tglawal')
  const to = search.get('tglakhir')
  if (isValidYmd(from) && isValidYmd(to)) return { from, to }
  const today = foundationToday()
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/** Recap detail (SPEC.md §2): one employee's working days (and days with a record) in a range. */
export default function RekapDetailPage({ title }: PageProps) {
  const { idp } = useParams<{ idp: string }>()
  const range = rangeOf(new URLSearchParams(useSearch()))
  const detail = useApiQuery('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
    params: { tglawal: range.from, tglakhir: range.to, idp: Number(idp) },
  })
  const data = detail.data
  const printJob = usePrintJob<RekapDetailRow>(`${idp}|${range.from}|${range.to}`)
  return (
    <section>
      <PageHeader title={title} className="no-print">
        <Button
          variant="secondary"
          disabled={!data}
          loading={printJob.preparing}
          onClick={() => void printJob.start(() => data?.data ?? [])}
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
            <dt>Kantor</dt>
            <dd>{data.cabang}</dd>
            <dt>Periode</dt>
            <dd>{periodText(range.from, range.to)}</dd>
          </dl>
          <DataTable
            rows={data.data}
            rowKey={(row) => row.tgl}
            query={detail}
            caption={`Rincian absensi ${data.nama}`}
            emptyText="Tidak ada hari kerja pada rentang ini."
            columns={columns}
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
                  <dt>Kantor</dt>
                  <dd>{data.cabang}</dd>
                </dl>
              }
              columns={columns}
              rows={printJob.job.rows}
              rowKey={(row) => row.tgl}
              emptyText="Tidak ada hari kerja pada rentang ini."
            />
          )}
        </>
      )}
    </section>
  )
}
