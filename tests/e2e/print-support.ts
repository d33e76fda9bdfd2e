import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { NAMA_BULAN, NAMA_HARI, weekday } from '../../src/domain/calendar.ts'
import { test } from './fixed-clock.ts'

/**
 * Print as a person would (docs/printing.md): press 'Cetak', let the app render its document and
 * call print() (stubbed: it records the call), then print the page to PDF as Chromium's print
 * dialog would (the page's own @page size and margin boxes) and read that PDF back with Debian's
 * poppler-utils: pdfinfo (pages, size), pdftotext -layout (text per page), pdftoppm (PNG pages).
 */

export type PrintedPdf = {
  /** The PDF file (in the test's output folder). */
  path: string
  /** Text of each page, in order. */
  pages: string[]
  orientation: 'portrait' | 'landscape'
  /** Page size in points (A4: 595 × 842). */
  width: number
  height: number
}

/** A row of the printed document's table (not its closing row), inside the document. */
const DOCUMENT_ROW = '.print-table tbody tr:not(.print-closing-row)'

/** Replaces window.print with a recorder: the calls, and the rows and loaded pictures the document held. */
export async function stubPrint(page: Page) {
  await page.evaluate((documentRow) => {
    const w = window as unknown as { printCalls: number; printDocumentRows: number; printedPictures: number }
    w.printCalls = 0
    window.print = () => {
      w.printCalls++
      // What the document held when printing started: it must be whole by then.
      const printed = document.querySelector('.print-document')
      w.printDocumentRows = printed?.querySelectorAll(documentRow).length ?? 0
      w.printedPictures = [...(printed?.querySelectorAll('img') ?? [])].filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length
    }
  }, DOCUMENT_ROW)
}

/** SPEC.md §9: printing starts 1000 ms after the document is there. */
const PRINT_WAIT_MS = 1000

const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)

/**
 * Presses 'Cetak' and waits for the app's print() call; returns the rows the document held then.
 * The time from click to print() is noted on the test's report (a figure, not an assertion).
 */
export async function pressCetak(page: Page): Promise<number> {
  await stubPrint(page)
  const clicked = Date.now()
  await page.getByRole('button', { name: 'Cetak' }).click()
  await expect.poll(() => printCalls(page), { timeout: 30_000 }).toBe(1)
  test.info().annotations.push({ type: 'Cetak → print()', description: `${Date.now() - clicked} ms` })
  return page.evaluate(() => (window as unknown as { printDocumentRows: number }).printDocumentRows)
}

/**
 * Presses 'Cetak' with the page's clock paused (Playwright's clock, installed for every test by fixed-clock.ts) and
 * moves it by hand, so the wait of SPEC.md §9 is proved without timing anything: once the whole
 * document (`rows` rows) is on the page, print() is not called in the first 999 ms and is called
 * at the 1000th. Returns the rows the document held when print() ran.
 */
export async function pressCetakOnPausedClock(page: Page, rows: number): Promise<number> {
  await stubPrint(page)
  // Paused a moment ahead of the page's time (its clock runs until then): nothing fires afterwards unless moved.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.getByRole('button', { name: 'Cetak' }).click()
  await expect(page.locator(`.print-document ${DOCUMENT_ROW}`)).toHaveCount(rows)
  expect(await printCalls(page), 'print() before the wait').toBe(0)
  await page.clock.runFor(PRINT_WAIT_MS - 1)
  expect(await printCalls(page), `print() within ${PRINT_WAIT_MS - 1} ms`).toBe(0)
  await page.clock.runFor(1)
  await expect.poll(() => printCalls(page), { message: `print() at ${PRINT_WAIT_MS} ms` }).toBe(1)
  await page.clock.resume()
  return page.evaluate(() => (window as unknown as { printDocumentRows: number }).printDocumentRows)
}

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' })

/** Prints the page to a PDF in the test's output folder and reads it back. */
export async function printToPdf(page: Page, testInfo: TestInfo): Promise<PrintedPdf> {
  const pdf = testInfo.outputPath('print.pdf')
  await page.pdf({ path: pdf, preferCSSPageSize: true, displayHeaderFooter: false, printBackground: true })
  const info = run('pdfinfo', [pdf])
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)
  const width = Number(size?.[1])
  const height = Number(size?.[2])
  const pages = run('pdftotext', ['-layout', pdf, '-']).split('\f').slice(0, count)
  // Every page renders to an image (what a person would look at); the first and last are attached.
  const pngDir = testInfo.outputPath('pages')
  run('mkdir', ['-p', pngDir])
  run('pdftoppm', ['-png', '-r', '40', pdf, join(pngDir, 'page')])
  const images = readdirSync(pngDir)
    .filter((name) => name.endsWith('.png'))
    .sort()
  expect(images, 'one PNG per page').toHaveLength(count)
  for (const name of [images[0], images.at(-1)]) {
    if (name) await testInfo.attach(name, { path: join(pngDir, name), contentType: 'image/png' })
  }
  return { path: pdf, pages, orientation: width > height ? 'landscape' : 'portrait', width, height }
}

/** The pictures drawn in the PDF (`pdfimages -list`: two heading lines, then one line per image). */
export function imagesIn(pdf: PrintedPdf): number {
  const lines = run('pdfimages', ['-list', pdf.path]).trim().split('\n').slice(2)
  return lines.filter((line) => /^\s*\d+\s+\d+\s+image\s/.test(line)).length
}

