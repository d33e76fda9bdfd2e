import { expect } from '@playwright/test'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { expectStandsOnItsOwn, localDate, periodOf, pressCetak, printToPdf } from './print-support.ts'
import { ADMIN, FOUNDATION, login, navigateInApp, UNIT } from './support.ts'

type Rekap = { datae: { idp: number; nama: string }[] }

const HEADINGS = [
  'No',
  'Pegawai',
  'Masuk',
  'Sakit',
  'Ijin',
  'Cuti',
  'Dinas',
  'Alpha',
  'Total',
  'Terlambat',
  'Terlambat (menit)',
  'Pulang Awal (menit)',
  'Tidak Absen Pulang',
  'Unit',
]

test.describe('print: Rekapitulasi Absensi', () => {
  for (const user of [ADMIN, UNIT]) {
    test(`${user.label}: every employee of the range, A4 landscape, on pages that stand on their own`, async ({
      page,
    }, testInfo) => {
      await login(page, user)
      const from = await localDate(page, -30)
      const to = await localDate(page, -1)
      await navigateInApp(page, '/absensirekap')
      await page.getByLabel('Dari tanggal').fill(from)
      await page.getByLabel('Sampai tanggal').fill(to)
      await page.getByRole('button', { name: 'Generate' }).click()
      await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(/\S/)
      const recap = await apiAs<Rekap>(page, 'GET', `api/laporan/rekapitulasi/${from}/${to}`)
      expect(recap.datae.length).toBeGreaterThan(0)

      expect(await pressCetak(page)).toBe(recap.datae.length)
      const pdf = await printToPdf(page, testInfo)
      const unit = user === UNIT ? 'SD Islam Terpadu 1' : 'Semua unit'
      const units = await apiAs<{ datae: { cabang: string; kepala: string }[] }>(page, 'GET', 'api/kantor')
      const headName = units.datae.find((row) => row.cabang === unit)?.kepala
      expectStandsOnItsOwn(pdf, {
        foundation: FOUNDATION,
        title: 'Rekapitulasi Absensi',
        period: periodOf(from, to),
        unit,
        operator: user.namalengkap,
        head: user === UNIT ? `Kepala ${unit}` : `Ketua ${FOUNDATION}`,
        headName,
        headings: HEADINGS,
        rows: recap.datae.length,
        orientation: 'landscape',
      })
    })
  }
})
