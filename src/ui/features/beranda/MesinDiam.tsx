import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { canOpen, href, ROUTES } from '../../app/route-table.ts'
import { useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { isSilent, silentText } from '../mesin/mesin-status.ts'

/**
 * Machines that pushed before and have been silent for more than a day (issue 32): a cable, a
 * power cut or a changed server address loses a day's arrivals unless someone looks. A unit
 * admin gets its unit's machines (the server's rule); nothing shows when all are well.
 */
export function MesinDiam() {
  const levelx = useAtomValue(sessionAtom)?.levelx ?? 1
  const machines = useApiQuery('GET api/mesin')
  const silent = (machines.data?.datae ?? []).filter((row) => isSilent(row))
  if (!silent.length) return null
  return (
    <div className="notice" role="status" data-testid="mesin-diam">
      <strong>Mesin absensi tidak mengirim data:</strong>
      <ul>
        {silent.map((row) => (
          <li key={row.idmesin}>
            {row.nama} ({row.cabang}) — {silentText(row)}
          </li>
        ))}
      </ul>
      {canOpen(ROUTES.mesin, levelx) ? (
        <Link href={href('mesin')}>Periksa di Mesin Absensi</Link>
      ) : (
        <Link href={href('scanlog')}>Lihat Scan Log Mesin</Link>
      )}
    </div>
  )
}
