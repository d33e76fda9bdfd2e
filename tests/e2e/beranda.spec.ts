import { expect, type Page } from '@playwright/test'
import { DEMO_LEAVE } from '../../seeds/demo.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, FOUNDATION, login, sidebar, UNIT } from './support.ts'

/** The number shown in a dashboard tile ('1.234' in Indonesian grouping). */
async function tileNumber(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? ''
  expect(text.trim()).toMatch(/^\d{1,3}(\.\d{3})*$/)
  return Number(text.replace(/\./g, ''))
}

test.describe('Beranda (admin)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ADMIN)
  })

  test('shows the two tiles with counts, the top bar and the footer', async ({ page }) => {
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
    await expect(page.getByTestId('jum-pegawai')).toBeVisible()
    await expect(page.getByTestId('jum-pengajuanijin')).toBeVisible()
    // The seed's figures on any day: 109 of 120 employees active, 7 requests pending (so swapped tiles fail).
    expect(await tileNumber(page, 'jum-pegawai')).toBe(109)
    expect(await tileNumber(page, 'jum-pengajuanijin')).toBe(DEMO_LEAVE.pending)

    const employees = page.getByRole('link', { name: /Pegawai Aktif/ })
    const pending = page.getByRole('link', { name: /Pengajuan Ijin Menunggu Jawaban/ })
    await expect(employees).toHaveAttribute('href', '/pegawai')
    await expect(pending).toHaveAttribute('href', '/pengajuanijin?statusx=0')

    const topbar = page.getByRole('banner')
    await expect(topbar).toContainText('Administrator Yayasan')
    await expect(topbar.getByTestId('nama-yayasan')).toHaveText(FOUNDATION)
    await expect(topbar.getByRole('button', { name: 'Keluar' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('© 2026') // the suite's clock: 2026-11-18
  })

  test('the employee tile opens /pegawai', async ({ page }) => {
    await page.getByRole('link', { name: /Pegawai Aktif/ }).click()
    await expect(page).toHaveURL('/pegawai')
    await expect(page.getByRole('heading', { name: 'Data Pegawai', level: 1 })).toBeVisible()
  })

  test('the leave-request tile opens /pengajuanijin?statusx=0', async ({ page }) => {
    await page.getByRole('link', { name: /Pengajuan Ijin Menunggu Jawaban/ }).click()
    await expect(page).toHaveURL('/pengajuanijin?statusx=0')
    await expect(page.getByRole('heading', { name: 'Pengajuan Ijin', level: 1 })).toBeVisible()
  })
})

test.describe('Sidebar per level', () => {
  test('admin sees Pendataan and Laporan and every entry', async ({ page }) => {
    await login(page, ADMIN)
    const menu = sidebar(page)
    await expect(menu.getByRole('heading', { name: 'Pendataan' })).toBeVisible()
    await expect(menu.getByRole('heading', { name: 'Laporan' })).toBeVisible()
    const links: [string, string][] = [
      ['Beranda', '/'],
      ['Pegawai', '/pegawai'],
      ['Jadwal', '/shift'],
      ['Area Absensi', '/areaabsensi'],
      ['Hari Rapat', '/harikhusus'],
      ['Libur Khusus', '/liburkhusus'],
      ['Kalender', '/kalender'],
      ['Jenis Cuti', '/jeniscuti'],
      ['Mesin Absensi', '/mesin'],
      ['Jadwal Pelajaran', '/jadwalpelajaran'],
      ['Unit', '/kantor'],
      ['Jabatan', '/jabatan'],
      ['Pendidikan', '/pendidikan'],
      ['Absensi Manual', '/absensimanual'],
      ['Pengajuan Ijin', '/pengajuanijin'],
      ['Impor Absen Mesin', '/impormesin'],
      ['Scan Log Mesin', '/scanlog'],
      ['Jurnal Mengajar', '/jurnalmengajar'],
      ['Rekap Harian', '/absensiharian'],
      ['Rekapitulasi', '/absensirekap'],
      ['Riwayat Absensi', '/absensiriwayat'],
      ['Saldo Cuti', '/saldocuti'],
      ['Rekap Jam Mengajar', '/rekapjammengajar'],
      ['Hak Akses', '/pengguna'],
      ['Tahun Ajaran', '/tahunajaran'],
      ['Pengaturan Umum', '/pengaturan'],
      ['Data', '/data'],
      ['Jejak Perubahan', '/jejakperubahan'],
    ]
    for (const [name, href] of links)
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    await expect(menu.getByRole('link')).toHaveCount(links.length)
    await expect(menu.getByRole('link', { name: 'Beranda', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('admin: the Pendataan links list the twelve data screens, Laporan the five reports', async ({
    page,
  }) => {
    await login(page, ADMIN)
    const group = (title: string) =>
      sidebar(page)
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: title }) })
    await expect(group('Pendataan').getByRole('link')).toHaveText([
      'Pegawai',
      'Jadwal',
      'Area Absensi',
      'Hari Rapat',
      'Libur Khusus',
      'Kalender',
      'Jenis Cuti',
      'Mesin Absensi',
      'Jadwal Pelajaran',
      'Unit',
      'Jabatan',
      'Pendidikan',
    ])
    await expect(group('Laporan').getByRole('link')).toHaveText([
      'Rekap Harian',
      'Rekapitulasi',
      'Riwayat Absensi',
      'Saldo Cuti',
      'Rekap Jam Mengajar',
    ])
    await expect(group('Pengaturan').getByRole('link')).toHaveText([
      'Hak Akses',
      'Tahun Ajaran',
      'Pengaturan Umum',
      'Data',
      'Jejak Perubahan',
    ])
  })

  test('admin: a sidebar link navigates and becomes current', async ({ page }) => {
    await login(page, ADMIN)
    await sidebar(page).getByRole('link', { name: 'Libur Khusus' }).click()
    await expect(page).toHaveURL('/liburkhusus')
    await expect(page.getByRole('heading', { name: 'Libur Khusus', level: 1 })).toBeVisible()
    await expect(sidebar(page).getByRole('link', { name: 'Libur Khusus' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('unit sees Beranda, the entries, its reports with Kalender, and Hak Akses', async ({ page }) => {
    await login(page, UNIT)
    const menu = sidebar(page)
    await expect(menu.getByRole('link')).toHaveText([
      'Beranda',
      'Absensi Manual',
      'Pengajuan Ijin',
      'Impor Absen Mesin',
      'Scan Log Mesin',
      'Jurnal Mengajar',
      'Jadwal Pelajaran',
      'Rekap Harian',
      'Rekapitulasi',
      'Riwayat Absensi',
      'Saldo Cuti',
      'Rekap Jam Mengajar',
      'Kalender',
      'Hak Akses',
    ])
    // Issue 34 gives level 1 the Laporan menu (SPEC §2 did not); Pendataan stays level 0's.
    await expect(menu.getByRole('heading', { name: 'Laporan' })).toBeVisible()
    await expect(menu.getByRole('heading', { name: 'Pendataan' })).toHaveCount(0)
    await expect(menu.getByText('Pendataan')).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Pegawai' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Tahun Ajaran' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Pengaturan Umum' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Data', exact: true })).toHaveCount(0)
    await expect(page.getByRole('banner')).toContainText('Admin SDIT 1')
    await expect(page.getByTestId('nama-yayasan')).toHaveText(FOUNDATION)
    await expect(page.getByRole('banner')).not.toContainText('Administrator Yayasan')
  })

  test("unit dashboard: its reports' tiles, Saldo Cuti among them, as in its Laporan menu", async ({
    page,
  }) => {
    await login(page, UNIT)
    const reports = page.getByRole('navigation', { name: /^Laporan / })
    await expect(reports.getByRole('link')).toHaveText([
      /^Rekap Harian/,
      /^Rekapitulasi/,
      /^Riwayat Absensi/,
      /^Saldo Cuti/,
      /^Kalender Kerja/,
    ])
    await reports.getByRole('link', { name: /Saldo Cuti/ }).click()
    await expect(page).toHaveURL('/saldocuti')
    await expect(page.getByRole('heading', { name: 'Saldo Cuti', level: 1 })).toBeVisible()
  })

  test('unit dashboard shows its own counts', async ({ page }) => {
    await login(page, UNIT)
    expect(await tileNumber(page, 'jum-pegawai')).toBe(31) // SDIT1's active employees
    // A figure, not a link: Data Pegawai is Admin Yayasan's.
    await expect(page.getByRole('link', { name: /Pegawai Aktif/ })).toHaveCount(0)
    await expect(page.getByTestId('jum-pengajuanijin')).toHaveText(/^\d/)
  })
})
