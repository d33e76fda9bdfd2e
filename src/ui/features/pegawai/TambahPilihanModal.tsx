import { masterEndpoints } from '../../../contract/master.ts'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { FormModal } from '../../components/FormModal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

export type Pilihan = 'jabatan' | 'pendidikan'

const LABEL: Record<Pilihan, string> = { jabatan: 'Jabatan', pendidikan: 'Jenjang Pendidikan' }

/** Adds a position; the new value is chosen in the employee form. */
function TambahJabatan(props: { onClose: () => void; onAdded: (value: string) => void }) {
  const form = useZodForm({
    schema: masterEndpoints.jabatanCreate.body,
    initial: { jabatan: '' },
    onSubmit: async (body) => {
      if (await runAction(() => api('POST api/jabatan', { body }), { success: COMMON_MESSAGES.added }))
        props.onAdded(body.jabatan)
    },
  })
  return (
    <FormModal title={`Tambah ${LABEL.jabatan}`} size="sm" form={form} onClose={props.onClose}>
      <TextField label={LABEL.jabatan} required {...form.field('jabatan')} />
    </FormModal>
  )
}

/** Adds an education level; the new value is chosen in the employee form. */
function TambahPendidikan(props: { onClose: () => void; onAdded: (value: string) => void }) {
  const form = useZodForm({
    schema: masterEndpoints.pendidikanCreate.body,
    initial: { pendidikan: '' },
    onSubmit: async (body) => {
      if (await runAction(() => api('POST api/pendidikan', { body }), { success: COMMON_MESSAGES.added }))
        props.onAdded(body.pendidikan)
    },
  })
  return (
    <FormModal title={`Tambah ${LABEL.pendidikan}`} size="sm" form={form} onClose={props.onClose}>
      <TextField label={LABEL.pendidikan} required {...form.field('pendidikan')} />
    </FormModal>
  )
}

/** The form's small modals (409 when the value exists). Mount only while open. */
export function TambahPilihanModal(props: {
  jenis: Pilihan
  onClose: () => void
  onAdded: (jenis: Pilihan, value: string) => void
}) {
  const added = (value: string) => props.onAdded(props.jenis, value)
  return props.jenis === 'jabatan' ? (
    <TambahJabatan onClose={props.onClose} onAdded={added} />
  ) : (
    <TambahPendidikan onClose={props.onClose} onAdded={added} />
  )
}
