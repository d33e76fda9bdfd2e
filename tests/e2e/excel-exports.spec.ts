import { expect, type Page, test } from '@playwright/test'
import type { IjinRow } from '../../src/contract/ijin.ts'
import type { AbsensiRecord, RekapRow } from '../../src/contract/laporan.ts'
import type { PegawaiRow } from '../../src/contract/pegawai-schema.ts'
import type { ShiftRow } from '../../src/contract/shift.ts'
import { apiAs, browserDate } from './attend-support.ts'
import {
  column,
  downloadExcel,
  type ExcelFile,
  expectDateCell,
  expectNumberCell,
  expectTextCell,
  expectTimeCell,
} from './excel-support.ts'
import { ADMIN, FOUNDATION, login, navigateInApp, sidebar, storedSession, table, UNIT } from './support.ts'

/**
 * Every Excel export is ready to hand in (issue 20): clicked as a user would, the file is read
 * back with SheetJS and checked for its heading block, frozen header row, cell types and formats,
 * names instead of ids, and every row of the range (counted against the API's answer).
 */

const exportButton = (page: Page) => page.getByRole('button', { name: 'Ekspor Excel' })

/** '16 November 2026', as the heading's period writes a date (with or without its day name). */
const longDate = (ymd: string) =>
  new Date(`${ymd}T12:00:00Z`).toLocaleDateString('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** The heading block: foundation, title, period, unit, then any notes; the header row frozen. */
function expectHeading(file: ExcelFile, title: string, period: RegExp, unit: string, notes: string[] = []) {
  expect(file.heading.slice(0, 2)).toEqual([FOUNDATION, title])
  expect(file.heading[2]).toMatch(period)
  expect(file.heading.slice(3)).toEqual([`Unit: ${unit}`, ...notes])
  expect(file.frozenRows).toBe(file.heading.length + 2) // the lines, a blank row, the headings
}

const periodOf = (from: string, to: string) =>
  from === to
    ? new RegExp(`^Periode: .*${longDate(from)}$`)
    : new RegExp(`^Periode: .*${longDate(from)} s\\.d\\. .*${longDate(to)}$`)

/** The latest date before today that is a Friday (a working day of every seeded shift). */
async function lastFriday(page: Page): Promise<string> {
  for (let back = 1; back <= 7; back++) {
    const day = await browserDate(page, -back)
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 5) return day
  }
  throw new Error('no Friday in the last week')
}

const ATTENDANCE_HEADERS = [
  'Tanggal',
  'NIP',
  'Nama',
  'Unit',
  'Status',
  'Datang',
  'Terlambat (menit)',
  'Pulang',
  'Pulang Awal (menit)',
  'Kerja (menit)',
  'Lokasi',
  'Sumber',
  'Di Luar Area',
  'Operator',
  'Catatan',
  'Tanggal Entri',
  'Jam Entri',
]

/** Each row of an attendance file against the API's record in the same order. */
function expectAttendanceRows(file: ExcelFile, records: AbsensiRecord[]) {
  expect(file.headers).toEqual(ATTENDANCE_HEADERS)
  expect(file.cells).toHaveLength(records.length)
  const cell = (header: string) => column(file, header)
  records.forEach((record, i) => {
    expectDateCell(cell('Tanggal')[i], record.tgl)
    expectTextCell(cell('NIP')[i], record.nip)
    expectTextCell(cell('Nama')[i], record.nama)
    expectTextCell(cell('Status')[i], ['Hadir', 'Ijin', 'Sakit'][record.status] ?? '')
    if (record.status === 0 && record.waktu_masuk) expectTimeCell(cell('Datang')[i], record.waktu_masuk)
    else expect(cell('Datang')[i]).toBeUndefined()
    if (record.status === 0 && record.waktu_pulang) expectTimeCell(cell('Pulang')[i], record.waktu_pulang)
    else expect(cell('Pulang')[i]).toBeUndefined()
    expectNumberCell(cell('Terlambat (menit)')[i], record.keterlambatan)
    expectNumberCell(cell('Kerja (menit)')[i], record.waktukerja)
    expectDateCell(cell('Tanggal Entri')[i], record.tglentrix)
  })
}

