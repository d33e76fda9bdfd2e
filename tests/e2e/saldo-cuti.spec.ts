import { expect, type Page } from '@playwright/test'
import type { BukuCutiPegawai, SaldoCutiRow } from '../../src/contract/cuti-saldo.ts'
import { apiAs, seriousViolations } from './attend-support.ts'
import { downloadExcel, numberCell, seenRows, textCell } from './excel-support.ts'
import { E2E_NOW, test } from './fixed-clock.ts'
import { expectStandsOnItsOwn, pressCetak, printToPdf, words } from './print-support.ts'
import { ADMIN, FOUNDATION, login, navigateInApp, UNIT } from './support.ts'

/**
 * Saldo Cuti (issue 31, docs/cuti.md): the unit admin's report printed to PDF and read back with
 * poppler, its xlsx read back with SheetJS, and an adjustment on the employee page's Cuti section
 * showing in its ledger. Every figure expected comes from the API's answer for the same report.
 */

const TAHUN = Number(E2E_NOW.toISOString().slice(0, 4))
const SCHOOL = 'SD Islam Terpadu 1'
const FIGURES = [
  'Jatah',
  'Dibawa',
  'Cuti Bersama',
  'Diambil',
  'Dikembalikan',
  'Penyesuaian',
  'Hangus',
  'Sisa',
]

async function openReport(page: Page): Promise<SaldoCutiRow[]> {
  await login(page, UNIT)
  await navigateInApp(page, '/saldocuti')
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled()
  return (await apiAs<{ datae: SaldoCutiRow[] }>(page, 'GET', `api/cuti/saldo?tahun=${TAHUN}`)).datae
}

test.describe('Saldo Cuti', () => {
  test("a unit admin's report printed: letterhead, every employee, the figures, the signature", async ({
    page,
  }, testInfo) => {
    const rows = await openReport(page)
    expect(rows.length).toBeGreaterThan(0)
    expect(await seriousViolations(page)).toEqual([])
    expect(await pressCetak(page)).toBe(rows.length)
    const pdf = await printToPdf(page, testInfo)
    expectStandsOnItsOwn(pdf, {
      foundation: FOUNDATION,
      title: 'Saldo Cuti',
      period: `Tahun ${TAHUN}`,
      unit: SCHOOL,
      operator: UNIT.namalengkap,
      head: `Kepala ${SCHOOL}`,
      headings: ['NIP', 'Nama', 'Tahun Cuti', ...FIGURES],
      rows: rows.length,
      orientation: 'landscape',
    })
    // One entitled employee's line: NIP, then its leave year's figures in the columns' order.
    const entitled = rows.find((row) => row.mulai !== null)
    expect(entitled, 'the demo school has an entitled employee').toBeDefined()
    const lines = pdf.pages.flatMap((text) => text.split('\n')).map(words)
    const line = lines.find((text) => entitled && text.includes(entitled.nip))
    const figures = entitled
      ? [entitled.alokasi, entitled.dibawa, entitled.cuti_bersama, entitled.diambil]
          .concat([entitled.dikembalikan, entitled.penyesuaian, entitled.hangus, entitled.sisa])
          .join(' ')
      : ''
    expect(line).toContain(figures)
  })

  test('Ekspor Excel: the heading, one row per employee, each figure a number', async ({ page }) => {
    const rows = await openReport(page)
    const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
    expect(file.fileName).toBe(`saldo-cuti-${TAHUN}.xlsx`)
    expect(file.heading.slice(0, 4)).toEqual([
      FOUNDATION,
      'Saldo Cuti',
      `Periode: Tahun ${TAHUN}`,
      `Unit: ${SCHOOL}`,
    ])
    expect(file.headers).toEqual([
      'NIP',
      'Nama',
      'Unit',
      'Tahun Cuti Mulai',
      'Tahun Cuti Akhir',
      ...FIGURES,
      'Catatan',
    ])
    const seen = seenRows(file, file.headers)
    expect(seen).toHaveLength(rows.length)
    rows.forEach((row, index) => {
      expect(seen[index]).toMatchObject({
        NIP: textCell(row.nip),
        Nama: textCell(row.nama),
        Jatah: numberCell(row.alokasi),
        Penyesuaian: numberCell(row.penyesuaian),
        Sisa: numberCell(row.sisa),
        Catatan: textCell(row.catatan),
      })
    })
  })

  test("a unit admin adjusts a balance from the report's Buku Cuti; the row follows", async ({ page }) => {
    const rows = await openReport(page)
    const employee = rows.find((row) => row.mulai !== null)
    if (!employee) throw new Error('the demo school has no entitled employee')
    await page.getByRole('button', { name: `Buku Cuti ${employee.nama}` }).click()
    const dialog = page.getByRole('dialog', { name: `Buku Cuti ${employee.nama}` })
    await expect(dialog.getByRole('heading', { name: /^Tahun cuti / }).first()).toContainText(
      `sisa ${employee.sisa} hari`,
    )
    await dialog.getByLabel('Hari (±)').fill('-1')
    await dialog.getByLabel('Alasan').fill('Cuti sebelum aplikasi')
    await dialog.getByRole('button', { name: 'Simpan Penyesuaian' }).click()
    await expect(dialog.getByRole('row').filter({ hasText: 'Cuti sebelum aplikasi' })).toContainText('−1')
    await dialog.getByRole('button', { name: 'Tutup' }).click()
    const row = page.getByRole('row').filter({ hasText: employee.nip })
    await expect(row.getByRole('cell').nth(-2)).toHaveText(String(employee.sisa - 1))
  })

  test("the employee page's Cuti section shows an adjustment in the ledger", async ({ page }) => {
    await login(page, ADMIN)
    const report = await apiAs<{ datae: SaldoCutiRow[] }>(page, 'GET', `api/cuti/saldo?tahun=${TAHUN}`)
    const employee = report.datae.find((row) => row.mulai !== null)
    if (!employee) throw new Error('the demo has no entitled employee')
    await navigateInApp(page, `/pegawai/${employee.idp}`)
    const cuti = page.getByRole('region', { name: 'Cuti' })
    const current = page.getByRole('heading', { name: /^Tahun cuti .* sisa \d+ hari$/ }).first()
    await expect(current).toContainText(`sisa ${employee.sisa} hari`)

    const form = page.getByRole('form', { name: 'Penyesuaian saldo cuti' })
    await form.getByLabel('Hari (±)').fill('2')
    await form.getByLabel('Alasan').fill('Koreksi saldo uji')
    await form.getByRole('button', { name: 'Simpan Penyesuaian' }).click()

    await expect(current).toContainText(`sisa ${employee.sisa + 2} hari`)
    const line = cuti.getByRole('row').filter({ hasText: 'Koreksi saldo uji' })
    await expect(line).toContainText('+2')
    await expect(line).toContainText(String(employee.sisa + 2))
    const ledger = await apiAs<BukuCutiPegawai>(page, 'GET', `api/cuti/saldo/${employee.idp}`)
    expect(ledger.periode.at(-1)?.mutasi.at(-1)).toMatchObject({ hari: 2, keterangan: 'Koreksi saldo uji' })
    // The saved toast slides in: axe measures its contrast once it stands still.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    expect(await seriousViolations(page)).toEqual([])
  })
})
