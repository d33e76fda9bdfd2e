import type { PageProps } from '../../app/lazy-page.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useApi } from '../../lib/use-api.ts'
import { PengaturanForm } from './PengaturanForm.tsx'
import './pengaturan.css'

/** The foundation's settings (level 0): name and address for headers, the grace period for reports. */
export default function PengaturanPage({ title }: PageProps) {
  const { data, error, loading } = useApi('GET api/pengaturan')
  return (
    <section>
      <PageHeader title={title} />
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {loading && !data && <Loading />}
      {data && <PengaturanForm initial={data} />}
    </section>
  )
}
