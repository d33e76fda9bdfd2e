import {
  JENIS_KALENDER,
  type JenisKalender,
  type KalenderBody,
  type KalenderRow,
  kalenderCreateBody,
  kalenderUpdateBody,
  NAMA_JENIS_KALENDER,
} from '../../../contract/kalender.ts'
import type { KantorRow } from '../../../contract/master.ts'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { DatePicker } from '../../components/DatePicker.tsx'
import { FormModal } from '../../components/FormModal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { showFailure } from '../../lib/actions.ts'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

type Cakupan = 'semua' | 'pilih'

type Values = {
  jenis: JenisKalender
  tglawal: string
  tglakhir: string
  keterangan: string
  cakupan: Cakupan
  unit: string[]
}

const JENIS_OPTIONS = JENIS_KALENDER.map((jenis) => ({ value: jenis, label: NAMA_JENIS_KALENDER[jenis] }))

/** An entry being edited as the form holds it; a new one starts on the unit on screen, if any. */
function initialValues(entry: KalenderRow | null, kode: string): Values {
  if (entry)
    return {
      jenis: entry.jenis,
      tglawal: entry.tglawal,
      tglakhir: entry.tglakhir,
      keterangan: entry.keterangan,
      cakupan: entry.semua_unit === 1 ? 'semua' : 'pilih',
      unit: entry.unit,
    }
  return kode
    ? { jenis: 'unit', tglawal: '', tglakhir: '', keterangan: '', cakupan: 'pilih', unit: [kode] }
    : { jenis: 'yayasan', tglawal: '', tglakhir: '', keterangan: '', cakupan: 'semua', unit: [] }
}

/** An empty date is a missing one (the schema says so), not a malformed one. */
const toInput = (values: Values) => ({
  jenis: values.jenis,
  tglawal: values.tglawal || undefined,
  tglakhir: values.tglakhir || undefined,
  keterangan: values.keterangan,
  semua_unit: values.cakupan === 'semua' ? 1 : 0,
  unit: values.cakupan === 'semua' ? [] : values.unit,
})

/**
 * Saves the entry. A 409 (the date is already held foundation-wide) stays in the dialog beside
 * the dates instead of a separate 'Gagal' box: the user corrects the range where they typed it.
 */
async function save(body: KalenderBody, idkalender: number | null): Promise<string | true> {
  try {
    if (idkalender) await api('PUT api/kalender', { body: { ...body, idkalender } })
    else await api('POST api/kalender', { body })
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 409) return error.message
    await showFailure(error)
    return ''
  }
  toast.success(idkalender ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added)
  return true
}

function UnitChoice(props: {
  units: readonly KantorRow[]
  chosen: string[]
  error?: string
  onChange: (chosen: string[]) => void
}) {
  const toggle = (kode: string, on: boolean) =>
    props.onChange(on ? [...props.chosen, kode] : props.chosen.filter((k) => k !== kode))
  return (
    <fieldset className={props.error ? 'kal-unit-pilih field-invalid' : 'kal-unit-pilih'}>
      <legend className="sr-only">Unit yang libur</legend>
      {props.units.map((unit) => (
        <label key={unit.kode} className="kal-check">
          <input
            type="checkbox"
            name="unit"
            checked={props.chosen.includes(unit.kode)}
            aria-invalid={props.error ? true : undefined}
            onChange={(event) => toggle(unit.kode, event.target.checked)}
          />
          {unit.cabang}
        </label>
      ))}
      {props.error && <p className="field-error">{props.error}</p>}
    </fieldset>
  )
}

/** Tambah / Ubah of a calendar entry, checked by the contract's body schema. Mount only while open. */
/** The scope's two choices, as the dialog's radio buttons say them. */
const CAKUPAN = [
  ['semua', 'Semua unit'],
  ['pilih', 'Unit tertentu'],
] as const

export function KalenderForm(props: {
  entry: KalenderRow | null
  /** The unit on screen ('' for the foundation-wide view): a new entry starts on it. */
  kode: string
  units: readonly KantorRow[]
  onClose: () => void
}) {
  const idkalender = props.entry?.idkalender ?? null
  const form = useZodForm({
    schema: idkalender ? kalenderUpdateBody : kalenderCreateBody,
    initial: initialValues(props.entry, props.kode),
    toInput: (values) => ({ ...toInput(values), ...(idkalender ? { idkalender } : {}) }),
    onSubmit: async (body) => {
      const saved = await save(body, idkalender)
      if (saved === true) props.onClose()
      else if (saved) form.setErrors({ _form: saved })
    },
  })
  const { values } = form
  // A unit's break is never foundation-wide (the schema says so too): choosing it picks units.
  const chooseJenis = (jenis: string) => {
    form.set('jenis', jenis as JenisKalender)
    if (jenis === 'unit') form.set('cakupan', 'pilih')
  }
  return (
    <FormModal
      title={idkalender ? 'Ubah Entri Kalender' : 'Tambah Entri Kalender'}
      form={form}
      onClose={props.onClose}
    >
      <SelectField
        label="Jenis"
        required
        options={JENIS_OPTIONS}
        {...form.field('jenis')}
        onValueChange={chooseJenis}
      />
      <DatePicker label="Tanggal awal" required {...form.field('tglawal')} />
      {/* One day off: the same date twice. */}
      <DatePicker label="Tanggal akhir" required {...form.field('tglakhir')} />
      <TextField label="Keterangan" required {...form.field('keterangan')} />
      <fieldset className="kal-cakupan">
        <legend className="field-label">Cakupan</legend>
        {CAKUPAN.map(([cakupan, label]) => (
          <label key={cakupan} className="kal-check">
            <input
              type="radio"
              name="semua_unit"
              checked={values.cakupan === cakupan}
              onChange={() => form.set('cakupan', cakupan)}
            />
            {label}
          </label>
        ))}
        {form.errors.semua_unit && <p className="field-error">{form.errors.semua_unit}</p>}
      </fieldset>
      {values.cakupan === 'pilih' ? (
        <UnitChoice
          units={props.units}
          chosen={values.unit}
          error={form.errors.unit}
          onChange={(unit) => form.set('unit', unit)}
        />
      ) : (
        form.errors.unit && <p className="field-error">{form.errors.unit}</p>
      )}
    </FormModal>
  )
}
