import { expect, type Page } from '@playwright/test'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'

/** Logs in as the demo's administrator (the live server runs with --demo) and waits for Beranda. */
export async function login(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Nama Pengguna').fill(DEMO_ADMIN.usernama)
  await page.getByLabel('Kata Sandi').fill(DEMO_ADMIN.pass)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page.getByRole('heading', { name: 'Beranda' })).toBeVisible()
}
