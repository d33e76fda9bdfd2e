import { useEffect } from 'react'
import { Link } from 'wouter'
import type { PageProps } from '../../app/lazy-page.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { failureMessage } from '../../lib/api-client.ts'
import { formatAngka } from '../../lib/format.ts'
import { followWritesOfOtherTabs } from '../../lib/other-tab-writes.ts'
import { useApiQuery } from '../../lib/query.ts'
import { BackupReminder } from '../data/BackupReminder.tsx'
import { HariIni } from './HariIni.tsx'
import { UnitReports } from './UnitReports.tsx'

/** Dashboard: active employees and leave requests awaiting an answer (SPEC.md §2). */
export default function BerandaPage({ title }: PageProps) {
  useEffect(followWritesOfOtherTabs, []) // an arrival saved in the employee app's tab counts at once
  const counts = useApiQuery('GET api/beranda')
  const data = counts.data
  return (
    <section>
      <PageHeader title={title} />
      <BackupReminder linkToData />
      {counts.isError && !data && (
        <ErrorState message={failureMessage(counts.error)} onRetry={() => void counts.refetch()} />
      )}
      {counts.isPending && <Loading />}
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
      <UnitReports />
      <HariIni after={!counts.isPending} />
    </section>
  )
}
