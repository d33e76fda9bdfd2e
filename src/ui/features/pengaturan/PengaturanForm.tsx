import { type FormEvent, useRef, useState } from 'react'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import type { Pengaturan } from '../../../contract/pengaturan.ts'
import { PENGATURAN_LIMITS as L } from '../../../contract/pengaturan-rules.ts'
import { Button } from '../../components/Button.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { setFoundation } from '../../lib/foundation.ts'
import { FIELD_ORDER, type PengaturanField, toInput, validatePengaturan } from './validate-pengaturan.ts'

type FieldElement = HTMLInputElement | HTMLTextAreaElement

/** Name, address and grace period; saved with 'Tersimpan!', the top bar follows at once. */
export function PengaturanForm({ initial }: { initial: Pengaturan }) {
  const [input, setInput] = useState(() => toInput(initial))
  const [errors, setErrors] = useState<Partial<Record<PengaturanField, string>>>({})
  const [busy, setBusy] = useState(false)
  const fields = useRef<Partial<Record<PengaturanField, FieldElement | null>>>({})
  const bind = (field: PengaturanField) => ({
    value: input[field],
    error: errors[field],
    onValueChange: (value: string) => setInput((previous) => ({ ...previous, [field]: value })),
    ref: (element: FieldElement | null) => {
      fields.current[field] = element
    },
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { body, errors: found } = validatePengaturan(input)
    setErrors(found)
    if (!body) {
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) fields.current[first]?.focus()
      return
    }
    setBusy(true)
    try {
      const answer = await api('PUT api/pengaturan', { body })
      setFoundation(answer.data)
      setInput(toInput(answer.data))
      toast.success(COMMON_MESSAGES.savedShort)
    } catch (error) {
      const pesan = error instanceof ApiFailure ? error.message : 'Tidak dapat terhubung ke server.'
      await showMessage({ title: 'Gagal', message: pesan, tone: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="card-form" onSubmit={submit} noValidate aria-label="Pengaturan yayasan">
      <TextField label="Nama Yayasan" required autoComplete="organization" {...bind('nama_yayasan')} />
      <TextAreaField
        label="Alamat Yayasan"
        hint="Tampil di kepala laporan cetak."
        {...bind('alamat_yayasan')}
      />
      <TextField
        label="Toleransi Keterlambatan (menit)"
        type="number"
        inputMode="numeric"
        min={L.toleransiMin}
        max={L.toleransiMax}
        step={1}
        required
        hint={`Bilangan bulat ${L.toleransiMin}–${L.toleransiMax}. Kedatangan yang terlambat tidak lebih dari toleransi ini tidak dihitung terlambat di setiap laporan.`}
        {...bind('toleransi_terlambat_menit')}
      />
      <div className="form-actions">
        <Button type="submit" loading={busy}>
          Simpan
        </Button>
      </div>
    </form>
  )
}
