import { expect } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { ADMIN, alertDialog, storedSession, submitLogin, UNIT } from './support.ts'

const USERNAME_REQUIRED = 'isikan nama pengguna terlebih dahulu!'
const PASSWORD_REQUIRED = 'isikan kata sandi terlebih dahulu!'

test.describe('Login screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
  })

  test('shows the form and the demo credentials', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Presensi Admin' })).toBeVisible()
    await expect(page.getByLabel('Nama Pengguna')).toBeVisible()
    await expect(page.getByLabel('Kata Sandi')).toHaveAttribute('type', 'password')
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
    const demo = page.getByRole('complementary', { name: 'Akun demo' })
    await expect(demo).toBeVisible()
    await expect(demo).toContainText('Akun demo')
    await expect(demo.getByRole('listitem')).toHaveText([
      `${ADMIN.usernama} / ${ADMIN.pass} — ${ADMIN.label}`,
      `${UNIT.usernama} / ${UNIT.pass} — ${UNIT.label}`,
    ])
  })

  test('empty submit shows both required messages', async ({ page }) => {
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page.getByText(USERNAME_REQUIRED, { exact: true })).toBeVisible()
    await expect(page.getByText(PASSWORD_REQUIRED, { exact: true })).toBeVisible()
    await expect(page.getByLabel('Nama Pengguna')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Kata Sandi')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL('/login')
  })

  test('username only shows just the password message', async ({ page }) => {
    await page.getByLabel('Nama Pengguna').fill(ADMIN.usernama)
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page.getByText(PASSWORD_REQUIRED, { exact: true })).toBeVisible()
    await expect(page.getByText(USERNAME_REQUIRED, { exact: true })).toHaveCount(0)
    await expect(page).toHaveURL('/login')
  })

  test('password only shows just the username message', async ({ page }) => {
    await page.getByLabel('Kata Sandi').fill(ADMIN.pass)
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page.getByText(USERNAME_REQUIRED, { exact: true })).toBeVisible()
    await expect(page.getByText(PASSWORD_REQUIRED, { exact: true })).toHaveCount(0)
    await expect(page).toHaveURL('/login')
  })

  test('a blank-only username counts as empty', async ({ page }) => {
    await page.getByLabel('Nama Pengguna').fill('   ')
    await page.getByLabel('Kata Sandi').fill(ADMIN.pass)
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page.getByText(USERNAME_REQUIRED, { exact: true })).toBeVisible()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
  })

  test('wrong password shows the Gagal dialog and stays on /login', async ({ page }) => {
    await submitLogin(page, { usernama: ADMIN.usernama, pass: 'salah-sandi' })
    const dialog = alertDialog(page, 'Gagal')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Nama pengguna atau kata sandi salah!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
    expect(await storedSession(page)).toBeNull()
  })

  test('unknown user gets the same Gagal message', async ({ page }) => {
    await submitLogin(page, { usernama: 'tidakada', pass: 'apa-saja' })
    const dialog = alertDialog(page, 'Gagal')
    await expect(dialog).toContainText('Nama pengguna atau kata sandi salah!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL('/login')
  })
})
