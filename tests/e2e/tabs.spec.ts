import { expect, type Page, test } from '@playwright/test'
import { ADMIN, addYear, login, openTahunAjaran, yearRow } from './support.ts'

const BUSY_HEADING = 'Aplikasi sedang dibuka di tab lain'

const busyHeading = (page: Page) => page.getByRole('heading', { name: BUSY_HEADING })
const takeOverButton = (page: Page) => page.getByRole('button', { name: 'Gunakan di tab ini' })

test('a second tab must take the database over; the first then loses it', async ({ page, context }) => {
  await login(page, ADMIN)

  const second = await context.newPage()
  await second.goto('/login')
  await expect(busyHeading(second)).toBeVisible()
  await expect(second.getByRole('alert')).toContainText(
    'Data aplikasi hanya dapat dipakai di satu tab agar tidak rusak. Tutup tab lain, atau gunakan di tab ini.',
  )
  await expect(takeOverButton(second)).toBeVisible()
  // The first tab keeps working until the second one takes over.
  await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()

  await takeOverButton(second).click()
  await expect(busyHeading(second)).toBeHidden()
  // The second tab shares localStorage, so it already holds the session: it goes straight home.
  await expect(second).toHaveURL('/')
  await expect(second.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
  await expect(second.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)

  await expect(busyHeading(page)).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(
    'Tab lain telah mengambil alih data aplikasi. Tab ini tidak lagi menyimpan perubahan.',
  )
  await expect(takeOverButton(page)).toBeVisible()
})

test('a second tab with no session can take over and log in', async ({ page, context }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
  // Let the first tab finish opening the database before the second one asks for it.
  await expect
    .poll(() => page.evaluate(async () => (await fetch('/admin/api/cek/pengguna')).status))
    .toBe(401)

  const second = await context.newPage()
  await second.goto('/login')
  await expect(busyHeading(second)).toBeVisible()
  await takeOverButton(second).click()
  await expect(second.getByRole('button', { name: 'Masuk' })).toBeVisible()
  await login(second, ADMIN)
  await expect(second.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
  await expect(busyHeading(page)).toBeVisible()
})

test('data written in the second tab is there after the first takes back over', async ({ page, context }) => {
  await login(page, ADMIN)

  const second = await context.newPage()
  await second.goto('/tahunajaran')
  await takeOverButton(second).click()
  await expect(second.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
  await addYear(second, '2032/2033', '2032-07-12', '2033-06-24')
  await expect(busyHeading(page)).toBeVisible()

  await takeOverButton(page).click()
  await expect(busyHeading(page)).toBeHidden()
  await expect(busyHeading(second)).toBeVisible()
  await openTahunAjaran(page)
  await expect(yearRow(page, '2032/2033')).toHaveCount(1)
  await expect(yearRow(page, '2032/2033')).toContainText('12 Juli 2032')
  // And after a reload of the first tab, which now owns the database.
  await page.reload()
  await expect(yearRow(page, '2032/2033')).toHaveCount(1)
})

test('closing the tab that owns the database lets the other tab work again', async ({ page, context }) => {
  await login(page, ADMIN)
  const second = await context.newPage()
  await second.goto('/')
  await takeOverButton(second).click()
  await expect(second.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
  await expect(busyHeading(page)).toBeVisible()

  await second.close()
  await page.reload()
  await expect(busyHeading(page)).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
  await expect(page.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
})

test('taking over from a tab that is still starting leaves one working tab', async ({ page, context }) => {
  // The first tab's sql.js download is held back: it holds the lock and the files while starting.
  let held = false
  await context.route('**/*.wasm', async (route) => {
    if (!held) {
      held = true
      await new Promise((resolve) => setTimeout(resolve, 5000))
    }
    await route.continue()
  })
  await page.goto('/login')
  await expect.poll(() => held).toBe(true)
  const second = await context.newPage()
  await second.goto('/login')
  await expect(busyHeading(second)).toBeVisible()
  await takeOverButton(second).click()
  // The taker waits for the starting tab to let go of the files, then works.
  await expect(second.getByRole('button', { name: 'Masuk' })).toBeVisible({ timeout: 20_000 })
  await expect(second.locator('html')).toHaveAttribute('data-backend', 'ready')
  await expect(busyHeading(page)).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'lost')
  await login(second, ADMIN)
})
