import { useState } from 'react'
import { PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { PasswordField } from './PasswordField.tsx'

/** App access of an existing employee, saved on its own through `PUT api/apppegawai`. */
export function AksesAplikasi(props: {
  idp: number
  nip: string
  nama: string
  wa: string
  statusAktif: 0 | 1
}) {
  const [pass, setPass] = useState('')
  const [aktif, setAktif] = useState(props.statusAktif)
  const [busy, setBusy] = useState(false)

  async function save() {
    if (!pass) {
      await showMessage({
        title: 'Perhatian',
        message: PEGAWAI_MESSAGES.appPasswordRequired,
        tone: 'warning',
      })
      return
    }
    setBusy(true)
    try {
      const answer = await api('PUT api/apppegawai', { body: { idp: props.idp, pass, status_aktif: aktif } })
      toast.success(answer.pesan)
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
    <fieldset className="form-section">
      <legend>Akses Aplikasi</legend>
      <PasswordField
        label="Kata Sandi Baru"
        value={pass}
        onChange={setPass}
        wa={props.wa}
        nip={props.nip}
        nama={props.nama}
      />
      <label className="checkbox">
        <input type="checkbox" checked={aktif === 1} onChange={(e) => setAktif(e.target.checked ? 1 : 0)} />{' '}
        Akses aplikasi aktif
      </label>
      <Button variant="secondary" loading={busy} onClick={() => void save()}>
        Simpan Akses
      </Button>
    </fieldset>
  )
}
