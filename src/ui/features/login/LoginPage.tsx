import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { LoginNotice } from '../../app/LoginNotice.tsx'
import { completeLogin } from '../../app/session-flow.ts'
import { Button } from '../../components/Button.tsx'
import { TextField } from '../../components/TextField.tsx'
import { showFailure } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { DemoCredentials } from './DemoCredentials.tsx'

/** The login body's schema loads on first submit: the login screen is in the entry chunk, zod is not. */
const loginSchema = () => import('../../../contract/session.ts').then((m) => m.sessionEndpoints.login.body)

/** SPEC.md §2 Login: both fields required (messages under the fields), failures under 'Gagal'. */
export default function LoginPage() {
  const [, navigate] = useLocation()
  const usernameRef = useRef<HTMLInputElement>(null)
  useEffect(() => usernameRef.current?.focus(), [])
  const form = useZodForm({
    schema: loginSchema,
    initial: { usernama: '', pass: '' },
    onSubmit: async (body) => {
      try {
        const answer = await api('PUT admin/login', { body })
        await completeLogin(answer.data, answer.status_ta, navigate)
      } catch (error) {
        await showFailure(error)
      }
    },
  })

  return (
    <main className="login-page">
      <form className="login-card" {...form.formProps} aria-labelledby="login-title">
        <h1 id="login-title">Presensi Admin</h1>
        <p className="muted">Masuk untuk mengelola presensi pegawai.</p>
        <LoginNotice />
        <TextField
          label="Nama Pengguna"
          ref={usernameRef}
          autoComplete="username"
          {...form.field('usernama')}
        />
        <TextField
          label="Kata Sandi"
          type="password"
          autoComplete="current-password"
          {...form.field('pass')}
        />
        <Button type="submit" loading={form.submitting}>
          Masuk
        </Button>
        <DemoCredentials />
      </form>
    </main>
  )
}