/**
 * The row numbers printed on a page: the numbers of the first column ('No', right-aligned), i.e.
 * a line's first word when it is a number ending where the heading 'No' ends. pdftotext -layout
 * sometimes sets a page's one-digit numbers a few columns further right (it did once a dt above
 * the table changed from 'Kantor' to 'Unit'): such a number counts when it continues the run of its
 * neighbours. Lines that continue a wrapped cell ('2026' under a date) start further right or break
 * the run, and are not counted.
 */
export function rowNumbers(pageText: string): number[] {
  const lines = pageText.split('\n')
  const heading = lines.find((line) => /^\s*No\s/.test(line))
  if (!heading) return []
  const noEnd = heading.indexOf('No') + 2
  const leading = lines.flatMap((line) => {
    const match = /^(\s*)(\d+)\s/.exec(line)
    if (!match?.[2]) return []
    const shift = (match[1]?.length ?? 0) + match[2].length - noEnd
    return shift >= -1 && shift <= 4 ? [{ number: Number(match[2]), aligned: Math.abs(shift) <= 1 }] : []
  })
  return leading
    .filter(
      ({ number, aligned }, i) =>
        aligned || leading[i - 1]?.number === number - 1 || leading[i + 1]?.number === number + 1,
    )
    .map(({ number }) => number)
}

/** Collapses the runs of spaces that -layout puts between words of one cell or heading. */
export const words = (text: string) => text.replace(/\s+/g, ' ')

export type ExpectedPrint = {
  foundation: string
  title: string
  period: string
  unit: string
  operator: string
  /** Who signs under 'Mengetahui,'. */
  head: string
  /** The head's name under the title, when the unit's master data has one (docs/master-data.md). */
  headName?: string
  headings: string[]
  rows: number
  orientation: 'portrait' | 'landscape'
}

/**
 * What a report that stands on its own holds: the letterhead on page 1; title, period and every
 * column heading on every page; 'Halaman i dari N' on page i; rows 1..N in order, each once, some
 * on every page (the signature block never stands alone); the signature block once, on the last
 * page; A4 in the report's orientation.
 */
export function expectStandsOnItsOwn(pdf: PrintedPdf, expected: ExpectedPrint) {
  const { pages } = pdf
  const total = pages.length
  expect(pdf.orientation).toBe(expected.orientation)
  // A4 (595.28 × 841.89 pt) either way round.
  expect([Math.round(Math.min(pdf.width, pdf.height)), Math.round(Math.max(pdf.width, pdf.height))]).toEqual([
    595, 842,
  ])
  const first = words(pages[0] ?? '')
  expect(first).toContain(expected.foundation.toUpperCase())
  expect(first).toContain(`Periode: ${expected.period}`)
  expect(first).toContain(`Unit: ${expected.unit}`)
  expect(first).toMatch(new RegExp(`Dicetak .+ pukul \\d\\d:\\d\\d WI[BT]A? oleh ${expected.operator}`))
  pages.forEach((text, index) => {
    const page = words(text)
    expect(page, `page ${index + 1}: title and period`).toContain(`${expected.title} · ${expected.period}`)
    for (const heading of expected.headings)
      expect(page, `page ${index + 1}: heading ${heading}`).toContain(heading)
    expect(page, `page ${index + 1}: page number`).toContain(`Halaman ${index + 1} dari ${total}`)
    if (expected.rows > 0) expect(rowNumbers(text).length, `page ${index + 1}: rows`).toBeGreaterThan(0)
  })
  const numbers = pages.flatMap(rowNumbers)
  expect(numbers, 'every row once, in order').toEqual(Array.from({ length: expected.rows }, (_, i) => i + 1))
  const last = words(pages.at(-1) ?? '')
  expect(last).toContain('Mengetahui,')
  expect(last).toContain(expected.head)
  if (expected.headName) expect(last).toContain(`(${expected.headName})`)
  expect(last).toContain('Petugas,')
  expect(last).toContain(`(${expected.operator})`)
  for (const page of pages.slice(0, -1)) expect(words(page)).not.toContain('Mengetahui,')
}

/** The browser's local date (the demo foundation's, WIB), shifted by days. */
export function localDate(page: Page, days = 0): Promise<string> {
  return page.evaluate((shift) => {
    const d = new Date(Date.now() + shift * 86_400_000)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }, days)
}

/** The latest Friday before today: a working day of every seeded shift, with a full day of records. */
export async function lastFriday(page: Page): Promise<string> {
  for (let back = 1; back <= 7; back++) {
    const day = await localDate(page, -back)
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 5) return day
  }
  throw new Error('no Friday in the last week')
}

/** 'Senin, 16 November 2026' (SPEC.md §9's day and month names). */
function tanggal(ymd: string): string {
  const [year, month, day] = ymd.split('-').map(Number)
  return `${NAMA_HARI[weekday(ymd)]}, ${day} ${NAMA_BULAN[(month ?? 1) - 1]} ${year}`
}

/** The period as the letterhead writes it. */
export const periodOf = (from: string, to: string) =>
  from === to ? tanggal(from) : `${tanggal(from)} s.d. ${tanggal(to)}`

/** The pictures of the printed document that had loaded when print() was called. */
export const picturesAtPrint = (page: Page) =>
  page.evaluate(() => (window as unknown as { printedPictures: number }).printedPictures)
