import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import ImporMesinPage from '../../src/ui/features/impormesin/ImporMesinPage.tsx'
import { sqlRows } from '../support/test-server.ts'
import { renderScreen } from './support/screen.tsx'

/**
 * Impor Absen Mesin with a scan log table (issue 32): the CSV's columns are mapped and its rows
 * reach the server as attlog lines; the preview names the employee and the day.
 */
/** The screen with the first active machine matching `where` chosen and the NIP as the key column. */
async function openWithMachine(where: string) {
  const { server, user } = await renderScreen(<ImporMesinPage title={ROUTES.impormesin.title} />)
  const [machine] = sqlRows<{ idmesin: number; nama: string }>(
    server,
    `SELECT idmesin, nama FROM mesin WHERE aktif = 1 AND ${where} ORDER BY idmesin LIMIT 1`,
  )
  const [employee] = sqlRows<{ nip: string; nama: string }>(
    server,
    'SELECT nip, nama FROM pegawai WHERE status = 0 AND pin_mesin IS NULL ORDER BY idp LIMIT 1',
  )
  if (!machine || !employee) throw new Error(`the demo data has an employee and a machine where ${where}`)
  const mesin = (await screen.findByLabelText('Mesin')) as HTMLSelectElement
  await expect.poll(() => mesin.options.length).toBeGreaterThan(1)
  fireEvent.change(mesin, { target: { value: String(machine.idmesin) } })
  fireEvent.change(screen.getByLabelText('Kolom pengenal berisi'), { target: { value: 'nip' } })
  return { server, user, machine, employee }
}

describe('Impor Absen Mesin: a CSV scan log', () => {
  it('maps NIP, date and time, previews the day and imports it', async () => {
    // Any active employee: on a seeded day the preview says Baru, Ubah or Sama; the test reads the times.
    const { server, user, machine, employee } = await openWithMachine('1 = 1')
    const csv = `No;Pegawai;Tgl;Jam\n1;${employee.nip};16/11/2026;06:50\n2;${employee.nip};16/11/2026;15:10\n`
    const file = new File([csv], 'scanlog.csv', { type: 'text/csv' })
    await user.upload(screen.getByLabelText('Berkas absen'), file)
    const mapping = await screen.findByRole('group', { name: 'Kolom tabel' })
    expect((within(mapping).getByLabelText('PIN atau NIP') as HTMLSelectElement).value).toBe('1')
    expect((within(mapping).getByLabelText('Tanggal') as HTMLSelectElement).value).toBe('2')
    expect((within(mapping).getByLabelText('Jam') as HTMLSelectElement).value).toBe('3')
    await user.click(screen.getByRole('button', { name: 'Pratinjau' }))
    const summary = await screen.findByTestId('pratinjau-ringkasan')
    expect(summary.textContent).toContain('2 baris dibaca')
    const days = screen.getByRole('table', { name: 'Absensi yang akan ditulis' })
    const row = within(days).getByRole('row', {
      name: new RegExp(employee.nama.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    })
    expect(row.textContent).toMatch(/16 Nov 2026/)
    expect(row.textContent).toContain('06:50')
    expect(row.textContent).toContain('15:10')

    await user.click(screen.getByRole('button', { name: 'Impor' }))
    expect((await screen.findByTestId('impor-hasil')).textContent).toMatch(/^2 absen disimpan, /)
    const stored = sqlRows<{ waktu: string; status: number }>(
      server,
      `SELECT waktu, status FROM scan_log WHERE idmesin = ${machine.idmesin} ORDER BY waktu`,
    )
    expect(stored).toEqual([
      { waktu: '2026-11-16 06:50:00', status: 255 },
      { waktu: '2026-11-16 15:10:00', status: 255 },
    ])
  })

  it('an in/out column gives each punch its direction on a machine read by status', async () => {
    const { server, user, machine, employee } = await openWithMachine("arah = 'status'")
    // Two check-outs: stored as check-outs (status 1), the later one the day's departure.
    const csv = `NIP,Waktu,Keterangan\n${employee.nip},2026-11-16 12:00,C/Out\n${employee.nip},2026-11-16 15:10,C/Out\n`
    await user.upload(
      screen.getByLabelText('Berkas absen'),
      new File([csv], 'scan.csv', { type: 'text/csv' }),
    )
    const mapping = await screen.findByRole('group', { name: 'Kolom tabel' })
    const status = within(mapping).getByLabelText('Masuk/Pulang') as HTMLSelectElement
    expect(status.value).toBe('tanpa') // 'Keterangan' is not taken for it unasked
    fireEvent.change(status, { target: { value: '2' } })
    await user.click(screen.getByRole('button', { name: 'Pratinjau' }))
    expect((await screen.findByTestId('pratinjau-ringkasan')).textContent).toContain('2 baris dibaca')
    await user.click(screen.getByRole('button', { name: 'Impor' }))
    expect((await screen.findByTestId('impor-hasil')).textContent).toMatch(/^2 absen disimpan, /)
    const stored = sqlRows<{ status: number; hasil: string }>(
      server,
      `SELECT status, hasil FROM scan_log WHERE idmesin = ${machine.idmesin} ORDER BY waktu`,
    )
    expect(stored.map((punch) => punch.status)).toEqual([1, 1])
    expect(stored.at(-1)?.hasil).toBe('pulang')
  })
})
