import { useState } from 'react'
import type { PresensiRiwayat } from '../../../contract/presensi.ts'
import { machinesText } from '../../../domain/attendance.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { TextField } from '../../components/TextField.tsx'
import { formatTanggal } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'

type Day = PresensiRiwayat['datae'][number]

const BULAN = /^\d{4}-(0[1-9]|1[0-2])$/

/** What a day was, in the recap's words. */
export function dayText(day: Day): string {
  if (day.ijin) return 'Ijin'
  if (day.sakit) return 'Sakit'
  if (day.cuti) return 'Cuti'
  if (day.dinas) return 'Dinas luar'
  if (day.alpha) return 'Tidak hadir'
  if (!day.masuk) return '—'
  const parts = [`Datang ${day.waktu_masuk ?? '—'}`, `Pulang ${day.waktu_pulang ?? '—'}`]
  if (day.terlambat > 0) parts.push(`terlambat ${day.terlambat} menit`)
  if (day.pulangawal > 0) parts.push(`pulang awal ${day.pulangawal} menit`)
  const machines = machinesText(day)
  if (machines) parts.push(machines)
  return parts.join(' · ')
}

/** Riwayat: one month of the employee's own attendance, counted as Rekapitulasi counts it. */
export default function RiwayatScreen() {
  // The foundation's month (its clock, not the phone's) until the employee picks another.
  const today = useApiQuery('GET presensi/hari-ini')
  const [chosen, setBulan] = useState<string | null>(null)
  const bulan = chosen ?? today.data?.tanggal.slice(0, 7) ?? ''
  const valid = BULAN.test(bulan)
  const riwayat = useApiQuery(
    'GET presensi/riwayat',
    { query: { bulan } },
    { enabled: valid, keepPrevious: true },
  )
  return (
    <div className="presensi-stack">
      <section className="presensi-card">
        <TextField label="Bulan" type="month" value={bulan} onValueChange={setBulan} />
      </section>
      {today.isError && !chosen ? (
        <ErrorState message={today.error.message} onRetry={() => void today.refetch()} />
      ) : !valid ? (
        bulan ? (
          <p className="muted">Pilih bulan.</p>
        ) : (
          <Loading />
        )
      ) : riwayat.isPending ? (
        <Loading />
      ) : riwayat.isError ? (
        <ErrorState message={riwayat.error.message} onRetry={() => void riwayat.refetch()} />
      ) : (
        <>
          <Counts riwayat={riwayat.data} />
          <section className="presensi-card" aria-labelledby="hari-hari-title">
            <h2 id="hari-hari-title">Hari demi hari</h2>
            {riwayat.data.datae.length === 0 ? (
              <p className="muted">Belum ada hari kerja di bulan ini.</p>
            ) : (
              <ul className="presensi-days">
                {[...riwayat.data.datae].reverse().map((day) => (
                  <li key={day.tgl}>
                    <span className="presensi-day-date">{formatTanggal(day.tgl)}</span>
                    <span>{dayText(day)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}

function Counts({ riwayat }: { riwayat: PresensiRiwayat }) {
  const { jumlah } = riwayat
  const counts = [
    ['Masuk', jumlah.masuk],
    ['Ijin', jumlah.ijin],
    ['Sakit', jumlah.sakit],
    // Leave of types counted as cuti or dinas (issue 31), named when the month has any.
    ...(jumlah.cuti ? [['Cuti', jumlah.cuti] as const] : []),
    ...(jumlah.dinas ? [['Dinas luar', jumlah.dinas] as const] : []),
    ['Tidak hadir', jumlah.alpha],
    ['Terlambat', jumlah.terlambat],
  ] as const
  return (
    <section className="presensi-card" aria-labelledby="jumlah-title">
      <h2 id="jumlah-title">Jumlah</h2>
      <dl className="presensi-counts" data-testid="jumlah">
        {counts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {jumlah.menit_terlambat > 0 && <p className="muted">Total terlambat {jumlah.menit_terlambat} menit.</p>}
    </section>
  )
}
