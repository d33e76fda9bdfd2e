import { expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { ADMIN, alertDialog, expectToast, login, sidebar, table, UNIT } from './support.ts'

/** Pengguna (SPEC.md §2, §5 User save): list, add, edit, delete and every message. */

async function openPengguna(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Hak Akses' }).click()
  await expect(page.getByRole('heading', { name: 'Hak Akses Pengguna', level: 1 })).toBeVisible()
}
const userRow = (page: Page, usernama: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: usernama, exact: true }) })
const form = (page: Page) => page.getByRole('dialog', { name: /Pengguna/ })

async function dismiss(page: Page, title: string, text: string) {
  const dialog = alertDialog(page, title)
  await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
}

test('admin adds, edits and deletes a user, with every message', async ({ page }) => {
  await login(page, ADMIN)
  await openPengguna(page)
  await expect(userRow(page, 'admin')).toContainText('Admin Yayasan')
  await expect(userRow(page, 'unit')).toContainText(/Admin Unit \S+/)

  await page.getByRole('button', { name: 'Tambah Pengguna' }).click()
  await form(page).getByRole('button', { name: 'Simpan' }).click()
  await dismiss(page, 'Perhatian', 'Lengkapi isian!')

  await form(page).getByLabel('Nama Lengkap').fill('Operator SD')
  await form(page).getByLabel('Nama Pengguna').fill('unit')
  await expect(form(page).getByText('Nama pengguna sudah digunakan!')).toBeVisible()
  await form(page).getByLabel('Kata Sandi').fill('rahasia1')
  await form(page).getByLabel('Hak Akses').selectOption('1')
  await form(page).getByLabel('Unit').selectOption({ index: 1 })
  await form(page).getByRole('button', { name: 'Simpan' }).click()
  await dismiss(page, 'Perhatian', 'Nama pengguna sudah digunakan!')

  await form(page).getByLabel('Nama Pengguna').fill('operator.sd')
  await expect(form(page).getByText('Nama pengguna sudah digunakan!')).toHaveCount(0)
  await form(page).getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(userRow(page, 'operator.sd')).toContainText('Operator SD')

  await userRow(page, 'operator.sd').getByRole('button', { name: 'Ubah operator.sd' }).click()
  await expect(form(page).getByLabel('Nama Lengkap')).toHaveValue('Operator SD')
  await form(page).getByLabel('Nama Lengkap').fill('Operator SD Baru')
  await form(page).getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data tersimpan')
  await expect(userRow(page, 'operator.sd')).toContainText('Operator SD Baru')

  await userRow(page, 'operator.sd').getByRole('button', { name: 'Hapus operator.sd' }).click()
  const confirm = alertDialog(page, 'Hapus Pengguna ini?')
  await expect(confirm).toContainText('Sekali terhapus data tidak akan bisa dikembalikan!')
  await confirm.getByRole('button', { name: 'Ya, hapus' }).click()
  await expectToast(page, 'Data telah dihapus!')
  await expect(userRow(page, 'operator.sd')).toHaveCount(0)
})

test('deleting oneself is refused with the server message under Gagal', async ({ page }) => {
  await login(page, ADMIN)
  await openPengguna(page)
  await userRow(page, 'admin').getByRole('button', { name: 'Hapus admin' }).click()
  await alertDialog(page, 'Hapus Pengguna ini?').getByRole('button', { name: 'Ya, hapus' }).click()
  await dismiss(page, 'Gagal', 'Anda tidak dapat menghapus akun Anda sendiri.')
  await expect(userRow(page, 'admin')).toHaveCount(1)
})

test('a unit admin sees only its unit and can only add unit admins of it', async ({ page }) => {
  await login(page, UNIT)
  await openPengguna(page)
  await expect(table(page).getByRole('row')).toHaveCount(2)
  await expect(userRow(page, 'unit')).toBeVisible()
  await page.getByRole('button', { name: 'Tambah Pengguna' }).click()
  await expect(
    form(page).getByLabel('Hak Akses').locator('option', { hasText: 'Admin Yayasan' }),
  ).toHaveCount(0)
  await expect(form(page).getByLabel('Unit')).toBeDisabled()
})
