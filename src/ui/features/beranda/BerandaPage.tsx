import { Link } from 'wouter'
import { Loading } from '../../components/Loading.tsx'
import { formatAngka } from '../../lib/format.ts'
import { useApi } from '../../lib/use-api.ts'
import { HariIni } from './HariIni.tsx'

/** Dashboard: active employees and leave requests awaiting an answer (SPEC.md §2). */
export default function BerandaPage() {
  const { data, error } = useApi('GET api/beranda')
  return (
    <section>
      <h1>Beranda</h1>
      {error && <p role="alert">{error}</p>}
      {!data && !error && <Loading />}
      {data && (
        <div className="tiles">
          <Link href="/pegawai" className="tile">
            <span className="tile-value" data-testid="jum-pegawai">
              {formatAngka(data.jum_pegawai)}
            </span>
            <span className="tile-label">Pegawai Aktif</span>
          </Link>
          <Link href="/pengajuanijin?statusx=0" className="tile tile-warning">
            <span className="tile-value" data-testid="jum-pengajuanijin">
              {formatAngka(data.jum_pengajuanijin)}
            </span>
            <span className="tile-label">Pengajuan Ijin Menunggu Jawaban</span>
          </Link>
        </div>
      )}
      <HariIni />
    </section>
  )
}
