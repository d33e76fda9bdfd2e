import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { Modal } from '../../components/Modal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'

/** The form's small modals that add a position or an education level (409 when it exists). */
export function TambahPilihanModal(props: {
  jenis: 'jabatan' | 'pendidikan' | null
  onClose: () => void
  onAdded: (jenis: 'jabatan' | 'pendidikan', value: string) => void
}) {
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const label = props.jenis === 'pendidikan' ? 'Jenjang Pendidikan' : 'Jabatan'

  async function submit(event: FormEvent) {
    event.preventDefault()
    const jenis = props.jenis
    if (!jenis) return
    setBusy(true)
    try {
      const text = value.trim()
      const answer =
        jenis === 'jabatan'
          ? await api('POST api/jabatan', { body: { jabatan: text } })
          : await api('POST api/pendidikan', { body: { pendidikan: text } })
      toast.success(answer.pesan)
      setValue('')
      props.onAdded(jenis, text)
    } catch (e) {
      await showMessage({
        title: 'Gagal',
        message: e instanceof ApiFailure ? e.message : String(e),
        tone: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={props.jenis !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={`Tambah ${label}`}
      footer={
        <Button type="submit" form="form-tambah-pilihan" loading={busy}>
          Simpan
        </Button>
      }
    >
      <form id="form-tambah-pilihan" onSubmit={submit} noValidate>
        <TextField label={label} value={value} onValueChange={setValue} />
      </form>
    </Modal>
  )
}
