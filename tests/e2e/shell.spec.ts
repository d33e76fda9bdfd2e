import { type BrowserContext, expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { appendToJournal } from './storage.ts'
import {
  ADMIN,
  alertDialog,
  type DemoUser,
  FOUNDATION,
  login,
  NO_ACTIVE_YEAR,
  navigateInApp,
  openAddModal,
  openTahunAjaran,
  sidebar,
  storedSession,
  UNIT,
} from './support.ts'

const APP = 'Presensi Admin'

/** Route → heading and document title (src/ui/app/route-table.ts). */
const TITLES: [string, string][] = [
  ['/', 'Beranda'],
  ['/pegawai', 'Data Pegawai'],
  ['/pegawai/baru', 'Tambah Pegawai'],
  ['/shift', 'Jadwal'],
  ['/absensiharian', 'Rekap Kedatangan Harian'],
  ['/pengguna', 'Hak Akses Pengguna'],
  ['/tahunajaran', 'Tahun Ajaran'],
  ['/pengaturan', 'Pengaturan'],
]

test.describe('Titles and the sidebar', () => {
  test('each screen names itself in the document title; login and 404 too', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle(`Masuk · ${APP}`)
    await login(page, ADMIN)
    for (const [path, title] of TITLES) {
      await navigateInApp(page, path)
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
      await expect(page).toHaveTitle(`${title} · ${APP}`)
    }
    await navigateInApp(page, '/tidak-ada')
    await expect(page).toHaveTitle(`Halaman tidak ditemukan · ${APP}`)
  })

  test('the sidebar link of a section stays current below it (by prefix)', async ({ page }) => {
    await login(page, ADMIN)
    const current = sidebar(page).locator('[aria-current="page"]')
    const expected: [string, string][] = [
      ['/pegawai', 'Pegawai'],
      ['/pegawai/5', 'Pegawai'],
      ['/pegawai/baru', 'Pegawai'],
      ['/absensirekap/5', 'Rekapitulasi'],
      ['/', 'Beranda'],
    ]
    for (const [path, link] of expected) {
      await navigateInApp(page, path)
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(link)
    }
    // '/' is current only on itself, never as a prefix of everything.
    await navigateInApp(page, '/shift')
    await expect(current).toHaveText('Jadwal')
  })

  test('the foundation name is in the top bar', async ({ page }) => {
    await login(page, UNIT)
    await expect(page.getByRole('banner').getByTestId('nama-yayasan')).toHaveText(FOUNDATION)
  })

  test('an unknown address shows the 404 page inside the layout', async ({ page }) => {
    await login(page, UNIT)
    await page.goto('/tidak-ada/sama-sekali')
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeVisible()
    await expect(sidebar(page)).toBeVisible()
    await expect(page.getByRole('banner')).toContainText('Admin SDIT 1')
    await page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' }).click()
    await expect(page).toHaveURL('/')
  })

  test('links keep the theme colour (no browser purple) and toasts leave the top bar free', async ({
    page,
  }) => {
    await login(page, ADMIN)
    await openTahunAjaran(page)
    const link = page.getByRole('main').getByRole('link', { name: 'Lanjut ke Beranda' })
    await expect(link).toHaveCSS('color', 'rgb(15, 118, 110)')

    await navigateInApp(page, '/pengaturan')
    await page.getByRole('button', { name: 'Simpan' }).click()
    const toast = page.getByRole('listitem').filter({ hasText: 'Tersimpan!' })
    await expect(toast).toBeVisible()
    const [toastBox, barBox] = await Promise.all([
      toast.boundingBox(),
      page.getByRole('banner').boundingBox(),
    ])
    if (!toastBox || !barBox) throw new Error('toast or top bar not laid out')
    expect(toastBox.y).toBeGreaterThan(barBox.y + barBox.height)
  })
})

