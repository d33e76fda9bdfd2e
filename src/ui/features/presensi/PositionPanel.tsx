import { atom, useAtom } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { AreaDiizinkan } from '../../../contract/presensi.ts'
import { distanceMetres } from '../../../domain/geo.ts'
import { Button } from '../../components/Button.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { POSITION_MESSAGES, type Position, type PositionProblem, readPosition } from './position.ts'
import { DEMO_MODE } from './presensi-routes.ts'
import { REAL_POSITION, simulatedPosition, simulationOptions } from './simulated-position.ts'

const metres = (value: number) => `${Math.round(value).toLocaleString('id-ID')} m`

/** The allowed area nearest to the point, with its distance (the server decides; this only informs). */
function nearestArea(point: Position, areas: AreaDiizinkan) {
  let best: { lokasi: string; radius: number; jarak: number } | null = null
  for (const area of areas.daftar) {
    const jarak = distanceMetres(point, area)
    if (!best || jarak < best.jarak) best = { lokasi: area.lokasi, radius: area.radius, jarak }
  }
  return best
}

/**
 * The trainer's 'Posisi simulasi' outlives the form: after Absen Datang the form is rebuilt for
 * Absen Pulang, and the phone is still where the trainer put it.
 */
const simulationChoiceAtom = atom(REAL_POSITION)

/**
 * The phone's position with its accuracy and the distance to the nearest allowed area. In mock
 * mode, 'Posisi simulasi' replaces the GPS with an area's centre or a point outside every area.
 * Hands the position in use up (null while none is known).
 */
export function PositionPanel({
  areas,
  onChange,
}: {
  areas: AreaDiizinkan
  onChange: (position: Position | null) => void
}) {
  const [gps, setGps] = useState<Position | null>(null)
  const [problem, setProblem] = useState<PositionProblem | null>(null)
  const [reading, setReading] = useState(false)
  const [chosen, setChoice] = useAtom(simulationChoiceAtom)
  const options = useMemo(() => simulationOptions(areas.daftar), [areas.daftar])
  // An area of the other step's list that this step does not allow: back to the real GPS.
  const choice = options.some((option) => option.value === chosen) ? chosen : REAL_POSITION

  const refresh = useCallback(() => {
    setReading(true)
    setProblem(null)
    readPosition().then(
      (position) => {
        setGps(position)
        setReading(false)
      },
      (reason: PositionProblem) => {
        setProblem(reason)
        setReading(false)
      },
    )
  }, [])
  useEffect(refresh, [refresh])

  const simulated = useMemo(
    () => (DEMO_MODE ? simulatedPosition(choice, areas.daftar) : null),
    [choice, areas.daftar],
  )
  const position = simulated ?? (choice === REAL_POSITION ? gps : null)
  useEffect(() => onChange(position), [position, onChange])

  const nearest = position ? nearestArea(position, areas) : null
  return (
    <section className="presensi-card" aria-labelledby="posisi-title">
      <h2 id="posisi-title">Posisi</h2>
      {DEMO_MODE && areas.daftar.length > 0 && (
        <SelectField label="Posisi simulasi" value={choice} onValueChange={setChoice} options={options} />
      )}
      {position ? (
        <dl className="presensi-facts" data-testid="posisi">
          <dt>Koordinat</dt>
          <dd>
            {position.lat.toFixed(6)}, {position.lng.toFixed(6)}
            {simulated && ' (simulasi)'}
          </dd>
          <dt>Akurasi</dt>
          <dd>±{metres(position.akurasi)}</dd>
          {nearest && (
            <>
              <dt>Lokasi terdekat</dt>
              <dd data-testid="jarak-area">
                {nearest.lokasi}: {metres(nearest.jarak)} (radius {metres(nearest.radius)}),{' '}
                {nearest.jarak <= nearest.radius ? 'di dalam area' : 'di luar area'}
              </dd>
            </>
          )}
        </dl>
      ) : problem && choice === REAL_POSITION ? (
        <p className="presensi-problem" role="alert" data-testid="lokasi-masalah">
          {POSITION_MESSAGES[problem]}
        </p>
      ) : (
        <p className="muted">Mencari posisi…</p>
      )}
      <p className="muted">
        {areas.bebas
          ? 'Jadwal Anda membolehkan absen dari mana saja.'
          : `Absen hanya dari lokasi yang diizinkan: ${areas.daftar.map((a) => a.lokasi).join(', ') || '—'}.`}
      </p>
      {choice === REAL_POSITION && problem !== 'tidak-didukung' && (
        <Button variant="secondary" onClick={refresh} loading={reading}>
          Perbarui posisi
        </Button>
      )}
    </section>
  )
}
