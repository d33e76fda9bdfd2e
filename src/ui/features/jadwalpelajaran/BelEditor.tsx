import { useState } from 'react'
import { NAMA_HARI } from '../../../domain/calendar.ts'
import { Button } from '../../components/Button.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { TimeField } from '../../components/TimeField.tsx'
import { toast } from '../../components/Toast.tsx'
import type { ApiResponse } from '../../lib/api-client.ts'
import { api, failureMessage } from '../../lib/api-client.ts'

type Periode = ApiResponse<'GET api/jampelajaran'>['datae'][number]
/** Which timetable: the unit, year and semester the bell schedule's answer resolved. */
type Scope = Pick<ApiResponse<'GET api/jampelajaran'>, 'kode' | 'idta' | 'semester'>
/** A row being edited: jam ke- as typed ('' for a break). */
type Baris = { hari: number; jamke: string; mulai: string; selesai: string; keterangan: string }

const HARI_OPTIONS = NAMA_HARI.map((nama, hari) => ({ value: String(hari), label: nama }))
const toBaris = (p: Periode): Baris => ({ ...p, jamke: p.jamke === null ? '' : String(p.jamke) })

/** The bell schedule of a semester: rows of weekday periods and breaks, saved whole. */
export function BelEditor({ scope, periods }: { scope: Scope; periods: readonly Periode[] }) {
  const [rows, setRows] = useState<Baris[]>(() => periods.map(toBaris))
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const change = (index: number, patch: Partial<Baris>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const add = (istirahat: boolean) =>
    setRows((all) => {
      const last = all.at(-1)
      const hari = last?.hari ?? 1
      const nomor = Math.max(0, ...all.filter((r) => r.hari === hari && r.jamke).map((r) => Number(r.jamke)))
      const mulai = last?.selesai ?? '07:00'
      const jamke = istirahat ? '' : String(nomor + 1)
      return [...all, { hari, jamke, mulai, selesai: mulai, keterangan: istirahat ? 'Istirahat' : '' }]
    })
  async function save() {
    setSaving(true)
    setError('')
    try {
      const datae = rows.map((row) => ({ ...row, jamke: row.jamke.trim() === '' ? null : Number(row.jamke) }))
      const answer = await api('PUT api/jampelajaran', { body: { ...scope, datae } })
      toast.success(answer.pesan)
    } catch (failure) {
      setError(failureMessage(failure))
    } finally {
      setSaving(false)
    }
  }
  return (
    <section aria-labelledby="bel-title" className="jp-section">
      <h2 id="bel-title">Jadwal Bel</h2>
      <table className="jp-bel">
        <thead>
          <tr>
            <th>Hari</th>
            <th>Jam ke- (kosong: istirahat)</th>
            <th>Mulai</th>
            <th>Selesai</th>
            <th>Keterangan</th>
            <th>
              <span className="sr-only">Aksi</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
            <tr key={index}>
              <td>
                <SelectField
                  label={`Hari baris ${index + 1}`}
                  hideLabel
                  value={String(row.hari)}
                  options={HARI_OPTIONS}
                  onValueChange={(value) => change(index, { hari: Number(value) })}
                />
              </td>
              <td>
                <TextField
                  label={`Jam ke- baris ${index + 1}`}
                  hideLabel
                  inputMode="numeric"
                  value={row.jamke}
                  onValueChange={(jamke) => change(index, { jamke })}
                />
              </td>
              <td>
                <TimeField
                  label={`Mulai baris ${index + 1}`}
                  hideLabel
                  value={row.mulai}
                  onValueChange={(mulai) => change(index, { mulai })}
                />
              </td>
              <td>
                <TimeField
                  label={`Selesai baris ${index + 1}`}
                  hideLabel
                  value={row.selesai}
                  onValueChange={(selesai) => change(index, { selesai })}
                />
              </td>
              <td>
                <TextField
                  label={`Keterangan baris ${index + 1}`}
                  hideLabel
                  value={row.keterangan}
                  onValueChange={(keterangan) => change(index, { keterangan })}
                />
              </td>
              <td>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                >
                  Hapus
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="notice">
          {error}
        </p>
      )}
      <div className="jp-actions">
        <Button variant="secondary" onClick={() => add(false)}>
          Tambah jam
        </Button>
        <Button variant="secondary" onClick={() => add(true)}>
          Tambah istirahat
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          Simpan jadwal bel
        </Button>
      </div>
    </section>
  )
}
