import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { LoginNotice } from '../../app/LoginNotice.tsx'
import { completeLogin } from '../../app/session-flow.ts'
import { Button } from '../../components/Button.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { TextField } from '../../components/TextField.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { DemoCredentials } from './DemoCredentials.tsx'
import { validateLogin } from './validate-login.ts'

export default function LoginPage() {
  const [, navigate] = useLocation()
  const [usernama, setUsernama] = useState('')
  const [pass, setPass] = useState('')
  const [errors, setErrors] = useState<{ usernama?: string; pass?: string }>({})
  const [busy, setBusy] = useState(false)
  const usernameRef = useRef<HTMLInputElement>(null)
  useEffect(() => usernameRef.current?.focus(), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateLogin(usernama, pass)
    setErrors(found)
    if (found.usernama || found.pass) return
    setBusy(true)
    try {
      const answer = await api('PUT admin/login', { body: { usernama, pass } })
      await completeLogin(answer.data, answer.status_ta, navigate)
    } catch (error) {
      const pesan = error instanceof ApiFailure ? error.message : 'Tidak dapat terhubung ke server.'
      await showMessage({ title: 'Gagal', message: pesan, tone: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Presensi Admin</h1>
        <p className="muted">Masuk untuk mengelola presensi pegawai.</p>
        <LoginNotice />
        <TextField
          label="Nama Pengguna"
          name="usernama"
          ref={usernameRef}
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
