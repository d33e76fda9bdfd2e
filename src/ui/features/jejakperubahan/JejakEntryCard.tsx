import { Link } from 'wouter'
import type { JejakEntry, NamaRujukan } from '../../../contract/jejak-perubahan.ts'
import { href } from '../../app/route-table.ts'
import { formatTanggal } from '../../lib/format.ts'
import { entryTitle, fieldRows, JENIS_LABEL } from './jejak-view.ts'

/**
 * One entry: who, when, which record by name, and its values before and after, field by field,
 * in the words of the record's form. `nama` names the records its fields point at.
 */
export function JejakEntryCard({ entry, nama }: { entry: JejakEntry; nama: NamaRujukan }) {
  const rows = fieldRows(entry, nama)
  const title = entryTitle(entry, nama)
  const history = href('jejakperubahan', undefined, { tabel: entry.tabel, idrekaman: entry.idrekaman })
  return (
    <article
      className={`jejak-entry jejak-${entry.jenis}`}
      aria-label={`${JENIS_LABEL[entry.jenis]} ${title}`}
    >
      <header className="jejak-entry-header">
        <span className={`jejak-jenis jejak-jenis-${entry.jenis}`}>{JENIS_LABEL[entry.jenis]}</span>
        <strong>{title}</strong>
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
                <th scope="col">Isian</th>
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
