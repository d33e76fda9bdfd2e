import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import AreaAbsensiPage from '../../src/ui/features/areaabsensi/AreaAbsensiPage.tsx'
import { apiQueryKey, queryClient } from '../../src/ui/lib/query.ts'
import { sqlRows } from '../support/test-server.ts'
import { expectMessage, loadedTable, renderScreen } from './support/screen.tsx'

/** The Area Absensi modal's validation matrix, checked by the contract's own schema before sending. */

const complete = {
  'Nama Lokasi': 'Pos Uji',
  Latitude: '-7,8',
  Longitude: '110.4',
  'Radius (meter)': '50',
}

async function openAdd() {
  const rendered = await renderScreen(<AreaAbsensiPage title={ROUTES.areaabsensi.title} />)
  await loadedTable()
  await rendered.user.click(screen.getByRole('button', { name: 'Tambah' }))
  const modal = await screen.findByRole('dialog', { name: 'Tambah Area Absensi' })
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      fireEvent.change(within(modal).getByLabelText(label), { target: { value } })
  }
  const office = within(modal).getByLabelText('Unit') as HTMLSelectElement
  await expect.poll(() => office.options.length).toBeGreaterThan(1)
  fireEvent.change(office, { target: { value: office.options[1]?.value } })
  const save = () => rendered.user.click(within(modal).getByRole('button', { name: 'Simpan' }))
  return { ...rendered, modal, fill, save }
}

describe('Area Absensi form', () => {
  it.each(Object.keys(complete))(
    "without %s: 'Lengkapi isian!' (SPEC) and that field focused",
    async (label) => {
      const { modal, fill, save, user, server } = await openAdd()
      fill({ ...complete, [label]: '  ' })
      await save()
      await expectMessage(user, 'Perhatian', 'Lengkapi isian!')
      const field = within(modal).getByLabelText(label)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(document.activeElement).toBe(field)
      expect(sqlRows(server, "SELECT 1 FROM area_absensi WHERE lokasi = 'Pos Uji'")).toHaveLength(0)
    },
  )

  it.each([
    ['Latitude', 'Lengkapi isian!', 'abc'],
    ['Latitude', 'Latitude harus antara -90 dan 90', '90.5'],
    ['Latitude', 'Latitude harus antara -90 dan 90', '-91'],
    ['Longitude', 'Longitude harus antara -180 dan 180', '180,1'],
    ['Longitude', 'Longitude harus antara -180 dan 180', '-181'],
    ['Radius (meter)', 'Radius harus lebih dari 0 meter', '0'],
    ['Radius (meter)', 'Radius harus lebih dari 0 meter', '-5'],
    ['Radius (meter)', 'Radius maksimal 100.000 meter', '100001'],
    ['Nama Lokasi', 'Maksimal 100 karakter', 'x'.repeat(101)],
    ['Keterangan', 'Maksimal 500 karakter', 'x'.repeat(501)],
  ])('%s: %s', async (label, message, value) => {
    const { modal, fill, save, user } = await openAdd()
    fill({ ...complete, [label]: value })
    await save()
    await expectMessage(user, 'Perhatian', message)
    expect(within(modal).getByLabelText(label).getAttribute('aria-invalid')).toBe('true')
    expect(within(modal).getByText(message)).toBeTruthy()
  })

  it('an office must be chosen', async () => {
    const { modal, fill, save, user } = await openAdd()
    fill(complete)
    fireEvent.change(within(modal).getByLabelText('Unit'), { target: { value: '' } })
    await save()
    await expectMessage(user, 'Perhatian', 'Pilih unit lokasi absensi!')
  })

  it('the extremes are accepted; a decimal comma is read as a point; the name is trimmed', async () => {
    const { fill, save, server } = await openAdd()
    fill({ 'Nama Lokasi': '  Kutub  ', Latitude: '-90', Longitude: '180', 'Radius (meter)': '0,5' })
    await save()
    await screen.findByText('Data telah ditambahkan!')
    expect(sqlRows(server, "SELECT lat, lng, radius FROM area_absensi WHERE lokasi = 'Kutub'")).toEqual([
      { lat: -90, lng: 180, radius: 0.5 },
    ])
  })

  it('without browser geolocation the button says so under Gagal', async () => {
    const { modal, user } = await openAdd()
    await user.click(within(modal).getByRole('button', { name: 'Gunakan posisi saya' }))
    await expectMessage(user, 'Gagal', 'Browser tidak dapat memberikan posisi saat ini.')
  })

  it('a save reloads what it names (the area list), not the open form’s offices: those are only marked stale', async () => {
    const { fill, save } = await openAdd()
    fill(complete)
    const sent = vi.spyOn(globalThis, 'fetch')
    await save()
    await screen.findByText('Data telah ditambahkan!')
    await screen.findByRole('cell', { name: 'Pos Uji' })
    const calls = sent.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`,
    )
    sent.mockRestore()
    expect(calls).toEqual(['POST /admin/api/area_absensi', 'GET /admin/api/area_absensi'])
    expect(queryClient.getQueryState(apiQueryKey('GET api/kantor'))?.isInvalidated).toBe(true)
  })
})
