import { expect, type Page, type Route } from '@playwright/test'
import { test } from '../e2e/fixed-clock.ts'
import { login } from './support.ts'

/**
 * The live UI against a backend that breaks the contract. `page.route()` on the API base with
 * `route.fetch()` is the mangling proxy, in the browser: each call is answered by the real server,
 * and the answer is changed the way a wrong backend would before the page sees it. Every case must
 * end in the contract message naming the call and field, with the page around it still working.
 */

const CONTRACT = 'Jawaban server tidak sesuai kontrak'

type Json = Record<string, unknown>

/** Answers `call` (a glob on the API base) with the real answer passed through `mangle`. */
async function mangle(page: Page, call: string, change: (answer: Json) => unknown) {
  await page.route(`**/admin/${call}`, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.continue() // the CORS preflight
    const response = await route.fetch()
    await route.fulfill({ response, json: change((await response.json()) as Json) })
  })
}

/** Console errors of the page, to see the whole issue list is logged. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigasi' })

test('a list answered as a bare array: the contract message, not an empty table', async ({ page }) => {
  const errors = consoleErrors(page)
  await login(page)
  await mangle(page, 'api/shift', (answer) => answer.datae)
  await sidebar(page).getByRole('link', { name: 'Jadwal', exact: true }).click()
  const table = page.getByRole('table').first()
  await expect(table.getByRole('alert')).toContainText(
    `${CONTRACT}: GET api/shift: expected object, received array`,
  )
  await expect(table).not.toContainText('Belum ada data')
  await expect(page.getByRole('heading', { name: 'Jadwal', exact: true })).toBeVisible()
  expect(errors.some((text) => text.includes('[kontrak] GET api/shift'))).toBe(true)
  // The rest of the screen works: the add form opens.
  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Tambah Jadwal' }).getByLabel('Nama Kategori')).toBeVisible()
})

test('GET api/beranda/ringkasan answered {}: the contract message, the counts still show', async ({
  page,
}) => {
  await mangle(page, 'api/beranda/ringkasan', () => ({}))
  await login(page)
  await expect(page.getByRole('alert')).toContainText(`${CONTRACT}: GET api/beranda/ringkasan: `)
  await expect(page.getByRole('alert')).toContainText('received undefined')
  await expect(page.getByTestId('jum-pegawai')).toHaveText(/^\d+$/)
  // Navigation still works from here.
  await sidebar(page).getByRole('link', { name: 'Jadwal', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Jadwal', exact: true })).toBeVisible()
})

test("a schedule's hari sent as an array: opening it names the field, the list stays", async ({ page }) => {
  await login(page)
  await mangle(page, 'api/shift/*', (answer) => ({ ...answer, hari: JSON.parse(String(answer.hari)) }))
  await sidebar(page).getByRole('link', { name: 'Jadwal', exact: true }).click()
  await page.getByRole('button', { name: 'Ubah Staf Kantor' }).click()
  const modal = page.getByRole('dialog', { name: 'Ubah Jadwal' })
  await expect(modal.getByRole('alert')).toContainText(
    `${CONTRACT}: GET api/shift/{id}: hari: expected string, received array`,
  )
  await modal.getByRole('button', { name: 'Tutup' }).click()
  await expect(page.getByRole('table').first()).toContainText('Staf Kantor')
  await expect(sidebar(page)).toBeVisible()
})

test('a login answered with token instead of token_app: the message on the login screen', async ({
  page,
}) => {
  await mangle(page, 'admin/login', (answer) => {
    const { token_app, ...user } = answer.data as Json
    return { ...answer, data: { ...user, token: token_app } }
  })
  await page.goto('/login')
  await page.getByLabel('Nama Pengguna').fill('admin')
  await page.getByLabel('Kata Sandi').fill('admin123')
  await page.getByRole('button', { name: 'Masuk' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Gagal' })
  await expect(dialog).toContainText(
    `${CONTRACT}: PUT admin/login: token_app: expected string, received undefined`,
  )
  await dialog.getByRole('button', { name: 'OK' }).click()
  // Not 'Sesi tidak valid' on every screen: still on the login form, which works with a right answer.
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Presensi Admin' })).toBeVisible()
  await page.unroute('**/admin/admin/login')
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('heading', { name: 'Beranda' })).toBeVisible()
})
