import { expect, test } from '@playwright/test'

/** Live mode: no MSW, no worker, no wasm; the same UI talks to a real HTTP server. */
test('the live build logs in against the reference server without loading the mock', async ({ page }) => {
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('Akun demo')).toHaveCount(0)
  await page.getByLabel('Nama Pengguna').fill('admin')
  await page.getByLabel('Kata Sandi').fill('admin123')
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('heading', { name: 'Beranda' })).toBeVisible()
  await expect(page.getByTestId('jum-pegawai')).toHaveText(/^\d+$/)

  expect(loaded).toContain('/admin/admin/login')
  expect(loaded.some((path) => /mockServiceWorker|server\.worker|\.wasm$|start-mock/.test(path))).toBe(false)
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
})

test('a wrong password shows the server message in the Gagal dialog', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Nama Pengguna').fill('admin')
  await page.getByLabel('Kata Sandi').fill('keliru')
  await page.getByRole('button', { name: 'Masuk' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Gagal' })
  await expect(dialog).toContainText('Nama pengguna atau kata sandi salah!')
})
