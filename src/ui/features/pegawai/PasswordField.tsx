import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { TextField } from '../../components/TextField.tsx'
import { generatePassword, waShareLink } from './credentials.ts'

/** Password with a show toggle, a generate button and the WhatsApp share link (wa.me, +62 number). */
export function PasswordField(props: {
  label: string
  name?: string
  value: string
  onValueChange: (value: string) => void
  error?: string
  wa: string
  nip: string
  nama: string
  hint?: string
}) {
  const { wa, nip, nama, ...field } = props
  const [visible, setVisible] = useState(false)
  const link = props.value ? waShareLink(wa, nama, nip, props.value) : null
  return (
    <div className="password-field">
      <TextField {...field} type={visible ? 'text' : 'password'} autoComplete="new-password" />
      <span className="row-actions">
        <Button size="sm" variant="ghost" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Sembunyikan' : 'Tampilkan'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => props.onValueChange(generatePassword())}>
          Buat Sandi
        </Button>
        {link && (
          <a href={link} target="_blank" rel="noreferrer">
            Kirim via WhatsApp
          </a>
        )}
      </span>
    </div>
  )
}
