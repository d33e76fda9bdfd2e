import { type FormEvent, useEffect, useState } from 'react'
import { COMMON_MESSAGES, PENGGUNA_MESSAGES } from '../../../contract/messages.ts'
import type { PenggunaRow } from '../../../contract/pengguna.ts'
import { Button } from '../../components/Button.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import type { StoredSession } from '../../lib/session.ts'

interface Input {
  usernama: string
  namalengkap: string
  pass: string
  levelx: '' | '0' | '1'
  ids: string
}

const fromRow = (row: PenggunaRow | null, session: StoredSession | null): Input =>
  row
    ? {
        usernama: row.usernama,
        namalengkap: row.namalengkap,
        pass: '',
        levelx: String(row.levelx) as '0' | '1',
        ids: row.ids ?? '',
      }
    : // An Admin Unit only ever adds Admin Unit users of its own unit (server rule, mirrored here).
      session?.levelx === 1
      ? { usernama: '', namalengkap: '', pass: '', levelx: '1', ids: session.ids ?? '' }
      : { usernama: '', namalengkap: '', pass: '', levelx: '', ids: '' }

export interface PenggunaFormProps {
  /** null = closed; 'baru' = add; a row = edit. */
  editing: PenggunaRow | 'baru' | null
  session: StoredSession | null
  kantor: readonly { kode: string; cabang: string }[]
  onClose: () => void
  onSaved: () => void
}

/** Add/edit a user (SPEC.md §2 Pengguna, §5 User save). */
export function PenggunaForm({ editing, session, kantor, onClose, onSaved }: PenggunaFormProps) {
  const row = editing && editing !== 'baru' ? editing : null
  const [input, setInput] = useState<Input>(() => fromRow(row, session))
  const [usernameTaken, setUsernameTaken] = useState(false)
  const [busy, setBusy] = useState(false)
  const set =
    <K extends keyof Input>(field: K) =>
    (value: Input[K]) =>
      setInput((prev) => ({ ...prev, [field]: value }))

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another user is opened.
  useEffect(() => {
    setInput(fromRow(row, session))
    setUsernameTaken(false)
  }, [editing])

  /** The username is checked as soon as it changes (SPEC.md §5), not only on save. */
  async function checkUsername(usernama: string) {
    const name = usernama.trim()
    if (!name) return setUsernameTaken(false)
    try {
      const answer = await api('GET api/masterpengguna/cek/{usernama}', {
        params: { usernama: name },
        query: { iduser: row?.iduser ?? '' },
      })
      setUsernameTaken(answer.status !== 'ok')
    } catch {
      setUsernameTaken(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const missing =
      !input.usernama.trim() || !input.namalengkap.trim() || input.levelx === '' || (!row && !input.pass)
    if (missing) {
      await showMessage({ title: 'Perhatian', message: COMMON_MESSAGES.incomplete, tone: 'warning' })
      return
    }
    if (usernameTaken) {
      await showMessage({ title: 'Perhatian', message: PENGGUNA_MESSAGES.usernameTaken, tone: 'warning' })
      return
    }
    const body = {
      usernama: input.usernama.trim(),
      namalengkap: input.namalengkap.trim(),
      pass: input.pass,
      levelx: Number(input.levelx) as 0 | 1,
      ids: input.levelx === '1' ? input.ids : null,
    }
    setBusy(true)
    try {
      const answer = row
        ? await api('PUT api/masterpengguna', { body: { ...body, iduser: row.iduser } })
        : await api('POST api/masterpengguna', { body })
      toast.success(answer.pesan)
      onSaved()
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

  const unitAdmin = session?.levelx === 1
  const levels = unitAdmin
    ? [{ value: '1', label: 'Admin Unit' }]
    : [
        { value: '0', label: 'Admin Yayasan' },
        { value: '1', label: 'Admin Unit' },
      ]
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? 'Ubah Pengguna' : 'Tambah Pengguna'}
      footer={
        <Button type="submit" form="form-pengguna" loading={busy}>
          Simpan
        </Button>
      }
    >
      <form id="form-pengguna" onSubmit={submit} noValidate>
        <TextField label="Nama Lengkap" value={input.namalengkap} onValueChange={set('namalengkap')} />
        <TextField
          label="Nama Pengguna"
          value={input.usernama}
          autoComplete="off"
          onValueChange={(value) => {
            set('usernama')(value)
            void checkUsername(value)
          }}
          error={usernameTaken ? PENGGUNA_MESSAGES.usernameTaken : undefined}
        />
        <TextField
          label="Kata Sandi"
          type="password"
          autoComplete="new-password"
          value={input.pass}
          hint={row ? 'Kosongkan bila tidak diubah' : undefined}
          onValueChange={set('pass')}
        />
        <SelectField
          label="Hak Akses"
          placeholder="-- Pilih --"
          value={input.levelx}
          options={levels}
          onValueChange={(value) => set('levelx')(value as Input['levelx'])}
        />
        {input.levelx === '1' && (
          <SelectField
            label="Unit"
            placeholder="-- Pilih --"
            value={input.ids}
            disabled={unitAdmin}
            options={kantor.map((k) => ({ value: k.kode, label: k.cabang }))}
            onValueChange={set('ids')}
          />
        )}
      </form>
    </Modal>
  )
}
