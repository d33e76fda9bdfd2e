import { readFileSync } from 'node:fs'
import * as XLSX from '@e965/xlsx'
import { expect, type Page } from '@playwright/test'
import type { KalenderTahun } from '../../src/contract/kalender.ts'
import { NAMA_BULAN } from '../../src/domain/calendar.ts'
import { apiAs } from './attend-support.ts'
import { dateCell, numberCell, readExcel, seenRows, textCell } from './excel-support.ts'
import { E2E_NOW, test } from './fixed-clock.ts'
import { pressCetak, printToPdf, words } from './print-support.ts'
import { ADMIN, type DemoUser, FOUNDATION, login, navigateInApp, UNIT } from './support.ts'

/**
 * 'Kalender Kerja {tahun}' of /kalender (issue 30): pressed as a user would, printed to PDF and read
 * back with poppler (pdfinfo, pdftotext), and the xlsx read back with SheetJS; every expectation
 * from the API's answer for the calendar the screen shows (the suite's year, 2026, which the demo
 * seeds with the decree's national calendar and the schools' semester break).
 */

const TAHUN = Number(E2E_NOW.toISOString().slice(0, 4))
const PERIODE = `1 Januari ${TAHUN} s.d. 31 Desember ${TAHUN}`
const SCHOOL = 'SD Islam Terpadu 1'

const LEGEND = [
  'Libur Nasional',
  'Cuti Bersama',
  'Libur Yayasan',
  'Libur Unit',
  'Hari Rapat',
  'Libur pekanan',
]

/** '21 Maret 2026', '21–22 Maret 2026', '21 Desember 2026–1 Januari 2027' (written here, not imported). */
function range(from: string, to: string): string {
  const [y1, m1, d1] = from.split('-').map(Number)
  const [y2, m2, d2] = to.split('-').map(Number)
  const month = (m?: number) => NAMA_BULAN[(m ?? 1) - 1]
  const end = `${d2} ${month(m2)} ${y2}`
  if (from === to) return end
  if (y1 !== y2) return `${d1} ${month(m1)} ${y1}–${end}`
  return m1 === m2 ? `${d1}–${end}` : `${d1} ${month(m1)}–${end}`
}

/**
 * Opens /kalender as `user`. The demo seeds the national calendar from about three months back, so
 * level 0 first runs 'Impor libur nasional' for the year (the call behind the screen's action):
 * the year then holds the whole decree, Idulfitri in March included.
 */
async function openKalender(page: Page, user: DemoUser): Promise<KalenderTahun> {
  await login(page, user)
  if (user === ADMIN) await apiAs(page, 'POST', 'api/kalender/nasional', { tahun: TAHUN })
  await navigateInApp(page, '/kalender')
  // The buttons wait for the year's answer.
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled()
  // The screen's calendar: the foundation's for level 0, the unit's for a unit admin (the server's scope).
  return apiAs<KalenderTahun>(page, 'GET', `api/kalender?tahun=${TAHUN}`)
}

/**
 * The list's row numbers on a page: below its headings (the month grids above start lines with
 * numbers too), a line's first number when a date follows it. Not rowNumbers of print-support:
 * -layout scales page 1's columns to its wide grids, so 'No' and its numbers do not end together.
 */
function listNumbers(pageText: string): number[] {
  const lines = pageText.split('\n')
  const heading = lines.findIndex((line) => /^\s*No\s+Tanggal\s/.test(line))
  if (heading < 0) return []
  return lines.slice(heading + 1).flatMap((line) => {
    const row = /^\s*(\d+)\s+\d{1,2}[\s–]/.exec(line)
    return row ? [Number(row[1])] : []
  })
}

/** Every printed line, its runs of spaces collapsed. */
const linesOf = (pages: string[]) => pages.flatMap((page) => page.split('\n')).map(words)

/** A row of the list: its date or range, kind and description on one line. */
const expectListed = (pages: string[], row: string) =>
  expect(linesOf(pages)).toContainEqual(expect.stringContaining(row))

