import { expect } from '@playwright/test'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import {
  expectStandsOnItsOwn,
  localDate,
  periodOf,
  pressCetakOnPausedClock,
  printToPdf,
  words,
} from './print-support.ts'
import { ADMIN, FOUNDATION, login, navigateInApp } from './support.ts'

type Rekap = { datae: { idp: number; nama: string }[] }

test('print: a recap detail prints every day of two months, A4 portrait, headings on every page', async ({
  page,
}, testInfo) => {
  // The page's time (the suite's clock, installed by fixed-clock.ts) runs as usual until the test
  // pauses it to move it by hand (pressCetakOnPausedClock).
  await login(page, ADMIN)
  const from = await localDate(page, -60)
  const to = await localDate(page, -1)
  await navigateInApp(page, '/absensirekap')
  await page.getByLabel('Dari tanggal').fill(from)
  await page.getByLabel('Sampai tanggal').fill(to)
  await page.getByRole('button', { name: 'Generate' }).click()
  const recap = await apiAs<Rekap>(page, 'GET', `api/laporan/rekapitulasi/${from}/${to}`)
  const first = recap.datae[0]
  if (!first) throw new Error('empty recap')
  await page
    .getByRole('link', { name: `Detail ${first.nama}` })
    .first()
    .click()
  await expect(page.getByTestId('detail-nama')).toHaveText(first.nama)
  const detail = await apiAs<{ data: unknown[]; cabang: string }>(
    page,
    'GET',
    `api/laporan/rekapitulasi/${from}/${to}/${first.idp}`,
  )

  // The screen's lines: the answer's days and the unit's days off (Cetak waits for the calendar).
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled()
  const lines = await page.getByRole('table').locator('tbody tr').count()
  expect(lines).toBeGreaterThanOrEqual(detail.data.length)

  // SPEC.md §9: printing starts after the 1000 ms wait, with the whole document already there.
  expect(await pressCetakOnPausedClock(page, lines)).toBe(lines)
  const pdf = await printToPdf(page, testInfo)
  expect(pdf.pages.length, 'two months of days need more than one page').toBeGreaterThan(1)
  expectStandsOnItsOwn(pdf, {
    foundation: FOUNDATION,
    title: `Rekap Absensi ${first.nama}`,
    period: periodOf(from, to),
    unit: 'Semua unit',
    operator: ADMIN.namalengkap,
    head: `Ketua ${FOUNDATION}`,
    headings: ['No', 'Tanggal', 'Datang – Pulang', 'Terlambat (menit)'],
    rows: lines,
    orientation: 'portrait',
  })
  expect(words(pdf.pages[0] ?? '')).toContain(`Unit ${detail.cabang}`)
  // The totals close the report, above the signature (issue 34).
  expect(words(pdf.pages.at(-1) ?? '')).toContain(await page.getByTestId('detail-jumlah').innerText())
})
