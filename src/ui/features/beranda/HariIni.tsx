import { useEffect } from 'react'
import { Link } from 'wouter'
import type { RingkasanHariIni } from '../../../contract/laporan.ts'
import { pages } from '../../app/pages.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { failureMessage } from '../../lib/api-client.ts'
import { formatAngka, formatTanggal, formatTanggalPendek } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import '../laporan/laporan.css'

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0)

/** Present rate of the last 30 days as an accessible bar chart (a table for screen readers). */
function Trend({ days }: { days: RingkasanHariIni['tren'] }) {
  const width = 720
  const height = 160
  const bar = width / days.length
  return (
    <figure className="trend">
      <figcaption>Persentase kehadiran 30 hari terakhir</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-labelledby="tren-judul">
        <title id="tren-judul">Persentase kehadiran per hari kerja, 30 hari terakhir</title>
        {days.map((day, i) => {
          const rate = percent(day.hadir, day.jadwal)
          const h = day.jadwal ? Math.max(2, (rate / 100) * height) : 2
          return (
            <rect
              key={day.tgl}
              x={i * bar + 2}
              y={height - h}
              width={bar - 4}
              height={h}
              className={day.jadwal ? 'trend-bar' : 'trend-bar-empty'}
            >
              <title>{`${formatTanggalPendek(day.tgl)}: ${day.jadwal ? `${rate}% (${day.hadir} dari ${day.jadwal})` : 'bukan hari kerja'}`}</title>
            </rect>
          )
        })}
        <text x={0} y={height + 16} fontSize="12">
          {formatTanggalPendek(days[0]?.tgl)}
        </text>
        <text x={width} y={height + 16} fontSize="12" textAnchor="end">
          {formatTanggalPendek(days.at(-1)?.tgl)}
        </text>
      </svg>
    </figure>
  )
}

/** Leave requests waiting, by the level they wait for (issue 31): only when some wait. */
function Menunggu({ unit, yayasan }: { unit: number; yayasan: number }) {
  if (unit + yayasan === 0) return null
  return (
    <p data-testid="hari-ini-menunggu">
      <Link href="/pengajuanijin?statusx=0">Pengajuan menunggu persetujuan</Link>: {formatAngka(unit)} di
      Admin Unit, {formatAngka(yayasan)} menunggu keputusan akhir.
    </p>
  )
}

/** Today's picture for the admin's scope; each figure opens the filtered daily recap. */
export function HariIni({ after }: { after: boolean }) {
  // Asked once the spec's two counts have answered: the local server serves one request at a
  // time, and this heavier one (30 days of every employee) must not hold the tiles up.
  const summary = useApiQuery('GET api/beranda/ringkasan', undefined, { enabled: after })
  const data = summary.data
  // Every figure opens Rekap Harian: fetch its code once the dashboard has settled, so the click
  // shows rows without first loading the screen (issue 20's 300 ms click-to-screen budget).
  useEffect(() => {
    if (data) void pages.absensiharian.preload()
  }, [data])
  if (summary.isError && !data)
    return <ErrorState message={failureMessage(summary.error)} onRetry={() => void summary.refetch()} />
  if (!data) return null
  const daily = (tampil: string) => `/absensiharian?tgl=${data.tgl}&tampil=${tampil}`
  const tiles = [
    { label: 'Hadir', value: data.hadir, href: daily('hadir'), id: 'hadir' },
    { label: 'Terlambat', value: data.terlambat, href: daily('terlambat'), id: 'terlambat' },
    { label: 'Ijin / Sakit', value: data.ijin_sakit, href: daily('ijinsakit'), id: 'ijin-sakit' },
    { label: 'Belum datang', value: data.belum_datang, href: daily('belumdatang'), id: 'belum-datang' },
  ]
  return (
    <section aria-labelledby="hari-ini">
      <h2 id="hari-ini">Hari ini, {formatTanggal(data.tgl)}</h2>
      <p className="muted">{formatAngka(data.jadwal)} pegawai terjadwal masuk hari ini.</p>
      <div className="tiles">
        {tiles.map((tile) => (
          <Link key={tile.id} href={tile.href} className="tile">
            <span className="tile-value" data-testid={`hari-ini-${tile.id}`}>
              {formatAngka(tile.value)}
            </span>
            <span className="tile-label">{tile.label}</span>
          </Link>
        ))}
      </div>
      <Menunggu unit={data.menunggu_unit} yayasan={data.menunggu_yayasan} />
      <Trend days={data.tren} />
    </section>
  )
}
