import { expect, type Page } from '@playwright/test'
import { unitOffices } from '../../seeds/offices.ts'
import { KALENDER_MESSAGES } from '../../src/contract/messages.ts'
import { kalenderNasional } from '../../src/domain/libur-nasional.ts'
import { test } from './fixed-clock.ts'
import { confirmDelete, openPendataan } from './master-support.ts'
import { alertDialog, expectToast, login, navigateInApp, sidebar, UNIT } from './support.ts'

/**
 * Kalender Kerja (issue 30): the decreed national calendar of the demo year, a unit's break added,
 * seen, edited and deleted, the import preview, the form's checks, a unit admin reading its unit,
 * and the Cuti Bersama setting moving the working days. The suite's clock is in November 2026.
 */

const unitOf = (kode: string) => unitOffices(40).find((office) => office.kode === kode)?.cabang

const day = (page: Page, tgl: string) => page.locator(`td[data-tgl="${tgl}"]`)
const entries = (page: Page) => page.getByRole('table', { name: /^Entri / }).getByRole('row')
const entry = (page: Page, text: string) => entries(page).filter({ hasText: text })
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Tambah Entri Kalender' })

const decree = kalenderNasional(2026)
if (!decree) throw new Error('the app knows the decree of 2026')
const DECREE_2026 = decree
/** The suite's today (fixed-clock.ts). */
const TODAY = '2026-11-18'

/** A day of the decree on the year view: its colour's type, its code letter, its name in words. */
async function expectDecreeDay(page: Page, hari: (typeof DECREE_2026.hari)[number]) {
  const jenis = hari.jenis === 'nasional' ? 'Libur Nasional' : 'Cuti Bersama'
  await expect(day(page, hari.tgl)).toHaveAttribute('data-jenis', hari.jenis)
  await expect(day(page, hari.tgl)).toContainText(hari.jenis === 'nasional' ? 'N' : 'C')
  await expect(day(page, hari.tgl)).toHaveAttribute('title', new RegExp(`${jenis}: `))
}

async function openKalender(page: Page) {
  await openPendataan(page, 'Kalender', 'Kalender Kerja')
  await expect(page.getByRole('table', { name: 'Januari 2026', exact: true })).toBeVisible()
}

async function chooseUnit(page: Page, name: string) {
  await page.getByLabel('Unit', { exact: true }).selectOption({ label: name })
}

async function showMonth(page: Page, name: string) {
  await page.getByRole('button', { name: 'Bulanan' }).click()
  await page.getByLabel('Bulan', { exact: true }).selectOption({ label: name })
  await expect(page.getByRole('table', { name: `${name} 2026`, exact: true })).toBeVisible()
}

/** The 'Hari kerja: N' under a month of the year view. */
async function workingDays(page: Page, month: string): Promise<number> {
  const text = await page
    .locator('.kal-bulan')
    .filter({ has: page.getByRole('table', { name: `${month} 2026`, exact: true }) })
    .getByText(/^Hari kerja: \d+$/)
    .textContent()
  return Number(text?.replace(/\D/g, ''))
}

test('the year view: the decreed days from today on coloured, coded and named, working days per month', async ({
  page,
}) => {
  // The demo holds the calendar from its first day of history to a year ahead: today on, at least.
  const ahead = DECREE_2026.hari.filter((hari) => hari.tgl >= TODAY)
  expect(ahead.length).toBeGreaterThan(0)
  await openKalender(page)
  await expect(page.getByRole('table', { name: /^\S+ 2026$/ })).toHaveCount(12)
  await expect(page.getByText(/^Hari kerja: \d+$/)).toHaveCount(12)
  for (const hari of ahead) await expectDecreeDay(page, hari)
  // A plain working day has no entry; a Sunday is marked as one.
  await expect(day(page, TODAY)).not.toHaveAttribute('data-jenis', /./)
  await expect(day(page, '2026-11-22')).toHaveClass(/kal-pekanan/)
  const legend = page.getByRole('list', { name: 'Keterangan warna' })
  for (const label of ['Libur Nasional', 'Cuti Bersama', 'Libur Yayasan', 'Libur Unit', 'Ahad', 'Hari Rapat'])
    await expect(legend).toContainText(label)
  // The list: the foundation-wide entries, with their scope and decree.
  const natal = entry(page, '25 Des 2026')
  await expect(natal).toContainText('Libur Nasional')
  await expect(natal).toContainText('Semua unit')
  await expect(natal).toContainText(DECREE_2026.sk)
  await expect(page.getByRole('note')).toHaveCount(0) // 2026's decree is out: no 'sementara' warning
})

