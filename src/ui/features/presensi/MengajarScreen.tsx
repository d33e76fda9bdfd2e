import { useCallback, useState } from 'react'
import { type JurnalRow, NAMA_KEADAAN_AJAR } from '../../../contract/jam-mengajar.ts'
import type { AreaDiizinkan } from '../../../contract/presensi.ts'
import { toMinutes } from '../../../domain/calendar.ts'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { TextField } from '../../components/TextField.tsx'
import { api, failureMessage } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { refetchAfterWrite, useApiQuery } from '../../lib/query.ts'
import { PositionPanel } from './PositionPanel.tsx'
import type { Position } from './position.ts'

/** The server lets a lesson start this many minutes early (src/api-handlers/presensi/mengajar.ts). */
const EARLY_START_MINUTES = 5

/** The lesson 'Mulai mengajar' applies to now: not recorded yet, its period running. */
function currentLesson(lessons: readonly JurnalRow[], jam: string): JurnalRow | undefined {
  const now = toMinutes(jam)
  return lessons.find(
    (row) =>
      row.keadaan === 'belum' &&
      now >= toMinutes(row.mulai) - EARLY_START_MINUTES &&
      now < toMinutes(row.selesai),
  )
}

type Verdict = { tone: 'sukses' | 'gagal'; pesan: string }

/** Mengajar (issue 33): the teacher's lessons today and 'Mulai mengajar' on the one running now. */
export default function MengajarScreen() {
  const today = useApiQuery('GET presensi/mengajar', undefined)
  const [verdict, setVerdict] = useState<Verdict | null>(null)
  if (today.isError) return <ErrorState message={today.error.message} onRetry={() => void today.refetch()} />
  if (!today.data) return <Loading />
  const { tgl, jam, libur, cuti, area, datae } = today.data
  const current = libur || cuti ? undefined : currentLesson(datae, jam)
  return (
    <div className="presensi-stack">
      <section className="presensi-card" aria-labelledby="mengajar-title">
        <h2 id="mengajar-title">{formatTanggal(tgl)}</h2>
        <p className="muted">Pukul {jam}</p>
        {libur && <p className="presensi-note">Hari ini libur ({libur}): tidak ada jam pelajaran.</p>}
        {cuti && <p className="presensi-note">Anda tercatat {cuti} hari ini.</p>}
        {datae.length === 0 ? (
          <p className="muted">Tidak ada jam pelajaran Anda hari ini.</p>
        ) : (
          <ul className="presensi-antrean" data-testid="jam-pelajaran">
            {datae.map((row) => (
              <li key={row.idjadwal} aria-current={row === current ? 'true' : undefined}>
                <strong>
                  Jam ke-{row.jamke} · {row.mulai}–{row.selesai}
                </strong>
                <span>
                  {row.mapel} · kelas {row.kelas}
                </span>
                <span data-testid="keadaan">
                  {NAMA_KEADAAN_AJAR[row.keadaan]}
                  {row.nama_pengganti && ` (${row.nama_pengganti})`}
                  {row.materi && ` · ${row.materi}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {verdict && (
        <section
          className={`presensi-card presensi-verdict presensi-verdict-${verdict.tone}`}
          role={verdict.tone === 'gagal' ? 'alert' : 'status'}
          data-testid="putusan"
        >
          <p>
            <strong>{verdict.tone === 'sukses' ? 'Berhasil' : 'Gagal'}:</strong> {verdict.pesan}
          </p>
        </section>
      )}
      {current && <MulaiForm key={current.idjadwal} lesson={current} area={area} onVerdict={setVerdict} />}
    </div>
  )
}

function MulaiForm({
  lesson,
  area,
  onVerdict,
}: {
  lesson: JurnalRow
  area: AreaDiizinkan
  onVerdict: (verdict: Verdict) => void
}) {
  const [position, setPosition] = useState<Position | null>(null)
  const [materi, setMateri] = useState('')
  const [sending, setSending] = useState(false)
  const onPosition = useCallback((next: Position | null) => setPosition(next), [])

  async function send() {
    if (!position)
      return onVerdict({ tone: 'gagal', pesan: 'Posisi belum diketahui. Tekan "Perbarui posisi".' })
    setSending(true)
    try {
      const body = { ...position, idjadwal: lesson.idjadwal, materi }
      const answer = await api('POST presensi/mengajar', { body })
      onVerdict({ tone: 'sukses', pesan: answer.pesan })
      await refetchAfterWrite('POST presensi/mengajar', true)
    } catch (error) {
      onVerdict({ tone: 'gagal', pesan: failureMessage(error) })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <PositionPanel areas={area} onChange={onPosition} />
      <section className="presensi-card" aria-labelledby="mulai-title">
        <h2 id="mulai-title">
          {lesson.mapel} · kelas {lesson.kelas}
        </h2>
        <TextField label="Materi" required maxLength={500} value={materi} onValueChange={setMateri} />
      </section>
      <Button className="presensi-absen" onClick={() => void send()} loading={sending}>
        Mulai mengajar
      </Button>
    </>
  )
}
