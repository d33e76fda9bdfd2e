import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { DATA_MESSAGES } from '../../src/contract/messages.ts'
import { test } from '../e2e/fixed-clock.ts'
import { login } from './support.ts'

/**
 * Live mode: no MSW, no worker, no wasm; the same UI talks to a real HTTP server. The build's API
 * base is http://127.0.0.1:PORT/admin/ while the UI is opened from http://localhost:PORT, so every
 * call crosses origins (CORS preflight for the Authorization header).
 */

test('the live build logs in across origins against the reference server without loading the mock', async ({
  page,
}) => {
  const loaded: URL[] = []
  page.on('request', (request) => loaded.push(new URL(request.url())))
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('Akun demo')).toHaveCount(0)
  await login(page)
  await expect(page.getByTestId('jum-pegawai')).toHaveText(/^\d+$/)

  const login_ = loaded.find((url) => url.pathname === '/admin/admin/login')
  expect(login_?.hostname).toBe('127.0.0.1')
  expect(new URL(page.url()).hostname).toBe('localhost')
  expect(
    loaded.some((url) =>
      /mockServiceWorker|mock-service-worker|server\.worker|\.wasm$|start-mock/.test(url.pathname),
    ),
  ).toBe(false)
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
})

test('the live build ships no MSW, worker or wasm chunk', () => {
  const assets = readdirSync(join(import.meta.dirname, '../../dist-live/assets'))
  expect(assets.some((name) => name.startsWith('index-') && name.endsWith('.js'))).toBe(true)
  expect(assets.filter((name) => /msw|server\.worker|start-mock|\.wasm$/.test(name))).toEqual([])
})

test('the live server sends no MSW worker and guards its pages with headers', async ({ request }) => {
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404)
  expect((await request.get('/mock-service-worker.js')).status()).toBe(404)
  const page = await request.get('/data')
  const policy = page.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'")
  expect(policy).toMatch(/; frame-ancestors 'none'$/)
  expect(page.headers()['x-content-type-options']).toBe('nosniff')
  expect(page.headers()['referrer-policy']).toBe('no-referrer')
})

test('a wrong password shows the server message in the Gagal dialog', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Nama Pengguna').fill('admin')
  await page.getByLabel('Kata Sandi').fill('keliru')
  await page.getByRole('button', { name: 'Masuk' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Gagal' })
  await expect(dialog).toContainText('Nama pengguna atau kata sandi salah!')
})

test('the Data screen works against the server: its file storage, an export, a refused import', async ({
  page,
}) => {
  await login(page)
  await page.goto('/data')
  // The same suite runs on the SQLite file (project live) and on PostgreSQL (project live-pg).
  const tempat =
    test.info().project.name === 'live-pg' ? 'Server basis data PostgreSQL' : 'Berkas basis data di server'
  await expect(page.getByTestId('tempat-data')).toContainText(tempat)
  await expect(page.getByTestId('penyimpanan-permanen')).toHaveCount(0) // browser storage is not involved

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ekspor basis data' }).click(),
  ])
  const dir = mkdtempSync(join(tmpdir(), 'presensi-live-'))
  try {
    const file = join(dir, download.suggestedFilename())
    await download.saveAs(file)
    expect(execFileSync('sqlite3', [file, 'PRAGMA integrity_check'], { encoding: 'utf8' }).trim()).toBe('ok')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  await page.getByLabel('Berkas basis data (.sqlite)').setInputFiles({
    name: 'bukan.sqlite',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('ini bukan basis data'),
  })
  await page.getByRole('button', { name: 'Impor basis data' }).click()
  await page
    .getByRole('alertdialog', { name: DATA_MESSAGES.importConfirm })
    .getByRole('button', { name: 'Ya, ganti data' })
    .click()
  await expect(page.getByRole('alertdialog', { name: 'Gagal' })).toContainText(DATA_MESSAGES.notSqlite)
})

test('pictures need the session on the live server too: 401 without the token, the letter with it', async ({
  page,
}) => {
  await login(page)
  const statuses = await page.evaluate(async () => {
    const { token_app } = JSON.parse(localStorage.getItem('presensi.sesi') ?? '{}') as { token_app: string }
    const withToken = { headers: { Authorization: `Bearer ${token_app}` } }
    // The seeded leave requests are numbered from 1; some have a letter.
    for (let idj = 1; idj <= 30; idj++) {
      const path = `/uploads/suratijin/${idj}.jpg`
      const answer = await fetch(path, withToken)
      if (answer.ok) return { path, withToken: answer.status, without: (await fetch(path)).status }
    }
    return null
  })
  expect(statuses).toMatchObject({ withToken: 200, without: 401 })
})
