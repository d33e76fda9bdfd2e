import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import type { PresensiHariIni, PresensiRecord } from '../../../contract/presensi.ts'
import { leaveLabel } from '../../../domain/attendance.ts'
import { singkatanZona, zonedDate, zonedTime } from '../../../domain/calendar.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { api, failureMessage, NETWORK_FAILURE } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { useOtherSideChanges } from '../../lib/other-side.ts'
import { refetchAfterWrite, useApiQuery } from '../../lib/query.ts'
import { absenBody, newSendingId } from './absen-body.ts'
import {
  type AbsenStep,
  enqueue,
  isSignalProblem,
  type QueuedAbsen,
  rememberedToday,
  rememberToday,
  removeQueued,
  routeOf,
  stepAfterQueue,
  takenAt,
  useQueuedAbsen,
} from './absen-queue.ts'
import { earlyLeaveQuestion } from './early-leave.ts'
import { PositionPanel } from './PositionPanel.tsx'
import { pegawaiSessionAtom } from './pegawai-session.ts'
import type { Position } from './position.ts'
import { SelfieCapture } from './SelfieCapture.tsx'

type Verdict = { tone: 'sukses' | 'gagal' | 'antre'; pesan: string; record?: PresensiRecord }

const VERDICT_LABEL: Record<Verdict['tone'], string> = {
  sukses: 'Berhasil',
  gagal: 'Gagal',
  antre: 'Belum terkirim',
}

/** localStorage refused the queued check-in (the only non-API error the sending can meet). */
const STORAGE_FULL = 'Tidak ada sinyal, dan penyimpanan ponsel penuh: absen tidak dapat disimpan. Coba lagi.'

/** Queues a check-in; false when the phone's storage refused it. */
function keep(idp: number, item: QueuedAbsen): boolean {
  try {
    enqueue(idp, item)
    return true
  } catch {
    return false
  }
}

/** Said of a check-in kept on the phone until the signal returns (issue 34). */
export const WAITING_TEXT = 'Menunggu sinyal — akan dikirim otomatis.'

/** The last 'hari-ini' of this employee, if it is still today by the foundation's zone. */
function stillToday(idp: number): PresensiHariIni | null {
  const kept = rememberedToday(idp)
  return kept && kept.tanggal === zonedDate(takenAt(idp), kept.zona_waktu) ? kept : null
}

/** 'Terlambat 12 menit' / 'Tepat waktu', as every report counts it (the server's figure). */
export function latenessText(record: PresensiRecord, step: 'datang' | 'pulang'): string {
  if (step === 'datang') return record.terlambat > 0 ? `Terlambat ${record.terlambat} menit` : 'Tepat waktu'
  return record.pulangawal > 0 ? `Pulang awal ${record.pulangawal} menit` : 'Tidak pulang awal'
}

/**
 * Hari Ini: today by the foundation's clock, the schedule, and the big check-in/out button. Without
 * signal it shows today as last loaded, and a check-in is kept on the phone until it can be sent.
 */
export default function HariIniScreen() {
  const idp = useAtomValue(pegawaiSessionAtom)?.idp ?? 0
  // An approved leave or the admin's manual entry shows without a reload (issue 34).
  const today = useApiQuery('GET presensi/hari-ini', undefined, useOtherSideChanges())
  const queue = useQueuedAbsen(idp)
  const [verdict, setVerdict] = useState<Verdict | null>(null)
  useEffect(() => {
    if (today.data) rememberToday(idp, today.data, today.dataUpdatedAt)
  }, [idp, today.data, today.dataUpdatedAt])
  // No signal: the query waits for the browser to be online again, or failed to connect.
  const noSignal = today.fetchStatus === 'paused' || (today.isError && isSignalProblem(today.error))
  const shown = today.data ?? (noSignal ? stillToday(idp) : null)
  if (!shown) {
    if (today.isError || noSignal)
      return (
        <ErrorState message={today.error?.message ?? NETWORK_FAILURE} onRetry={() => void today.refetch()} />
      )
    return <Loading />
  }
  const step = stepAfterQueue(shown.berikutnya, queue)
  return (
    <div className="presensi-stack">
      {!today.data && (
        <p className="presensi-note" role="status" data-testid="tanpa-sinyal">
          Tidak ada sinyal. Data hari ini seperti terakhir dimuat; absen disimpan di ponsel ini dan dikirim
          otomatis saat sinyal kembali.
        </p>
      )}
      <DaySummary today={shown} />
      {verdict && <VerdictCard verdict={verdict} />}
      {queue.length > 0 && <QueueCard idp={idp} queue={queue} zona={shown.zona_waktu} />}
      {step && <AbsenForm key={step} today={shown} step={step} idp={idp} onVerdict={setVerdict} />}
    </div>
  )
}

