import { expect } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { ADMIN, expectLoaded, installNetworkSwitch, login, setOffline, sidebar } from './support.ts'

/**
 * Issue 10: a failed load shows the error state with 'Coba lagi' — never the empty text (which
 * would invite the user to add duplicates) and never raw English — and the retry loads the data.
 */
const EMPTY_TEXT = 'Belum ada data. Klik tombol tambah untuk menambahkan'
const NETWORK = 'Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.'

const screens = [
  { menu: 'Jadwal', heading: 'Jadwal', api: 'api/shift', loaded: 'table' },
  { menu: 'Area Absensi', heading: 'Area Absensi', api: 'api/area_absensi', loaded: 'table' },
  { menu: 'Libur Khusus', heading: 'Libur Khusus', api: 'api/hari_libur', loaded: 'Daftar Libur Khusus' },
  { menu: 'Hari Rapat', heading: 'Hari Rapat', api: 'api/hari_khusus', loaded: 'Daftar Hari Rapat' },
  { menu: 'Pegawai', heading: 'Data Pegawai', api: 'api/datapegawai', loaded: 'table' },
  { menu: 'Hak Akses', heading: 'Hak Akses Pengguna', api: 'api/masterpengguna', loaded: 'table' },
] as const

for (const screen of screens) {
  test(`${screen.menu}: a failed load shows the error state, never the empty text; 'Coba lagi' loads`, async ({
    page,
  }) => {
    await installNetworkSwitch(page)
    await login(page, ADMIN)
    await setOffline(page, [screen.api])
    await sidebar(page).getByRole('link', { name: screen.menu, exact: true }).click()
    await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible()

    const failure = page.getByRole('alert').filter({ hasText: 'Data gagal dimuat' })
    await expect(failure).toContainText(NETWORK)
    await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0)
    await expect(page.getByText('Failed to fetch')).toHaveCount(0)

    await setOffline(page, [])
    await failure.getByRole('button', { name: 'Coba lagi' }).click()
    await expect(failure).toHaveCount(0)
    if (screen.loaded === 'table') {
      const table = page.getByRole('table').first()
      await expectLoaded(table)
      await expect(table.locator('tbody tr').first().getByRole('cell').nth(1)).not.toBeEmpty()
    } else {
      await expect(
        page.getByRole('list', { name: screen.loaded }).getByRole('listitem').first(),
      ).toBeVisible()
    }
    await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0)
  })
}
