import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/Button.tsx'
import { TextField } from '../../components/TextField.tsx'
import { showFailure } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { pegawaiEndAtom, pegawaiNoticeAtom, savePegawaiSession } from './pegawai-session.ts'

const loginSchema = () => import('../../../contract/presensi.ts').then((m) => m.presensiLoginBody)

/** 'Masuk' with NIP and the app password the admin set on the employee's form. */
export default function PresensiLogin() {
  const nipRef = useRef<HTMLInputElement>(null)
  const ended = useAtomValue(pegawaiEndAtom)
  const notice = useAtomValue(pegawaiNoticeAtom)
  useEffect(() => nipRef.current?.focus(), [])
  const form = useZodForm({
    schema: loginSchema,
    initial: { nip: '', pass: '' },
    onSubmit: async (body) => {
      try {
        const answer = await api('PUT presensi/login', { body })
        savePegawaiSession(answer.data)
      } catch (error) {
        await showFailure(error)
      }
    },
  })
  return (
    <main className="login-page presensi-login">
      <form className="login-card" {...form.formProps} aria-labelledby="presensi-login-title">
        <h1 id="presensi-login-title">Presensi Pegawai</h1>
        <p className="muted">Masuk dengan NIP dan kata sandi aplikasi dari admin unit Anda.</p>
        {ended === 'expired' && (
          <p className="presensi-note" role="status">
            Sesi Anda telah berakhir. Silakan masuk kembali.
          </p>
        )}
        {notice && (
          <p className="presensi-note" role="status" data-testid="pemberitahuan">
            {notice}
          </p>
        )}
        <TextField label="NIP" ref={nipRef} autoComplete="username" {...form.field('nip')} />
        <TextField
          label="Kata sandi"
          type="password"
          autoComplete="current-password"
          {...form.field('pass')}
        />
        <Button type="submit" loading={form.submitting}>
          Masuk
        </Button>
      </form>
    </main>
  )
}
