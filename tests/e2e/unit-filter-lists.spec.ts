import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { DEMO_EMPLOYEES_PER_OFFICE, DEMO_OFFICES } from '../../seeds/demo.ts'
import { apiAs } from './attend-support.ts'
import { downloadExcel } from './excel-support.ts'
import { test } from './fixed-clock.ts'
import { localDate, pressCetak } from './print-support.ts'
import { ADMIN, login, navigateInApp, shownDate, UNIT } from './support.ts'

/**
 * Pegawai, Rekapitulasi and Riwayat as an HR admin uses them (issue 20): a unit chosen in 'Unit'
 * narrows the rows and stays in the address with the other filters; reload and Back keep them;
 * Back from a recap detail shows the recap again without Generate; print and Excel name the unit;
 * the tables fit 1366×768 without sideways scrolling; axe stays clean. At both screen sizes.
 */

const CHOSEN = 'SMPIT1'
const chosenName = DEMO_OFFICES.find((office) => office.kode === CHOSEN)?.cabang ?? ''
const rows = (page: Page) => page.getByRole('table').locator('tbody tr')
/** Pegawai's rows: a table on a wide screen, cards on a phone (issue 34). */
const pegawaiRows = (page: Page, wide: boolean) =>
  wide ? rows(page) : page.getByRole('list', { name: 'Daftar pegawai' }).getByRole('listitem')
const unitSelect = (page: Page) => page.getByLabel('Unit', { exact: true })

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.passes.length).toBeGreaterThan(0)
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** At 1366 px the table fits its box; on a phone it scrolls inside its box (or is cards), never the page. */
async function expectTableFits(page: Page, wide: boolean) {
  if (wide) {
    const wrap = page.locator('.table-wrap').first()
    const box = await wrap.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(box.scroll).toBeLessThanOrEqual(box.client)
  }
  const viewport = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport)
}

/** Counts the requests to `path` the page sends from now on. */
function countRequests(page: Page, path: string) {
  const seen = { count: 0 }
  page.on('request', (request) => {
    if (request.url().includes(path)) seen.count++
  })
  return seen
}

const SIZES = [
  { name: '1366×768', width: 1366, height: 768 },
  { name: '390×844', width: 390, height: 844 },
]

