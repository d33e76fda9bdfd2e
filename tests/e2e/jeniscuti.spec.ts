import { expect } from '@playwright/test'
import { seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { expectMessage, expectToast, openPendataan } from './master-support.ts'

/**
 * Leave types (issue 31, docs/cuti.md "Jenis cuti"), as the foundation's admin does it: add a type
 * from the Pendataan menu and find it listed, then be told a code is already taken.
 */
test('a leave type is added and listed; a taken code is refused, naming its type', async ({ page }) => {
  await openPendataan(page, 'Jenis Cuti')
  const main = page.getByRole('main')
  await expect(main.getByRole('row').filter({ hasText: 'Cuti Tahunan' })).toContainText('Cuti')

  await main.getByRole('button', { name: 'Tambah', exact: true }).click()
  const add = page.getByRole('dialog', { name: 'Tambah Jenis Cuti' })
  await add.getByLabel('Kode').fill('cu')
  await add.getByLabel('Nama').fill('Cuti Umrah')
  await add.getByLabel('Kuota (hari)').fill('10')
  await add.getByLabel('Kuota per').selectOption({ label: 'per peristiwa' })
  expect(await seriousViolations(page)).toEqual([])
  await add.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  const row = main.getByRole('row').filter({ hasText: 'Cuti Umrah' })
  await expect(row).toContainText('CU')
  await expect(row).toContainText('10 hari per peristiwa')

  // On a phone the list is cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  const card = page.getByRole('list', { name: 'Daftar jenis cuti' }).getByRole('listitem').filter({
    hasText: 'CU · Cuti Umrah',
  })
  await expect(card).toContainText('Kuota 10 hari per peristiwa')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await main.getByRole('button', { name: 'Tambah', exact: true }).click()
  const again = page.getByRole('dialog', { name: 'Tambah Jenis Cuti' })
  await again.getByLabel('Kode').fill('DL')
  await again.getByLabel('Nama').fill('Dinas Dalam Kota')
  await again.getByRole('button', { name: 'Simpan' }).click()
  await expectMessage(page, 'Gagal', 'Kode DL sudah dipakai jenis cuti Dinas Luar!')
  await expect(again).toBeVisible()
})
