import { expect, type Page, test } from '@playwright/test'
import { DEMO_LEAVE } from '../../seeds/demo.ts'
import type { IjinRow } from '../../src/contract/ijin.ts'
import { apiAs, DEFAULT_IMAGE_WIDTH, loadedWidth, pictureWidth, seriousViolations } from './attend-support.ts'
import { downloadExcel } from './excel-support.ts'
import { expectMessage } from './master-support.ts'
import { ADMIN, expectToast, login, sidebar, UNIT } from './support.ts'

/** Pengajuan Ijin (SPEC.md §2, §4, §5, §7; issue 6), as an administrator uses it. */

const TOTAL = DEMO_LEAVE.pending + DEMO_LEAVE.approved + DEMO_LEAVE.rejected
const rows = (page: Page) => page.getByRole('table', { name: 'Daftar pengajuan ijin' }).locator('tbody tr')
const statusFilter = (page: Page) => page.getByLabel('Status', { exact: true })

const requests = (page: Page, query = 'verifikasi=&filtertanggal=') =>
  apiAs<{ datae: IjinRow[] }>(page, 'GET', `api/pengajuanijin?${query}`).then((answer) => answer.datae)

/** A request whose employee has no other request, so its row is found by the name alone. */
async function onlyRequestOf(page: Page, keep: (row: IjinRow) => boolean): Promise<IjinRow> {
  const all = await requests(page)
  const found = all.find((row) => keep(row) && all.filter((other) => other.idp === row.idp).length === 1)
  if (!found) throw new Error('fixture: a request of an employee with a single request')
  return found
}

const rowOf = (page: Page, nama: string) => rows(page).filter({ hasText: nama })

/** Opens Beranda and waits for its pending-requests tile to show `count` (it reloads on arrival). */
async function expectPendingTile(page: Page, count: number) {
  await sidebar(page).getByRole('link', { name: 'Beranda' }).click()
  await expect(page.getByTestId('jum-pengajuanijin')).toHaveText(String(count))
}

test('the dashboard tile presets Menunggu Jawaban; filters, search, badges and the xlsx export', async ({
  page,
}) => {
  await login(page, ADMIN)
  await expectPendingTile(page, DEMO_LEAVE.pending)
  await page.getByRole('link', { name: /Pengajuan Ijin Menunggu Jawaban/ }).click()
  await expect(page).toHaveURL('/pengajuanijin?statusx=0')
  await expect(statusFilter(page)).toHaveValue('0')
  await expect(rows(page)).toHaveCount(DEMO_LEAVE.pending)
  expect(await seriousViolations(page)).toEqual([])
  for (const [label, count] of [
    ['Semua', TOTAL],
    ['Disetujui', DEMO_LEAVE.approved],
    ['Ditolak', DEMO_LEAVE.rejected],
  ] as const) {
    await statusFilter(page).selectOption({ label })
    await expect(rows(page)).toHaveCount(count)
  }
  for (const row of await rows(page).all()) await expect(row).toContainText('Ditolak')

  await statusFilter(page).selectOption({ label: 'Semua' })
  const running = await requests(page, 'verifikasi=&filtertanggal=true')
  expect(running.length).toBeLessThan(TOTAL)
  await page.getByRole('switch', { name: 'Filter tanggal berjalan' }).click()
  await expect(rows(page)).toHaveCount(running.length)
  await page.getByRole('switch', { name: 'Filter tanggal berjalan' }).click()
  await expect(rows(page)).toHaveCount(TOTAL)

  // Category badges: Sakit red, Ijin yellow.
  const all = await requests(page)
  const sakit = all.filter((row) => row.status === 0).length
  await expect(page.locator('tbody .badge-danger', { hasText: 'Sakit' })).toHaveCount(sakit)
  await expect(page.locator('tbody .badge-warning', { hasText: 'Ijin' })).toHaveCount(TOTAL - sakit)

  // Search, then export exactly what is shown.
  const someone = await onlyRequestOf(page, () => true)
  await page.getByLabel('Cari').fill(someone.pegawai)
  await expect(rows(page)).toHaveCount(1)
  await page.getByLabel('Cari').fill(someone.cabang)
  const inOffice = all.filter((row) => row.cabang === someone.cabang).length
  await expect(rows(page)).toHaveCount(inOffice)
  // The searched list goes to the file (every column and cell type: tests/e2e/excel-exports.spec.ts).
  const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
  expect(file.fileName).toBe('pengajuan-ijin.xlsx')
  expect(file.sheetName).toBe('Pengajuan Ijin')
  expect(file.records).toHaveLength(inOffice)
  expect(file.records.every((row) => row.Unit === someone.cabang)).toBe(true)
})

