import { NAMA_KATEGORI_GURU } from '../../../contract/jam-mengajar.ts'
import { HONOR_MAX } from '../../../contract/pengaturan-rules.ts'
import { NumberField } from '../../components/NumberField.tsx'
import { formatRupiah, groupDigits } from '../../lib/format.ts'
import type { ZodForm } from '../../lib/use-zod-form.ts'

export type HonorField = 'honor_jp_gty' | 'honor_jp_gtt' | 'honor_jp_honorer'

const FIELDS: readonly { name: HonorField; kategori: keyof typeof NAMA_KATEGORI_GURU }[] = [
  { name: 'honor_jp_gty', kategori: 'GTY' },
  { name: 'honor_jp_gtt', kategori: 'GTT' },
  { name: 'honor_jp_honorer', kategori: 'honorer' },
]

/**
 * The honor rates per JP (issue 33, docs/jam-mengajar.md), a section of the Pengaturan form: each
 * typed in Rupiah, grouped with dots as it is typed; the Rekap Jam Mengajar multiplies the JP taught
 * by the teacher's category's rate.
 */
export function HonorFields(props: { field: (name: HonorField) => ReturnType<ZodForm['field']> }) {
  return (
    <fieldset className="settings-section">
      <legend>Honor Mengajar per JP</legend>
      {FIELDS.map(({ name, kategori }) => {
        const field = props.field(name)
        return (
          <NumberField
            key={name}
            label={`${NAMA_KATEGORI_GURU[kategori]} (Rp per JP)`}
            required
            hint={`Rupiah per jam pelajaran yang diajar, 0 sampai ${formatRupiah(HONOR_MAX)}.`}
            {...field}
            onValueChange={(text) => field.onValueChange(groupDigits(text))}
          />
        )
      })}
    </fieldset>
  )
}
