import type { IjinRow } from '../../../contract/ijin.ts'
import { useApiQuery } from '../../lib/query.ts'
import { rentangTanggal, statusOf } from './ijin-columns.tsx'

/**
 * The employee's other requests of the request's year (issue 20), so the verifier sees a pattern
 * without leaving the decision: how many, how many days were approved, each one's dates and answer.
 */
export function EarlierRequests({ row }: { row: IjinRow }) {
  const year = row.tglawal.slice(0, 4)
  const list = useApiQuery('GET api/pengajuanijin', {
    query: { verifikasi: '', filtertanggal: false, kode: '', idp: row.idp },
  })
  const others = (list.data?.datae ?? []).filter(
    (other) => other.idj !== row.idj && other.tglawal.startsWith(year),
  )
  const approvedDays = others
    .filter((other) => other.disetujui === 1)
    .reduce((days, other) => days + other.hari, 0)
  return (
    <section className="ijin-earlier" aria-labelledby="ijin-earlier-title">
      <h3 id="ijin-earlier-title">Pengajuan lain tahun {year}</h3>
      {list.isPending ? (
        <p className="muted">Memuat…</p>
      ) : list.isError ? (
        <p className="muted">Riwayat pengajuan tidak dapat dimuat.</p>
      ) : others.length === 0 ? (
        <p className="muted">Belum ada pengajuan lain tahun ini.</p>
      ) : (
        <>
          <p className="muted" data-testid="ijin-earlier-summary">
            {others.length} pengajuan, {approvedDays} hari disetujui
          </p>
          <ul className="ijin-earlier-list">
            {others.map((other) => (
              <li key={other.idj}>
                <span className="nowrap">{rentangTanggal(other)}</span> · {other.hari} hari · {other.jenis} ·{' '}
                <strong>{statusOf(other).label}</strong>
                <br />
                <small className="muted">{other.alasan}</small>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
