import type { PageProps } from '../../app/lazy-page.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { failureMessage } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { PengaturanForm } from './PengaturanForm.tsx'
import './pengaturan.css'

/**
 * The foundation's settings (level 0): name and address for headers, the grace period for reports,
 * the time zone every "today" is read in (docs/clock.md).
 */
export default function PengaturanPage({ title }: PageProps) {
  // Its own fresh read (not the top bar's stored copy): the form starts from what the server holds.
  const settings = useApiQuery('GET api/pengaturan', undefined, { staleTime: 0 })
  return (
    <section>
      <PageHeader title={title} />
      {settings.isError && (
        <ErrorState message={failureMessage(settings.error)} onRetry={() => void settings.refetch()} />
      )}
      {settings.isFetching && !settings.isFetched && <Loading />}
      {settings.isFetched && settings.data && <PengaturanForm initial={settings.data} />}
    </section>
  )
}
