import { expect, type Page } from '@playwright/test'
import { downloadExcel } from './excel-support.ts'
import { test } from './fixed-clock.ts'
import {
  ADMIN,
  alertDialog,
  expectLoaded,
  installNetworkSwitch,
  login,
  navigateInApp,
  setServerError,
  storedToken,
  UNIT,
  untilBackendReady,
} from './support.ts'

/** Calls the admin API from the page with the stored session (what the screen itself would get). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  await untilBackendReady(page)
  const token = await storedToken(page)
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(`/admin/${path}`, { headers: { Authorization: `Bearer ${token}` } })
      return (await response.json()) as T
    },
    { path, token },
  )
}

/** The browser's local date, shifted by days. */
function localDate(page: Page, days = 0): Promise<string> {
  return page.evaluate((shift) => {
    const d = new Date(Date.now() + shift * 86_400_000)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }, days)
}

/** The latest date before today that is a Friday (a working day of every seeded shift). */
async function lastFriday(page: Page): Promise<string> {
  for (let back = 1; back <= 7; back++) {
    const day = await localDate(page, -back)
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 5) return day
  }
  throw new Error('no Friday in the last week')
}

type Harian = {
  umum: { id: number; nama: string; status: number; keterlambatan: number; device: number; opr: string }[]
}

