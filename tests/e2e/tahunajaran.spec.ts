import { type BrowserContext, expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { appendToJournal } from './storage.ts'
import {
  ADMIN,
  activateYear,
  addYear,
  alertDialog,
  fillYear,
  installNetworkSwitch,
  login,
  logout,
  NO_ACTIVE_YEAR,
  openAddModal,
  openTahunAjaran,
  SESSION_KEY,
  setOffline,
  storedSession,
  submitLogin,
  table,
  UNIT,
  yearRow,
} from './support.ts'

const EMPTY_TEXT = 'Belum ada data. Klik tombol tambah untuk menambahkan'
const NO_ACTIVE_NOTICE =
  'Belum ada tahun ajaran aktif. Pilih atau tambahkan tahun ajaran, lalu jadikan aktif.'
const SEEDED = ['2026/2027', '2025/2026'] // newest first, 2026/2027 active (seeds/calendar.ts)

/**
 * No active year: the UI cannot produce it (the active year cannot be deleted, the server answers
 * 409), but an imported or older database can be in it. The demo data is changed in storage.
 */
async function withoutActiveYear(page: Page, context: BrowserContext): Promise<Page> {
  await login(page, ADMIN)
  await logout(page)
  await page.close()
  await appendToJournal(context, [['UPDATE tahunajaran SET aktif = 0', []]])
  const app = await context.newPage()
  await app.goto('/login')
  return app
}

test('the seeded years are listed, the current one active', async ({ page }) => {
  await login(page, ADMIN)
  await openTahunAjaran(page)
  await expect(table(page).getByRole('row')).toHaveCount(SEEDED.length + 1)
  await expect(yearRow(page, '2026/2027')).toContainText('Aktif')
  await expect(yearRow(page, '2026/2027')).toContainText('13 Juli 2026')
  await expect(yearRow(page, '2025/2026').getByRole('button', { name: 'Jadikan Aktif' })).toBeVisible()
  await expect(page.getByText(NO_ACTIVE_NOTICE)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Lanjut ke Beranda' })).toBeVisible()
})

test('without an active year unit is refused and admin must choose one (SPEC §4, §8)', async ({
  page: first,
  context,
}) => {
  const page = await withoutActiveYear(first, context)
  await test.step('admin sees that no year is active', async () => {
    await submitLogin(page, ADMIN)
    await expect(page).toHaveURL('/tahunajaran')
    await expect(page.getByRole('status').filter({ hasText: NO_ACTIVE_NOTICE })).toBeVisible()
    await logout(page)
  })

  await test.step('unit login is refused with Gagal Login', async () => {
    await submitLogin(page, UNIT)
    const dialog = alertDialog(page, 'Gagal Login')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(NO_ACTIVE_YEAR)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/login')
    expect(await storedSession(page)).toBeNull()
    // Opening a protected route still lands on login: nothing was stored.
    await page.goto('/')
    await expect(page).toHaveURL('/login')
  })

  await test.step('admin login lands on /tahunajaran', async () => {
    await submitLogin(page, ADMIN)
    await expect(page).toHaveURL('/tahunajaran')
    await expect(page.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
    await expect(table(page).getByRole('row')).toHaveCount(SEEDED.length + 1)
    await expect(page.getByText(NO_ACTIVE_NOTICE)).toBeVisible()
  })

  await test.step('admin adds 2027/2028 and makes it active', async () => {
    await addYear(page, '2027/2028', '2027-07-12', '2028-06-23')
    await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0)
    await expect(yearRow(page, '2027/2028')).toContainText('12 Juli 2027')
    await expect(yearRow(page, '2027/2028')).toContainText('23 Juni 2028')
    await expect(page.getByText(NO_ACTIVE_NOTICE)).toBeVisible()
    // Its dates do not contain today: the confirmation says so.
    await activateYear(page, '2027/2028', /tidak berada dalam tahun ajaran 2027\/2028/)
    await expect(page.getByText(NO_ACTIVE_NOTICE)).toHaveCount(0)
    await logout(page)
  })

  await test.step('unit can now log in and reaches Beranda', async () => {
    await login(page, UNIT)
    await expect(page).toHaveURL('/')
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).not.toBeNull()
  })
})

test.describe('Adding an academic year', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ADMIN)
    await openTahunAjaran(page)
  })

  test('validation messages sit under their fields, focus goes to the first bad one', async ({ page }) => {
    const modal = await openAddModal(page)
    const nama = modal.getByLabel('Tahun Ajaran')
    const mulai = modal.getByLabel('Tanggal Mulai')
    const selesai = modal.getByLabel('Tanggal Selesai')
    const save = modal.getByRole('button', { name: 'Simpan' })

    await save.click()
    await expect(nama).toHaveAccessibleDescription('Isikan nama tahun ajaran terlebih dahulu!')
    await expect(mulai).toHaveAccessibleDescription(/Tanggal wajib diisi/)
    await expect(selesai).toHaveAccessibleDescription(/Tanggal wajib diisi/)
    await expect(nama).toBeFocused()

    await nama.fill('   ')
    await save.click()
    await expect(nama).toHaveAccessibleDescription('Isikan nama tahun ajaran terlebih dahulu!')

    for (const bad of ['2027-2028', '27/28', '2027/2028/2029', 'tahun ini']) {
      await nama.fill(bad)
      await save.click()
      await expect(nama).toHaveAccessibleDescription('Nama tahun ajaran harus berformat 2026/2027')
    }

    for (const bad of ['2027/2029', '2027/2027', '2028/2027']) {
      await nama.fill(bad)
      await save.click()
      await expect(nama).toHaveAccessibleDescription('Tahun kedua harus satu tahun setelah tahun pertama')
    }

    await nama.fill('2027/2028')
    await save.click()
    await expect(nama).toHaveAccessibleDescription('')
    await expect(mulai).toBeFocused()

    await mulai.fill('2027-07-12')
    await save.click()
    await expect(mulai).not.toHaveAccessibleDescription(/Tanggal wajib diisi/)
    await expect(selesai).toHaveAccessibleDescription(/Tanggal wajib diisi/)
    await expect(selesai).toBeFocused()

    await selesai.fill('2027-07-12')
    await save.click()
    await expect(selesai).toHaveAccessibleDescription(/Tanggal akhir harus setelah tanggal awal/)

    await mulai.fill('2026-07-12')
    await selesai.fill('2028-06-01')
    await save.click()
    await expect(mulai).toHaveAccessibleDescription(/Tanggal mulai harus jatuh pada tahun pertama/)

    // Nothing was sent; Batal closes without saving, and the next opening starts empty.
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: 'Batal' }).click()
    await expect(modal).toBeHidden()
    await expect(table(page).getByRole('row')).toHaveCount(SEEDED.length + 1)
    await expect(yearRow(page, '2027/2028')).toHaveCount(0)
    await openAddModal(page)
    await expect(nama).toHaveValue('')
    await expect(nama).toHaveAccessibleDescription('')
  })

  test('a valid year is added; the same name again is refused by the server', async ({ page }) => {
    await addYear(page, '2027/2028', '2027-07-12', '2028-06-23')
    await expect(table(page).getByRole('row')).toHaveCount(SEEDED.length + 2)
    // Not active: the seeded 2026/2027 stays the active one.
    await expect(yearRow(page, '2027/2028').getByRole('button', { name: 'Jadikan Aktif' })).toBeVisible()
    await expect(yearRow(page, '2026/2027')).toContainText('Aktif')

    const modal = await openAddModal(page)
    // The form was reset after the successful save.
    await expect(modal.getByLabel('Tahun Ajaran')).toHaveValue('')
    await fillYear(page, '2027/2028', '2027-08-01', '2028-07-01')
    const dialog = alertDialog(page, 'Gagal')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Tahun ajaran 2027/2028 sudah ada!')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    // The modal keeps the input so the user can correct it.
    await expect(modal).toBeVisible()
    await expect(modal.getByLabel('Tahun Ajaran')).toHaveValue('2027/2028')
    await modal.getByRole('button', { name: 'Tutup' }).click()
    await expect(yearRow(page, '2027/2028')).toHaveCount(1)
  })

  test('making another year active moves the badge', async ({ page }) => {
    await activateYear(page, '2025/2026', /tidak berada dalam tahun ajaran 2025\/2026/)
    await expect(yearRow(page, '2026/2027').getByRole('button', { name: 'Jadikan Aktif' })).toBeVisible()
    await expect(table(page).getByText('Aktif', { exact: true })).toHaveCount(1)
  })

  test('the active year has no delete button; activating a year outside today warns', async ({ page }) => {
    await expect(yearRow(page, '2026/2027').getByRole('button', { name: /Hapus/ })).toHaveCount(0)
    await expect(yearRow(page, '2025/2026').getByRole('button', { name: 'Hapus 2025/2026' })).toBeVisible()
    await yearRow(page, '2025/2026').getByRole('button', { name: 'Jadikan Aktif' }).click()
    const confirm = alertDialog(page, 'Aktifkan tahun ajaran 2025/2026?')
    await expect(confirm).toContainText(/Hari ini \(.+\) tidak berada dalam tahun ajaran 2025\/2026/)
    await confirm.getByRole('button', { name: 'Batal' }).click()
    await expect(confirm).toBeHidden()
    await expect(yearRow(page, '2026/2027')).toContainText('Aktif')
  })

  test('cancelling the delete confirmation keeps the year', async ({ page }) => {
    await page.getByRole('button', { name: 'Hapus 2025/2026' }).click()
    const confirm = alertDialog(page, 'Hapus tahun ajaran 2025/2026?')
    await confirm.getByRole('button', { name: 'Batal' }).click()
    await expect(confirm).toBeHidden()
    await expect(yearRow(page, '2025/2026')).toHaveCount(1)
  })
})

