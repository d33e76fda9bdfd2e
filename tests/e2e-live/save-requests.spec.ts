import { expect, type Page } from '@playwright/test'
import { test } from '../e2e/fixed-clock.ts'
import { login } from './support.ts'

/**
 * After a save against the live server, only what the save names is requested again
 * (src/ui/lib/write-effects.ts): its own list, not every query of the screen and the layout (the
 * top bar's settings, the form's offices), as `invalidateAll` once did.
 */

/** The API calls the page sends from now on, as 'METHOD path' (CORS preflights left out). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/admin/api/') && request.method() !== 'OPTIONS')
      calls.push(`${request.method()} ${url.pathname}`)
  })
  return calls
}

test('saving an area requests the area list again, and nothing else', async ({ page }) => {
  await login(page)
  await page.goto('/areaabsensi')
  await expect(page.getByRole('heading', { name: 'Area Absensi' })).toBeVisible()
  const lokasi = `Pos Hitung ${test.info().project.name} ${test.info().retry}`
  await page.getByRole('button', { name: 'Tambah' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Area Absensi' })
  await form.getByLabel('Nama Lokasi').fill(lokasi)
  await form.getByLabel('Unit', { exact: true }).selectOption({ index: 1 })
  await form.getByLabel('Latitude').fill('-7.8')
  await form.getByLabel('Longitude').fill('110.4')
  await form.getByLabel('Radius (meter)').fill('50')
  // The top bar's settings and the form's offices are on screen while it saves.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(form.getByLabel('Unit', { exact: true }).locator('option')).not.toHaveCount(1)

  const calls = recordApiCalls(page)
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByRole('cell', { name: lokasi, exact: true })).toBeVisible()
  // A marker after the save: every reload the save started was sent before this one.
  const marker = page.waitForRequest((request) => request.url().includes('/admin/api/area_absensi'))
  await page.getByRole('button', { name: 'Muat Ulang' }).click()
  await marker

  expect(calls).toEqual([
    'POST /admin/api/area_absensi', // the save
    'GET /admin/api/area_absensi', // what it names
    'GET /admin/api/area_absensi', // the marker
  ])
})
