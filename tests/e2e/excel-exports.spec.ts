import { expect, type Page } from '@playwright/test'
import type { IjinRow } from '../../src/contract/ijin.ts'
import type { AbsensiRecord, BelumDatangRow, RekapRow } from '../../src/contract/laporan.ts'
import type { MesinRow } from '../../src/contract/mesin.ts'
import type { PegawaiRow } from '../../src/contract/pegawai-schema.ts'
import type { ShiftRow } from '../../src/contract/shift.ts'
import { apiAs, browserDate } from './attend-support.ts'
import {
  dateCell,
  downloadExcel,
  type ExcelFile,
  numberCell,
  seenRows,
  textCell,
  timeCell,
} from './excel-support.ts'
import { test } from './fixed-clock.ts'
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

/** The latest weekday before today on which an employee of the caller's unit has no record. */
async function dayWithAbsence(page: Page): Promise<{ tgl: string; absent: BelumDatangRow }> {
  for (let back = 1; back <= 28; back++) {
    const tgl = await browserDate(page, -back)
    const weekday = new Date(`${tgl}T12:00:00Z`).getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    const path = `api/laporan/absensi/belumdatang/${tgl}`
    const [absent] = (await apiAs<{ datae: BelumDatangRow[] }>(page, 'GET', path)).datae
    if (absent) return { tgl, absent }
  }
  throw new Error('no employee of the unit absent on a weekday of the last four weeks')
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

const timeOrEmpty = (record: AbsensiRecord, time: string | null) =>
  record.status === 0 && time ? timeCell(time) : null

/** Each row of an attendance file against the API's record in the same order. */
function expectAttendanceRows(file: ExcelFile, records: AbsensiRecord[]) {
  expect(file.headers).toEqual(ATTENDANCE_HEADERS)
  expect(seenRows(file, ATTENDANCE_HEADERS)).toEqual(
    records.map((record) => ({
      Tanggal: dateCell(record.tgl),
      NIP: textCell(record.nip),
      Nama: textCell(record.nama),
      Unit: textCell(record.cabang),
      Status: textCell(
        record.kategori === 'cuti'
          ? 'Cuti'
          : record.kategori === 'dinas'
            ? 'Dinas Luar'
            : (['Hadir', 'Ijin', 'Sakit'][record.status] ?? ''),
      ),
      Datang: timeOrEmpty(record, record.waktu_masuk),
      'Terlambat (menit)': numberCell(record.keterlambatan),
      Pulang: timeOrEmpty(record, record.waktu_pulang),
      'Pulang Awal (menit)': numberCell(record.pulangawal),
      'Kerja (menit)': numberCell(record.waktukerja),
      Lokasi: textCell(record.lokasi),
      // A machine's record names the machine (issue 32); the others are the app's or manual.
      Sumber: textCell(
        record.device === 2 ? `Mesin ${record.mesin_masuk}` : record.device === 1 ? 'Manual' : 'App',
      ),
      'Di Luar Area': textCell(record.di_luar_area ? 'Ya' : ''),
      Operator: textCell(record.opr),
      Catatan: textCell(record.catatan),
      'Tanggal Entri': dateCell(record.tglentrix),
      'Jam Entri': timeCell(record.waktuentrix),
    })),
  )
}

test('Rekap Kedatangan Harian: every record of the day, times as hh:mm, the unit admin its unit', async ({
  page,
}) => {
  await login(page, UNIT)
  // A recent working day with an employee of the unit absent, who then arrived and left through
  // the unit's machine (issue 32): the file's Sumber names the machine.
  const { tgl, absent } = await dayWithAbsence(page)
  const [machine] = (await apiAs<{ datae: MesinRow[] }>(page, 'GET', 'api/mesin')).datae
  if (!machine) throw new Error('the demo unit has a machine')
  const punches = [`${tgl} 07:10:00\t0`, `${tgl} 15:30:00\t1`].map((at) => `${absent.nip}\t${at}\t1\t0`)
  await apiAs(page, 'POST', `api/mesin/${machine.idmesin}/impor`, { isi: punches.join('\n'), kunci: 'nip' })
  const day = await apiAs<{ umum: AbsensiRecord[] }>(page, 'GET', `api/laporan/absensi/harian/${tgl}`)
  expect(day.umum.some((record) => record.status === 0 && record.waktu_pulang)).toBe(true)
  expect(day.umum.filter((record) => record.device === 2).map((record) => record.nip)).toEqual([absent.nip])
  await navigateInApp(page, `/absensiharian?tgl=${tgl}`)
  await expect(table(page).locator('tbody tr').first()).toBeVisible()

  const file = await downloadExcel(page, exportButton(page))
  expect(file.fileName).toBe(`kedatangan-${tgl}.xlsx`)
  expect(file.sheetName).toBe('Kedatangan')
  const unit = (JSON.parse((await storedSession(page)) ?? '{}') as { sekolah: string }).sekolah
  expect(unit).not.toBe('')
  expectHeading(file, 'Rekap Kedatangan Harian', periodOf(tgl, tgl), unit)
  expectAttendanceRows(file, day.umum)
  expect(new Set(day.umum.map((record) => record.cabang))).toEqual(new Set([unit]))
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

/**
 * Holds the export worker's 'write' until the test releases it, so the running state can be seen
 * however fast the file is made (the real worker of the built bundle, under the page's CSP).
 */
function holdExportWrites(page: Page) {
  return page.addInitScript(() => {
    const held: (() => void)[] = []
    Object.assign(window, {
      releaseExport: () => {
        for (const send of held.splice(0)) send()
      },
    })
    window.Worker = class extends window.Worker {
      readonly exporter: boolean
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options)
        this.exporter = String(url).includes('export.worker')
      }
      override postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) {
        const write = this.exporter && (message as { kind?: string }).kind === 'write'
        if (write) held.push(() => super.postMessage(message, transfer as Transferable[]))
        else super.postMessage(message, transfer as Transferable[])
      }
    }
  })
}

