import { type FormEvent, useState } from 'react'
import { useLocation } from 'wouter'
import { LOGIN_MESSAGES } from '../../../contract/messages.ts'
import { markSessionChecked } from '../../app/guards.tsx'
import { Button } from '../../components/Button.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { TextField } from '../../components/TextField.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { saveSession } from '../../lib/session.ts'
import { DemoCredentials } from './DemoCredentials.tsx'
import { validateLogin } from './validate-login.ts'

export default function LoginPage() {
  const [, navigate] = useLocation()
  const [usernama, setUsernama] = useState('')
  const [pass, setPass] = useState('')
  const [errors, setErrors] = useState<{ usernama?: string; pass?: string }>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateLogin(usernama, pass)
    setErrors(found)
    if (found.usernama || found.pass) return
    setBusy(true)
    try {
      const answer = await api('PUT admin/login', { body: { usernama, pass } })
      await afterLogin(answer.data, answer.status_ta)
    } catch (error) {
      const pesan = error instanceof ApiFailure ? error.message : 'Tidak dapat terhubung ke server.'
      await showMessage({ title: 'Gagal', message: pesan, tone: 'error' })
    } finally {
      setBusy(false)
    }
  }

  /** SPEC.md §4: without an active academic year, staff are logged out; administrators choose one. */
  async function afterLogin(user: Parameters<typeof saveSession>[0], statusTa: string) {
    if (statusTa === 'non' && user.levelx !== 0) {
      // The refused session was never saved, so its token is passed explicitly to end it on the server.
      await api('POST admin/logout', { token: user.token_app }).catch(() => undefined)
      await showMessage({ title: 'Gagal Login', message: LOGIN_MESSAGES.noActiveYear, tone: 'error' })
      return
    }
    markSessionChecked(user.token_app)
    saveSession(user)
    navigate(statusTa === 'non' ? '/tahunajaran' : '/', { replace: true })
  }

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Presensi Admin</h1>
        <p className="muted">Masuk untuk mengelola presensi pegawai.</p>
        <TextField
          label="Nama Pengguna"
          name="usernama"
          autoComplete="username"
          value={usernama}
          onChange={(e) => setUsernama(e.target.value)}
          error={errors.usernama}
        />
        <TextField
          label="Kata Sandi"
          name="pass"
          type="password"
          autoComplete="current-password"
          value={pass}
          onChange={(e) => setPass(e.target.value)}
          error={errors.pass}
        />
        <Button type="submit" loading={busy}>
          Masuk
        </Button>
        <DemoCredentials />
      </form>
    </main>
  )
}
