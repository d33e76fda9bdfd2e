import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import PenggunaPage from '../../src/ui/features/pengguna/PenggunaPage.tsx'
import { appStore, sessionAtom } from '../../src/ui/lib/session.ts'
import { sqlRows } from '../support/test-server.ts'
import { expectMessage, loadedTable, renderScreen } from './support/screen.tsx'

/** The user form's validation matrix (the e2e keeps the flow and the SPEC's messages). */

const complete = { 'Nama Lengkap': 'Operator Uji', 'Nama Pengguna': 'operator.uji', 'Kata Sandi': 'rahasia1' }

async function openAdd() {
  const rendered = await renderScreen(<PenggunaPage title={ROUTES.pengguna.title} />)
  await loadedTable()
  await rendered.user.click(screen.getByRole('button', { name: 'Tambah Pengguna' }))
  const modal = await screen.findByRole('dialog', { name: 'Tambah Pengguna' })
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      fireEvent.change(within(modal).getByLabelText(label), { target: { value } })
  }
  const save = () => rendered.user.click(within(modal).getByRole('button', { name: 'Simpan' }))
  return { ...rendered, modal, fill, save }
}

describe('Pengguna form', () => {
  it.each([...Object.keys(complete), 'Hak Akses'])(
    "without %s: 'Lengkapi isian!' under Perhatian",
    async (label) => {
      const { modal, fill, save, user, server } = await openAdd()
      fill({ ...complete, 'Hak Akses': '0', [label]: '' })
      await save()
      await expectMessage(user, 'Perhatian', 'Lengkapi isian!')
      expect(within(modal).getByLabelText(label).getAttribute('aria-invalid')).toBe('true')
      expect(sqlRows(server, "SELECT 1 FROM pengguna WHERE usernama = 'operator.uji'")).toHaveLength(0)
    },
  )

  it.each([
    [
      'Nama Pengguna',
      'ab',
      'Nama pengguna 3-50 karakter: huruf, angka, titik, garis bawah atau tanda hubung',
    ],
    [
      'Nama Pengguna',
      'dua kata',
      'Nama pengguna 3-50 karakter: huruf, angka, titik, garis bawah atau tanda hubung',
    ],
    ['Kata Sandi', '12345', 'Kata sandi minimal 6 karakter'],
    ['Nama Lengkap', 'x'.repeat(101), 'Maksimal 100 karakter'],
  ])('%s %s: the schema message', async (label, value, message) => {
    const { modal, fill, save, user } = await openAdd()
    fill({ ...complete, 'Hak Akses': '0', [label]: value })
    await save()
    await expectMessage(user, 'Perhatian', message)
    expect(within(modal).getByLabelText(label).getAttribute('aria-invalid')).toBe('true')
  })

  it('an Admin Unit needs a unit', async () => {
    const { modal, fill, save, user } = await openAdd()
    fill({ ...complete, 'Hak Akses': '1' })
    await save()
    await expectMessage(user, 'Perhatian', 'Pilih unit untuk Admin Unit!')
    expect(within(modal).getByLabelText('Unit').getAttribute('aria-invalid')).toBe('true')
  })

  it('a taken username (any case) is flagged on change and blocks saving', async () => {
    const { modal, fill, save, user } = await openAdd()
    fill({ ...complete, 'Hak Akses': '0', 'Nama Pengguna': 'ADMIN' })
    await within(modal).findByText('Nama pengguna sudah digunakan!')
    await save()
    await expectMessage(user, 'Perhatian', 'Nama pengguna sudah digunakan!')
    fill({ 'Nama Pengguna': 'admin2' })
    await expect.poll(() => within(modal).queryByText('Nama pengguna sudah digunakan!')).toBeNull()
  })

  it('editing keeps the password when left empty, and the own name is not "taken"', async () => {
    const { user, server } = await renderScreen(<PenggunaPage title={ROUTES.pengguna.title} />)
    const table = await loadedTable()
    const before = sqlRows(server, "SELECT pass_hash FROM pengguna WHERE usernama = 'unit'")
    await user.click(within(table).getByRole('button', { name: 'Ubah unit' }))
    const modal = await screen.findByRole('dialog', { name: 'Ubah Pengguna' })
    fireEvent.change(within(modal).getByLabelText('Nama Lengkap'), { target: { value: 'Admin Unit Baru' } })
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }))
    await screen.findByText('Data tersimpan')
    expect(sqlRows(server, "SELECT namalengkap, pass_hash FROM pengguna WHERE usernama = 'unit'")).toEqual([
      { namalengkap: 'Admin Unit Baru', pass_hash: (before[0] as { pass_hash: string }).pass_hash },
    ])
  })

  it('renaming one’s own account renames the session (the top bar), keeping its token', async () => {
    const { user } = await renderScreen(<PenggunaPage title={ROUTES.pengguna.title} />)
    const token = appStore.get(sessionAtom)?.token_app
    const table = await loadedTable()
    await user.click(within(table).getByRole('button', { name: 'Ubah admin' }))
    const modal = await screen.findByRole('dialog', { name: 'Ubah Pengguna' })
    fireEvent.change(within(modal).getByLabelText('Nama Lengkap'), { target: { value: 'Admin Baru' } })
    fireEvent.change(within(modal).getByLabelText('Nama Pengguna'), { target: { value: 'admin.baru' } })
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }))
    await screen.findByText('Data tersimpan')
    // The toast shows while the save's action ends; the session is renamed right after it.
    await waitFor(() =>
      expect(appStore.get(sessionAtom)).toMatchObject({
        namalengkap: 'Admin Baru',
        usernama: 'admin.baru',
        token_app: token,
      }),
    )
  })
})
