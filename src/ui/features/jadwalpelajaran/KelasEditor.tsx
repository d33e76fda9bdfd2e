import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { type ApiResponse, api, failureMessage } from '../../lib/api-client.ts'

type Kelas = ApiResponse<'GET api/kelas'>['datae'][number]

/** The year's classes: add, rename, delete (refused while the timetable uses one). */
export function KelasEditor({
  kode,
  idta,
  classes,
}: {
  kode: string
  idta: number
  classes: readonly Kelas[]
}) {
  const [nama, setNama] = useState('')
  const [editing, setEditing] = useState<{ idkelas: number; nama: string } | null>(null)
  const run = async (work: () => Promise<{ pesan: string }>) => {
    try {
      toast.success((await work()).pesan)
      return true
    } catch (failure) {
      toast.error(failureMessage(failure))
      return false
    }
  }
  const add = async () => {
    const urut = Math.max(0, ...classes.map((k) => k.urut)) + 1
    if (await run(() => api('POST api/kelas', { body: { kode, idta, nama, urut } }))) setNama('')
  }
  const rename = async (kelas: Kelas, baru: string) => {
    const body = { idkelas: kelas.idkelas, nama: baru, urut: kelas.urut }
    if (await run(() => api('PUT api/kelas', { body }))) setEditing(null)
  }
  const remove = async (kelas: Kelas) => {
    if (!(await confirm({ title: `Hapus kelas ${kelas.nama}?`, tone: 'danger', confirmLabel: 'Hapus' })))
      return
    await run(() => api('DELETE api/kelas/{idkelas}', { params: { idkelas: kelas.idkelas } }))
  }
  return (
    <section aria-labelledby="kelas-title" className="jp-section">
      <h2 id="kelas-title">Kelas</h2>
      <ul className="jp-kelas">
        {classes.map((kelas) => (
          <li key={kelas.idkelas}>
            {editing?.idkelas === kelas.idkelas ? (
              <>
                <TextField
                  label={`Nama baru kelas ${kelas.nama}`}
                  hideLabel
                  value={editing.nama}
                  onValueChange={(value) => setEditing({ ...editing, nama: value })}
                />
                <Button size="sm" onClick={() => void rename(kelas, editing.nama)}>
                  Simpan
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                  Batal
                </Button>
              </>
            ) : (
              <>
                <span>{kelas.nama}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Ubah kelas ${kelas.nama}`}
                  onClick={() => setEditing({ idkelas: kelas.idkelas, nama: kelas.nama })}
                >
                  Ubah
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Hapus kelas ${kelas.nama}`}
                  onClick={() => void remove(kelas)}
                >
                  Hapus
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="jp-actions">
        <TextField label="Nama kelas baru" value={nama} onValueChange={setNama} />
        <Button variant="secondary" onClick={() => void add()}>
          Tambah kelas
        </Button>
      </div>
    </section>
  )
}
