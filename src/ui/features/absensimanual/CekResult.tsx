import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { failureMessage } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import type { Question } from './AbsensiManualPage.tsx'
import { EntryForm } from './EntryForm.tsx'

/** The server's answer to 'Cek': the entry form of the allowed type, or why nothing may be entered. */
export function CekResult({ question, onSaved }: { question: Question; onSaved: () => void }) {
  const cek = useApiQuery(
    'GET api/absensi/cek/{tgl}/{idp}',
    { params: { tgl: question.tgl, idp: question.idp } },
    // Always the current state of the day: never an answer from before a save.
    { staleTime: 0, gcTime: 0 },
  )
  if (cek.isPending) return <Loading inline />
  if (cek.isError)
    return <ErrorState inline message={failureMessage(cek.error)} onRetry={() => void cek.refetch()} />
  const { jenis, pesan } = cek.data
  if (!jenis)
    return (
      <p className="notice" role="alert">
        {pesan}
      </p>
    )
  return <EntryForm entry={{ ...question, jenis }} onSaved={onSaved} />
}
