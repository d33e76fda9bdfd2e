import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { PageProps } from '../../app/lazy-page.tsx'
import { canOpen, href, ROUTES } from '../../app/route-table.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { type ApiResponse, failureMessage } from '../../lib/api-client.ts'
import { formatAngka, formatTanggalPendek, foundationTime, foundationToday } from '../../lib/format.ts'
import { readLastAnswer, saveLastAnswer } from '../../lib/last-answers.ts'
import { useOtherSideChanges } from '../../lib/other-side.ts'
import { useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { BackupReminder } from '../data/BackupReminder.tsx'
import { HariIni } from './HariIni.tsx'
import { MesinDiam } from './MesinDiam.tsx'
import { UnitReports } from './UnitReports.tsx'

type Counts = ApiResponse<'GET api/beranda'>

/** A stored answer is shown only if it still has the two counts (an older app may have kept another shape). */
const looksLikeCounts = (data: unknown): data is Counts =>
  typeof data === 'object' &&
  data !== null &&
  Number.isInteger((data as Counts).jum_pegawai) &&
  Number.isInteger((data as Counts).jum_pengajuanijin)

/** When the kept numbers were answered, on the foundation's clock: '16 Nov 2026, 09:00'. */
function seenAt(iso: string): string {
  const at = new Date(iso)
  return `${formatTanggalPendek(foundationToday(at))}, ${foundationTime(at)}`
}

/**
 * Dashboard: active employees and leave requests awaiting an answer (SPEC.md §2). After a reload
 * the last numbers this session saw show at once, marked 'Memperbarui…', until the local database
 * has opened and answered (issue 18, docs/performance.md): never presented as current.
 */
export default function BerandaPage({ title }: PageProps) {
  const otherSide = useOtherSideChanges() // an arrival or a request from the employee app counts at once
  const session = useAtomValue(sessionAtom)
  // Read once per mount: what the previous visit left, not what this one saves.
  const [previous] = useState(() => readLastAnswer(session, 'GET api/beranda', looksLikeCounts))
  const counts = useApiQuery('GET api/beranda', undefined, otherSide)
  const current = counts.data
  useEffect(() => {
    if (current) saveLastAnswer(session, 'GET api/beranda', current)
  }, [session, current])
  const waiting = counts.isPending && previous !== null
  return (
    <section>
      <PageHeader title={title} />
      <BackupReminder linkToData />
      <MesinDiam />
      {counts.isError && !current && (
        <ErrorState message={failureMessage(counts.error)} onRetry={() => void counts.refetch()} />
      )}
      {counts.isPending && !previous && <Loading />}
      {waiting && (
        <p role="status" className="tiles-updating">
          <span className="spinner" aria-hidden="true" />
          Memperbarui… angka di bawah dari kunjungan terakhir ({seenAt(previous.waktu)}).
        </p>
      )}
      {current && <CountTiles counts={current} levelx={session?.levelx} />}
      {waiting && <CountTiles counts={previous.data} levelx={session?.levelx} stale />}
      <UnitReports />
      <HariIni after={!counts.isPending} />
    </section>
  )
}

/**
 * The two count tiles. `stale`: the last visit's numbers while the real ones load: greyed, busy,
 * without the test ids the current numbers carry (`data-terakhir` instead). The employee count
 * links to Data Pegawai only for whoever may open it (a unit admin's tile is a plain figure).
 */
function CountTiles({
  counts,
  levelx,
  stale = false,
}: {
  counts: Counts
  levelx: 0 | 1 | undefined
  stale?: boolean
}) {
  const value = (testId: string) => (stale ? { 'data-terakhir': testId } : { 'data-testid': testId })
  const employees = (
    <>
      <span className="tile-value" {...value('jum-pegawai')}>
        {formatAngka(counts.jum_pegawai)}
      </span>
      <span className="tile-label">Pegawai Aktif</span>
    </>
  )
  return (
    <div className={stale ? 'tiles tiles-stale' : 'tiles'} aria-busy={stale || undefined}>
      {levelx !== undefined && canOpen(ROUTES.pegawai, levelx) ? (
        <Link href={href('pegawai')} className="tile">
          {employees}
        </Link>
      ) : (
        <div className="tile">{employees}</div>
      )}
      <Link href="/pengajuanijin?statusx=0" className="tile tile-warning">
        <span className="tile-value" {...value('jum-pengajuanijin')}>
          {formatAngka(counts.jum_pengajuanijin)}
        </span>
        <span className="tile-label">Pengajuan Ijin Menunggu Jawaban</span>
      </Link>
    </div>
  )
}
