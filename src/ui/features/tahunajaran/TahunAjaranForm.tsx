import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { tahunAjaranEndpoints } from '../../../contract/tahunajaran.ts'
import { DatePicker } from '../../components/DatePicker.tsx'
import { FormModal } from '../../components/FormModal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

const EMPTY = { nama: '', tglawal: '', tglakhir: '' }

/** An empty date is a missing one (the schema says 'Tanggal wajib diisi'), not a malformed one. */
const toBody = (values: typeof EMPTY) => ({
  nama: values.nama,
  tglawal: values.tglawal || undefined,
  tglakhir: values.tglakhir || undefined,
})

/** Adds an academic year; validated by the very schema the server uses. Mount only while open. */
export function TahunAjaranForm(props: { onClose: () => void }) {
  const form = useZodForm({
    schema: tahunAjaranEndpoints.tahunAjaranCreate.body,
    initial: EMPTY,
    toInput: toBody,
    onSubmit: async (body) => {
      const saved = await runAction(() => api('POST api/tahunajaran', { body }), {
        success: COMMON_MESSAGES.added,
      })
      if (saved) props.onClose()
    },
  })
  return (
    <FormModal title="Tambah Tahun Ajaran" form={form} onClose={props.onClose}>
      <TextField label="Tahun Ajaran" placeholder="2027/2028" required {...form.field('nama')} />
      <DatePicker label="Tanggal Mulai" required {...form.field('tglawal')} />
      <DatePicker label="Tanggal Selesai" required {...form.field('tglakhir')} />
    </FormModal>
  )
}