test("a school's three-day break: added, coloured in the month, absent for another unit, edited, deleted", async ({
  page,
}) => {
  await openKalender(page)
  await chooseUnit(page, 'SMP Islam Terpadu 1')
  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  const add = addDialog(page)
  // Started from the unit on screen: a Libur Unit of that unit.
  await expect(add.getByLabel('Jenis')).toHaveValue('unit')
  await expect(add.getByRole('radio', { name: 'Unit tertentu' })).toBeChecked()
  await expect(add.getByRole('checkbox', { name: 'SMP Islam Terpadu 1' })).toBeChecked()
  await add.getByLabel('Tanggal awal').fill('2026-10-12')
  await add.getByLabel('Tanggal akhir').fill('2026-10-14')
  await add.getByLabel('Keterangan').fill('Pekan Ujian Tengah Semester')
  await add.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(add).toBeHidden()
  const row = entry(page, 'Pekan Ujian Tengah Semester')
  await expect(row).toContainText('12 Okt 2026 – 14 Okt 2026')
  await expect(row).toContainText('Libur Unit')
  await expect(row).toContainText('SMP Islam Terpadu 1')

  await showMonth(page, 'Oktober')
  for (const tgl of ['2026-10-12', '2026-10-13', '2026-10-14']) {
    await expect(day(page, tgl)).toHaveAttribute('data-jenis', 'unit')
    await expect(day(page, tgl)).toContainText('Pekan Ujian Tengah Semester')
  }
  await expect(day(page, '2026-10-15')).not.toHaveAttribute('data-jenis', /./)
  await expect(day(page, '2026-10-12')).toHaveCSS('background-color', 'rgb(220, 252, 231)')

  await chooseUnit(page, 'SD Islam Terpadu 1')
  await expect(day(page, '2026-10-13')).not.toHaveAttribute('data-jenis', /./)
  await expect(entry(page, 'Pekan Ujian Tengah Semester')).toHaveCount(0)

  await chooseUnit(page, 'SMP Islam Terpadu 1')
  await page.getByRole('button', { name: 'Ubah Pekan Ujian Tengah Semester' }).click()
  const edit = page.getByRole('dialog', { name: 'Ubah Entri Kalender' })
  await expect(edit.getByLabel('Tanggal awal')).toHaveValue('12/10/2026')
  await expect(edit.getByLabel('Tanggal akhir')).toHaveValue('14/10/2026')
  await edit.getByLabel('Tanggal akhir').fill('2026-10-15')
  await edit.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data tersimpan')
  await expect(day(page, '2026-10-15')).toHaveAttribute('data-jenis', 'unit')
  await expect(entry(page, 'Pekan Ujian Tengah Semester')).toContainText('12 Okt 2026 – 15 Okt 2026')

  await confirmDelete(page, 'Pekan Ujian Tengah Semester', KALENDER_MESSAGES.deleteTitle, 'Ya, hapus')
  await expectToast(page, 'Data telah dihapus!')
  await expect(entry(page, 'Pekan Ujian Tengah Semester')).toHaveCount(0)
  await expect(day(page, '2026-10-13')).not.toHaveAttribute('data-jenis', /./)
})

test('the form: the contract messages inline, and a date already held foundation-wide refused in the dialog', async ({
  page,
}) => {
  await openKalender(page)
  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  const add = addDialog(page)
  await add.getByLabel('Jenis').selectOption({ label: 'Libur Yayasan' })
  await add.getByLabel('Tanggal awal').fill('2026-12-26')
  await add.getByLabel('Tanggal akhir').fill('2026-12-25')
  await add.getByRole('button', { name: 'Simpan' }).click()
  await expect(add.getByLabel('Tanggal akhir')).toHaveAccessibleDescription(
    new RegExp(`${KALENDER_MESSAGES.endBeforeStart}$`),
  )
  await expect(add.getByLabel('Keterangan')).toHaveAccessibleDescription(KALENDER_MESSAGES.keteranganRequired)

  // Scope: some units, none chosen.
  await add.getByRole('radio', { name: 'Unit tertentu' }).check()
  await add.getByLabel('Tanggal akhir').fill('2026-12-26')
  await add.getByLabel('Keterangan').fill('Libur HUT Yayasan')
  await add.getByRole('button', { name: 'Simpan' }).click()
  await expect(add.getByText(KALENDER_MESSAGES.unitRequired)).toBeVisible()

  // 25 December is the national holiday's: the server's 409 stays in the dialog.
  await add.getByRole('radio', { name: 'Semua unit' }).check()
  await add.getByLabel('Tanggal awal').fill('2026-12-25')
  await add.getByRole('button', { name: 'Simpan' }).click()
  await expect(add.getByRole('alert')).toContainText(
    'sudah terdaftar untuk semua unit sebagai Libur Nasional',
  )
  await expect(add).toBeVisible()
  await expect(entry(page, 'Libur HUT Yayasan')).toHaveCount(0)
})

