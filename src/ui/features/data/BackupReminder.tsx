import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { DATA_MESSAGES } from '../../../contract/messages.ts'
import { useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { daysSinceExport, formatInstant, needsBackup } from './backup.ts'
import './data.css'

/**
 * 'Cadangkan data Anda' when the data was never exported or the last export is more than 7 days
 * old. Level 0 only (only they can export). On Beranda it links to the Data screen.
 */
export function BackupReminder({ linkToData = false }: { linkToData?: boolean }) {
  const session = useAtomValue(sessionAtom)
  const status = useApiQuery('GET api/data/status', undefined, { enabled: session?.levelx === 0 })
  const last = status.data?.ekspor_terakhir ?? null
  if (!status.data || !needsBackup(last)) return null
  return (
    <div className="notice notice-warning backup-reminder" role="status" data-testid="pengingat-cadangan">
      <strong>{DATA_MESSAGES.backupReminder}</strong>{' '}
      {last
        ? `Ekspor terakhir ${formatInstant(last)} (${daysSinceExport(last)} hari lalu).`
        : 'Data belum pernah diekspor.'}{' '}
      Simpan berkas ekspor di tempat lain (flashdisk atau penyimpanan awan) agar data tidak hilang bila
      perangkat rusak atau data peramban terhapus.
      {linkToData && (
        <>
          {' '}
          <Link href="/data">Ekspor sekarang</Link>
        </>
      )}
    </div>
  )
}
