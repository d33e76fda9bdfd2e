import { expect, type Page } from '@playwright/test'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, login, navigateInApp, shownDate, UNIT } from './support.ts'

/**
 * The recap detail as an HR admin reads it (issue 34): a total row that agrees with the recap, the
 * unit's days off among the days ('LIBUR: …', from the calendar), and a way back to the recap with
 * its filters. August 2026 is past on the suite's clock (2026-11-18) and holds the decree's
 * 17 August, a day off of every unit.
 */

const FROM = '2026-08-01'
const TO = '2026-08-31'
const CHOSEN = 'SMPIT1'

type RekapRow = {
  idp: number
  nama: string
  masuk: number
  keterlambatan: number
  pulangawal: number
  ijin: number
  sakit: number
  alpha: number
}

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr')
const angka = (value: number) => value.toLocaleString('id-ID')

test('the detail shows the totals of its recap row, the national holiday, and goes back to the recap kept', async ({
  page,
}) => {
  await login(page, ADMIN)
  await navigateInApp(page, '/absensirekap')
  await page.getByLabel('Dari tanggal').fill(FROM)
  await page.getByLabel('Sampai tanggal').fill(TO)
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page).toHaveURL(new RegExp(`tglawal=${FROM}&tglakhir=${TO}$`))
  await page.getByLabel('Unit', { exact: true }).selectOption(CHOSEN)
  const recap = await apiAs<{ datae: RekapRow[] }>(
    page,
    'GET',
    `api/laporan/rekapitulasi/${FROM}/${TO}?kode=${CHOSEN}`,
  )
  // Someone with lateness and an absence, so the totals are more than zeros.
  const someone =
    recap.datae.find((row) => row.keterlambatan > 0 && row.ijin + row.sakit + row.alpha > 0) ?? recap.datae[0]
  if (!someone) throw new Error('empty recap')
  await page.getByLabel('Cari pegawai').fill(someone.nama)
  await expect(bodyRows(page)).toHaveCount(1)
  const recapAddress = page.url()

  await page.getByRole('link', { name: `Detail ${someone.nama}` }).click()
  await expect(page.getByTestId('detail-nama')).toHaveText(someone.nama)

  await test.step('the total row equals the recap row', async () => {
    await expect(page.getByTestId('detail-jumlah')).toHaveText(
      `Jumlah: Masuk ${angka(someone.masuk)} hari · Terlambat ${angka(someone.keterlambatan)} menit · ` +
        `Pulang awal ${angka(someone.pulangawal)} menit · Ijin ${angka(someone.ijin)} hari · ` +
        `Sakit ${angka(someone.sakit)} hari · Alpha ${angka(someone.alpha)} hari`,
    )
  })

  await test.step('17 August is a LIBUR row between the 14th and the 18th', async () => {
    const libur = bodyRows(page).filter({ hasText: 'LIBUR: Proklamasi Kemerdekaan' })
    await expect(libur).toHaveCount(1)
    await expect(libur).toContainText('17 Agustus 2026')
    const dates = await bodyRows(page).locator('td:nth-child(2)').allTextContents()
    const at = dates.findIndex((text) => text.includes('17 Agustus 2026'))
    expect(dates[at - 1]).toMatch(/1[0-6] Agustus 2026/)
    expect(dates[at + 1]).toMatch(/1[89]|2\d Agustus 2026/)
    // The SPEC's answer is unchanged: the day off is the screen's, not the server's.
    const detail = await apiAs<{ data: { tgl: string }[] }>(
      page,
      'GET',
      `api/laporan/rekapitulasi/${FROM}/${TO}/${someone.idp}`,
    )
    expect(detail.data.map((row) => row.tgl)).not.toContain('2026-08-17')
    // Every day of the answer is there once, besides the days off (Maulid Nabi is in August too).
    await expect(bodyRows(page).filter({ hasNotText: 'LIBUR:' })).toHaveCount(detail.data.length)
  })

  await test.step("'Kembali ke Rekapitulasi' returns to the recap with its range, unit and search", async () => {
    await page.getByRole('link', { name: 'Kembali ke Rekapitulasi' }).click()
    await expect(page).toHaveURL(recapAddress)
    await expect(page.getByLabel('Unit', { exact: true })).toHaveValue(CHOSEN)
    await expect(page.getByLabel('Cari pegawai')).toHaveValue(someone.nama)
    await expect(page.getByLabel('Dari tanggal')).toHaveValue(shownDate(FROM))
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText(someone.nama)
  })
})

test("a detail opened on its own reads the employee's unit: a school's break across New Year, two calendar years", async ({
  page,
}) => {
  await login(page, ADMIN)
  // The seeded schools' break 2025/2026 runs 22 December 2025 to 2 January 2026.
  const from = '2025-12-15'
  const to = '2026-01-09'
  const recap = await apiAs<{ datae: RekapRow[] }>(
    page,
    'GET',
    `api/laporan/rekapitulasi/${from}/${to}?kode=${CHOSEN}`,
  )
  const someone = recap.datae[0]
  if (!someone) throw new Error('empty recap')
  const calendarYears: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/api/kalender'))
      calendarYears.push(`${url.searchParams.get('tahun')} ${url.searchParams.get('kode')}`)
  })
  // No unit in the address (every unit): the unit is the employee's.
  await navigateInApp(page, `/absensirekap/${someone.idp}?tglawal=${from}&tglakhir=${to}`)
  const breakRows = bodyRows(page).filter({ hasText: 'LIBUR: Libur Semester Ganjil 2025/2026' })
  await expect(breakRows.filter({ hasText: '22 Desember 2025' })).toHaveCount(1)
  await expect(breakRows.filter({ hasText: '2 Januari 2026' })).toHaveCount(1)
  expect(calendarYears.sort()).toEqual([`2025 ${CHOSEN}`, `2026 ${CHOSEN}`])
  await expect(page.getByRole('link', { name: 'Kembali ke Rekapitulasi' })).toHaveAttribute(
    'href',
    `/absensirekap?tglawal=${from}&tglakhir=${to}`,
  )
})

test("a unit admin's detail reads its own unit's calendar (no employee call)", async ({ page }) => {
  await login(page, UNIT)
  const recap = await apiAs<{ datae: RekapRow[] }>(
    page,
    'GET',
    `api/laporan/rekapitulasi/${FROM}/${TO}?kode=`,
  )
  const someone = recap.datae[0]
  if (!someone) throw new Error('empty recap')
  const employeeCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('api/datapegawai/')) employeeCalls.push(request.url())
  })
  await navigateInApp(page, `/absensirekap/${someone.idp}?tglawal=${FROM}&tglakhir=${TO}`)
  await expect(bodyRows(page).filter({ hasText: 'LIBUR: Proklamasi Kemerdekaan' })).toHaveCount(1)
  await expect(page.getByTestId('detail-jumlah')).toContainText(`Masuk ${angka(someone.masuk)} hari`)
  expect(employeeCalls).toEqual([])
})