test('import 2026: the preview names a deleted holiday as new; afterwards the year holds exactly the decree, a second import has nothing to do', async ({
  page,
}) => {
  await openKalender(page)
  const importButton = page.getByRole('button', { name: 'Impor libur nasional 2026' })
  const dialog = page.getByRole('dialog', { name: 'Impor libur nasional 2026' })
  const newCount = async () =>
    Number((await dialog.getByRole('heading', { name: /^Baru \(\d+\)$/ }).textContent())?.replace(/\D/g, ''))
  await importButton.click()
  const before = await newCount()
  await dialog.getByRole('button', { name: 'Selesai' }).click()

  await entry(page, '25 Des 2026')
    .getByRole('button', { name: /^Hapus / })
    .click()
  await alertDialog(page, KALENDER_MESSAGES.deleteTitle).getByRole('button', { name: 'Ya, hapus' }).click()
  await expectToast(page, 'Data telah dihapus!')
  await expect(day(page, '2026-12-25')).not.toHaveAttribute('data-jenis', /./)

  await importButton.click()
  await expect(dialog.getByRole('heading', { name: `Baru (${before + 1})` })).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Baru' })).toContainText('25 Desember 2026')
  await expect(dialog.getByRole('heading', { name: 'Berbeda (0)' })).toBeVisible()
  await expect(dialog).toContainText(DECREE_2026.sk)
  await expect(dialog.getByRole('note')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Impor', exact: true }).click()
  await expect(dialog.getByRole('status')).not.toBeEmpty()
  await expect(dialog.getByRole('button', { name: 'Tidak ada yang perlu diimpor' })).toBeDisabled()
  await expect(dialog.getByRole('heading', { name: 'Baru (0)' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: `Sudah ada (${DECREE_2026.hari.length})` })).toBeVisible()
  await dialog.getByRole('button', { name: 'Selesai' }).click()

  // The year now holds the decree's days exactly: 17 national holidays and 8 cuti bersama.
  for (const hari of DECREE_2026.hari) await expectDecreeDay(page, hari)
  await expect(entries(page)).toHaveCount(DECREE_2026.hari.length + 1) // + the header row
})

test("2027's decree is not out: the page and the import preview say the dates are provisional", async ({
  page,
}) => {
  await openKalender(page)
  await page.getByLabel('Tahun', { exact: true }).selectOption('2027')
  await expect(page.getByRole('table', { name: 'Januari 2027', exact: true })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Tanggal sementara: SKB 2027 belum terbit')
  await page.getByRole('button', { name: 'Impor libur nasional 2027' }).click()
  const dialog = page.getByRole('dialog', { name: 'Impor libur nasional 2027' })
  await expect(dialog.getByRole('note')).toContainText('Tanggal sementara: SKB 2027 belum terbit')
  await expect(dialog.getByRole('region', { name: 'Sudah ada' })).toBeVisible()
})

test('a unit admin reads its own unit calendar: its school break, no unit choice, nothing to change', async ({
  page,
}) => {
  await login(page, UNIT)
  // Its menu has it under Laporan (issue 34; tests/e2e/unit-menu.spec.ts), and its address opens it too.
  await navigateInApp(page, '/kalender')
  await expect(page.getByRole('heading', { name: 'Kalender Kerja', level: 1 })).toBeVisible()
  await expect(page.getByText(`Unit: ${unitOf(UNIT.ids)}`)).toBeVisible()
  await expect(page.getByLabel('Unit', { exact: true })).toHaveCount(0)
  await expect(entry(page, 'Libur Semester Ganjil 2026/2027')).toBeVisible()
  await expect(day(page, '2026-12-22')).toHaveAttribute('data-jenis', 'unit')
  await expect(page.getByRole('button', { name: 'Tambah', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Impor libur nasional/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^(Ubah|Hapus) / })).toHaveCount(0)
})

test('Cuti bersama as working days: saved in Pengaturan, the calendar counts them', async ({ page }) => {
  // December's cuti bersama (24th, a Thursday) is in the demo whatever its history's length.
  const cutiInDecember = DECREE_2026.hari.filter(
    (hari) => hari.jenis === 'cuti_bersama' && hari.tgl.startsWith('2026-12'),
  )
  expect(cutiInDecember.length).toBeGreaterThan(0)
  await openKalender(page)
  const before = await workingDays(page, 'Desember')

  await sidebar(page).getByRole('link', { name: 'Pengaturan Umum' }).click()
  const setting = page.getByLabel('Cuti bersama', { exact: true })
  await expect(setting).toHaveValue('libur')
  await setting.selectOption({ label: 'Hari kerja (dapat dipotong dari cuti tahunan)' })
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Tersimpan!')
  await page.reload()
  await expect(page.getByLabel('Cuti bersama', { exact: true })).toHaveValue('kerja')

  await sidebar(page).getByRole('link', { name: 'Kalender' }).click()
  await expect(page.getByRole('list', { name: 'Keterangan warna' })).toContainText(
    'Cuti Bersama (dihitung hari kerja)',
  )
  // Each cuti bersama day of December is a weekday: each now counts as a working day.
  await expect.poll(() => workingDays(page, 'Desember')).toBe(before + cutiInDecember.length)
  // Still coloured: the day is the decree's, only counted differently.
  for (const hari of cutiInDecember) await expectDecreeDay(page, hari)
})
