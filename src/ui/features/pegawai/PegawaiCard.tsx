import { Link } from 'wouter'
import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import { href } from '../../app/route-table.ts'
import { Button } from '../../components/Button.tsx'
import { BukaSebagaiPegawai } from '../presensi/BukaSebagaiPegawai.tsx'
import { STATUS_PEGAWAI } from './status.ts'

const STATUS_BADGE = ['badge-success', 'badge-warning', 'badge-danger'] as const

/**
 * One employee on a phone (issue 34): name and status, NIP and unit, position, then the table's
 * actions as buttons within reach (the same names, so a screen reader hears the same list).
 */
export function PegawaiCard({ row, remove }: { row: PegawaiRow; remove: (row: PegawaiRow) => void }) {
  return (
    <>
      <p className="list-card-title">
        <span>{row.nama}</span>
        <span className={`badge ${STATUS_BADGE[row.status]}`}>{STATUS_PEGAWAI[row.status]}</span>
      </p>
      <p className="list-card-meta">
        {row.nip} · {row.cabang}
        {row.jabatan && ` · ${row.jabatan}`}
      </p>
      <div className="list-card-actions">
        <Link href={`/pegawai/${row.idp}`} className="btn btn-primary" aria-label={`Ubah ${row.nama}`}>
          Ubah
        </Link>
        <Link
          href={href('jejakperubahan', undefined, { tabel: 'pegawai', idrekaman: row.idp })}
          className="btn btn-secondary"
          aria-label={`Jejak perubahan ${row.nama}`}
        >
          Jejak
        </Link>
        <BukaSebagaiPegawai
          idp={row.idp}
          nama={row.nama}
          className="btn btn-secondary"
          label="Buka sebagai…"
        />
        <Button variant="danger" aria-label={`Hapus ${row.nama}`} onClick={() => remove(row)}>
          Hapus
        </Button>
      </div>
    </>
  )
}
