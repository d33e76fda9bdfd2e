import { expect } from '@playwright/test'
import type { RekapJamMengajar } from '../../src/contract/jam-mengajar.ts'
import { terbilang } from '../../src/ui/lib/terbilang.ts'
import { apiAs } from './attend-support.ts'
import { downloadExcel, numberCell, seenRows, textCell } from './excel-support.ts'
import { E2E_NOW, test } from './fixed-clock.ts'
import { expectStandsOnItsOwn, pressCetak, printToPdf, words } from './print-support.ts'
import { FOUNDATION, login, navigateInApp, UNIT } from './support.ts'

/**
 * Rekap Jam Mengajar (issue 33, docs/jam-mengajar.md): the unit admin's recap of the seeded school's
 * last month printed to PDF and read back with poppler (letterhead, a teacher's JP and honor, the
 * total in figures and in words, the head's signature), and its xlsx read back with SheetJS
 * (numbers as numbers, a total row). Every figure expected comes from the API's answer.
 */

const SCHOOL = 'SD Islam Terpadu 1'
/** Rupiah as the screen writes it: 1234567 → '1.234.567'. */
const formatAngka = (value = 0) => new Intl.NumberFormat('id-ID').format(value)
const [YEAR, MONTH] = [E2E_NOW.getUTCFullYear(), E2E_NOW.getUTCMonth()]
const BULAN = `${MONTH === 0 ? YEAR - 1 : YEAR}-${String(MONTH === 0 ? 12 : MONTH).padStart(2, '0')}`
const PERIOD = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${BULAN}-01T00:00:00Z`),
)

test('Rekap Jam Mengajar: printed with the total in words and the signature, exported payroll-ready', async ({
  page,
}, testInfo) => {
  await login(page, UNIT)
  await navigateInApp(page, `/rekapjammengajar?bulan=${BULAN}`)
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled()
  const recap = await apiAs<RekapJamMengajar>(page, 'GET', `api/laporan/jammengajar?bulan=${BULAN}`)
  const paid = recap.datae.find((row) => row.honor > 0)
  expect(paid, 'the seeded school has a teacher paid that month').toBeDefined()
  await expect(page.locator('#konten').getByTestId('rekap-total')).toContainText(
    `Terbilang: ${terbilang(recap.total_honor)}`,
  )

  expect(await pressCetak(page)).toBe(recap.datae.length)
  const pdf = await printToPdf(page, testInfo)
  expectStandsOnItsOwn(pdf, {
    foundation: FOUNDATION,
    title: 'Rekap Jam Mengajar',
    period: PERIOD,
    unit: SCHOOL,
    operator: UNIT.namalengkap,
    head: `Kepala ${SCHOOL}`,
    headName: recap.kepala,
    headings: ['NIP', 'Nama', 'JP Jadwal', 'JP Diajar', 'JP Pengganti', 'Honor (Rp)'],
    rows: recap.datae.length,
    orientation: 'landscape',
  })
  const lines = pdf.pages.flatMap((text) => text.split('\n')).map(words)
  const line = lines.find((text) => paid && text.includes(paid.nip)) ?? ''
  expect(line).toContain(`${formatAngka(paid?.tarif)} ${formatAngka(paid?.honor)}`)
  const last = words(pdf.pages.at(-1) ?? '')
  expect(last).toContain(`Total honor: Rp ${formatAngka(recap.total_honor)}`)
  expect(last).toContain(`Terbilang: ${terbilang(recap.total_honor)}`)

  const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
  expect(file.fileName).toBe(`rekap-jam-mengajar-${BULAN}.xlsx`)
  expect(file.heading.slice(0, 4)).toEqual([
    FOUNDATION,
    'Rekap Jam Mengajar',
    `Periode: ${PERIOD}`,
    `Unit: ${SCHOOL}`,
  ])
  const seen = seenRows(file, ['NIP', 'Nama', 'JP Diajar', 'JP Pengganti', 'Tarif per JP', 'Honor'])
  expect(seen).toHaveLength(recap.datae.length + 1)
  recap.datae.forEach((row, index) => {
    expect(seen[index]).toEqual({
      NIP: textCell(row.nip),
      Nama: textCell(row.nama),
      'JP Diajar': numberCell(row.jp_hadir),
      'JP Pengganti': numberCell(row.jp_pengganti),
      'Tarif per JP': numberCell(row.tarif),
      Honor: numberCell(row.honor),
    })
  })
  expect(seen.at(-1)).toMatchObject({ Nama: textCell('Total'), Honor: numberCell(recap.total_honor) })
})
