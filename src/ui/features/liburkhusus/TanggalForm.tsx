import { type TanggalBody, tanggalCreateBody } from '../../../contract/libur.ts'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { DatePicker } from '../../components/DatePicker.tsx'
import { FormModal } from '../../components/FormModal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

/** POST when `idx` is null (new), PUT when editing; both lists send the date as `tgllibur`. */
export type TanggalSave = (body: Omit<TanggalBody, 'idx'>, idx: number | null) => Promise<unknown>

/** An empty date is a missing one ('Isikan tanggal terlebih dahulu!'), not a malformed one. */
const toInput = (values: { tgllibur: string; keterangan: string }) => ({
  tgllibur: values.tgllibur || undefined,
  keterangan: values.keterangan,
})

/** The date + Uraian modal, checked by the contract's body schema. Mount only while open. */
export function TanggalForm(props: {
  title: string
  /** The entry being edited, as the body it was saved with; null for a new one. */
  entry: TanggalBody | null
  save: TanggalSave
  onClose: () => void
}) {
  const idx = props.entry?.idx ?? null
  const form = useZodForm({
    schema: tanggalCreateBody,
    initial: { tgllibur: props.entry?.tgllibur ?? '', keterangan: props.entry?.keterangan ?? '' },
    toInput,
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      const saved = await runAction(() => props.save(body, idx), {
        success: idx ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added,
      })
      if (saved) props.onClose()
    },
  })
  return (
    <FormModal title={`${idx ? 'Ubah' : 'Tambah'} ${props.title}`} form={form} onClose={props.onClose}>
      <DatePicker label="Tanggal" required {...form.field('tgllibur')} />
      <TextField label="Uraian" required {...form.field('keterangan')} />
    </FormModal>
  )
}
