import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { type Pengaturan, pengaturanBody } from '../../../contract/pengaturan.ts'
import { PENGATURAN_LIMITS as L } from '../../../contract/pengaturan-rules.ts'
import { Button } from '../../components/Button.tsx'
import { NumberField, parseNumber } from '../../components/NumberField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

/** The minutes are held as typed, so an empty box stays empty until the schema says why. */
const toValues = (settings: Pengaturan) => ({
  ...settings,
  toleransi_terlambat_menit: String(settings.toleransi_terlambat_menit),
})

/** Name, address and grace period; saved with 'Tersimpan!', the top bar follows at once. */
export function PengaturanForm({ initial }: { initial: Pengaturan }) {
  const form = useZodForm({
    schema: pengaturanBody,
    initial: toValues(initial),
    toInput: (values) => ({
      ...values,
      toleransi_terlambat_menit: parseNumber(values.toleransi_terlambat_menit),
    }),
    onSubmit: async (body) => {
      const answer = await runAction(() => api('PUT api/pengaturan', { body }), {
        success: COMMON_MESSAGES.savedShort,
      })
      if (answer) form.setValues(toValues(answer.data))
    },
  })
  return (
    <form className="card-form" {...form.formProps} aria-label="Pengaturan yayasan">
      <TextField label="Nama Yayasan" required autoComplete="organization" {...form.field('nama_yayasan')} />
      <TextAreaField
        label="Alamat Yayasan"
        hint="Tampil di kepala laporan cetak."
        {...form.field('alamat_yayasan')}
      />
      <NumberField
        label="Toleransi Keterlambatan (menit)"
        required
        hint={`Bilangan bulat ${L.toleransiMin}–${L.toleransiMax}. Kedatangan yang terlambat tidak lebih dari toleransi ini tidak dihitung terlambat di setiap laporan.`}
        {...form.field('toleransi_terlambat_menit')}
      />
      <div className="form-actions">
        <Button type="submit" loading={form.submitting}>
          Simpan
        </Button>
      </div>
    </form>
  )
}
