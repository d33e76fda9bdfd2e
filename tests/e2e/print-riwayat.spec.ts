import { expect } from '@playwright/test'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import {
  expectStandsOnItsOwn,
  localDate,
  periodOf,
  picturesAtPrint,
  pressCetak,
  printToPdf,
} from './print-support.ts'
import { ADMIN, FOUNDATION, login, navigateInApp } from './support.ts'

type Riwayat = { datae: { tgl: string; status: number; device: number; waktu_pulang: string | null }[] }

test("print: Riwayat prints every record of the range (not the screen's page) with the selfies that exist", async ({
  page,
}, testInfo) => {
  // 650 rows, ~1,000 picture requests and a 40-page PDF read back.
  test.setTimeout(120_000)
  await login(page, ADMIN)
  await navigateInApp(page, '/absensiriwayat')
  await expect(page.getByTestId('jumlah-riwayat')).toBeVisible()
  // The screen's default range: the last seven days.
  const from = await localDate(page, -6)
  const to = await localDate(page, 0)
  const all = await apiAs<Riwayat>(page, 'GET', `api/laporan/absensi/riwayat/${from}/${to}`)
  expect(all.datae.length, 'more than the 100 rows of one screen page').toBeGreaterThan(100)

  expect(await pressCetak(page)).toBe(all.datae.length)
  // The demo has selfies for the app check-ins of yesterday and today only: those print, loaded;
  // older check-ins print no picture at all (never a placeholder or a broken image).
  const yesterday = await localDate(page, -1)
  const withSelfies = all.datae.filter((r) => r.status === 0 && r.device === 0 && r.tgl >= yesterday)
  const selfies = withSelfies.reduce((sum, r) => sum + (r.waktu_pulang ? 2 : 1), 0)
  expect(selfies).toBeGreaterThan(10)
  expect(await picturesAtPrint(page), 'every selfie had loaded when print() was called').toBe(selfies)
  const printed = await page
    .getByTestId('print-document')
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((img) => ({
        blob: img.src.startsWith('blob:'),
        width: img.naturalWidth,
      })),
    )
  expect(printed).toHaveLength(selfies)
  expect(printed.filter((img) => !img.blob || img.width === 0)).toEqual([])

  const pdf = await printToPdf(page, testInfo)
  expectStandsOnItsOwn(pdf, {
    foundation: FOUNDATION,
    title: 'Riwayat Absensi Pegawai',
    period: periodOf(from, to),
    unit: 'Semua unit',
    operator: ADMIN.namalengkap,
    head: `Ketua ${FOUNDATION}`,
    headings: ['No', 'Tanggal', 'Pegawai', 'Datang', 'Pulang', 'Foto', 'Jam Kerja', 'Lokasi', 'Sumber'],
    rows: all.datae.length,
    orientation: 'landscape',
  })
})
