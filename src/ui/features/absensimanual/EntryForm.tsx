import { type ReactNode, useState } from 'react'
import { absensiEndpoints } from '../../../contract/absensi.ts'
import { ABSENSI_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { api, failureMessage } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { changedFrom, useUnsavedChanges } from '../../lib/unsaved-changes.ts'
import { useZodForm, type ZodForm } from '../../lib/use-zod-form.ts'

/** What 'Cek' allowed: the type, for this employee, date and time. */
export interface Entry {
  jenis: 'datang' | 'pulang'
  tgl: string
  waktu: string
  idp: number
}

interface FormProps {
  entry: Entry
  /** Runs as soon as the server has saved: the page clears the selection and shows the saved record. */
  onSaved: (entry: Entry) => void
}

const JENIS = [
  { value: 'datang', label: 'Absensi Datang' },
  { value: 'pulang', label: 'Absensi Pulang' },
]
const STATUS = [
  { value: '0', label: 'Absensi Masuk' },
  { value: '1', label: 'Ijin' },
  { value: '2', label: 'Sakit' },
]

/**
 * SPEC.md §5's confirmation, then the call. Each outcome is said once, where the operator looks
 * (issue 34): a refusal under the form (`refuse`), a save in the history panel (`onSaved`).
 */
async function confirmAndSave(
  call: () => Promise<unknown>,
  done: { entry: Entry; onSaved: (entry: Entry) => void; refuse: (pesan: string | null) => void },
) {
  const yes = await confirm({
    title: ABSENSI_MESSAGES.confirmTitle,
    message: ABSENSI_MESSAGES.confirmText,
    confirmLabel: 'Ya, proses',
  })
  if (!yes) return
  done.refuse(null)
  try {
    await call()
  } catch (error) {
    return done.refuse(failureMessage(error))
  }
  done.onSaved(done.entry)
}

function EntryFrame(props: {
  jenis: Entry['jenis']
  form: Pick<ZodForm, 'formProps' | 'submitting'>
  /** The server's refusal of the last save (its pesan), said under the form. */
  refusal: string | null
  children?: ReactNode
}) {
  return (
    <form className="entry-form" aria-label="Isian presensi" {...props.form.formProps}>
      <SelectField label="Jenis Absensi" value={props.jenis} options={JENIS} disabled />
      {props.children}
      {props.refusal && (
        <p className="form-error" role="alert">
          {props.refusal}
        </p>
      )}
      <Button type="submit" loading={props.form.submitting}>
        Bantu Presensi
      </Button>
    </form>
  )
}

const DATANG_INITIAL = { idar: '', status: '0', catatan: '' }

/**
 * An arrival: status, location (areas + 'Lokasi tidak tercover' = 0) and reason. The location is
 * asked for Absensi Masuk only: Ijin/Sakit is no presence anywhere (issue 20; the contract accepts
 * it without one). The employee's own unit's areas come first (the server orders them by `idp`).
 */
function DatangForm({ entry, onSaved }: FormProps) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const areas = useApiQuery('GET api/area_absensi/pilihan', { query: { idp: entry.idp } })
  const form = useZodForm({
    schema: absensiEndpoints.absensiDatang.body,
    initial: DATANG_INITIAL,
    toInput: (values) => ({
      tgl: entry.tgl,
      waktu: entry.waktu,
      idp: entry.idp,
      device: '1',
      idar: values.idar === '' || values.status !== '0' ? undefined : Number(values.idar),
      status: Number(values.status),
      catatan: values.catatan,
    }),
    // SPEC.md §5's texts under their fields, no 'Gagal' dialog on top of them (issue 34).
    onSubmit: (body) =>
      confirmAndSave(() => api('POST api/absensi/datang', { body }), { entry, onSaved, refuse: setRefusal }),
  })
  // A half-filled arrival is lost by leaving the page: ask first (issue 20). Saving unmounts the form.
  useUnsavedChanges(changedFrom(DATANG_INITIAL, form.values))
  const lokasi = [
    ...(areas.data?.datae ?? []).map((area) => ({ value: String(area.idar), label: area.lokasi })),
    { value: '0', label: ABSENSI_MESSAGES.noArea },
  ]
  return (
    <EntryFrame jenis="datang" form={form} refusal={refusal}>
      <SelectField label="Status" options={STATUS} {...form.field('status')} />
      {form.values.status === '0' && (
        <SelectField
          label="Lokasi"
          placeholder="-- Pilih Lokasi --"
          options={lokasi}
          {...form.field('idar')}
        />
      )}
      <TextAreaField label="Alasan" {...form.field('catatan')} />
    </EntryFrame>
  )
}

/** A departure: no location, status or reason (SPEC.md §2). */
function PulangForm({ entry, onSaved }: FormProps) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useZodForm({
    schema: absensiEndpoints.absensiPulang.body,
    initial: {},
    toInput: () => ({ tgl: entry.tgl, waktu: entry.waktu, idp: entry.idp, device: '1' }),
    onSubmit: (body) =>
      confirmAndSave(() => api('POST api/absensi/pulang', { body }), { entry, onSaved, refuse: setRefusal }),
  })
  return <EntryFrame jenis="pulang" form={form} refusal={refusal} />
}

/** The entry form after 'Cek' (SPEC.md §2), validated by the contract's body schema of its type. */
export function EntryForm(props: FormProps) {
  return props.entry.jenis === 'datang' ? <DatangForm {...props} /> : <PulangForm {...props} />
}