/** The check-ins kept on this phone: waiting for a signal, or refused by the server (with why). */
function QueueCard({ idp, queue, zona }: { idp: number; queue: QueuedAbsen[]; zona: string }) {
  return (
    <section className="presensi-card" aria-labelledby="antrean-title" data-testid="antrean">
      <h2 id="antrean-title">Absen belum terkirim</h2>
      <ul className="presensi-antrean">
        {queue.map(({ step, body, ditolak }) => (
          <li key={body.id_kirim}>
            <strong>
              Absen {step === 'datang' ? 'Datang' : 'Pulang'} pukul {zonedTime(new Date(body.diambil), zona)}{' '}
              {singkatanZona(zona)}
            </strong>
            {ditolak ? (
              <>
                <span className="presensi-problem" role="alert">
                  Ditolak: {ditolak}
                </span>
                <Button variant="secondary" size="sm" onClick={() => removeQueued(idp, body.id_kirim)}>
                  Hapus
                </Button>
              </>
            ) : (
              <span>{WAITING_TEXT}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
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
                : leaveLabel(record.status, record.kategori)}
              {record.mesin_masuk && ` · Mesin ${record.mesin_masuk}`}
              {record.kirim_masuk && ` · terkirim tertunda ${record.kirim_masuk.slice(11)}`}
            </dd>
            {record.status === 0 && (
              <>
                <dt>Pulang</dt>
                <dd>
                  {record.waktu_pulang
                    ? `${record.waktu_pulang} · ${latenessText(record, 'pulang')}`
                    : 'Belum absen pulang'}
                  {record.waktu_pulang && record.mesin_pulang && ` · Mesin ${record.mesin_pulang}`}
                  {record.kirim_pulang && ` · terkirim tertunda ${record.kirim_pulang.slice(11)}`}
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
        <strong>{VERDICT_LABEL[verdict.tone]}:</strong> {verdict.pesan}
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
  idp,
  onVerdict,
}: {
  today: PresensiHariIni
  step: AbsenStep
  idp: number
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
      // One id for every sending of this check-in: the server stores it once, however often it arrives.
      const body = { ...checked.body, id_kirim: newSendingId() }
      const diambil = takenAt(idp)
      try {
        const answer = await api(routeOf(step), { body })
        onVerdict({ tone: 'sukses', pesan: answer.pesan, record: answer.data })
        // The button stays busy until today's state has reloaded (the client started that reload).
        await refetchAfterWrite(routeOf(step), true)
      } catch (error) {
        if (!isSignalProblem(error)) throw error
        if (!keep(idp, { step, body: { ...body, diambil: diambil.toISOString() } }))
          return onVerdict({ tone: 'gagal', pesan: STORAGE_FULL })
        const waktu = `${zonedTime(diambil, today.zona_waktu)} ${singkatanZona(today.zona_waktu)}`
        onVerdict({
          tone: 'antre',
          pesan: `Tidak ada sinyal. Absen ${step} pukul ${waktu} disimpan di ponsel ini. ${WAITING_TEXT}`,
        })
      }
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