// SPEC §4: "a staff-level user is logged out with a warning": the session the login created must
// end on the server too, not only in the browser.
test('the refused unit login also ends its server session', async ({ page: first, context }) => {
  const page = await withoutActiveYear(first, context)

  const loginResponse = page.waitForResponse(
    (r) => r.url().endsWith('/admin/login') && r.request().method() === 'PUT',
  )
  await submitLogin(page, UNIT)
  const { data } = (await (await loginResponse).json()) as { data: { token_app: string } }
  await alertDialog(page, 'Gagal Login').getByRole('button', { name: 'OK' }).click()
  const status = await page.evaluate(
    async (token) =>
      (await fetch('/admin/api/cek/pengguna', { headers: { Authorization: `Bearer ${token}` } })).status,
    data.token_app,
  )
  expect(status).toBe(401)
})

test('a failed load shows the error state with Coba lagi, never the empty text; retry loads', async ({
  page,
}) => {
  await installNetworkSwitch(page)
  await login(page, ADMIN)
  await setOffline(page, ['api/tahunajaran'])
  await openTahunAjaran(page)
  const failure = page.getByRole('alert').filter({ hasText: 'Data gagal dimuat' })
  await expect(failure).toContainText(
    'Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.',
  )
  await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0)
  await expect(page.getByText('Failed to fetch')).toHaveCount(0)

  await setOffline(page, [])
  await failure.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(failure).toHaveCount(0)
  await expect(table(page).getByRole('row')).toHaveCount(SEEDED.length + 1)
})

test('Beranda shows the error state when its counts cannot load, and recovers on retry', async ({ page }) => {
  await installNetworkSwitch(page)
  await login(page, ADMIN)
  await setOffline(page, ['api/beranda'])
  await page.reload()
  const failures = page.getByRole('alert').filter({ hasText: 'Data gagal dimuat' })
  await expect(failures).toHaveCount(2) // the two counts and today's picture
  await setOffline(page, [])
  await failures.first().getByRole('button', { name: 'Coba lagi' }).click()
  await expect(page.getByTestId('jum-pegawai')).toBeVisible()
})
