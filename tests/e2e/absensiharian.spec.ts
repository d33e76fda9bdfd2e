import { expect, type Page } from '@playwright/test'
import { apiAs, seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { lastFriday } from './print-support.ts'
import { ADMIN, expectLoaded, login, navigateInApp, shownDate, sidebar, table, UNIT } from './support.ts'

/**
 * Rekap Harian at foundation scale (issue 20), as a user: choose a unit, page through, search
 * across pages, 'Belum datang' from Beranda, Back and reload keep the state; a unit admin finds its
 * reports on Beranda. Expected rows come from the API (the same server the screen reads).
 */

type Record = { id: number; nama: string; nip: string; cabang: string }
type Absentee = { idp: number; nama: string; cabang: string; jam_masuk: string }

const PAGE_SIZE = 100
const rows = (page: Page) => table(page).locator('tbody tr')
const count = (n: number) => n.toLocaleString('id-ID')

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of VIEWPORTS) {
  test.describe(`Rekap Harian at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('choose a unit, page through, search across pages; Back and reload keep it all', async ({
      page,
    }) => {
      await login(page, ADMIN)
      const tgl = await lastFriday(page)
      const day = (await apiAs<{ umum: Record[] }>(page, 'GET', `api/laporan/absensi/harian/${tgl}`)).umum
      expect(day.length, 'the demo day needs more than one page').toBeGreaterThan(PAGE_SIZE)
      await navigateInApp(page, `/absensiharian?tgl=${tgl}`)
      await expectLoaded(table(page))
      await expect(rows(page)).toHaveCount(PAGE_SIZE)
      await expect(page.getByTestId('harian-count')).toHaveText(
        `Menampilkan 1–${PAGE_SIZE} dari ${count(day.length)} catatan`,
      )

      // Page 2: the rest of the day, numbered on from 101.
      await page.getByRole('button', { name: 'Halaman 2' }).click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(rows(page)).toHaveCount(day.length - PAGE_SIZE)
      await expect(rows(page).first().locator('td').first()).toHaveText(String(PAGE_SIZE + 1))
      const onPage2 = day[PAGE_SIZE] as Record
      await expect(rows(page).first()).toContainText(onPage2.nama)

      // A search from page 2 finds a name of page 1 too (the whole day is searched) and starts at page 1.
      const fromPage1 = day[0] as Record
      await page.getByLabel('Cari pegawai').fill(fromPage1.nip)
      await expect(page).toHaveURL(new RegExp(`[?&]cari=${fromPage1.nip}`))
      await expect(page).not.toHaveURL(/[?&]page=/)
      await expect(rows(page)).toHaveCount(day.filter((r) => r.nip.includes(fromPage1.nip)).length)
      await expect(rows(page).first()).toContainText(fromPage1.nama)
      await page.getByLabel('Cari pegawai').fill('')

      // One unit: the rows are its records, the address names it.
      const kode = 'SMPIT1'
      const unitDay = (
        await apiAs<{ umum: Record[] }>(page, 'GET', `api/laporan/absensi/harian/${tgl}?kode=${kode}`)
      ).umum
      expect(unitDay.length).toBeGreaterThan(0)
      expect(unitDay.length).toBeLessThan(day.length)
      await page.getByLabel('Unit').selectOption(kode)
      await expect(page).toHaveURL(new RegExp(`[?&]unit=${kode}`))
      await expect(rows(page)).toHaveCount(Math.min(PAGE_SIZE, unitDay.length))
      await expect(page.getByTestId('harian-count')).toContainText(`dari ${count(unitDay.length)} catatan`)
      const cabang = unitDay[0]?.cabang as string
      for (const cell of await rows(page).locator('.harian-sub').allTextContents())
        expect(cell).toContain(cabang)

      // Away and Back: the same unit, date and rows; a reload too.
      const address = page.url()
      await navigateInApp(page, '/')
      await expect(page).toHaveURL('/')
      await page.goBack()
      await expect(page).toHaveURL(address)
      await expect(page.getByLabel('Unit')).toHaveValue(kode)
      await expect(page.getByLabel('Tanggal', { exact: true })).toHaveValue(shownDate(tgl))
      await expect(rows(page)).toHaveCount(Math.min(PAGE_SIZE, unitDay.length))
      await page.reload()
      await expect(page.getByLabel('Unit')).toHaveValue(kode)
      await expect(rows(page)).toHaveCount(Math.min(PAGE_SIZE, unitDay.length))
      expect(await seriousViolations(page)).toEqual([])
    })

    test("Beranda's 'Belum datang' opens the absentees of today; its count is the list's", async ({
      page,
    }) => {
      await login(page, ADMIN)
      const tile = page.getByTestId('hari-ini-belum-datang')
      await expect(tile).toBeVisible()
      const shown = Number((await tile.textContent())?.replace(/\D/g, ''))
      const summary = await apiAs<{ tgl: string }>(page, 'GET', 'api/beranda/ringkasan')
      const absent = (
        await apiAs<{ datae: Absentee[] }>(page, 'GET', `api/laporan/absensi/belumdatang/${summary.tgl}`)
      ).datae
      expect(shown).toBe(absent.length)

      await page.getByRole('link', { name: /Belum datang/ }).click()
      await expect(page).toHaveURL(`/absensiharian?tgl=${summary.tgl}&tampil=belumdatang`)
      await expect(page.getByLabel('Tampilkan')).toHaveValue('belumdatang')
      await expectLoaded(table(page))
      await expect(page.getByTestId('total-belum-datang')).toHaveText(`Belum datang: ${count(shown)} pegawai`)
      await expect(rows(page)).toHaveCount(Math.max(1, Math.min(PAGE_SIZE, shown)))
      const first = absent[0]
      if (first) {
        await expect(rows(page).first()).toContainText(first.nama)
        await expect(rows(page).first()).toContainText(first.cabang)
        await expect(rows(page).first()).toContainText(first.jam_masuk)
      }
      expect(await seriousViolations(page)).toEqual([])
      await page.goBack()
      await expect(page).toHaveURL('/')
    })

    test('a unit admin finds the reports of its unit on Beranda, as in its Laporan menu', async ({
      page,
    }) => {
      await login(page, UNIT)
      const reports = page.getByRole('navigation', { name: /^Laporan / })
      await expect(reports).toBeVisible()
      await expect(reports.getByRole('link')).toHaveCount(5)
      // The reports are in the drawer's Laporan too (issue 34; the menu itself: unit-menu.spec.ts).
      const menuLink = sidebar(page).getByRole('link', { name: 'Rekap Harian' })
      const inDrawer = !(await menuLink.isVisible()) // a phone: behind the top bar's Menu button
      if (inDrawer) await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await expect(menuLink).toHaveAttribute('href', '/absensiharian')
      if (inDrawer) {
        await page.keyboard.press('Escape')
        await expect(menuLink).toBeHidden()
      }
      expect(await seriousViolations(page)).toEqual([])

      await reports.getByRole('link', { name: /Rekap Harian/ }).click()
      await expect(page).toHaveURL('/absensiharian')
      await expect(page.getByLabel('Unit')).toBeDisabled()
      await expect(page.getByLabel('Unit')).toHaveValue(UNIT.ids)
      await page.goBack()
      await reports.getByRole('link', { name: /Rekapitulasi/ }).click()
      await expect(page).toHaveURL('/absensirekap')
      await page.goBack()
      await reports.getByRole('link', { name: /Riwayat Absensi/ }).click()
      await expect(page).toHaveURL('/absensiriwayat')
      await page.goBack()
      await reports.getByRole('link', { name: /Kalender Kerja/ }).click()
      await expect(page).toHaveURL('/kalender')
      await expect(page.getByRole('heading', { name: 'Kalender Kerja', level: 1 })).toBeVisible()
    })
  })
}

test.describe('Rekap Harian fits 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('no sideways scrolling, names on one line, the Info column in view', async ({ page }) => {
    await login(page, ADMIN)
    const tgl = await lastFriday(page)
    await navigateInApp(page, `/absensiharian?tgl=${tgl}`)
    await expectLoaded(table(page))
    const wrap = page.locator('.table-wrap').first()
    const box = await wrap.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(box.scroll).toBeLessThanOrEqual(box.client)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)
    // The screen's table only: the full print view stands hidden beside it (issue 34, Ctrl+P).
    const lines = await table(page)
      .locator('.harian-nama')
      .evaluateAll((names) =>
        names.map(
          (name) =>
            name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight),
        ),
      )
    expect(lines.length).toBe(PAGE_SIZE)
    for (const height of lines) expect(height).toBeLessThan(1.5)
    // The Info column (last) ends inside the table's box, which ends inside the window.
    const lastHeader = table(page).locator('thead th').last()
    const right = await lastHeader.evaluate((el) => el.getBoundingClientRect().right)
    const boxRight = await wrap.evaluate((el) => el.getBoundingClientRect().right)
    expect(right).toBeLessThanOrEqual(boxRight)
    expect(boxRight).toBeLessThanOrEqual(1366)
  })
})
