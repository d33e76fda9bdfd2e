import { expect, type Page } from '@playwright/test'
import { ADMIN, alertDialog, expectToast, login, sidebar } from './support.ts'

/** Logs in as the foundation admin and opens a Pendataan screen through the sidebar. */
export async function openPendataan(page: Page, menu: string, heading = menu) {
  await login(page, ADMIN)
  await sidebar(page).getByRole('link', { name: menu, exact: true }).click()
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

/** A message dialog ('Perhatian', 'Gagal') with exactly this text, closed with OK. */
export async function expectMessage(page: Page, title: string, text: string) {
  const dialog = alertDialog(page, title)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
}

/** Presses a row's 'Hapus <name>', checks the confirmation and answers it. */
export async function confirmDelete(page: Page, name: string, title: string, answer: 'Ya, hapus' | 'Batal') {
  await page.getByRole('button', { name: `Hapus ${name}`, exact: true }).click()
  const confirm = alertDialog(page, title)
  await expect(confirm).toContainText('Sekali terhapus data tidak akan bisa dikembalikan!')
  await confirm.getByRole('button', { name: answer }).click()
  await expect(confirm).toBeHidden()
}

export { expectToast }
