import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import MesinPage from '../../src/ui/features/mesin/MesinPage.tsx'
import { sqlRows } from '../support/test-server.ts'
import { expectMessage, renderScreen } from './support/screen.tsx'

/** Mesin Absensi's form (issue 32): a taken serial number is the server's to know; said under its field. */
describe('Mesin Absensi: the add form', () => {
  it('offers the chosen unit areas only, and shows a taken serial number under its field', async () => {
    const { server, user } = await renderScreen(<MesinPage title={ROUTES.mesin.title} />)
    const [seeded] = sqlRows<{ sn: string; nama: string; kode: string }>(
      server,
      'SELECT sn, nama, kode FROM mesin ORDER BY idmesin LIMIT 1',
    )
    if (!seeded) throw new Error('the demo data seeds a machine per unit')
    await user.click(await screen.findByRole('button', { name: 'Tambah' }))
    const form = await screen.findByRole('dialog', { name: 'Tambah Mesin Absensi' })
    fireEvent.change(within(form).getByLabelText('Nama Mesin'), { target: { value: 'Gerbang Belakang' } })
    fireEvent.change(within(form).getByLabelText('Nomor Seri (SN)'), {
      target: { value: seeded.sn.toLowerCase() },
    })
    const unit = within(form).getByLabelText('Unit') as HTMLSelectElement
    await expect.poll(() => unit.options.length).toBeGreaterThan(1)
    fireEvent.change(unit, { target: { value: seeded.kode } })
    const areas = sqlRows<{ lokasi: string }>(
      server,
      'SELECT lokasi FROM area_absensi WHERE kode = ? ORDER BY lokasi',
      [seeded.kode],
    )
    const area = within(form).getByLabelText('Area Absensi') as HTMLSelectElement
    await expect
      .poll(() => [...area.options].map((option) => option.text))
      .toEqual(['-- Tanpa area --', ...areas.map((row) => row.lokasi)])

    await user.click(within(form).getByRole('button', { name: 'Simpan' }))
    const taken = `Nomor seri sudah dipakai mesin ${seeded.nama}`
    await expectMessage(user, 'Gagal', taken)
    const sn = within(form).getByLabelText('Nomor Seri (SN)')
    expect(sn.getAttribute('aria-invalid')).toBe('true')
    expect(within(form).getByText(taken)).toBeTruthy()
    expect(sqlRows(server, "SELECT 1 FROM mesin WHERE nama = 'Gerbang Belakang'")).toHaveLength(0)
  })
})
