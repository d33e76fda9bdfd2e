import { expect } from '@playwright/test'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import {
  expectStandsOnItsOwn,
  imagesIn,
  localDate,
  periodOf,
  picturesAtPrint,
  pressCetak,
  printToPdf,
  words,
} from './print-support.ts'
import { ADMIN, FOUNDATION, login, navigateInApp } from './support.ts'

type Riwayat = { datae: { tgl: string; nama: string }[] }
type FotoAda = { datang: number[]; pulang: number[] }

const HEADINGS = ['No', 'Tanggal', 'Pegawai', 'Datang', 'Pulang', 'Foto', 'Jam Kerja', 'Lokasi', 'Sumber']

test("print: Riwayat prints every record of the week with each selfie that exists, within 3 s of 'Cetak'", async ({
  page,
}, testInfo) => {
  // 650 rows and a 40-page PDF read back.
  test.setTimeout(90_000)
  await login(page, ADMIN)
  const pictureRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/uploads/absensi/')) pictureRequests.push(request.url())
  })
  await navigateInApp(page, '/absensiriwayat')
  await expect(page.getByTestId('jumlah-riwayat')).toBeVisible()
  // The screen's default range: the last seven days.
  const from = await localDate(page, -6)
  const to = await localDate(page, 0)
  const all = await apiAs<Riwayat>(page, 'GET', `api/laporan/absensi/riwayat/${from}/${to}`)
  expect(all.datae.length, 'more than the 100 rows of one screen page').toBeGreaterThan(100)
  const ada = await apiAs<FotoAda>(page, 'GET', `api/absensi/foto/ada/${from}/${to}`)
  const selfies = ada.datang.length + ada.pulang.length
  expect(selfies).toBeGreaterThan(10)

  const clicked = Date.now()
  expect(await pressCetak(page)).toBe(all.datae.length)
  expect(Date.now() - clicked, "'Cetak' to print() of a week (issue 34: ≤ 3 s)").toBeLessThanOrEqual(3000)
  expect(await picturesAtPrint(page), 'every selfie had loaded when print() was called').toBe(selfies)
  // Only the pictures that exist were asked for, each once (before: both of every app check-in).
  expect(new Set(pictureRequests).size).toBe(selfies)

  const pdf = await printToPdf(page, testInfo)
  expect(imagesIn(pdf), 'every selfie is drawn in the PDF').toBe(selfies)
  expectStandsOnItsOwn(pdf, {
    foundation: FOUNDATION,
    title: 'Riwayat Absensi Pegawai',
    period: periodOf(from, to),
    unit: 'Semua unit',
    operator: ADMIN.namalengkap,
    head: `Ketua ${FOUNDATION}`,
    headings: HEADINGS,
    rows: all.datae.length,
    orientation: 'landscape',
  })
})

test("print: the browser's own print of Riwayat, without 'Cetak', is the whole report with its signature", async ({
  page,
}, testInfo) => {
  await login(page, ADMIN)
  // Two days: more rows than the screen's page of 100.
  const from = await localDate(page, -1)
  const to = await localDate(page, 0)
  await navigateInApp(page, `/absensiriwayat?tglawal=${from}&tglakhir=${to}`)
  const all = await apiAs<Riwayat>(page, 'GET', `api/laporan/absensi/riwayat/${from}/${to}`)
  expect(all.datae.length).toBeGreaterThan(100)
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(100)
  // The whole print view is read in the background once the screen has its page.
  await expect(page.locator('.print-document .print-table tbody tr:not(.print-closing-row)')).toHaveCount(
    all.datae.length,
  )

  const pdf = await printToPdf(page, testInfo)
  expectStandsOnItsOwn(pdf, {
    foundation: FOUNDATION,
    title: 'Riwayat Absensi Pegawai',
    period: periodOf(from, to),
    unit: 'Semua unit',
    operator: ADMIN.namalengkap,
    head: `Ketua ${FOUNDATION}`,
    headings: HEADINGS,
    rows: all.datae.length,
    orientation: 'landscape',
  })
  const last = all.datae.at(-1)?.nama ?? ''
  expect(words(pdf.pages.at(-1) ?? '')).toContain(words(last))
})
