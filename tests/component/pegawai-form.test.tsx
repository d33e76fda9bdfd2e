import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Route, Switch } from 'wouter'
import { PASSWORD_MESSAGES } from '../../src/contract/messages.ts'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import PegawaiFormPage from '../../src/ui/features/pegawai/PegawaiFormPage.tsx'
import { sqlRows } from '../support/test-server.ts'
import { expectMessage, renderScreen } from './support/screen.tsx'

/** The employee form's validation matrix (the e2e keeps the flow and each SPEC message). */

function Routes() {
  return (
    <Switch>
      <Route path="/pegawai/baru">
        <PegawaiFormPage title={ROUTES['pegawai.baru'].title} />
      </Route>
      <Route path="/pegawai/:idp">
        <PegawaiFormPage title={ROUTES['pegawai.ubah'].title} />
      </Route>
      <Route path="/pegawai">Daftar pegawai</Route>
    </Switch>
  )
}

async function openForm(path = '/pegawai/baru') {
  const rendered = await renderScreen(<Routes />, { path })
  const form = await screen.findByRole('form', { name: 'Data pegawai' })
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      fireEvent.change(within(form).getByLabelText(label, { exact: true }), { target: { value } })
  }
  /** Waits until a select's options have loaded, then picks the first real one. */
  const pickFirst = async (label: string) => {
    const select = within(form).getByLabelText(label) as HTMLSelectElement
    await expect.poll(() => select.options.length).toBeGreaterThan(1)
    fireEvent.change(select, { target: { value: select.options[1]?.value } })
  }
  const save = () => rendered.user.click(within(form).getByRole('button', { name: 'Simpan' }))
  const field = (label: string) => within(form).getByLabelText(label, { exact: true })
  return { ...rendered, form, fill, pickFirst, save, field }
}

async function completeForm(nip = 'KT-0001') {
  const opened = await openForm()
  opened.fill({ NIP: nip, Nama: 'Pegawai Uji' })
  await opened.pickFirst('Jadwal')
  await opened.pickFirst('Unit')
  return opened
}

describe('employee form: the SPEC checks, in its order, each focusing its field', () => {
  it.each([
    [{}, 'Pastikan lengkapi isian NIP dan Nama!', 'NIP'],
    [{ NIP: 'KT-1' }, 'Pastikan lengkapi isian NIP dan Nama!', 'Nama'],
    [{ NIP: '   ', Nama: 'Ada' }, 'Pastikan lengkapi isian NIP dan Nama!', 'NIP'],
    [{ NIP: 'KT-1', Nama: 'Ada', 'Kata Sandi': '' }, 'Kata Sandi belum diisi!', 'Kata Sandi'],
    [{ NIP: 'KT-1', Nama: 'Ada' }, 'Pilih dulu kaitan jadwal!', 'Jadwal'],
  ])('%o → %s', async (values, message, focused) => {
    const { fill, save, user, field, server } = await openForm()
    fill(values)
    await save()
    await expectMessage(user, 'Perhatian', message)
    expect(document.activeElement).toBe(field(focused))
    expect(field(focused).getAttribute('aria-invalid')).toBe('true')
    expect(sqlRows(server, "SELECT 1 FROM pegawai WHERE nip = 'KT-1'")).toHaveLength(0)
  })
})

describe('employee form: the contract rules before sending', () => {
  it.each([
    [{ 'Nomor WA': '12345' }, 'Nomor WA', 'Nomor WA harus berformat +62, contoh +6281234567890'],
    [{ Email: 'bukan-email' }, 'Email', 'Format email tidak valid'],
    [{ NIP: 'x'.repeat(31) }, 'NIP', 'Maksimal 30 karakter'],
    [{ Nama: 'x'.repeat(101) }, 'Nama', 'Maksimal 100 karakter'],
    [{ 'Tempat Lahir': 'x'.repeat(101) }, 'Tempat Lahir', 'Maksimal 100 karakter'],
    [{ Alamat: 'x'.repeat(501) }, 'Alamat', 'Maksimal 500 karakter'],
    // Issue 29: the app password follows the admins' minimum.
    [{ 'Kata Sandi': '12' }, 'Kata Sandi', PASSWORD_MESSAGES.tooShort],
  ])('%o: %s says %s', async (values, label, message) => {
    const { fill, save, user, field } = await completeForm()
    fill(values)
    await save()
    await expectMessage(user, 'Perhatian', message)
    expect(field(label).getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field(label))
  })

  it('without a unit: the contract message', async () => {
    const { fill, save, user, pickFirst } = await openForm()
    fill({ NIP: 'KT-1', Nama: 'Ada' })
    await pickFirst('Jadwal')
    await save()
    await expectMessage(user, 'Perhatian', 'Pilih unit pendidikan pegawai!')
  })

  it('a leaving date before the start date is refused (only when not active)', async () => {
    const { fill, save, user, field } = await completeForm()
    fill({ Status: '2', 'Tanggal Masuk': '2024-07-01' })
    fill({ 'Tanggal Keluar': '2024-06-30' })
    await save()
    await expectMessage(user, 'Perhatian', 'Tanggal keluar tidak boleh sebelum tanggal masuk')
    expect(field('Tanggal Keluar').getAttribute('aria-invalid')).toBe('true')
  })

  it('a NIP in use is flagged on change and blocks saving', async () => {
    const { fill, save, user, form, server } = await completeForm()
    const [taken] = sqlRows<{ nip: string }>(server, 'SELECT nip FROM pegawai ORDER BY idp LIMIT 1')
    fill({ NIP: taken?.nip ?? '' })
    await within(form).findByText('No induk pegawai sudah digunakan!')
    await save()
    await expectMessage(user, 'Perhatian', 'No induk pegawai sudah digunakan!')
    fill({ NIP: 'KT-BEBAS' })
    await expect.poll(() => within(form).queryByText('No induk pegawai sudah digunakan!')).toBeNull()
  })

  it("a machine PIN another employee answers to (their NIP): the server's 409 under the field", async () => {
    const { fill, save, user, field, server } = await completeForm('KT-PIN1')
    const [other] = sqlRows<{ nip: string; nama: string }>(
      server,
      "SELECT nip, nama FROM pegawai WHERE nip GLOB '[0-9]*' ORDER BY idp LIMIT 1",
    )
    const taken = `PIN mesin sudah dipakai ${other?.nama}`
    fill({ 'PIN Mesin Absensi': other?.nip ?? '' })
    await save()
    await expectMessage(user, 'Gagal', taken)
    expect(field('PIN Mesin Absensi').getAttribute('aria-invalid')).toBe('true')
    expect(within(field('PIN Mesin Absensi').closest('.field') as HTMLElement).getByText(taken)).toBeTruthy()
    expect(sqlRows(server, "SELECT 1 FROM pegawai WHERE nip = 'KT-PIN1'")).toHaveLength(0)
  })

  it('a valid employee is saved as the schema reads it (trimmed, +62, no leaving date when active)', async () => {
    const { fill, save, server, location } = await completeForm('  KT-0009  ')
    fill({ 'Nomor WA': '0812-3456-7890', 'Tanggal Masuk': '2024-07-01', Status: '0' })
    await save()
    await screen.findByText('Data telah ditambahkan!')
    const rows = sqlRows<{
      idp: number
      nip: string
      wa: string
      tglkeluar: string | null
      status_aktif: number
    }>(server, "SELECT idp, nip, wa, tglkeluar, status_aktif FROM pegawai WHERE nip = 'KT-0009'")
    expect(rows).toEqual([
      expect.objectContaining({ wa: '+6281234567890', tglkeluar: null, status_aktif: 1 }),
    ])
    await expect.poll(() => location.history?.at(-1)).toBe(`/pegawai/${rows[0]?.idp}`)
  })
})

