import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, expect } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, addYear, login, openTahunAjaran, storedToken, table, yearRow } from './support.ts'

test('an added academic year survives a reload', async ({ page }) => {
  await login(page, ADMIN)
  await openTahunAjaran(page)
  await addYear(page, '2030/2031', '2030-07-15', '2031-06-27')
  await page.reload()
  await expect(page).toHaveURL('/tahunajaran')
  await expect(yearRow(page, '2030/2031')).toHaveCount(1)
  await expect(yearRow(page, '2030/2031')).toContainText('15 Juli 2030')
  await expect(table(page).getByRole('row')).toHaveCount(4)
})

test('the login session survives a reload', async ({ page }) => {
  await login(page, ADMIN)
  const token = await storedToken(page)
  await page.reload()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
  await expect(page.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
  await expect(page.getByTestId('jum-pengajuanijin')).toHaveText(/^[1-9]/)
  await expect(page.getByRole('banner')).toContainText('Administrator Yayasan')
  // The server accepted the stored token on load: it is still the same session.
  expect(await storedToken(page)).toBe(token)
})

test('quick reloads end with the reloaded page owning the database', async ({ page }) => {
  await login(page, ADMIN)
  // Reload before the local server has finished starting: the old page still holds the lock
  // briefly, so the new one may start as its guest and then take the database over.
  for (let i = 0; i < 3; i++) await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  await expect(page.locator('html')).toHaveAttribute('data-backend-role', 'owner')
})

test('data and session survive closing and reopening the browser profile', async ({ baseURL }, testInfo) => {
  const profile = await mkdtemp(join(tmpdir(), 'presensi-e2e-'))
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    })
  let context: BrowserContext | null = null
  try {
    context = await launch()
    const page = context.pages()[0] ?? (await context.newPage())
    await login(page, ADMIN)
    await openTahunAjaran(page)
    await addYear(page, '2031/2032', '2031-07-14', '2032-06-25')
    await context.close()
    context = null

    context = await launch()
    const again = context.pages()[0] ?? (await context.newPage())
    await again.goto('/tahunajaran')
    // Still logged in (localStorage) and the year is still in the database (OPFS).
    await expect(again).toHaveURL('/tahunajaran')
    await expect(again.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
    await expect(yearRow(again, '2031/2032')).toHaveCount(1)
    await expect(yearRow(again, '2031/2032')).toContainText('14 Juli 2031')
    await expect(yearRow(again, '2026/2027')).toContainText('Aktif')
  } finally {
    await context?.close()
    await rm(profile, { recursive: true, force: true })
  }
  testInfo.annotations.push({ type: 'profile', description: profile })
})
