import { Link } from 'wouter'
import type { JejakEntry } from '../../../contract/jejak-perubahan.ts'
import { href } from '../../app/route-table.ts'
import { formatTanggal } from '../../lib/format.ts'
import { fieldRows, JENIS_LABEL, tabelLabel } from './jejak-view.ts'

/** One entry: who, when, what, and its values before and after, field by field. */
export function JejakEntryCard({ entry }: { entry: JejakEntry }) {
  const rows = fieldRows(entry)
  const history = href('jejakperubahan', undefined, { tabel: entry.tabel, idrekaman: entry.idrekaman })
  return (
    <article
      className={`jejak-entry jejak-${entry.jenis}`}
      aria-label={`${JENIS_LABEL[entry.jenis]} ${tabelLabel(entry.tabel)} ${entry.idrekaman}`}
    >
      <header className="jejak-entry-header">
        <span className={`jejak-jenis jejak-jenis-${entry.jenis}`}>{JENIS_LABEL[entry.jenis]}</span>
        <strong>
          {tabelLabel(entry.tabel)} #{entry.idrekaman}
        </strong>
        <span className="muted">
          {formatTanggal(entry.tgl)} {entry.jam} · oleh {entry.namauser}
        </span>
        {entry.tabel !== 'semua data' && (
          <Link href={history} className="jejak-history-link">
            Riwayat rekaman ini
          </Link>
        )}
      </header>
      {entry.keterangan && <p className="jejak-keterangan">{entry.keterangan}</p>}
      {rows.length > 0 ? (
        <div className="table-wrap">
          <table className="jejak-fields">
            <thead>
              <tr>
                <th scope="col">Kolom</th>
                <th scope="col">Sebelum</th>
                <th scope="col">Sesudah</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.kolom}>
                  <th scope="row">{row.kolom}</th>
                  <td>{row.sebelum}</td>
                  <td>{row.sesudah}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">Tidak ada nilai yang berubah.</p>
      )}
    </article>
  )
}
