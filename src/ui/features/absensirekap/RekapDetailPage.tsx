import { useParams, useSearch } from 'wouter'
import type { RekapDetailRow } from '../../../contract/laporan.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { Loading } from '../../components/Loading.tsx'
import { formatTanggal, isValidYmd, todayLocal } from '../../lib/format.ts'
import { useApi } from '../../lib/use-api.ts'
import { PrintHeader, periodText } from '../laporan/PrintHeader.tsx'
import { printAfterWait } from '../laporan/print.ts'
import '../laporan/laporan.css'

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

/** Recap detail (SPEC.md §2): one employee's working days (and days with a record) in a range. */
export default function RekapDetailPage() {
  const { idp } = useParams<{ idp: string }>()
  const search = new URLSearchParams(useSearch())
  const today = todayLocal()
  const from = search.get('tglawal')
  const to = search.get('tglakhir')
  const range =
    isValidYmd(from) && isValidYmd(to) ? { from, to } : { from: `${today.slice(0, 8)}01`, to: today }
  const { data, error } = useApi('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
    params: { tglawal: range.from, tglakhir: range.to, idp: Number(idp) },
  })
  if (error)
    return (
      <section>
        <h1>Detail Rekap Pegawai</h1>
        <p role="alert" className="form-error">
          {error}
        </p>
      </section>
    )
  if (!data) return <Loading />
  return (
    <section>
      <div className="page-header no-print">
        <h1>Detail Rekap Pegawai</h1>
        <Button variant="secondary" onClick={() => void printAfterWait()}>
          Cetak
        </Button>
      </div>
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
        caption={`Rincian absensi ${data.nama}`}
        emptyText="Tidak ada hari kerja pada rentang ini."
        columns={[
          { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
          { key: 'tgl', header: 'Tanggal', render: (row) => formatTanggal(row.tgl) },
          { key: 'inout', header: 'Datang – Pulang', render: (row) => <InOut row={row} /> },
          {
            key: 'telat',
            header: 'Terlambat (menit)',
            className: 'num',
            render: (row) => (row.terlambat ? row.terlambat : '-'),
          },
        ]}
      />
    </section>
  )
}