test.describe('print: Kalender Kerja', () => {
  for (const user of [ADMIN, UNIT]) {
    test(`${user.label}: the year on A4 portrait with months, legend, list and signature`, async ({
      page,
    }, testInfo) => {
      const data = await openKalender(page, user)
      const listed = data.datae.length + data.rapat.length
      expect(await pressCetak(page)).toBe(listed)
      const pdf = await printToPdf(page, testInfo)
      expect(pdf.orientation).toBe('portrait')
      expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([595, 842])

      const unit = user === UNIT ? SCHOOL : 'Semua unit'
      const first = words(pdf.pages[0] ?? '')
      expect(first).toContain(FOUNDATION.toUpperCase())
      expect(first).toContain(`KALENDER KERJA ${TAHUN}`)
      expect(first).toContain(`Periode: ${PERIODE}`)
      expect(first).toContain(`Unit: ${unit}`)
      for (const month of NAMA_BULAN) expect(first).toContain(month)
      // The months three abreast, in order: each one's working days from the answer.
      const all = pdf.pages.map(words).join(' ')
      expect([...all.matchAll(/Hari kerja: (\d+)/g)].map((match) => Number(match[1]))).toEqual(
        data.hari_kerja,
      )
      for (const word of LEGEND) expect(all).toContain(word)

      // The list: every entry and meeting day numbered once, in order.
      expect(pdf.pages.flatMap(listNumbers)).toEqual(Array.from({ length: listed }, (_, i) => i + 1))
      // A decreed national holiday: Idulfitri's two days for level 0 (imported), Christmas for the school.
      const holidays = data.datae.filter((entry) =>
        user === ADMIN
          ? entry.keterangan.startsWith('Hari Raya Idulfitri 1447 Hijriah')
          : entry.jenis === 'nasional' && entry.tglawal === `${TAHUN}-12-25`,
      )
      expect(holidays.map((entry) => entry.tglawal)).toEqual(
        user === ADMIN ? [`${TAHUN}-03-21`, `${TAHUN}-03-22`] : [`${TAHUN}-12-25`],
      )
      for (const entry of holidays)
        expectListed(pdf.pages, `${range(entry.tglawal, entry.tglakhir)} Libur Nasional ${entry.keterangan}`)
      const breaks = data.datae.filter((entry) => entry.jenis === 'unit')
      if (user === UNIT) {
        expect(breaks.length).toBeGreaterThan(0)
        for (const entry of breaks)
          expectListed(pdf.pages, `${range(entry.tglawal, entry.tglakhir)} Libur Unit ${entry.keterangan}`)
      } else expect(breaks, "the foundation's calendar has no unit's break").toEqual([])

      const last = words(pdf.pages.at(-1) ?? '')
      if (data.nasional?.sk) expect(last).toContain(data.nasional.sk)
      expect(last).toContain('Mengetahui,')
      expect(last).toContain(user === UNIT ? `Kepala ${SCHOOL}` : `Ketua ${FOUNDATION}`)
      expect(last).toContain('Petugas,')
      expect(last).toContain(`(${user.namalengkap})`)
      pdf.pages.forEach((text, index) => {
        expect(words(text)).toContain(`Halaman ${index + 1} dari ${pdf.pages.length}`)
      })
    })
  }

  test("a year whose decree is not out yet says so: 'sementara', on the chosen year's print", async ({
    page,
  }, testInfo) => {
    const next = TAHUN + 1
    await login(page, ADMIN)
    await navigateInApp(page, '/kalender')
    await page.getByLabel('Tahun', { exact: true }).selectOption(String(next))
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled()
    const data = await apiAs<KalenderTahun>(page, 'GET', `api/kalender?tahun=${next}`)
    expect(data.nasional?.sementara, `the app's ${next} is an estimate`).toBe(true)
    expect(await pressCetak(page)).toBe(data.datae.length + data.rapat.length)
    const all = words((await printToPdf(page, testInfo)).pages.join('\n'))
    expect(all).toContain(`KALENDER KERJA ${next}`)
    expect(all).toContain(`Tanggal libur nasional ${next} sementara: SKB belum terbit`)
    expect([...all.matchAll(/Hari kerja: (\d+)/g)].map((match) => Number(match[1]))).toEqual(data.hari_kerja)
  })

  test('Ekspor Excel: the entries and the working days per month, under the heading', async ({ page }) => {
    const data = await openKalender(page, ADMIN)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Ekspor Excel' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`kalender-kerja-${TAHUN}.xlsx`)
    const bytes = readFileSync(await file.path())
    const entries = readExcel(bytes, file.suggestedFilename())
    expect(entries.sheetName).toBe('Kalender')
    expect(entries.heading.slice(0, 4)).toEqual([
      FOUNDATION,
      `Kalender Kerja ${TAHUN}`,
      `Periode: ${PERIODE}`,
      'Unit: Semua unit',
    ])
    expect(entries.frozenRows).toBe(entries.heading.length + 2)
    expect(entries.headers).toEqual([
      'No',
      'Tanggal Awal',
      'Tanggal Akhir',
      'Jumlah Hari',
      'Jenis',
      'Keterangan',
      'Cakupan',
      'SK',
    ])
    expect(entries.cells).toHaveLength(data.datae.length + data.rapat.length)
    const rows = seenRows(entries, entries.headers)
    const idulfitri = data.datae.find((entry) =>
      entry.keterangan.startsWith('Hari Raya Idulfitri 1447 Hijriah'),
    )
    expect(idulfitri).toBeDefined()
    expect(rows.find((row) => row.Keterangan?.v === idulfitri?.keterangan)).toEqual({
      No: expect.anything(),
      'Tanggal Awal': dateCell(`${TAHUN}-03-21`),
      'Tanggal Akhir': dateCell(`${TAHUN}-03-21`),
      'Jumlah Hari': numberCell(1),
      Jenis: textCell('Libur Nasional'),
      Keterangan: textCell(idulfitri?.keterangan ?? ''),
      Cakupan: textCell('Semua unit'),
      SK: textCell(data.nasional?.sk ?? ''),
    })
    expect(rows.map((row) => row.No)).toEqual(rows.map((_, i) => numberCell(i + 1)))

    // Sheet 2: per month the answer's working days; the days off are the rest of the month.
    const book = XLSX.read(bytes)
    expect(book.SheetNames).toEqual(['Kalender', 'Hari Kerja'])
    const months = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets['Hari Kerja'] as XLSX.WorkSheet,
      {
        range: entries.headerRow,
      },
    )
    expect(months.map((row) => row.Bulan)).toEqual([...NAMA_BULAN, 'Jumlah'])
    expect(months.map((row) => row['Hari Kerja'])).toEqual([
      ...data.hari_kerja,
      data.hari_kerja.reduce((sum, days) => sum + days, 0),
    ])
    for (const row of months)
      expect(Number(row['Hari Kerja']) + Number(row['Hari Libur'])).toBe(row['Jumlah Hari'])
    expect(months.at(-1)?.['Jumlah Hari']).toBe(365)
  })
})
