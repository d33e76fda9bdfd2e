import { expect, type Page } from '@playwright/test'
import { HEAD_OFFICE } from '../../seeds/offices.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, expectAdminOnlyPage, expectToast, FOUNDATION, login, sidebar, UNIT } from './support.ts'

const M = {
  namaRequired: 'Isikan nama yayasan terlebih dahulu!',
  namaTooLong: 'Nama yayasan maksimal 150 karakter',
  toleransiInvalid: 'Toleransi keterlambatan harus bilangan bulat 0 sampai 240 menit',
}

const field = {
  nama: (page: Page) => page.getByLabel('Nama Yayasan'),
  alamat: (page: Page) => page.getByLabel('Alamat Yayasan'),
  toleransi: (page: Page) => page.getByLabel('Toleransi Keterlambatan (menit)'),
  zona: (page: Page) => page.getByLabel('Zona Waktu'),
}
const save = (page: Page) => page.getByRole('button', { name: 'Simpan' })

async function openPengaturan(page: Page) {
  await login(page, ADMIN)
  await sidebar(page).getByRole('link', { name: 'Pengaturan Umum' }).click()
  await expect(page).toHaveURL('/pengaturan')
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible()
}

test('shows the demo settings, saves them with Tersimpan! and the top bar follows', async ({ page }) => {
  await openPengaturan(page)
  await expect(field.nama(page)).toHaveValue(FOUNDATION)
  await expect(field.alamat(page)).toHaveValue(HEAD_OFFICE.alamat)
  await expect(field.toleransi(page)).toHaveValue('0')
  await expect(field.zona(page)).toHaveValue('Asia/Jakarta')

  await field.nama(page).fill('  Yayasan Uji Coba  ')
  await field.alamat(page).fill('Jl. Percobaan No. 7, Bantul')
  await field.toleransi(page).fill('15')
  await save(page).click()
  await expectToast(page, 'Tersimpan!')
  await expect(field.nama(page)).toHaveValue('Yayasan Uji Coba')
  await expect(page.getByTestId('nama-yayasan')).toHaveText('Yayasan Uji Coba')

  await page.reload()
  await expect(field.nama(page)).toHaveValue('Yayasan Uji Coba')
  await expect(field.alamat(page)).toHaveValue('Jl. Percobaan No. 7, Bantul')
  await expect(field.toleransi(page)).toHaveValue('15')
  await expect(page.getByTestId('nama-yayasan')).toHaveText('Yayasan Uji Coba')
})

test('the time zone offers WIB, WITA and WIT; WITA is saved and shown after a reload', async ({ page }) => {
  await openPengaturan(page)
  const options = field.zona(page).getByRole('option')
  await expect(options).toHaveText(['WIB (Asia/Jakarta)', 'WITA (Asia/Makassar)', 'WIT (Asia/Jayapura)'])
  await field.zona(page).selectOption({ label: 'WITA (Asia/Makassar)' })
  await save(page).click()
  await expectToast(page, 'Tersimpan!')

  await page.reload()
  await expect(field.zona(page)).toHaveValue('Asia/Makassar')
  await expect(field.zona(page).locator('option:checked')).toHaveText('WITA (Asia/Makassar)')
  await expect(field.nama(page)).toHaveValue(FOUNDATION) // the other settings are kept
})

test('each bad field shows its message under it, focuses it and saves nothing', async ({ page }) => {
  await openPengaturan(page)
  const cases: [keyof typeof field, string, string][] = [
    ['nama', '', M.namaRequired],
    ['nama', '    ', M.namaRequired],
    ['nama', 'Y'.repeat(151), M.namaTooLong],
    ['toleransi', '', M.toleransiInvalid],
    ['toleransi', '241', M.toleransiInvalid],
    ['toleransi', '-1', M.toleransiInvalid],
    ['toleransi', '2.5', M.toleransiInvalid],
  ]
  for (const [name, value, message] of cases) {
    await field[name](page).fill(value)
    await save(page).click()
    await expect(field[name](page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(message, { exact: true })).toBeVisible()
    await expect(field[name](page)).toBeFocused()
    await field[name](page).fill(name === 'nama' ? FOUNDATION : '0')
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'Tersimpan!' })).toHaveCount(0)
  await page.reload()
  await expect(field.nama(page)).toHaveValue(FOUNDATION)
  await expect(field.toleransi(page)).toHaveValue('0')
})

test('level 1 has no Pengaturan Umum link and is told /pengaturan is for Admin Yayasan', async ({ page }) => {
  await login(page, UNIT)
  await expect(sidebar(page).getByRole('link', { name: 'Pengaturan Umum' })).toHaveCount(0)
  await page.goto('/pengaturan')
  await expectAdminOnlyPage(page, '/pengaturan', 'Pengaturan')
})

test('the Cuti section: each leave setting saved and shown after a reload; an emptied number refused', async ({
  page,
}) => {
  await openPengaturan(page)
  const dasar = page.getByLabel('Dasar pemberian cuti tahunan')
  const jatah = page.getByLabel('Jatah cuti tahunan (hari)')
  const bawa = page.getByLabel('Sisa cuti yang dapat dibawa (hari)')
  const potong = page.getByRole('switch', { name: 'Cuti bersama memotong cuti tahunan' })
  const tingkat = page.getByLabel('Persetujuan pengajuan')
  await expect(dasar).toHaveValue('januari')
  await expect(jatah).toHaveValue('12')
  await expect(potong).not.toBeChecked()
  await expect(tingkat).toHaveValue('1')

  await jatah.fill('')
  await save(page).click()
  await expect(page.getByText('Jatah cuti tahunan harus bilangan bulat 0 sampai 30 hari')).toBeVisible()
  await expect(jatah).toBeFocused()

  await dasar.selectOption({ label: 'Ulang tahun masa kerja' })
  await jatah.fill('14')
  await bawa.fill('6')
  await potong.click()
  await tingkat.selectOption({ label: '2 tingkat: Admin Unit lalu Admin Yayasan' })
  await save(page).click()
  await expectToast(page, 'Tersimpan!')

  await page.reload()
  await expect(dasar).toHaveValue('ulang_tahun')
  await expect(jatah).toHaveValue('14')
  await expect(bawa).toHaveValue('6')
  await expect(potong).toBeChecked()
  await expect(tingkat).toHaveValue('2')
})
