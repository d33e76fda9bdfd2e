import { useState } from 'react'
import { NAMA_HARI } from '../../../domain/calendar.ts'
import { isiSel, waktuOf } from '../../../domain/jadwal-xlsx.ts'
import { Button } from '../../components/Button.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { type ApiResponse, api, failureMessage } from '../../lib/api-client.ts'

type Periode = ApiResponse<'GET api/jampelajaran'>['datae'][number]
type Kelas = ApiResponse<'GET api/kelas'>['datae'][number]
type Grid = ApiResponse<'GET api/jadwalajar'>
type Sel = Grid['datae'][number]
/** Which timetable: the unit, year and semester the bell schedule's answer resolved. */
type Scope = Pick<ApiResponse<'GET api/jampelajaran'>, 'kode' | 'idta' | 'semester'>

/** The dialog's place: a class in a weekday's period, and its cell when filled. */
interface Tempat {
  kelas: Kelas
  hari: number
  jamke: number
  sel: Sel | undefined
}

/** Senin first, Ahad last, then by start. */
const weekOrder = (hari: number) => (hari + 6) % 7
const ordered = (periods: readonly Periode[]) =>
  [...periods].sort((a, b) => weekOrder(a.hari) - weekOrder(b.hari) || a.mulai.localeCompare(b.mulai))

/** Rows: weekday × period (breaks across all classes); columns: classes; a cell opens its dialog. */
export function JadwalGrid({
  scope,
  periods,
  classes,
  grid,
}: {
  scope: Scope
  periods: readonly Periode[]
  classes: readonly Kelas[]
  grid: Grid
}) {
  const [tempat, setTempat] = useState<Tempat | null>(null)
  const byPlace = new Map(grid.datae.map((sel) => [`${sel.hari}/${sel.jamke}/${sel.idkelas}`, sel]))
  if (periods.length === 0 || classes.length === 0)
    return <p className="muted">Isi jadwal bel dan kelas terlebih dahulu.</p>
  return (
    <>
      <div className="jp-grid-wrap">
        <table className="jp-grid">
          <thead>
            <tr>
              <th scope="col">Hari</th>
              <th scope="col">Jam ke-</th>
              <th scope="col">Waktu</th>
              {classes.map((kelas) => (
                <th scope="col" key={kelas.idkelas}>
                  {kelas.nama}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ordered(periods).map((p) => (
              <tr key={p.idjam} className={p.jamke === null ? 'jp-istirahat' : undefined}>
                <td>{NAMA_HARI[p.hari]}</td>
                <td>{p.jamke ?? ''}</td>
                <td>{waktuOf(p)}</td>
                {p.jamke === null ? (
                  <td colSpan={classes.length}>{p.keterangan || 'Istirahat'}</td>
                ) : (
                  classes.map((kelas) => {
                    const jamke = p.jamke ?? 0
                    const sel = byPlace.get(`${p.hari}/${jamke}/${kelas.idkelas}`)
                    const place = `${kelas.nama} ${NAMA_HARI[p.hari]} jam ke-${jamke}`
                    return (
                      <td key={kelas.idkelas}>
                        <button
                          type="button"
                          className="jp-sel"
                          aria-label={sel ? `${place}: ${isiSel(sel)}` : `Isi ${place}`}
                          onClick={() => setTempat({ kelas, hari: p.hari, jamke, sel })}
                        >
                          {sel ? isiSel(sel) : '+'}
                        </button>
                      </td>
                    )
                  })
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tempat && (
        <SelDialog
          key={`${tempat.kelas.idkelas}/${tempat.hari}/${tempat.jamke}`}
          scope={scope}
          tempat={tempat}
          guru={grid.guru}
          onClose={() => setTempat(null)}
        />
      )}
    </>
  )
}

function SelDialog({
  scope,
  tempat,
  guru,
  onClose,
}: {
  scope: Scope
  tempat: Tempat
  guru: Grid['guru']
  onClose: () => void
}) {
  const [mapel, setMapel] = useState(tempat.sel?.mapel ?? '')
  const [idp, setIdp] = useState(tempat.sel ? String(tempat.sel.idp) : '')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const options = guru.map((g) => ({ value: String(g.idp), label: `${g.nama} (${g.nip})` }))
  // A teacher of another unit placed here stays choosable.
  if (tempat.sel && !guru.some((g) => g.idp === tempat.sel?.idp))
    options.push({ value: String(tempat.sel.idp), label: tempat.sel.nama })
  const run = async (work: () => Promise<{ pesan: string }>) => {
    setBusy(true)
    setError('')
    try {
      toast.success((await work()).pesan)
      onClose()
    } catch (failure) {
      setError(failureMessage(failure))
    } finally {
      setBusy(false)
    }
  }
  const fields = {
    hari: tempat.hari,
    jamke: tempat.jamke,
    idkelas: tempat.kelas.idkelas,
    mapel,
    idp: Number(idp),
  }
  const save = () =>
    run(() =>
      tempat.sel
        ? api('PUT api/jadwalajar', { body: { idjadwal: tempat.sel.idjadwal, ...fields } })
        : api('POST api/jadwalajar', { body: { ...scope, ...fields } }),
    )
  const sel = tempat.sel
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${tempat.kelas.nama}, ${NAMA_HARI[tempat.hari]} jam ke-${tempat.jamke}`}
      footer={
        <>
          {sel && (
            <Button
              variant="danger"
              loading={busy}
              onClick={() =>
                void run(() =>
                  api('DELETE api/jadwalajar/{idjadwal}', { params: { idjadwal: sel.idjadwal } }),
                )
              }
            >
              Kosongkan
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            Simpan
          </Button>
        </>
      }
    >
      <TextField label="Mata pelajaran" value={mapel} onValueChange={setMapel} required />
      <SelectField
        label="Guru"
        value={idp}
        options={options}
        placeholder="-- Pilih guru --"
        onValueChange={setIdp}
        required
      />
      {error && (
        <p role="alert" className="notice">
          {error}
        </p>
      )}
    </Modal>
  )
}