test('verify: every message, reject with a note, approve, view-only afterwards, the count follows', async ({
  page,
}) => {
  await login(page, ADMIN)
  const rejectMe = await onlyRequestOf(page, (row) => row.disetujui === 0)
  const approveMe = await onlyRequestOf(page, (row) => row.disetujui === 0 && row.idj !== rejectMe.idj)
  await page.goto('/pengajuanijin?statusx=0')
  await rowOf(page, rejectMe.pegawai)
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .click()
  const modal = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  for (const text of [
    rejectMe.pegawai,
    rejectMe.cabang,
    rejectMe.alasan,
    rejectMe.keterangan,
    `(${rejectMe.hari} hari)`,
  ])
    await expect(modal).toContainText(text)
  await expect(modal.getByLabel('Catatan Penolakan')).toHaveCount(0)
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectMessage(page, 'Perhatian', 'Pilih persetujuan terlebih dahulu!')
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Ditolak' })
  // The note appears only when rejecting.
  await expect(modal.getByLabel('Catatan Penolakan')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectMessage(page, 'Perhatian', 'Beri catatan alasan penolakan!')
  await modal.getByLabel('Catatan Penolakan').fill('Mohon lampirkan surat dokter')
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectToast(page, 'Tersimpan!')
  await expect(modal).toBeHidden()
  await expect(rows(page)).toHaveCount(DEMO_LEAVE.pending - 1)
  await expect(rowOf(page, rejectMe.pegawai)).toHaveCount(0)

  await rowOf(page, approveMe.pegawai)
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .click()
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Disetujui' })
  await expect(modal.getByLabel('Catatan Penolakan')).toHaveCount(0)
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectToast(page, 'Tersimpan!')
  await expect(rows(page)).toHaveCount(DEMO_LEAVE.pending - 2)
  await expectPendingTile(page, DEMO_LEAVE.pending - 2)

  // Answered requests are view-only.
  await page.getByRole('link', { name: /Pengajuan Ijin Menunggu Jawaban/ }).click()
  await statusFilter(page).selectOption({ label: 'Ditolak' })
  await rowOf(page, rejectMe.pegawai)
    .getByRole('button', { name: /^Lihat pengajuan/ })
    .click()
  const detail = page.getByRole('dialog', { name: 'Detail Pengajuan Ijin' })
  await expect(detail).toContainText('Ditolak')
  await expect(detail).toContainText('Mohon lampirkan surat dokter')
  await expect(detail.getByRole('button', { name: 'Verifikasi' })).toHaveCount(0)
  await expect(detail.getByLabel('Persetujuan')).toHaveCount(0)
  await detail.getByRole('button', { name: 'Tutup' }).first().click()
  await statusFilter(page).selectOption({ label: 'Disetujui' })
  await expect(rowOf(page, approveMe.pegawai)).toContainText('Disetujui')
})

test('a request answered meanwhile: the server’s 409 message under Gagal, then the real state', async ({
  page,
}) => {
  await login(page, ADMIN)
  const target = await onlyRequestOf(page, (row) => row.disetujui === 0)
  await page.goto('/pengajuanijin')
  await rowOf(page, target.pegawai)
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .click()
  const modal = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Disetujui' })
  // Another administrator rejects it first.
  await apiAs(page, 'PUT', 'api/pengajuanijin', { idj: target.idj, disetujui: 9, catatan: 'Sudah dibahas' })
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectMessage(page, 'Gagal', 'Pengajuan ini sudah dijawab dan tidak dapat diverifikasi lagi.')
  await modal.getByRole('button', { name: 'Batal' }).click()
  await expect(rowOf(page, target.pegawai)).toContainText('Ditolak')
  await expect(rowOf(page, target.pegawai).getByRole('button', { name: /^Lihat pengajuan/ })).toBeVisible()
})

test('the letter opens in a modal; a request without one shows the default image', async ({ page }) => {
  await login(page, ADMIN)
  const all = await requests(page)
  const single = all.filter((row) => all.filter((other) => other.idp === row.idp).length === 1)
  const letters = await Promise.all(
    single.map((row) => pictureWidth(page, `/uploads/suratijin/${row.idj}.jpg`)),
  )
  const withLetter = single[letters.indexOf(240)]
  const without = single[letters.indexOf(0)]
  if (!withLetter || !without) throw new Error('fixture: a request with and one without a letter')
  await page.goto('/pengajuanijin')

  await rowOf(page, withLetter.pegawai)
    .getByRole('button', { name: /^Surat ijin/ })
    .click()
  const modal = page.getByRole('dialog', { name: `Surat Ijin — ${withLetter.pegawai}` })
  expect(await loadedWidth(modal.getByRole('img', { name: `Surat ijin ${withLetter.pegawai}` }))).toBe(240)
  await modal.getByRole('button', { name: 'Tutup' }).first().click()
  await expect(modal).toBeHidden()

  await rowOf(page, without.pegawai)
    .getByRole('button', { name: /^Surat ijin/ })
    .click()
  const empty = page.getByRole('dialog', { name: `Surat Ijin — ${without.pegawai}` })
  expect(await loadedWidth(empty.getByRole('img', { name: 'Surat ijin belum diunggah' }))).toBe(
    DEFAULT_IMAGE_WIDTH,
  )
})

test("unit admin: only the school's requests, its own pending count, and it verifies them", async ({
  page,
}) => {
  await login(page, UNIT)
  const own = await requests(page)
  const pending = own.filter((row) => row.disetujui === 0)
  expect(own.length).toBeGreaterThan(0)
  expect(own.length).toBeLessThan(TOTAL)
  expect(new Set(own.map((row) => row.cabang))).toEqual(new Set(['SD Islam Terpadu 1']))
  await expect(page.getByTestId('jum-pengajuanijin')).toHaveText(String(pending.length))
  await sidebar(page).getByRole('link', { name: 'Pengajuan Ijin' }).click()
  await expect(statusFilter(page)).toHaveValue('')
  await expect(rows(page)).toHaveCount(own.length)
  for (const row of await rows(page).all()) await expect(row).toContainText('SD Islam Terpadu 1')

  const target = pending[0]
  if (!target) throw new Error('fixture: a pending request of the unit')
  await rows(page)
    .filter({ hasText: target.pegawai })
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .first()
    .click()
  const modal = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Disetujui' })
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectToast(page, 'Tersimpan!')
  await expectPendingTile(page, pending.length - 1)
})