describe('editing an employee', () => {
  it("keeps the password, does not call the employee's own NIP taken, and saves", async () => {
    const { save, server, form } = await openFormFor(1)
    const before = sqlRows(server, 'SELECT pass_hash FROM pegawai WHERE idp = 1')
    expect(within(form).queryByText('No induk pegawai sudah digunakan!')).toBeNull()
    await save()
    await screen.findByText('Data tersimpan')
    expect(sqlRows(server, 'SELECT pass_hash FROM pegawai WHERE idp = 1')).toEqual(before)
  })

  it("app access needs a password: 'lengkapi isian kata sandi!'", async () => {
    const { user } = await openFormFor(1)
    const akses = screen.getByRole('form', { name: 'Akses Aplikasi' })
    await user.click(within(akses).getByRole('button', { name: 'Simpan Akses' }))
    await expectMessage(user, 'Perhatian', 'lengkapi isian kata sandi!')
    expect(document.activeElement).toBe(within(akses).getByLabelText('Kata Sandi Baru'))
  })

  it("a new app password of 2 characters: 'Kata sandi minimal 6 karakter', nothing saved", async () => {
    const { user, server } = await openFormFor(1)
    const before = sqlRows(server, 'SELECT pass_hash FROM pegawai WHERE idp = 1')
    const akses = screen.getByRole('form', { name: 'Akses Aplikasi' })
    fireEvent.change(within(akses).getByLabelText('Kata Sandi Baru'), { target: { value: '12' } })
    await user.click(within(akses).getByRole('button', { name: 'Simpan Akses' }))
    await expectMessage(user, 'Perhatian', PASSWORD_MESSAGES.tooShort)
    expect(document.activeElement).toBe(within(akses).getByLabelText('Kata Sandi Baru'))
    expect(sqlRows(server, 'SELECT pass_hash FROM pegawai WHERE idp = 1')).toEqual(before)
  })

  it('a position that exists is refused by the server under Gagal; an empty one under the field', async () => {
    const { user, server } = await openFormFor(1)
    await user.click(screen.getByRole('button', { name: '+ Jabatan' }))
    const modal = await screen.findByRole('dialog', { name: 'Tambah Jabatan' })
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }))
    expect(within(modal).getByText('Isikan nama jabatan terlebih dahulu!')).toBeTruthy()
    const [jabatan] = sqlRows<{ jabatan: string }>(server, 'SELECT jabatan FROM jabatan LIMIT 1')
    const upper = jabatan?.jabatan.toUpperCase() ?? ''
    fireEvent.change(within(modal).getByLabelText('Jabatan'), { target: { value: upper } })
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }))
    await expectMessage(user, 'Gagal', `Jabatan ${upper} sudah ada!`)
    // The modal stays open with the text, to be corrected.
    expect(
      within(screen.getByRole('dialog', { name: 'Tambah Jabatan' })).getByDisplayValue(upper),
    ).toBeTruthy()
  })

  it.each(['/pegawai/999999', '/pegawai/abc', '/pegawai/0'])(
    "a missing employee (%s): 'Data Pegawai tidak ditemukan!', then the list",
    async (path) => {
      const { user, location } = await renderScreen(<Routes />, { path })
      await expectMessage(user, 'Perhatian', 'Data Pegawai tidak ditemukan!')
      await expect.poll(() => location.history?.at(-1)).toBe('/pegawai')
    },
  )
})

async function openFormFor(idp: number) {
  const opened = await openForm(`/pegawai/${idp}`)
  await expect.poll(() => (opened.field('NIP') as HTMLInputElement).value).not.toBe('')
  return opened
}