for (const size of SIZES) {
  const wide = size.width > 1000
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('Pegawai: unit, status and search in the address; reload and Back keep them', async ({ page }) => {
      await login(page, ADMIN)
      await navigateInApp(page, '/pegawai')
      await expect(pegawaiRows(page, wide)).toHaveCount(20)
      await unitSelect(page).selectOption({ label: chosenName })
      await expect(page).toHaveURL(new RegExp(`/pegawai\\?unit=${CHOSEN}$`))
      await expect(page.getByText(`Jumlah pegawai: ${DEMO_EMPLOYEES_PER_OFFICE[CHOSEN]}`)).toBeVisible()
      await expect(pegawaiRows(page, wide)).toHaveCount(20)
      if (wide)
        for (const cell of await rows(page).locator('td:nth-child(6)').allTextContents())
          expect(cell).toBe(chosenName)
      else
        for (const card of await pegawaiRows(page, wide).allTextContents()) expect(card).toContain(chosenName)

      await page.getByLabel('Status').selectOption({ label: 'Aktif' })
      await page.getByLabel('Cari pegawai').fill('guru')
      await expect(page).toHaveURL(/status=0/)
      await expect(page).toHaveURL(/cari=guru/)
      const active = page.getByTestId('pencarian-aktif')
      await expect(active).toContainText('Kata kunci “guru”')
      const count = page.getByText(/^Jumlah pegawai:/)
      const expected = await apiAs<{ tot_pegawai: number }>(
        page,
        'GET',
        `api/datapegawai?page=1&halaman=20&status=0&jeniscari=umum&cari=guru&kode=${CHOSEN}`,
      )
      expect(expected.tot_pegawai).toBeGreaterThan(0)
      await expect(count).toHaveText(`Jumlah pegawai: ${expected.tot_pegawai}`)
      await expectTableFits(page, wide)
      await expectAxeClean(page)

      // The file names the unit and the search.
      const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
      expect(file.heading).toContain(`Unit: ${chosenName}`)
      expect(file.records).toHaveLength(expected.tot_pegawai)

      const address = page.url()
      await page.reload()
      await expect(count).toHaveText(`Jumlah pegawai: ${expected.tot_pegawai}`)
      await expect(unitSelect(page)).toHaveValue(CHOSEN)
      await expect(page.getByLabel('Status')).toHaveValue('0')
      await expect(page.getByLabel('Cari pegawai')).toHaveValue('guru')

      await pegawaiRows(page, wide)
        .first()
        .getByRole('link', { name: /^Ubah / })
        .click()
      await expect(page.getByRole('heading', { name: 'Ubah Pegawai', level: 1 })).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL(address)
      await expect(count).toHaveText(`Jumlah pegawai: ${expected.tot_pegawai}`)

      // The specific search (the spec's modal) shows on the page too, and one button clears it.
      await page.getByRole('button', { name: 'Pencarian lanjut' }).click()
      const modal = page.getByRole('dialog', { name: 'Cari Pegawai' })
      await expect(modal.getByLabel('Jenis Pencarian')).toHaveValue('umum')
      await modal.getByLabel('Jenis Pencarian').selectOption('khusus')
      await modal.getByLabel('Jabatan').fill('Kepala')
      await modal.getByRole('button', { name: 'Cari', exact: true }).click()
      await expect(active).toHaveText(/Pencarian: Jabatan “Kepala”/)
      await expect(page.getByLabel('Cari pegawai')).toHaveValue('')
      await expect(pegawaiRows(page, wide).first()).toContainText('Kepala')
      await active.getByRole('button', { name: 'Hapus pencarian' }).click()
      await expect(active).toHaveCount(0)
      await expect(page).toHaveURL(new RegExp(`/pegawai\\?unit=${CHOSEN}&status=0$`))
    })

    test('Riwayat: unit, range, search and page in the address; print and Excel name the unit', async ({
      page,
    }) => {
      // Print and export read every record of the unit's range (~200 rows), each after a reload.
      test.setTimeout(120_000)
      await login(page, ADMIN)
      // Ends before yesterday: the demo's selfies (yesterday and today) are print-riwayat.spec's.
      const from = await localDate(page, -9)
      const to = await localDate(page, -2)
      await navigateInApp(page, `/absensiriwayat?tglawal=${from}&tglakhir=${to}`)
      const count = page.getByTestId('jumlah-riwayat')
      const all = await apiAs<{ tot_data: number }>(
        page,
        'GET',
        `api/laporan/absensi/riwayat/${from}/${to}?cari=&kode=&page=1&halaman=100`,
      )
      await expect(count).toHaveText(`${all.tot_data.toLocaleString('id-ID')} catatan`)
      await unitSelect(page).selectOption(CHOSEN)
      const ofUnit = await apiAs<{ tot_data: number }>(
        page,
        'GET',
        `api/laporan/absensi/riwayat/${from}/${to}?cari=&kode=${CHOSEN}&page=1&halaman=100`,
      )
      expect(ofUnit.tot_data).toBeGreaterThan(100)
      expect(ofUnit.tot_data).toBeLessThan(all.tot_data)
      await expect(count).toHaveText(`${ofUnit.tot_data.toLocaleString('id-ID')} catatan`)
      const firstPageFirst = (await rows(page).first().textContent()) ?? ''
      await page.getByRole('button', { name: 'Halaman 2', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`tglawal=${from}&tglakhir=${to}&unit=${CHOSEN}&page=2$`))
      // The address changes before page 2's answer is on screen: wait for its first record.
      const secondPage = await apiAs<{ datae: { nama: string; nip: string }[] }>(
        page,
        'GET',
        `api/laporan/absensi/riwayat/${from}/${to}?cari=&kode=${CHOSEN}&page=2&halaman=100`,
      )
      await expect(rows(page).first()).not.toHaveText(firstPageFirst)
      await expect(rows(page).first()).toContainText(secondPage.datae[0]?.nip ?? 'no second page')
      const secondPageFirst = await rows(page).first().textContent()
      await expectTableFits(page, wide)
      await expectAxeClean(page)

      await page.reload()
      await expect(count).toHaveText(`${ofUnit.tot_data.toLocaleString('id-ID')} catatan`)
      await expect(unitSelect(page)).toHaveValue(CHOSEN)
      await expect(page.getByLabel('Dari tanggal')).toHaveValue(shownDate(from))
      await expect(page.getByRole('button', { name: 'Halaman 2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(rows(page).first()).toHaveText(secondPageFirst ?? '')

      // Print: every record of the unit (not the page in view), under the unit's name.
      expect(await pressCetak(page)).toBe(ofUnit.tot_data)
      await expect(page.getByTestId('print-document').locator('header.print-header')).toContainText(
        `Unit: ${chosenName}`,
      )
      const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
      expect(file.heading).toContain(`Unit: ${chosenName}`)
      expect(file.records).toHaveLength(ofUnit.tot_data)

      // The search joins the address (back to page 1) and survives a reload.
      const nip = String(file.records[0]?.NIP ?? '')
      expect(nip).not.toBe('')
      await page.getByLabel('Cari pegawai').fill(nip)
      await expect(page).toHaveURL(new RegExp(`unit=${CHOSEN}&cari=${nip}$`))
      await page.reload()
      await expect(page.getByLabel('Cari pegawai')).toHaveValue(nip)
      await expect(rows(page).first()).toContainText(nip)
    })

    test('Rekapitulasi: the unit narrows the recap; Back from a detail shows it again without Generate', async ({
      page,
    }) => {
      await login(page, ADMIN)
      const from = await localDate(page, -20)
      const to = await localDate(page, -1)
      await navigateInApp(page, '/absensirekap')
      await page.getByLabel('Dari tanggal').fill(from)
      await page.getByLabel('Sampai tanggal').fill(to)
      await page.getByRole('button', { name: 'Generate' }).click()
      await expect(page).toHaveURL(new RegExp(`/absensirekap\\?tglawal=${from}&tglakhir=${to}$`))
      const every = await apiAs<{ datae: unknown[] }>(
        page,
        'GET',
        `api/laporan/rekapitulasi/${from}/${to}?kode=`,
      )
      await expect(rows(page)).toHaveCount(Math.min(100, every.datae.length))

      await unitSelect(page).selectOption(CHOSEN)
      const ofUnit = await apiAs<{ datae: { nama: string; cabang: string }[] }>(
        page,
        'GET',
        `api/laporan/rekapitulasi/${from}/${to}?kode=${CHOSEN}`,
      )
      expect(ofUnit.datae.length).toBeGreaterThan(0)
      expect(ofUnit.datae.every((row) => row.cabang === chosenName)).toBe(true)
      await expect(rows(page)).toHaveCount(ofUnit.datae.length)
      const someone = ofUnit.datae[1]?.nama ?? ''
      await page.getByLabel('Cari pegawai').fill(someone)
      await expect(rows(page)).toHaveCount(1)
      const address = `/absensirekap?tglawal=${from}&tglakhir=${to}&unit=${CHOSEN}&cari=${encodeURIComponent(someone).replace(/%20/g, '+')}`
      await expect(page).toHaveURL(address)
      await expectTableFits(page, wide)
      await expectAxeClean(page)

      const generates = countRequests(page, 'api/laporan/generate')
      await page.getByRole('link', { name: `Detail ${someone}` }).click()
      await expect(page.getByTestId('detail-nama')).toHaveText(someone)
      await page.goBack()
      await expect(page).toHaveURL(address)
      await expect(rows(page)).toHaveCount(1)
      await expect(rows(page).first()).toContainText(someone)
      await page.getByLabel('Cari pegawai').fill('')
      await expect(rows(page)).toHaveCount(ofUnit.datae.length)
      await page.reload()
      await expect(rows(page)).toHaveCount(ofUnit.datae.length)
      await expect(page.getByLabel('Dari tanggal')).toHaveValue(shownDate(from))
      expect(generates.count).toBe(0)

      expect(await pressCetak(page)).toBe(ofUnit.datae.length)
      const letterhead = page.getByTestId('print-document').locator('header.print-header')
      await expect(letterhead).toContainText(`Unit: ${chosenName}`)
      await expect(page.getByTestId('print-signature')).toContainText(`Kepala ${chosenName}`)
      const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
      expect(file.heading).toContain(`Unit: ${chosenName}`)
      expect(file.records).toHaveLength(ofUnit.datae.length)
    })
  })
}

test('a unit admin sees its own unit fixed, whatever the address says', async ({ page }) => {
  await login(page, UNIT)
  const from = await localDate(page, -7)
  const to = await localDate(page, -1)
  await navigateInApp(page, `/absensiriwayat?tglawal=${from}&tglakhir=${to}&unit=${CHOSEN}`)
  const own = DEMO_OFFICES.find((office) => office.kode === UNIT.ids)?.cabang ?? ''
  await expect(unitSelect(page)).toBeDisabled()
  await expect(unitSelect(page).locator('option:checked')).toHaveText(own)
  const mine = await apiAs<{ tot_data: number }>(
    page,
    'GET',
    `api/laporan/absensi/riwayat/${from}/${to}?cari=&kode=&page=1&halaman=100`,
  )
  await expect(page.getByTestId('jumlah-riwayat')).toHaveText(
    `${mine.tot_data.toLocaleString('id-ID')} catatan`,
  )
})
