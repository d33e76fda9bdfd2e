import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { EmployeePicker } from '../../src/ui/features/employee-picker/EmployeePicker.tsx'
import { sqlRows } from '../support/test-server.ts'
import { expectMessage, loadedTable, renderScreen } from './support/screen.tsx'

/** The shared picker (SPEC.md §2): ≥ 3 characters, NIP/name/position, the empty text, the choice. */

async function openPicker(user = {}) {
  const onSelect = vi.fn()
  const rendered = await renderScreen(<EmployeePicker open onClose={() => {}} onSelect={onSelect} />, user)
  const dialog = await screen.findByRole('dialog', { name: 'Cari Pegawai' })
  const search = async (text: string) => {
    fireEvent.change(within(dialog).getByLabelText('NIP, nama atau jabatan'), { target: { value: text } })
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Cari' }))
  }
  return { ...rendered, dialog, search, onSelect }
}

describe('EmployeePicker', () => {
  it.each(['', 'ab', '  ab  '])("'%s' is too short: the SPEC message, nothing searched", async (text) => {
    const { dialog, search, user } = await openPicker()
    await search(text)
    await expectMessage(user, 'Perhatian', 'ketikan nip atau nama minimal 3 karakter terlebih dahulu!')
    expect(within(dialog).queryByRole('table')).toBeNull()
  })

  it("finds by name, and 'Data tidak ditemukan...' when nothing matches", async () => {
    const { dialog, search, server, onSelect, user } = await openPicker()
    const [first] = sqlRows<{ idp: number; nama: string }>(
      server,
      'SELECT idp, nama FROM pegawai ORDER BY idp LIMIT 1',
    )
    await search(first?.nama ?? '')
    const table = await loadedTable()
    await user.click(within(table).getAllByRole('button', { name: `Pilih ${first?.nama}` })[0] as HTMLElement)
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ idp: first?.idp, nama: first?.nama }))

    await search('tidak-ada-yang-seperti-ini')
    await within(dialog).findByText('Data tidak ditemukan...')
  })

  it("a unit admin finds only its unit's employees", async () => {
    const { search, server } = await openPicker({ user: DEMO_UNIT_ADMIN })
    await search('guru')
    const table = await loadedTable()
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
