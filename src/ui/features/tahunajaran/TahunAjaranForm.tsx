import { type FormEvent, useState } from 'react'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { Modal } from '../../components/Modal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { type TahunAjaranInput, validateTahunAjaran } from './validate-tahunajaran.ts'

const EMPTY: TahunAjaranInput = { nama: '', tglawal: '', tglakhir: '' }

export function TahunAjaranForm(props: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const [input, setInput] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (field: keyof TahunAjaranInput) => (value: string) =>
    setInput((prev) => ({ ...prev, [field]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = validateTahunAjaran(input)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await api('POST api/tahunajaran', { body: { ...input, nama: input.nama.trim() } })
      toast.success(COMMON_MESSAGES.added)
      setInput(EMPTY)
      props.onSaved()
    } catch (e) {
      const pesan = e instanceof ApiFailure ? e.message : String(e)
      await showMessage({ title: 'Gagal', message: pesan, tone: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title="Tambah Tahun Ajaran"
      footer={
        <Button type="submit" form="form-tahunajaran" loading={busy}>
          Simpan
        </Button>
      }
    >
      <form id="form-tahunajaran" onSubmit={submit} noValidate>
        <TextField
          label="Tahun Ajaran"
          placeholder="2027/2028"
          value={input.nama}
          onChange={(e) => set('nama')(e.target.value)}
        />
        <DatePicker label="Tanggal Mulai" value={input.tglawal} onChange={set('tglawal')} />
        <DatePicker label="Tanggal Selesai" value={input.tglakhir} onChange={set('tglakhir')} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}