test('Riwayat Ekspor Excel: disabled with its progress while the file is made; the page answers meanwhile', async ({
  page,
}) => {
  await holdExportWrites(page)
  await login(page, ADMIN)
  await navigateInApp(page, '/absensiriwayat')
  await expect(table(page).locator('tbody tr')).toHaveCount(100)
  const count = page.getByTestId('jumlah-riwayat')
  const before = await count.textContent()

  const download = page.waitForEvent('download')
  await exportButton(page).click()
  const busy = page.getByRole('button', { name: /^Menyiapkan Excel… \d+%$/ })
  await expect(busy).toBeDisabled()
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  // The page answers while the file is made: a search narrows the list.
  const name = (await table(page).locator('tbody tr a[href^="/pegawai/"]').first().textContent()) ?? ''
  await page.getByRole('searchbox', { name: 'Cari pegawai' }).fill(name.trim())
  await expect(count).not.toHaveText(before ?? '')
  await expect(busy).toBeDisabled()

  await page.evaluate(() => (window as unknown as { releaseExport: () => void }).releaseExport())
  expect((await download).suggestedFilename()).toMatch(/^riwayat-absensi-.*\.xlsx$/)
  await expect(exportButton(page)).toBeEnabled()
})

test('Rekapitulasi: counts and minutes as numbers, one row per employee of the recap', async ({ page }) => {
  await login(page, ADMIN)
  const [from, to] = [await browserDate(page, -30), await browserDate(page, -1)]
  await navigateInApp(page, '/absensirekap')
  await page.getByLabel('Dari tanggal').fill(from)
  await page.getByLabel('Sampai tanggal').fill(to)
  await page.getByRole('button', { name: 'Generate' }).click()
  const recap = await apiAs<{ datae: RekapRow[] }>(page, 'GET', `api/laporan/rekapitulasi/${from}/${to}`)
  // The screen shows 100 employees a page; the file has every one (below).
  await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(100, recap.datae.length))

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
    'Cuti',
    'Dinas',
    'Alpha',
    'Total',
    'Jumlah Terlambat',
    'Terlambat (menit)',
    'Pulang Awal (menit)',
    'Tidak Absen Pulang',
  ])
  expect(seenRows(file, file.headers)).toEqual(
    recap.datae.map((row) => ({
      NIP: textCell(row.nip),
      Nama: textCell(row.nama),
      Unit: textCell(row.cabang),
      Masuk: numberCell(row.masuk),
      Sakit: numberCell(row.sakit),
      Ijin: numberCell(row.ijin),
      Cuti: numberCell(row.cuti ?? 0),
      Dinas: numberCell(row.dinas ?? 0),
      Alpha: numberCell(row.alpha),
      Total: numberCell(row.masuk + row.sakit + row.ijin + (row.cuti ?? 0) + (row.dinas ?? 0) + row.alpha),
      'Jumlah Terlambat': numberCell(row.jum_telat),
      'Terlambat (menit)': numberCell(row.keterlambatan),
      'Pulang Awal (menit)': numberCell(row.pulangawal),
      'Tidak Absen Pulang': numberCell(row.gag_absen_pulang),
    })),
  )

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
  // The screen shows a page of 20; the file holds every request the filters keep.
  await expect(page.getByText(`${list.datae.length} pengajuan`, { exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Daftar pengajuan ijin' }).locator('tbody tr')).toHaveCount(
    Math.min(list.datae.length, 20),
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
  expect(seenRows(file, file.headers)).toEqual(
    list.datae.map((row) => ({
      NIP: textCell(row.nip),
      Nama: textCell(row.pegawai),
      Unit: textCell(row.cabang),
      Kategori: textCell(row.status === 0 ? 'Sakit' : 'Ijin'),
      Dari: dateCell(row.tglawal),
      Sampai: dateCell(row.tglakhir),
      Hari: numberCell(row.hari),
      Sebab: textCell(row.alasan),
      Keterangan: textCell(row.keterangan),
      'Tanggal Pengajuan': dateCell(row.tglx.slice(0, 10)),
      Status: textCell({ 0: 'Menunggu Jawaban', 1: 'Disetujui', 9: 'Ditolak' }[row.disetujui]),
      'Catatan Penolakan': textCell(row.catatan),
    })),
  )
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
  const dateOrEmpty = (ymd: string | null) => (ymd ? dateCell(ymd) : null)
  expect(seenRows(file, ['No', 'NIP', 'Nama', 'Tanggal Lahir', 'Tanggal Masuk', 'Unit', 'Jadwal'])).toEqual(
    employees.map((employee) => ({
      No: numberCell(employee.no),
      NIP: textCell(employee.nip),
      Nama: textCell(employee.nama),
      'Tanggal Lahir': dateOrEmpty(employee.tgllahir),
      'Tanggal Masuk': dateOrEmpty(employee.tglmasuk),
      Unit: textCell(employee.cabang),
      Jadwal: textCell(employee.idshift === null ? '' : (shiftName.get(employee.idshift) ?? '')),
    })),
  )
  expect(employees.some((employee) => employee.tgllahir)).toBe(true)
})