test.describe('Rekap Kedatangan Harian', () => {
  test('lists every record of the date with the present total, filters, info and print view', async ({
    page,
  }) => {
    await login(page, ADMIN)
    const tgl = await lastFriday(page)
    const expected = await apiGet<Harian>(page, `api/laporan/absensi/harian/${tgl}`)
    const present = expected.umum.filter((r) => r.status === 0).length
    expect(expected.umum.length).toBeGreaterThan(20)

    await navigateInApp(page, `/absensiharian?tgl=${tgl}`)
    await expect(page.getByRole('heading', { name: 'Rekap Kedatangan Harian', level: 1 })).toBeVisible()
    const rows = page.getByRole('table').locator('tbody tr')
    // The screen draws 100 records at a time (issue 20; tests/e2e/absensiharian.spec.ts pages on).
    await expect(rows).toHaveCount(Math.min(100, expected.umum.length))
    await expect(page.getByTestId('total-hadir')).toHaveText(
      `Total hadir: ${present.toLocaleString('id-ID')} pegawai`,
    )

    await page.getByLabel('Tampilkan').selectOption('terlambat')
    const late = expected.umum.filter((r) => r.status === 0 && r.keterlambatan > 0)
    await expect(rows).toHaveCount(Math.min(100, late.length))

    await page.getByLabel('Tampilkan').selectOption('semua')
    const manual = expected.umum.slice(0, 100).find((r) => r.device === 1)
    if (manual) {
      await page
        .getByRole('button', { name: new RegExp(`^Info absensi manual ${manual.nama}`) })
        .first()
        .click()
      await expect(alertDialog(page, 'Absensi manual')).toContainText(`Dientri oleh ${manual.opr}`)
      await page.getByRole('button', { name: 'OK' }).click()
    }

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { name: 'Rekap Kedatangan Harian', level: 2 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden()
    await expect(page.getByRole('complementary', { name: 'Menu utama' })).toBeHidden()
  })
})

type Rekap = { datae: { idp: number; nama: string; masuk: number; alpha: number; jum_telat: number }[] }

test.describe('Rekapitulasi Absensi', () => {
  test('generates the recap, opens an employee detail and exports a spreadsheet', async ({ page }) => {
    await login(page, ADMIN)
    const to = await localDate(page, -1)
    const from = await localDate(page, -30)
    await navigateInApp(page, '/absensirekap')
    await page.getByLabel('Dari tanggal').fill(from)
    await page.getByLabel('Sampai tanggal').fill(to)
    await page.getByRole('button', { name: 'Generate' }).click()
    const expected = await apiGet<Rekap>(page, `api/laporan/rekapitulasi/${from}/${to}`)
    const rows = page.getByRole('table').locator('tbody tr')
    // 100 employees a page (the demo's recap has more): 'No' goes on counting on the last page.
    expect(expected.datae.length).toBeGreaterThan(100)
    await expect(rows).toHaveCount(100)
    const lastPage = Math.ceil(expected.datae.length / 100)
    await page.getByRole('button', { name: `Halaman ${lastPage}` }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&|$)`))
    await expect(rows).toHaveCount(expected.datae.length - (lastPage - 1) * 100)
    const lastRow = rows.last()
    await expect(lastRow.getByRole('cell').first()).toHaveText(String(expected.datae.length))
    await expect(lastRow).toContainText(expected.datae[expected.datae.length - 1]?.nama ?? '')
    await page.getByRole('button', { name: 'Halaman pertama' }).click()
    await expect(rows).toHaveCount(100)

    const first = expected.datae[0]
    if (!first) throw new Error('empty recap')
    const firstRow = rows.first()
    await expect(firstRow).toContainText(first.nama)
    await expect(firstRow.getByRole('cell').nth(2)).toHaveText(String(first.masuk))
    await expect(firstRow.getByRole('cell').nth(5)).toHaveText(String(first.alpha))
    const never = expected.datae.find((r) => r.jum_telat === 0)
    if (never) await expect(rows.filter({ hasText: never.nama }).first()).toContainText('Tidak pernah')

    await page.getByLabel('Cari pegawai').fill(first.nama)
    await expect(rows.first()).toContainText(first.nama)

    // The file's heading block and cell types: tests/e2e/excel-exports.spec.ts.
    const sheet = (await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))).records
    expect(sheet.length).toBeGreaterThan(0)
    expect(sheet[0]).toMatchObject({ Nama: first.nama, Masuk: first.masuk, Alpha: first.alpha })

    await page
      .getByRole('link', { name: `Detail ${first.nama}` })
      .first()
      .click()
    // The detail's address carries the recap's (the search too): its link back returns there.
    await expect(page).toHaveURL(
      new RegExp(`/absensirekap/${first.idp}\\?tglawal=${from}&tglakhir=${to}&cari=`),
    )
    await expect(page.getByRole('heading', { name: 'Detail Rekap Pegawai', level: 1 })).toBeVisible()
    await expect(page.getByTestId('detail-nama')).toHaveText(first.nama)
    const detail = await apiGet<{ data: unknown[] }>(
      page,
      `api/laporan/rekapitulasi/${from}/${to}/${first.idp}`,
    )
    // Every day of the answer, besides the unit's days off without a record ('LIBUR: …').
    await expect(page.getByRole('table').locator('tbody tr').filter({ hasNotText: 'LIBUR:' })).toHaveCount(
      detail.data.length,
    )
    const labels = await page.getByRole('table').locator('tbody').textContent()
    if (first.alpha > 0) expect(labels).toContain('TANPA KETERANGAN')

    // SPEC §2/§9: printing starts after a 1000 ms wait; the print view shows the header, no navigation.
    await page.evaluate(() => {
      const w = window as unknown as { printedAt: number | null }
      w.printedAt = null
      window.print = () => {
        w.printedAt = performance.now()
      }
    })
    const clickedAt = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Cetak' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printedAt: number | null }).printedAt))
      .not.toBeNull()
    const printedAt = await page.evaluate(() => (window as unknown as { printedAt: number }).printedAt)
    expect(printedAt - clickedAt).toBeGreaterThanOrEqual(1000)
    await page.emulateMedia({ media: 'print' })
    // 'Cetak' prints its whole document alone (tests/e2e/print-*.spec.ts read it back as a PDF).
    const printHeader = page.getByTestId('print-document').locator('header.print-header')
    await expect(printHeader).toBeVisible()
    await expect(page.locator('#root')).toBeHidden()
    await expect(printHeader).toContainText('Yayasan Pendidikan Islam Al-Hikmah')
    await expect(printHeader.getByRole('heading', { name: `Rekap Absensi ${first.nama}` })).toBeVisible()
    await expect(page.getByRole('navigation')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden()
  })

  test("a generate that fails (server error) shows 'generate gagal!'", async ({ page }) => {
    await installNetworkSwitch(page)
    await login(page, ADMIN)
    await navigateInApp(page, '/absensirekap')
    await setServerError(page, ['api/laporan/generate'])
    await page.getByRole('button', { name: 'Generate' }).click()
    const failed = alertDialog(page, 'Gagal')
    await expect(failed).toContainText('generate gagal!')
    await failed.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(0)
  })

  test('an end date before the start date is refused with the reason', async ({ page }) => {
    await login(page, ADMIN)
    await navigateInApp(page, '/absensirekap')
    await page.getByLabel('Dari tanggal').fill('2026-05-10')
    await page.getByLabel('Sampai tanggal').fill('2026-05-01')
    await page.getByRole('button', { name: 'Generate' }).click()
    await expect(alertDialog(page, 'Gagal')).toContainText('Tanggal akhir tidak boleh sebelum tanggal awal')
  })
})

test.describe('Riwayat Absensi Pegawai', () => {
  test('pages and searches the history; level 0 deletes a record after confirming', async ({ page }) => {
    await login(page, ADMIN)
    await navigateInApp(page, '/absensiriwayat')
    await expect(page.getByRole('heading', { name: 'Riwayat Absensi Pegawai', level: 1 })).toBeVisible()
    const count = page.getByTestId('jumlah-riwayat')
    const rows = page.getByRole('table').locator('tbody tr')
    await expect(rows).toHaveCount(100)
    await expect(count).toHaveText(/^[\d.]+ catatan$/)
    const total = Number((await count.textContent())?.replace(/\D/g, ''))
    expect(total).toBeGreaterThan(100)
    await expect(page.getByRole('navigation', { name: 'Navigasi halaman' })).toBeVisible()

    const firstName = (await rows.first().getByRole('link').first().textContent()) ?? ''
    await page.getByLabel('Cari pegawai').fill(firstName)
    await expect(rows.first()).toContainText(firstName)
    await expect(count).not.toHaveText(`${total.toLocaleString('id-ID')} catatan`)
    const filtered = Number((await count.textContent())?.replace(/\D/g, ''))

    const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
    const sheet = file.records
    expect(sheet).toHaveLength(filtered)
    expect(sheet.every((row) => row.Nama === firstName)).toBe(true)
    expect(file.headers).toEqual(
      expect.arrayContaining(['Tanggal', 'NIP', 'Nama', 'Datang', 'Pulang', 'Sumber']),
    )

    await rows
      .first()
      .getByRole('button', { name: /^Hapus absensi/ })
      .click()
    const confirmDialog = alertDialog(page, 'Hapus riwayat absensi ini?')
    await expect(confirmDialog).toContainText('Sekali terhapus data tidak akan bisa dikembalikan!')
    await confirmDialog.getByRole('button', { name: 'Ya, hapus' }).click()
    await expect(alertDialog(page, 'Berhasil')).toContainText('data telah dihapus!')
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(count).toHaveText(`${(filtered - 1).toLocaleString('id-ID')} catatan`)
  })

  test('a unit admin sees its own unit only and no delete button', async ({ page }) => {
    await login(page, UNIT)
    await navigateInApp(page, '/absensiriwayat')
    // Loaded first: during the load there are no rows, so no delete button either.
    await expectLoaded(page.getByRole('table'))
    const total = Number((await page.getByTestId('jumlah-riwayat').textContent())?.replace(/\D/g, ''))
    expect(total).toBeGreaterThan(0)
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(100, total))
    await expect(page.getByRole('button', { name: /^Hapus absensi/ })).toHaveCount(0)
  })
})

test.describe('Beranda, live', () => {
  test("shows today's figures linking to the filtered daily recap, and the 30-day chart", async ({
    page,
  }) => {
    await login(page, ADMIN)
    const summary = await apiGet<{ tgl: string; hadir: number; terlambat: number }>(
      page,
      'api/beranda/ringkasan',
    )
    await expect(page.getByTestId('hari-ini-hadir')).toHaveText(summary.hadir.toLocaleString('id-ID'))
    await expect(page.getByRole('img', { name: /Persentase kehadiran per hari kerja/ })).toBeVisible()
    await page.getByRole('link', { name: /Terlambat/ }).click()
    await expect(page).toHaveURL(`/absensiharian?tgl=${summary.tgl}&tampil=terlambat`)
    await expect(page.getByLabel('Tampilkan')).toHaveValue('terlambat')
    await expectLoaded(page.getByRole('table'))
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Math.max(1, summary.terlambat))
  })
})