test.describe('Start from the stored session', () => {
  test('a reload shows the layout before the local server is ready (no session-check screen)', async ({
    page,
  }) => {
    await login(page, ADMIN)
    await page.addInitScript(() => {
      // Records the backend's state at the moment the sidebar first appears.
      const observer = new MutationObserver(() => {
        if (!document.querySelector('aside[aria-label="Menu utama"]')) return
        ;(window as { sidebarShownWhile?: string }).sidebarShownWhile =
          document.documentElement.dataset.backend ?? 'not started'
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await page.goto('/pegawai')
    await expect(page.getByRole('heading', { name: 'Data Pegawai', level: 1 })).toBeVisible()
    const shownWhile = await page.evaluate(() => (window as { sidebarShownWhile?: string }).sidebarShownWhile)
    expect(shownWhile).not.toBe('ready')
    await expect(page.getByText('Memeriksa sesi...')).toHaveCount(0)
  })

  /** Logs in, closes the app and makes no academic year active in storage; opens `path` again. */
  async function reloadWithoutActiveYear(page: Page, context: BrowserContext, user: DemoUser, path: string) {
    await login(page, user)
    await page.close()
    await appendToJournal(context, [['UPDATE tahunajaran SET aktif = 0', []]])
    const app = await context.newPage()
    await app.goto(path)
    return app
  }

  test('status_ta on reload: a unit admin is logged out with the warning', async ({ page, context }) => {
    const app = await reloadWithoutActiveYear(page, context, UNIT, '/absensimanual')
    const dialog = alertDialog(app, 'Gagal Login')
    await expect(dialog).toContainText(NO_ACTIVE_YEAR)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(app).toHaveURL('/login')
    expect(await storedSession(app)).toBeNull()
  })

  test('status_ta on reload: an administrator is sent to /tahunajaran', async ({ page, context }) => {
    const app = await reloadWithoutActiveYear(page, context, ADMIN, '/pegawai')
    await expect(app).toHaveURL('/tahunajaran')
    await expect(app.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
    expect(await storedSession(app)).not.toBeNull()
  })
})

test.describe('Keyboard', () => {
  test('the login page focuses the username', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByLabel('Nama Pengguna')).toBeFocused()
  })

  test('after a navigation focus is on the new page heading', async ({ page }) => {
    await login(page, ADMIN)
    await sidebar(page).getByRole('link', { name: 'Libur Khusus' }).click()
    await expect(page.getByRole('heading', { name: 'Libur Khusus', level: 1 })).toBeFocused()
    await sidebar(page).getByRole('link', { name: 'Pegawai' }).press('Enter')
    await expect(page.getByRole('heading', { name: 'Data Pegawai', level: 1 })).toBeFocused()
  })

  test('the skip link is the first stop and leads to the content', async ({ page }) => {
    await login(page, ADMIN)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Langsung ke konten' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeFocused()
  })

  test('a form dialog starts on its first field', async ({ page }) => {
    await login(page, ADMIN)
    await openTahunAjaran(page)
    const modal = await openAddModal(page)
    await expect(modal.getByLabel('Tahun Ajaran')).toBeFocused()
  })
})

test('print: buttons, navigation and link decoration are hidden; the header names the foundation', async ({
  page,
}) => {
  await login(page, ADMIN)
  await navigateInApp(page, '/absensiriwayat')
  await expect(page.getByRole('heading', { name: 'Riwayat Absensi Pegawai', level: 1 })).toBeVisible()
  // Employee names link to their form (level 0).
  const links = page.getByRole('main').getByRole('link')
  await expect(links.first()).toBeVisible()
  const buttons = page.locator('button')
  expect(await buttons.count()).toBeGreaterThan(3)
  await page.emulateMedia({ media: 'print' })
  // The browser's own print command prints the report's whole print view (docs/printing.md).
  const header = page.getByTestId('print-document').locator('.print-header')
  await expect(header).toBeVisible()
  await expect(header).toContainText(FOUNDATION)
  await expect(header).toContainText('Riwayat Absensi Pegawai')
  await expect(header).toContainText('Dicetak')
  for (const button of await buttons.all()) await expect(button).toBeHidden()
  for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden()
  await expect(page.locator('#root').getByRole('banner')).toBeHidden()
  const decorated = await links.evaluateAll(
    (links) => links.filter((a) => getComputedStyle(a).textDecorationLine !== 'none').length,
  )
  expect(decorated).toBe(0)
})
