import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { EmployeePicker } from '../../src/ui/features/employee-picker/EmployeePicker.tsx'
import { sqlRows } from '../support/test-server.ts'
import { loadedTable, renderScreen } from './support/screen.tsx'

/**
 * The shared picker (SPEC.md §2): the first employees as it opens (issue 34), ≥ 3 characters in
 * NIP/name/position said under the field, the empty text, the choice.
 */

async function openPicker(user = {}) {
  const onSelect = vi.fn()
  const rendered = await renderScreen(<EmployeePicker open onClose={() => {}} onSelect={onSelect} />, user)
  const dialog = await screen.findByRole('dialog', { name: 'Cari Pegawai' })
  const search = async (text: string) => {
    fireEvent.change(within(dialog).getByLabelText('NIP, nama atau jabatan'), { target: { value: text } })
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Cari' }))
  }
  /** The table once the search for `text` has answered (the hint names the text first). */
  const answered = async (text: string) => {
    await within(dialog).findByText(`Hasil pencarian "${text}" (paling banyak 50).`)
    return loadedTable()
  }
  return { ...rendered, dialog, search, answered, onSelect }
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent)

describe('EmployeePicker', () => {
  it('lists the first 50 employees by name as it opens, before any text', async () => {
    const { server } = await openPicker()
    const table = await loadedTable()
    const first = sqlRows<{ nama: string }>(server, 'SELECT nama FROM pegawai ORDER BY nama LIMIT 50')
    expect(first).toHaveLength(50)
    expect(names(table)).toEqual(first.map((row) => row.nama))
  })

  it.each(['ab', '  ab  '])(
    "'%s' is too short: the SPEC message under the field, no dialog",
    async (text) => {
      const { dialog, search } = await openPicker()
      const table = await loadedTable()
      const before = names(table)
      await search(text)
      const field = within(dialog).getByLabelText('NIP, nama atau jabatan')
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
      expect(
        within(dialog).getByText('ketikan nip atau nama minimal 3 karakter terlebih dahulu!'),
      ).toBeTruthy()
      expect(screen.queryByRole('alertdialog')).toBeNull()
      expect(names(await loadedTable())).toEqual(before)
    },
  )

  it("finds by name, and 'Data tidak ditemukan...' when nothing matches", async () => {
    const { dialog, search, answered, server, onSelect, user } = await openPicker()
    const [first] = sqlRows<{ idp: number; nama: string }>(
      server,
      'SELECT idp, nama FROM pegawai ORDER BY idp LIMIT 1',
    )
    await search(first?.nama ?? '')
    const table = await answered(first?.nama ?? '')
    await user.click(within(table).getAllByRole('button', { name: `Pilih ${first?.nama}` })[0] as HTMLElement)
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ idp: first?.idp, nama: first?.nama }))

    await search('tidak-ada-yang-seperti-ini')
    await within(dialog).findByText('Data tidak ditemukan...')
  })

  it("a unit admin finds only its unit's employees", async () => {
    const { search, answered, server } = await openPicker({ user: DEMO_UNIT_ADMIN })
    await search('guru')
    const table = await answered('guru')
    const expected = sqlRows<{ n: number }>(
      server,
      "SELECT MIN(COUNT(*), 50) AS n FROM pegawai WHERE kode = ? AND (nip LIKE '%guru%' OR nama LIKE '%guru%' OR jabatan LIKE '%guru%')",
      [DEMO_UNIT_ADMIN.ids],
    )[0]?.n
    const [unit] = sqlRows<{ cabang: string }>(server, 'SELECT cabang FROM kantor WHERE kode = ?', [
      DEMO_UNIT_ADMIN.ids,
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(expected ?? -1)
    for (const row of rows) expect(within(row).getByText(unit?.cabang ?? '?')).toBeTruthy()
  })
})
