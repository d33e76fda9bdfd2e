import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { storageFiles, storagePage, writeStoreFile } from './storage.ts'
import {
  ADMIN,
  login,
  navigateInApp,
  openAddModal,
  openTahunAjaran,
  sidebar,
  submitLogin,
  UNIT,
} from './support.ts'

/** Runs axe on the page and lists the serious and critical violations (empty when clean). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.passes.length, 'axe really checked something').toBeGreaterThan(0)
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}

test('login screen', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('login screen showing the validation messages and the Gagal dialog', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByText('isikan kata sandi terlebih dahulu!')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await submitLogin(page, { usernama: ADMIN.usernama, pass: 'salah' })
  await expect(page.getByRole('alertdialog', { name: 'Gagal' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('Beranda (admin)', async ({ page }) => {
  await login(page, ADMIN)
  await expect(page.getByTestId('jum-pegawai')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('Beranda (unit)', async ({ page }) => {
  await login(page, UNIT)
  await expect(page.getByTestId('jum-pegawai')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('Tahun Ajaran with the add modal open', async ({ page }) => {
  await login(page, ADMIN)
  await openTahunAjaran(page)
  await expect(page.getByRole('row')).toHaveCount(3)
  expect(await seriousViolations(page)).toEqual([])
  const modal = await openAddModal(page)
  await modal.getByRole('button', { name: 'Simpan' }).click()
  await expect(modal.getByLabel('Tahun Ajaran')).toHaveAccessibleDescription(
    'Isikan nama tahun ajaran terlebih dahulu!',
  )
  expect(await seriousViolations(page)).toEqual([])
})

test('Data screen, with the import confirmation open', async ({ page }) => {
  await login(page, ADMIN)
  await page.goto('/data')
  await expect(page.getByTestId('ukuran-db')).toBeVisible()
  await expect(page.getByTestId('kuota')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel('Berkas basis data (.sqlite)').setInputFiles({
    name: 'cadangan.sqlite',
    mimeType: 'application/vnd.sqlite3',
    buffer: Buffer.from('bukan sqlite'),
  })
  await page.getByRole('button', { name: 'Impor basis data' }).click()
  await expect(
    page.getByRole('alertdialog', { name: 'Ganti semua data dengan isi berkas ini?' }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the notice shown when the stored database cannot be opened', async ({ page, context }) => {
  await login(page, ADMIN)
  await page.close()
  const storage = await storagePage(context)
  const snapshot = (await storageFiles(storage)).find((name) => /^db-\d+\.sqlite$/.test(name))
  await writeStoreFile(storage, snapshot ?? 'db-1.sqlite', [], 'replace')
  const app = await context.newPage()
  await app.goto('/')
  await expect(app.getByRole('button', { name: 'Coba lagi' })).toBeVisible()
  expect(await seriousViolations(app)).toEqual([])
})

test('the phone drawer, open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, ADMIN)
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(sidebar(page)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('Pengaturan and the 404 page', async ({ page }) => {
  await login(page, ADMIN)
  await navigateInApp(page, '/pengaturan')
  await page.getByLabel('Nama Yayasan').fill('')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Isikan nama yayasan terlebih dahulu!')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await navigateInApp(page, '/tidak-ada')
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('Kalender Kerja: the year, a month, and the entry dialog showing its messages', async ({ page }) => {
  await login(page, ADMIN)
  await navigateInApp(page, '/kalender')
  await expect(page.getByRole('table', { name: 'Desember 2026', exact: true })).toBeVisible()
  await expect(page.locator('td[data-jenis="nasional"]').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Bulanan' }).click()
  await page.getByLabel('Bulan', { exact: true }).selectOption({ label: 'Desember' })
  await expect(page.locator('.kal-besar td[data-jenis="cuti_bersama"]')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Tambah Entri Kalender' })
  await dialog.getByRole('radio', { name: 'Unit tertentu' }).check()
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(dialog.getByText('Isikan keterangan terlebih dahulu!')).toBeVisible()
  await expect(dialog.getByRole('checkbox').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
