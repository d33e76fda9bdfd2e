import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NAMA_HARI as namaHari } from '../../src/domain/calendar.ts'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import JadwalPage from '../../src/ui/features/shift/JadwalPage.tsx'
import { sqlRows } from '../support/test-server.ts'
import { expectMessage, loadedTable, renderScreen } from './support/screen.tsx'

/** The Jadwal modal's validation matrix (the e2e keeps the happy path and the SPEC's message). */

async function openAdd() {
  const rendered = await renderScreen(<JadwalPage title={ROUTES.jadwal.title} />)
  await loadedTable()
  await rendered.user.click(screen.getByRole('button', { name: 'Tambah' }))
  const modal = await screen.findByRole('dialog', { name: 'Tambah Jadwal' })
  const type = (label: string, value: string) =>
    fireEvent.change(within(modal).getByLabelText(label), { target: { value } })
  const save = () => rendered.user.click(within(modal).getByRole('button', { name: 'Simpan' }))
  return { ...rendered, modal, type, save }
}

describe('Jadwal form', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('a %s label: the SPEC message in the Perhatian dialog, under the field, focused', async (_, label) => {
    const { modal, type, save, user } = await openAdd()
    type('Nama Kategori', label)
    await save()
    await expectMessage(user, 'Perhatian', 'Isikan nama kategori terlebih dahulu!')
    const field = within(modal).getByLabelText('Nama Kategori')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
    expect(within(modal).getByText('Isikan nama kategori terlebih dahulu!')).toBeTruthy()
    // Typing clears the field's error.
    type('Nama Kategori', 'Shift')
    expect(field.getAttribute('aria-invalid')).toBeNull()
  })

  it('an overlong label is refused with the schema message, nothing sent', async () => {
    const { modal, type, save, user, server } = await openAdd()
    type('Nama Kategori', 'x'.repeat(101))
    await save()
    await expectMessage(user, 'Perhatian', 'Maksimal 100 karakter')
    expect(within(modal).getByText('Maksimal 100 karakter')).toBeTruthy()
    expect(sqlRows(server, "SELECT 1 FROM shift WHERE label LIKE 'xxx%'")).toHaveLength(0)
  })

  // Ahad is a day off by default; every working day is checked, equal times included.
  it.each(
    [1, 2, 3, 4, 5, 6].flatMap((hari) => [
      [namaHari[hari], '07:00'],
      [namaHari[hari], '08:00'],
    ]),
  )('%s: departure %s not after the 08:00 arrival is refused', async (nama, pulang) => {
    const { modal, type, save, user } = await openAdd()
    type('Nama Kategori', 'Shift Terbalik')
    type(`Jam pulang ${nama}`, pulang)
    await save()
    await expectMessage(user, 'Perhatian', `Jam pulang hari ${nama} harus setelah jam masuk`)
    const wrong = within(modal).getByLabelText(`Jam pulang ${nama}`)
    expect(wrong.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(wrong)
  })

  it('a day off is not checked, and the modal saves it', async () => {
    const { modal, type, save, user, server } = await openAdd()
    type('Nama Kategori', 'Shift Libur Kamis')
    type('Jam pulang Kamis', '07:00')
    await user.click(within(modal).getByLabelText('Libur Kamis'))
    await save()
    await screen.findByText('Data telah ditambahkan!')
    const [shift] = sqlRows<{ idshift: number }>(
      server,
      "SELECT idshift FROM shift WHERE label = 'Shift Libur Kamis'",
    )
    const kamis = sqlRows<{ libur: number }>(
      server,
      'SELECT libur FROM shift_hari WHERE idshift = ? AND hari = 4',
      [shift?.idshift ?? 0],
    )
    expect(kamis).toEqual([{ libur: 1 }])
  })

  it('edits load the stored days; an unchanged edit saves', async () => {
    const { user } = await renderScreen(<JadwalPage title={ROUTES.jadwal.title} />)
    const table = await loadedTable()
    await user.click(within(table).getByRole('button', { name: 'Ubah Staf Kantor' }))
    // The loading dialog is replaced by the form's once the detail arrives: look the form up afresh.
    const label = await screen.findByLabelText('Nama Kategori')
    expect(label.getAttribute('value')).toBe('Staf Kantor')
    const modal = screen.getByRole('dialog', { name: 'Ubah Jadwal' })
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }))
    await screen.findByText('Data tersimpan')
  })

  it("a schedule employees use cannot be deleted: the server's 409 under 'Gagal'", async () => {
    const { user } = await renderScreen(<JadwalPage title={ROUTES.jadwal.title} />)
    const table = await loadedTable()
    await user.click(within(table).getByRole('button', { name: 'Hapus Staf Kantor' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Hapus jadwal ini?' })
    await user.click(within(confirm).getByRole('button', { name: 'Ya, hapus' }))
    await expectMessage(user, 'Gagal', 'Jadwal masih dipakai')
  })
})
