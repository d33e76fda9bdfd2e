import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { appPegawaiBody } from '../../../contract/pegawai-schema.ts'
import { Button } from '../../components/Button.tsx'
import { SwitchField } from '../../components/SwitchField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { BukaSebagaiPegawai } from '../presensi/BukaSebagaiPegawai.tsx'
import { PasswordField } from './PasswordField.tsx'

/** App access of an existing employee, saved on its own through `PUT api/apppegawai`. */
export function AksesAplikasi(props: {
  idp: number
  nip: string
  nama: string
  wa: string
  statusAktif: 0 | 1
}) {
  const form = useZodForm({
    schema: appPegawaiBody,
    initial: { pass: '', status_aktif: props.statusAktif },
    toInput: (values) => ({ ...values, idp: props.idp }),
    // SPEC.md §5: 'lengkapi isian kata sandi!' in a dialog.
    dialogTitle: 'Perhatian',
    onSubmit: (body) =>
      runAction(() => api('PUT api/apppegawai', { body }), { success: COMMON_MESSAGES.savedShort }),
  })
  return (
    <form className="form-section" aria-label="Akses Aplikasi" {...form.formProps}>
      <fieldset>
        <legend>Akses Aplikasi</legend>
        <PasswordField
          label="Kata Sandi Baru"
          {...form.field('pass')}
          wa={props.wa}
          nip={props.nip}
          nama={props.nama}
        />
        <SwitchField
          label="Akses aplikasi aktif"
          checked={form.values.status_aktif === 1}
          onCheckedChange={(on) => form.set('status_aktif', on ? 1 : 0)}
        />
        <Button type="submit" variant="secondary" loading={form.submitting}>
          Simpan Akses
        </Button>
        <BukaSebagaiPegawai idp={props.idp} nama={props.nama} className="btn btn-ghost" />
      </fieldset>
    </form>
  )
}
