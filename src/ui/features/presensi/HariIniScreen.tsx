import { useCallback, useState } from 'react'
import type { PresensiHariIni, PresensiRecord } from '../../../contract/presensi.ts'
import { singkatanZona } from '../../../domain/calendar.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { api, failureMessage } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { useOtherSideChanges } from '../../lib/other-side.ts'
import { refetchAfterWrite, useApiQuery } from '../../lib/query.ts'
import { absenBody } from './absen-body.ts'
import { earlyLeaveQuestion } from './early-leave.ts'
import { PositionPanel } from './PositionPanel.tsx'
import type { Position } from './position.ts'
import { SelfieCapture } from './SelfieCapture.tsx'

type Verdict = { tone: 'sukses' | 'gagal'; pesan: string; record?: PresensiRecord }

/** 'Terlambat 12 menit' / 'Tepat waktu', as every report counts it (the server's figure). */
export function latenessText(record: PresensiRecord, step: 'datang' | 'pulang'): string {
  if (step === 'datang') return record.terlambat > 0 ? `Terlambat ${record.terlambat} menit` : 'Tepat waktu'
  return record.pulangawal > 0 ? `Pulang awal ${record.pulangawal} menit` : 'Tidak pulang awal'
}

/** Hari Ini: today by the foundation's clock, the schedule, and the big check-in/out button. */
export default function HariIniScreen() {
  // An approved leave or the admin's manual entry shows without a reload (issue 34).
  const today = useApiQuery('GET presensi/hari-ini', undefined, useOtherSideChanges())
  const [verdict, setVerdict] = useState<Verdict | null>(null)
  if (today.isPending) return <Loading />
  if (today.isError) return <ErrorState message={today.error.message} onRetry={() => void today.refetch()} />
  return (
    <div className="presensi-stack">
      <DaySummary today={today.data} />
      {verdict && <VerdictCard verdict={verdict} />}
      {today.data.berikutnya && (
        <AbsenForm
          key={today.data.berikutnya}
          today={today.data}
          step={today.data.berikutnya}
          onVerdict={setVerdict}
        />
      )}
    </div>
  )
}

function DaySummary({ today }: { today: PresensiHariIni }) {
  const record = today.absensi
  return (
    <section className="presensi-card" aria-labelledby="hari-title">
      <h2 id="hari-title">{formatTanggal(today.tanggal)}</h2>
      <p className="muted">
        Pukul {today.waktu} {singkatanZona(today.zona_waktu)}
      </p>
      {!today.hari_kerja && (
        <p className="presensi-note" data-testid="bukan-hari-kerja">
          Hari ini bukan hari kerja Anda{today.alasan_libur ? ` (${today.alasan_libur})` : ''}.
        </p>
      )}
      <dl className="presensi-facts">
        {today.jadwal && (
          <>
            <dt>Jadwal</dt>
            <dd>
              {today.jadwal.label}: {today.jadwal.waktu_masuk}–{today.jadwal.waktu_pulang}
              {today.toleransi_terlambat_menit > 0 && ` (toleransi ${today.toleransi_terlambat_menit} menit)`}
            </dd>
          </>
        )}
        {today.hari_rapat && (
          <>
            <dt>Hari Rapat</dt>
            <dd>{today.keterangan_rapat || 'Ya'}</dd>
          </>
        )}
        {record && (
          <>
            <dt>Datang</dt>
            <dd data-testid="waktu-datang">
              {record.status === 0
                ? `${record.waktu_masuk ?? '—'}${record.waktu_masuk ? ` · ${latenessText(record, 'datang')}` : ''}`
                : record.status === 1
                  ? 'Ijin'
                  : 'Sakit'}
            </dd>
            {record.status === 0 && (
              <>
                <dt>Pulang</dt>
                <dd>
                  {record.waktu_pulang
                    ? `${record.waktu_pulang} · ${latenessText(record, 'pulang')}`
                    : 'Belum absen pulang'}
                </dd>
                <dt>Lokasi</dt>
                <dd>{record.lokasi || '—'}</dd>
              </>
            )}
          </>
        )}
      </dl>
    </section>
  )
}

function VerdictCard({ verdict }: { verdict: Verdict }) {
  return (
    <section
      className={`presensi-card presensi-verdict presensi-verdict-${verdict.tone}`}
      role={verdict.tone === 'gagal' ? 'alert' : 'status'}
      data-testid="putusan"
    >
      <p>
        <strong>{verdict.tone === 'sukses' ? 'Berhasil' : 'Gagal'}:</strong> {verdict.pesan}
      </p>
      {verdict.record && (
        <p data-testid="putusan-terlambat">
          {latenessText(verdict.record, verdict.record.waktu_pulang ? 'pulang' : 'datang')}
        </p>
      )}
    </section>
  )
}

function AbsenForm({
  today,
  step,
  onVerdict,
}: {
  today: PresensiHariIni
  step: 'datang' | 'pulang'
  onVerdict: (verdict: Verdict) => void
}) {
  const [position, setPosition] = useState<Position | null>(null)
  const [foto, setFoto] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const areas = step === 'datang' ? today.area_datang : today.area_pulang
  const onPosition = useCallback((next: Position | null) => setPosition(next), [])

  async function send() {
    setSending(true)
    try {
      const checked = await absenBody(position, foto)
      if ('problem' in checked) return onVerdict({ tone: 'gagal', pesan: checked.problem })
      // Leaving more than an hour early is asked first; 'Batal' sends nothing (issue 34).
      const question = step === 'pulang' ? earlyLeaveQuestion(today, new Date()) : null
      if (question && !(await confirm(question))) return
      const route = step === 'datang' ? 'POST presensi/datang' : 'POST presensi/pulang'
      const answer = await api(route, { body: checked.body })
      onVerdict({ tone: 'sukses', pesan: answer.pesan, record: answer.data })
      // The button stays busy until today's state has reloaded (the client started that reload).
      await refetchAfterWrite(route, true)
    } catch (error) {
      onVerdict({ tone: 'gagal', pesan: failureMessage(error) })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <PositionPanel areas={areas} onChange={onPosition} />
      <SelfieCapture onChange={setFoto} />
      <Button className="presensi-absen" onClick={() => void send()} loading={sending}>
        {step === 'datang' ? 'Absen Datang' : 'Absen Pulang'}
      </Button>
    </>
  )
}
