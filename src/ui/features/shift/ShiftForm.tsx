import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { type ShiftDetail, type ShiftRow, shiftCreateBody } from '../../../contract/shift.ts'
import { hariDefault, type ShiftHariValue } from '../../../contract/shift-days.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { FormModal } from '../../components/FormModal.tsx'
import { Loading } from '../../components/Loading.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api, failureMessage } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { ATURAN_LOKASI } from './aturan-lokasi.ts'
import { HariTable } from './HariTable.tsx'

type Aturan = '0' | '1' | '2'
interface ShiftValues extends Record<string, unknown> {
  label: string
  lokasi_masuk: Aturan
  lokasi_pulang: Aturan
  hari: ShiftHariValue[]
}

const toInput = (values: ShiftValues) => ({
  label: values.label,
  lokasi_masuk: Number(values.lokasi_masuk),
  lokasi_pulang: Number(values.lokasi_pulang),
  hari: JSON.stringify(values.hari),
})

function valuesOf(shift: ShiftRow | null, hari: ShiftHariValue[]): ShiftValues {
  return {
    label: shift?.label ?? '',
    lokasi_masuk: String(shift?.lokasi_masuk ?? 0) as Aturan,
    lokasi_pulang: String(shift?.lokasi_pulang ?? 0) as Aturan,
    hari,
  }
}

/** The modal's fields, validated by the contract's own body schema (an edit adds only idshift). */
function ShiftFields(props: { shift: ShiftRow | null; hari: ShiftHariValue[]; onClose: () => void }) {
  const idshift = props.shift?.idshift
  const form = useZodForm({
    schema: shiftCreateBody,
    initial: valuesOf(props.shift, props.hari),
    toInput,
    // SPEC.md §5 shows 'Isikan nama kategori terlebih dahulu!' in a dialog.
    dialogTitle: 'Perhatian',
    onSubmit: async (parsed) => {
      const body = { ...parsed, hari: JSON.stringify(parsed.hari) }
      const saved = await runAction(
        () =>
          idshift ? api('PUT api/shift', { body: { ...body, idshift } }) : api('POST api/shift', { body }),
        { success: idshift ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added },
      )
      if (saved) props.onClose()
    },
  })
  return (
    <FormModal
      title={idshift ? 'Ubah Jadwal' : 'Tambah Jadwal'}
      size="lg"
      form={form}
      onClose={props.onClose}
    >
      <TextField label="Nama Kategori" required {...form.field('label')} />
      <SelectField label="Lokasi Absen Datang" options={ATURAN_LOKASI} {...form.field('lokasi_masuk')} />
      <SelectField label="Lokasi Absen Pulang" options={ATURAN_LOKASI} {...form.field('lokasi_pulang')} />
      <HariTable
        days={form.values.hari}
        onChange={(hari) => form.set('hari', hari)}
        error={form.errors.hari}
      />
    </FormModal>
  )
}

/** Editing: the seven days come from the detail call (hari as JSON text, checked by the contract). */
function EditShift(props: { shift: ShiftRow; onClose: () => void }) {
  // Not kept after the modal closes: each opening edits what the server holds now.
  const detail = useApiQuery('GET api/shift/{id}', { params: { id: props.shift.idshift } }, { gcTime: 0 })
  if (detail.data)
    return <ShiftFields shift={props.shift} hari={daysOf(detail.data)} onClose={props.onClose} />
  return (
    <Modal open title="Ubah Jadwal" onOpenChange={(open) => !open && props.onClose()}>
      {detail.isError ? (
        <ErrorState message={failureMessage(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <Loading />
      )}
    </Modal>
  )
}

const daysOf = (detail: ShiftDetail) => JSON.parse(detail.hari) as ShiftHariValue[]

/** Add (shift null, SPEC.md §3 defaults) or edit a schedule. Mount only while open. */
export function ShiftForm(props: { shift: ShiftRow | null; onClose: () => void }) {
  if (props.shift) return <EditShift shift={props.shift} onClose={props.onClose} />
  return <ShiftFields shift={null} hari={hariDefault} onClose={props.onClose} />
}