test('Rekap Kedatangan Harian: every record of the day, times as hh:mm, the unit admin its unit', async ({
  page,
}) => {
  await login(page, UNIT)
  const tgl = await lastFriday(page)
  const day = await apiAs<{ umum: AbsensiRecord[] }>(page, 'GET', `api/laporan/absensi/harian/${tgl}`)
  expect(day.umum.some((record) => record.status === 0 && record.waktu_pulang)).toBe(true)
  await navigateInApp(page, `/absensiharian?tgl=${tgl}`)
  await expect(table(page).locator('tbody tr').first()).toBeVisible()

  const file = await downloadExcel(page, exportButton(page))
  expect(file.fileName).toBe(`kedatangan-${tgl}.xlsx`)
  expect(file.sheetName).toBe('Kedatangan')
  const unit = (JSON.parse((await storedSession(page)) ?? '{}') as { sekolah: string }).sekolah
  expect(unit).not.toBe('')
  expectHeading(file, 'Rekap Kedatangan Harian', periodOf(tgl, tgl), unit)
  expectAttendanceRows(file, day.umum)
  expect(new Set(column(file, 'Unit').map((cell) => cell?.v))).toEqual(new Set(day.umum.map((r) => r.cabang)))
})

test('Riwayat Absensi: every page of the range, not the 100 rows on screen', async ({ page }) => {
  await login(page, ADMIN)
  const [from, to] = [await browserDate(page, -6), await browserDate(page)]
  const all = await apiAs<{ datae: AbsensiRecord[] }>(
    page,
    'GET',
    `api/laporan/absensi/riwayat/${from}/${to}`,
  )
  expect(all.datae.length).toBeGreaterThan(100)
  await navigateInApp(page, '/absensiriwayat')
  await expect(table(page).locator('tbody tr')).toHaveCount(100)

  const file = await downloadExcel(page, exportButton(page))
  expect(file.fileName).toBe(`riwayat-absensi-${from}-${to}.xlsx`)
  expectHeading(file, 'Riwayat Absensi Pegawai', periodOf(from, to), 'Semua unit')
  expectAttendanceRows(file, all.datae)
})

test('Rekapitulasi: counts and minutes as numbers, one row per employee of the recap', async ({ page }) => {
  await login(page, ADMIN)
  const [from, to] = [await browserDate(page, -30), await browserDate(page, -1)]
  await navigateInApp(page, '/absensirekap')
  await page.getByLabel('Dari tanggal').fill(from)
  await page.getByLabel('Sampai tanggal').fill(to)
  await page.getByRole('button', { name: 'Generate' }).click()
  const recap = await apiAs<{ datae: RekapRow[] }>(page, 'GET', `api/laporan/rekapitulasi/${from}/${to}`)
  await expect(table(page).locator('tbody tr')).toHaveCount(recap.datae.length)

  const file = await downloadExcel(page, exportButton(page))
  expect(file.fileName).toBe(`rekap-absensi-${from}-${to}.xlsx`)
  expectHeading(file, 'Rekapitulasi Absensi', periodOf(from, to), 'Semua unit')
  expect(file.headers).toEqual([
    'NIP',
    'Nama',
    'Unit',
    'Masuk',
    'Sakit',
    'Ijin',
    'Alpha',
    'Total',
    'Jumlah Terlambat',
    'Terlambat (menit)',
    'Pulang Awal (menit)',
    'Tidak Absen Pulang',
  ])
  expect(file.cells).toHaveLength(recap.datae.length)
  recap.datae.forEach((row, i) => {
    expectTextCell(column(file, 'Nama')[i], row.nama)
    expectTextCell(column(file, 'Unit')[i], row.cabang)
    expectNumberCell(column(file, 'Masuk')[i], row.masuk)
    expectNumberCell(column(file, 'Alpha')[i], row.alpha)
    expectNumberCell(column(file, 'Total')[i], row.masuk + row.sakit + row.ijin + row.alpha)
    expectNumberCell(column(file, 'Terlambat (menit)')[i], row.keterlambatan)
  })

  // The screen's search narrows the file too, and the heading says so.
  const first = recap.datae[0]?.nama ?? ''
  await page.getByLabel('Cari pegawai').fill(first)
  const shown = table(page).locator('tbody tr')
  await expect(shown).not.toHaveCount(recap.datae.length)
  const shownCount = await shown.count()
  const searched = await downloadExcel(page, exportButton(page))
  expect(searched.heading.at(-1)).toBe(`Pencarian: ${first}`)
  expect(searched.records.map((row) => row.Nama)).toContain(first)
  expect(searched.cells).toHaveLength(shownCount)
})

