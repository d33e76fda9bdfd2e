import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { endPegawaiSession, pegawaiSessionAtom } from './pegawai-session.ts'

const sandiSchema = () => import('../../../contract/presensi.ts').then((m) => m.presensiSandiBody)

/** Akun: who is signed in, the password change, and Keluar. */
export default function AkunScreen() {
  const user = useAtomValue(pegawaiSessionAtom)
  const [formKey, setFormKey] = useState(0)
  const [leaving, setLeaving] = useState(false)

  async function logout() {
    setLeaving(true)
    // The session ends here whatever the server says (it may be gone already).
    await api('POST presensi/logout').catch(() => undefined)
    endPegawaiSession('logout')
  }

  return (
    <div className="presensi-stack">
      <section className="presensi-card" aria-labelledby="akun-title">
        <h2 id="akun-title">{user?.nama}</h2>
        <dl className="presensi-facts">
          <dt>NIP</dt>
          <dd>{user?.nip}</dd>
          <dt>Unit</dt>
          <dd>{user?.cabang || '—'}</dd>
        </dl>
      </section>
      <SandiForm key={formKey} onChanged={() => setFormKey((n) => n + 1)} />
      <Button variant="danger" onClick={() => void logout()} loading={leaving}>
        Keluar
      </Button>
    </div>
  )
}

function SandiForm({ onChanged }: { onChanged: () => void }) {
  const form = useZodForm({
    schema: sandiSchema,
    initial: { lama: '', baru: '' },
    onSubmit: async (body) => {
      const done = await runAction(() => api('PUT presensi/sandi', { body }), {
        success: (answer) => answer.pesan,
      })
      if (done) onChanged()
    },
  })
  return (
    <form className="presensi-card presensi-form" {...form.formProps} aria-labelledby="sandi-title">
      <h2 id="sandi-title">Ubah kata sandi</h2>
      <TextField
        label="Kata sandi lama"
        type="password"
        autoComplete="current-password"
        {...form.field('lama')}
      />
      <TextField
        label="Kata sandi baru"
        type="password"
        autoComplete="new-password"
        {...form.field('baru')}
      />
      <Button type="submit" loading={form.submitting}>
        Simpan kata sandi
      </Button>
    </form>
  )
}
