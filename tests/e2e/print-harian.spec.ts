import { expect } from '@playwright/test'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { expectStandsOnItsOwn, lastFriday, periodOf, pressCetak, printToPdf, words } from './print-support.ts'
import { ADMIN, FOUNDATION, login, navigateInApp } from './support.ts'

type Harian = { umum: { status: number }[] }

test('print: Rekap Kedatangan Harian prints every record of the date, A4 landscape', async ({
  page,
}, testInfo) => {
  await login(page, ADMIN)
  const day = await lastFriday(page)
  await navigateInApp(page, `/absensiharian?tgl=${day}`)
  const expected = await apiAs<Harian>(page, 'GET', `api/laporan/absensi/harian/${day}`)
  await expect(page.getByTestId('total-hadir')).toBeVisible()

  expect(await pressCetak(page)).toBe(expected.umum.length)
  const pdf = await printToPdf(page, testInfo)
  expect(pdf.pages.length, 'a whole day of the demo needs more than one page').toBeGreaterThan(1)
  expectStandsOnItsOwn(pdf, {
    foundation: FOUNDATION,
    title: 'Rekap Kedatangan Harian',
    period: periodOf(day, day),
    unit: 'Semua unit',
    operator: ADMIN.namalengkap,
    head: `Ketua ${FOUNDATION}`,
    headings: [
      'No',
      'Pegawai',
      'Datang',
      'Terlambat (menit)',
      'Pulang',
      'Pulang Awal (menit)',
      'Jam Kerja',
      'Lokasi',
      'Sumber',
    ],
    rows: expected.umum.length,
    orientation: 'landscape',
  })
  const present = expected.umum.filter((row) => row.status === 0).length
  expect(words(pdf.pages.at(-1) ?? '')).toContain(`Total hadir: ${present} pegawai`)
})