test('Pengajuan Ijin: every field a verifier needs, dates as dates', async ({ page }) => {
  await login(page, ADMIN)
  const list = await apiAs<{ datae: IjinRow[] }>(page, 'GET', 'api/pengajuanijin?verifikasi=&filtertanggal=')
  await sidebar(page).getByRole('link', { name: 'Pengajuan Ijin' }).click()
  await expect(page.getByRole('table', { name: 'Daftar pengajuan ijin' }).locator('tbody tr')).toHaveCount(
    list.datae.length,
  )

  const file = await downloadExcel(page, exportButton(page))
  expect(file.fileName).toBe('pengajuan-ijin.xlsx')
  expectHeading(file, 'Pengajuan Ijin', /^Periode: Semua tanggal$/, 'Semua unit')
  expect(file.headers).toEqual([
    'NIP',
    'Nama',
    'Unit',
    'Kategori',
    'Dari',
    'Sampai',
    'Hari',
    'Sebab',
    'Keterangan',
    'Tanggal Pengajuan',
    'Status',
    'Catatan Penolakan',
  ])
  expect(file.cells).toHaveLength(list.datae.length)
  const cell = (header: string) => column(file, header)
  list.datae.forEach((row, i) => {
    expectTextCell(cell('NIP')[i], row.nip)
    expectTextCell(cell('Nama')[i], row.pegawai)
    expectTextCell(cell('Unit')[i], row.cabang)
    expectTextCell(cell('Kategori')[i], row.status === 0 ? 'Sakit' : 'Ijin')
    expectDateCell(cell('Dari')[i], row.tglawal)
    expectDateCell(cell('Sampai')[i], row.tglakhir)
    expectNumberCell(cell('Hari')[i], row.hari)
    expectTextCell(cell('Sebab')[i], row.alasan)
    expectTextCell(cell('Keterangan')[i], row.keterangan)
    expectDateCell(cell('Tanggal Pengajuan')[i], row.tglx.slice(0, 10))
    expectTextCell(cell('Status')[i], { 0: 'Menunggu Jawaban', 1: 'Disetujui', 9: 'Ditolak' }[row.disetujui])
    expectTextCell(cell('Catatan Penolakan')[i], row.catatan)
  })
  expect(list.datae.some((row) => row.disetujui === 9 && row.catatan)).toBe(true)

  // A status filter narrows the file and is named under the heading.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Ditolak' })
  const rejected = await downloadExcel(page, exportButton(page))
  expect(rejected.heading.at(-1)).toBe('Status: Ditolak')
  expect(rejected.cells).toHaveLength(list.datae.filter((row) => row.disetujui === 9).length)
})

test("Data Pegawai: the schedule's name, not its id; birth and start dates as dates", async ({ page }) => {
  await login(page, ADMIN)
  const [shifts, firstPage] = await Promise.all([
    apiAs<{ datae: ShiftRow[] }>(page, 'GET', 'api/shift'),
    apiAs<{ datae: PegawaiRow[]; tot_page: number; tot_pegawai: number }>(
      page,
      'GET',
      'api/datapegawai?page=1&halaman=100&status=',
    ),
  ])
  const employees = [...firstPage.datae]
  for (let p = 2; p <= firstPage.tot_page; p++)
    employees.push(
      ...(await apiAs<{ datae: PegawaiRow[] }>(page, 'GET', `api/datapegawai?page=${p}&halaman=100&status=`))
        .datae,
    )
  const shiftName = new Map(shifts.datae.map((shift) => [shift.idshift, shift.label]))
  await sidebar(page).getByRole('link', { name: 'Pegawai', exact: true }).click()
  await expect(table(page).locator('tbody tr')).toHaveCount(20)

  const file = await downloadExcel(page, exportButton(page))
  expect(file.fileName).toBe('data-pegawai.xlsx')
  expectHeading(file, 'Data Pegawai', /^Periode: Keadaan .+ \d{4}$/, 'Semua unit')
  expect(file.headers).toContain('Jadwal')
  expect(file.headers).not.toContain('ID Jadwal')
  expect(file.cells).toHaveLength(firstPage.tot_pegawai)
  employees.forEach((employee, i) => {
    expectNumberCell(column(file, 'No')[i], employee.no)
    expectTextCell(column(file, 'NIP')[i], employee.nip)
    expectTextCell(
      column(file, 'Jadwal')[i],
      employee.idshift === null ? '' : (shiftName.get(employee.idshift) ?? ''),
    )
    if (employee.tgllahir) expectDateCell(column(file, 'Tanggal Lahir')[i], employee.tgllahir)
    if (employee.tglmasuk) expectDateCell(column(file, 'Tanggal Masuk')[i], employee.tglmasuk)
  })
  expect(employees.some((employee) => employee.tgllahir)).toBe(true)
})
