import { useEffect, useRef } from 'react'
import { PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import type { PegawaiCariRow } from '../../../contract/pegawai-schema.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { failureMessage } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import type { Question } from './AbsensiManualPage.tsx'
import { type Entry, EntryForm } from './EntryForm.tsx'
import { NoScheduleNotice } from './NoScheduleNotice.tsx'

/**
 * The answer comes below the employee card, under the fold of a 768 px high screen (issue 20):
 * bring it into view and put the keyboard on its first field (or on the notice, to be read).
 */
function useShowAnswer(answered: boolean) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!answered || !box.current) return
    box.current.scrollIntoView({ block: 'nearest', behavior: 'auto' })
    const target = box.current.querySelector<HTMLElement>(
      'select:not([disabled]), textarea, input, [role="alert"], .notice',
    )
    target?.focus({ preventScroll: true })
  }, [answered])
  return box
}

/** The server's answer to 'Cek': the entry form of the allowed type, or why nothing may be entered. */
export function CekResult({
  question,
  pegawai,
  onSaved,
}: {
  question: Question
  pegawai: PegawaiCariRow
  onSaved: (entry: Entry) => void
}) {
  const cek = useApiQuery(
    'GET api/absensi/cek/{tgl}/{idp}',
    { params: { tgl: question.tgl, idp: question.idp } },
    // Always the current state of the day: never an answer from before a save.
    { staleTime: 0, gcTime: 0 },
  )
  const box = useShowAnswer(cek.isSuccess)
  return <div ref={box}>{answerOf(cek, question, pegawai, onSaved)}</div>
}

function answerOf(
  cek: ReturnType<typeof useApiQuery<'GET api/absensi/cek/{tgl}/{idp}'>>,
  question: Question,
  pegawai: PegawaiCariRow,
  onSaved: (entry: Entry) => void,
) {
  if (cek.isPending) return <Loading inline />
  if (cek.isError)
    return <ErrorState inline message={failureMessage(cek.error)} onRetry={() => void cek.refetch()} />
  const { jenis, pesan } = cek.data
  if (!jenis && pesan === PEGAWAI_MESSAGES.notInStaffSettings) return <NoScheduleNotice pegawai={pegawai} />
  if (!jenis)
    return (
      <p className="notice" role="alert" tabIndex={-1}>
        {pesan}
      </p>
    )
  return <EntryForm entry={{ ...question, jenis }} onSaved={onSaved} />
}
