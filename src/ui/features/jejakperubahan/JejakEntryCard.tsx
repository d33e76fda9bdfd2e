import { Link } from 'wouter'
import type { JejakEntry } from '../../../contract/jejak-perubahan.ts'
import { href } from '../../app/route-table.ts'
import { formatTanggal } from '../../lib/format.ts'

/** How the screen names the tables the trail records (the database's names otherwise). */
const TABEL_LABEL: Record<string, string> = {
  pegawai: 'Pegawai',
  absensi: 'Absensi',
  pengajuan_ijin: 'Pengajuan Ijin',
  shift: 'Jadwal',
  jabatan: 'Jabatan',
  pendidikan: 'Pendidikan',
  area_absensi: 'Area Absensi',
  hari_libur: 'Libur Khusus',
  hari_khusus: 'Hari Rapat',
  pengguna: 'Pengguna',
  tahunajaran: 'Tahun Ajaran',
  pengaturan: 'Pengaturan',
  'semua data': 'Semua data (impor/reset)',
}
export const tabelLabel = (tabel: string) => TABEL_LABEL[tabel] ?? tabel

export const JENIS_LABEL = { tambah: 'Tambah', ubah: 'Ubah', hapus: 'Hapus' } as const

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/**
 * The fields an entry shows: for a change, those whose value moved (the rest are as they were);
 * for an addition or deletion, every field of the row.
 */
export function fieldRows(entry: JejakEntry): { kolom: string; sebelum: string; sesudah: string }[] {
  const columns = [...new Set([...Object.keys(entry.sebelum ?? {}), ...Object.keys(entry.sesudah ?? {})])]
  return columns
    .map((kolom) => ({
      kolom,
      sebelum: entry.sebelum ? shown(entry.sebelum[kolom]) : '',
      sesudah: entry.sesudah ? shown(entry.sesudah[kolom]) : '',
    }))
    .filter((row) => entry.jenis !== 'ubah' || row.sebelum !== row.sesudah)
}

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
