import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import { PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { href } from '../../app/route-table.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { showIncomplete } from '../../lib/actions.ts'
import { failureMessage } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { AksesAplikasi } from './AksesAplikasi.tsx'
import { CutiPegawai } from './CutiPegawai.tsx'
import { PegawaiForm } from './PegawaiForm.tsx'
import { newValues, valuesFrom } from './pegawai-form-state.ts'

/** The heading; an existing employee's also links to its history in Jejak Perubahan. */
function Heading({ title, idp }: { title: string; idp?: number }) {
  return (
    <PageHeader title={title}>
      {idp !== undefined && (
        <Link href={href('jejakperubahan', undefined, { tabel: 'pegawai', idrekaman: idp })}>
          Jejak Perubahan
        </Link>
      )}
      <Link href={href('pegawai')}>Kembali ke daftar</Link>
    </PageHeader>
  )
}

function NewPegawai({ title }: PageProps) {
  // One generated password per opening, not per render.
  const [initial] = useState(newValues)
  return (
    <section>
      <Heading title={title} />
      <PegawaiForm idp={null} initial={initial} storedPhoto={null} />
    </section>
  )
}

/** SPEC.md §8: a missing employee says so, then the list is shown (once, even under StrictMode). */
function useMissingRedirect(missing: boolean) {
  const [, navigate] = useLocation()
  const said = useRef(false)
  useEffect(() => {
    if (!missing || said.current) return
    said.current = true
    void showIncomplete(PEGAWAI_MESSAGES.notFound).then(() => navigate('/pegawai', { replace: true }))
  }, [missing, navigate])
}

function EditPegawai({ idp, title }: { idp: number; title: string }) {
  // Not kept after leaving: each opening edits what the server holds now.
  const answer = useApiQuery('GET api/datapegawai/{idp}', { params: { idp } }, { gcTime: 0 })
  const detail = answer.data?.detail ?? null
  useMissingRedirect(answer.data?.exist === 'non' || (answer.isSuccess && !detail))
  return (
    <section>
      <Heading title={title} idp={idp} />
      {answer.isError && !answer.data ? (
        <ErrorState message={failureMessage(answer.error)} onRetry={() => void answer.refetch()} />
      ) : !detail ? (
        <Loading label="Memuat data pegawai..." />
      ) : (
        <>
          <PegawaiForm idp={idp} initial={valuesFrom(detail)} storedPhoto={detail.image1} />
          <AksesAplikasi
            idp={idp}
            nip={detail.nip}
            nama={detail.nama}
            wa={detail.wa}
            statusAktif={detail.status_aktif}
          />
          <CutiPegawai idp={idp} />
        </>
      )}
    </section>
  )
}

/** An address that cannot name an employee (/pegawai/abc) is a missing employee, not a bad request. */
function NoSuchPegawai({ title }: { title: string }) {
  useMissingRedirect(true)
  return (
    <section>
      <Heading title={title} />
    </section>
  )
}

const EMPLOYEE_ID = /^[1-9][0-9]{0,14}$/

/** /pegawai/baru and /pegawai/{idp} (SPEC.md §2 Employee form). */
export default function PegawaiFormPage({ title }: PageProps) {
  const params = useParams<{ idp?: string }>()
  if (!params.idp || params.idp === 'baru') return <NewPegawai title={title} />
  if (!EMPLOYEE_ID.test(params.idp)) return <NoSuchPegawai key={params.idp} title={title} />
  return <EditPegawai key={params.idp} idp={Number(params.idp)} title={title} />
}
