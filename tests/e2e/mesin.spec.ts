import { expect, type Page } from '@playwright/test'
import type { BelumDatangRow } from '../../src/contract/laporan.ts'
import { apiAs, seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { expectToast, openPendataan } from './master-support.ts'
import { navigateInApp, sidebar } from './support.ts'

/**
 * Issue 32 in the browser: a machine registered on Mesin Absensi, its attlog.dat imported from
 * preview to Rekap Harian, and an unknown PIN linked to an employee on Scan Log Mesin.
 */

const TODAY = '2026-11-18' // the suite's fixed clock (fixed-clock.ts)
const YESTERDAY = '2026-11-17'
const MESIN = 'Gerbang Uji'
const UNKNOWN_PIN = '99999'

/** 'HH:mm' moved by `minutes` (the shift's start ± a few minutes). */
const shift = (hhmm: string, minutes: number) => {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}
const line = (tgl: string, pin: string, hhmm: string, status: number) =>
  `${pin}\t${tgl} ${hhmm}:00\t${status}\t1\t0\t0`

async function addMachine(page: Page) {
  await openPendataan(page, 'Mesin Absensi')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Tambah', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Mesin Absensi' })
  await form.getByLabel('Nama Mesin').fill(MESIN)
  await form.getByLabel('Nomor Seri (SN)').fill('uji-0001')
  await form.getByLabel('Unit').selectOption({ label: 'SD Islam Terpadu 1' })
  expect(await seriousViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(main.getByRole('row').filter({ hasText: MESIN })).toContainText('UJI-0001')
}

test('an attlog.dat is previewed, imported and shown in Rekap Harian; an unknown PIN is linked', async ({
  page,
}) => {
  await addMachine(page)
  // Employees due and not arrived: two today (10:00), one yesterday. A machine's PIN matches any
  // employee of the foundation (docs/mesin.md), so they may be of any unit.
  const dueOn = (tgl: string) =>
    apiAs<{ datae: BelumDatangRow[] }>(page, 'GET', `api/laporan/absensi/belumdatang/${tgl}`).then(
      (answer) => answer.datae,
    )
  const [late, early] = await dueOn(TODAY)
  const unknown = (await dueOn(YESTERDAY)).find((row) => row.idp !== late?.idp && row.idp !== early?.idp)
  if (!late || !early || !unknown) throw new Error('the demo data has two employees due today, one yesterday')
  const lateIn = shift(late.jam_masuk, 20)
  const attlog = [
    line(TODAY, late.nip, lateIn, 0),
    line(TODAY, late.nip, '09:40', 1),
    line(TODAY, late.nip, lateIn, 0), // the same line again: a duplicate
    line(TODAY, early.nip, shift(early.jam_masuk, -5), 255),
    line(TODAY, early.nip, '09:30', 255),
    line(YESTERDAY, UNKNOWN_PIN, shift(unknown.jam_masuk, 3), 255),
  ].join('\n')

  await sidebar(page).getByRole('link', { name: 'Impor Absen Mesin' }).click()
  await page.getByLabel('Mesin', { exact: true }).selectOption({ label: `${MESIN} (SD Islam Terpadu 1)` })
  await page
    .getByLabel('Berkas absen')
    .setInputFiles({ name: 'attlog.dat', mimeType: 'text/plain', buffer: Buffer.from(attlog) })
  await page.getByRole('button', { name: 'Pratinjau' }).click()
  await expect(page.getByTestId('pratinjau-ringkasan')).toHaveText(
    /6 baris dibaca · 5 absen baru · 1 duplikat/,
  )
  const days = page.getByRole('table', { name: 'Absensi yang akan ditulis' })
  await expect(days.getByRole('row').filter({ hasText: late.nama })).toContainText(
    new RegExp(`${lateIn}.*09:40.*20.*Baru`),
  )
  await expect(days.getByRole('row').filter({ hasText: early.nama })).toContainText(/09:30.*-.*Baru/)
  await expect(page.getByRole('table', { name: 'PIN tidak dikenal' })).toContainText(UNKNOWN_PIN)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Impor', exact: true }).click()
  await expect(page.getByTestId('impor-hasil')).toContainText('5 absen disimpan, 2 catatan baru, 0 diubah')
  await page.getByRole('link', { name: 'Lihat Rekap Harian' }).click()
  await expect(page).toHaveURL(`/absensiharian?tgl=${TODAY}`)
  await page.getByLabel('Cari pegawai').fill(late.nip)
  const row = page.getByRole('main').getByRole('row').filter({ hasText: late.nama })
  await expect(row).toContainText(`Mesin ${MESIN}`)
  await expect(row).toContainText(new RegExp(`${lateIn}\\s*20`))
  // The recap's detail of that employee names the machine beside the day's times.
  await navigateInApp(page, `/absensirekap/${late.idp}?tglawal=${TODAY}&tglakhir=${TODAY}`)
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: lateIn })).toContainText(
    `${lateIn} – 09:40`,
  )
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: lateIn })).toContainText(
    `(Mesin ${MESIN})`,
  )

  await sidebar(page).getByRole('link', { name: 'Scan Log Mesin' }).click()
  await page.getByLabel('Mesin', { exact: true }).selectOption({ label: `${MESIN} (SD Islam Terpadu 1)` })
  const scans = page.getByRole('table', { name: 'Scan mentah' })
  await expect(scans.getByRole('row').filter({ hasText: late.nama }).first()).toContainText('Masuk')
  await expect(
    page.getByRole('region', { name: 'PIN tidak dikenal' }).getByRole('row').filter({ hasText: UNKNOWN_PIN }),
  ).toContainText(MESIN)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: `Hubungkan ke pegawai: PIN ${UNKNOWN_PIN}` }).click()
  const picker = page.getByRole('dialog', { name: `Pegawai untuk PIN ${UNKNOWN_PIN}` })
  await picker.getByLabel('NIP, nama atau jabatan').fill(unknown.nip)
  await picker.getByRole('button', { name: 'Cari', exact: true }).click()
  await picker.getByRole('button', { name: `Pilih ${unknown.nama}`, exact: true }).click()
  await page.getByRole('button', { name: 'Simpan 1 pasangan PIN' }).click()
  // The linked PIN's punch is processed again: the employee's day is written.
  const linked = page.getByRole('alertdialog', { name: 'Berhasil' })
  await expect(linked).toContainText(/^.*1 PIN terhubung: .*1 catatan baru, 0 diubah/)
  await linked.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('region', { name: 'PIN tidak dikenal' })).toContainText(
    'Semua PIN sudah terhubung ke pegawai',
  )
})
