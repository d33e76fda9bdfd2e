import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { DEMO_EMPLOYEE_COUNT } from '../../seeds/demo.ts'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { storageFiles, storagePage } from './storage.ts'
import {
  ADMIN,
  addYear,
  alertDialog,
  expectAdminOnlyPage,
  expectToast,
  login,
  openTahunAjaran,
  sidebar,
  UNIT,
  yearRow,
} from './support.ts'

/**
 * The Data screen in Chromium: export (checked with Debian's sqlite3), refused imports that change
 * nothing, a valid import that survives a reload, reset, level 1 kept out, and the storage banners.
 */

let dir: string
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'presensi-data-e2e-'))
})
test.afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sqlite3 = (file: string, sql: string) =>
  execFileSync('sqlite3', [file, sql], { encoding: 'utf8' }).trim()

async function openData(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Data', exact: true }).click()
  await expect(page).toHaveURL('/data')
  await expect(page.getByRole('heading', { name: 'Data', level: 1 })).toBeVisible()
}

/** Local time as the file name carries it (the browser's clock and time zone). */
const localStamp = (page: Page) =>
  page.evaluate(() => {
    const d = new Date()
    const p = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}`
  })

/** Presses 'Ekspor basis data' and saves the download; returns its path and suggested name. */
async function exportDatabase(page: Page, name: string) {
  const before = await localStamp(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ekspor basis data' }).click(),
  ])
  const after = await localStamp(page)
  const suggested = download.suggestedFilename()
  expect([`presensi-${before}.sqlite`, `presensi-${after}.sqlite`]).toContain(suggested)
  const path = join(dir, name)
  await download.saveAs(path)
  await expectToast(page, `Basis data diekspor ke berkas ${suggested}`)
  return path
}

/** Chooses the file, presses 'Impor basis data' and confirms the replacement. */
async function importDatabase(page: Page, file: { name: string; buffer: Buffer }) {
  await page
    .getByLabel('Berkas basis data (.sqlite)')
    .setInputFiles({ ...file, mimeType: 'application/vnd.sqlite3' })
  await page.getByRole('button', { name: 'Impor basis data' }).click()
  const question = alertDialog(page, M.importConfirm)
  await expect(question).toContainText(`Berkas “${file.name}”`)
  await question.getByRole('button', { name: 'Ya, ganti data' }).click()
}

async function expectFailure(page: Page, message: string) {
  const dialog = alertDialog(page, 'Gagal')
  await expect(dialog).toContainText(message)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
}

/** After an import or reset: the 'Berhasil' dialog says to log in again, and the login screen shows. */
async function expectLoggedOut(page: Page, message: string) {
  const dialog = page.getByRole('alertdialog', { name: 'Berhasil' })
  await expect(dialog).toContainText(message)
  await expect(page).toHaveURL('/login')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
}

test('export: the reminder, the file (journal folded in) passes sqlite3 integrity_check, the date shows', async ({
  page,
}) => {
  await login(page, ADMIN)
  await expect(page.getByTestId('pengingat-cadangan')).toContainText(M.backupReminder)
  await openTahunAjaran(page)
  await addYear(page, '2037/2038', '2037-07-01', '2038-06-30')
  await openData(page)
  await expect(page.getByTestId('pengingat-cadangan')).toContainText('Data belum pernah diekspor.')
  await expect(page.getByTestId('ekspor-terakhir')).toHaveText('Belum pernah')
  await expect(page.getByTestId('tempat-data')).toContainText('Penyimpanan peramban ini (OPFS)')
  await expect(page.getByTestId('ukuran-db')).toHaveText(/^\d+,\d MB$/)
  await expect(page.getByTestId('penyimpanan-permanen')).toBeVisible()
  await expect(page.getByTestId('kuota')).toContainText(' dari ')

  const file = await exportDatabase(page, 'ekspor.sqlite')
  expect(sqlite3(file, 'PRAGMA integrity_check')).toBe('ok')
  expect(sqlite3(file, 'SELECT COUNT(*) FROM pegawai')).toBe(String(DEMO_EMPLOYEE_COUNT))
  expect(sqlite3(file, "SELECT nama FROM tahunajaran WHERE nama = '2037/2038'")).toBe('2037/2038')

  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('id-ID', { day: 'numeric', month: 'long', year: 'numeric' }),
  )
  await expect(page.getByTestId('ekspor-terakhir')).toContainText(today)
  await expect(page.getByTestId('pengingat-cadangan')).toHaveCount(0)
  await sidebar(page).getByRole('link', { name: 'Beranda', exact: true }).click()
  await expect(page.getByTestId('jum-pegawai')).toBeVisible()
  await expect(page.getByTestId('pengingat-cadangan')).toHaveCount(0)
})

test('imports of a truncated file, random bytes, a PNG, another app’s SQLite, a newer schema, a planted trigger, an id out of range and a damaged index are refused; nothing changes', async ({
  page,
}) => {
  await login(page, ADMIN)
  await openTahunAjaran(page)
  await addYear(page, '2037/2038', '2037-07-01', '2038-06-30')
  await openData(page)
  const exported = await exportDatabase(page, 'asli.sqlite')
  const whole = readFileSync(exported)

  const foreign = join(dir, 'aplikasi-lain.sqlite')
  sqlite3(
    foreign,
    "CREATE TABLE catatan (id INTEGER PRIMARY KEY, isi TEXT); INSERT INTO catatan VALUES (1, 'x');",
  )
  const newer = join(dir, 'versi-baru.sqlite')
  copyFileSync(exported, newer)
  sqlite3(
    newer,
    "INSERT INTO kysely_migration (name, timestamp) VALUES ('2099-01-01-0001-masa-depan', '2099-01-01')",
  )
  // The backdoor, planted with the sqlite3 tool: every login would make its user a foundation admin.
  const planted = join(dir, 'pintu-belakang.sqlite')
  copyFileSync(exported, planted)
  sqlite3(planted, 'CREATE TRIGGER naik AFTER INSERT ON sesi BEGIN UPDATE pengguna SET levelx = 0; END;')
  // Issue 29: an id beyond 2^53, which sql.js would round (and the SQLite server could not read).
  const hugeId = join(dir, 'id-raksasa.sqlite')
  copyFileSync(exported, hugeId)
  sqlite3(
    hugeId,
    `CREATE TEMP TABLE salinan AS SELECT * FROM pegawai WHERE idp = (SELECT MIN(idp) FROM pegawai);
     UPDATE salinan SET idp = 9007199254740993, nip = 'UJI-BATAS';
     INSERT INTO pegawai SELECT * FROM salinan;`,
  )
  // An index that no longer matches its table (and a row pointing at nothing): only the full
  // integrity check, which runs in a worker of its own beside the other checks, names it.
  const damaged = join(dir, 'indeks-rusak.sqlite')
  copyFileSync(exported, damaged)
  const index = "SELECT rootpage || '|' || sql FROM sqlite_master WHERE name = 'pengajuan_ijin_idp'"
  const [root, definition] = sqlite3(damaged, index).split('|')
  const firstRequest = sqlite3(damaged, 'SELECT MIN(idj) FROM pengajuan_ijin')
  sqlite3(
    damaged,
    "PRAGMA writable_schema = ON; DELETE FROM sqlite_master WHERE name = 'pengajuan_ijin_idp';",
  )
  sqlite3(damaged, `UPDATE pengajuan_ijin SET idp = idp + 1000 WHERE idj = ${firstRequest}`)
  sqlite3(
    damaged,
    `PRAGMA writable_schema = ON; INSERT INTO sqlite_master VALUES ('index', 'pengajuan_ijin_idp', 'pengajuan_ijin', ${root}, '${definition}')`,
  )
  const png = Buffer.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...Array.from({ length: 500 }, (_, i) => i % 251),
  ])
  const random = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 2654435761) >>> 24))
  const half = Math.floor(whole.length / 2 / 4096) * 4096

  const cases: [string, Buffer, string][] = [
    ['terpotong.sqlite', whole.subarray(0, half), M.truncated(half, whole.length)],
    ['acak.sqlite', random, M.notSqlite],
    ['gambar.sqlite', png, M.notSqlite],
    [
      'aplikasi-lain.sqlite',
      readFileSync(foreign),
      M.foreign('riwayat skema aplikasi (tabel kysely_migration) tidak ada.'),
    ],
    ['versi-baru.sqlite', readFileSync(newer), M.newer('2099-01-01-0001-masa-depan')],
    ['pintu-belakang.sqlite', readFileSync(planted), M.unknownObject('trigger', 'naik')],
    [
      'id-raksasa.sqlite',
      readFileSync(hugeId),
      M.outOfRange('pegawai', 'idp', '9007199254740993', '1 … 2147483647'),
    ],
    [
      'indeks-rusak.sqlite',
      readFileSync(damaged),
      M.corrupt(`pemeriksaan integritas gagal (row ${firstRequest} missing from index pengajuan_ijin_idp`),
    ],
  ]
  for (const [name, buffer, message] of cases) {
    await importDatabase(page, { name, buffer })
    await expectFailure(page, message)
    await expect(page).toHaveURL('/data') // still logged in: the session was not ended
  }
  // The damaged file's generation was written beside the live one while its check ran: removed.
  const storage = await storagePage(page.context())
  expect((await storageFiles(storage)).filter((name) => /^db-\d+\.sqlite$/.test(name))).toHaveLength(1)
  await storage.close()

  await openTahunAjaran(page)
  await expect(yearRow(page, '2037/2038')).toHaveCount(1)
  await page.reload()
  await expect(yearRow(page, '2037/2038')).toHaveCount(1)
})

test('a valid import replaces the data, ends the session, and survives a reload', async ({ page }) => {
  await login(page, ADMIN)
  await openTahunAjaran(page)
  await addYear(page, '2037/2038', '2037-07-01', '2038-06-30')
  await openData(page)
  const file = await exportDatabase(page, 'cadangan.sqlite')
  await openTahunAjaran(page)
  await addYear(page, '2038/2039', '2038-07-01', '2039-06-30') // after the backup: gone after the import
  await openData(page)

  await importDatabase(page, { name: 'cadangan.sqlite', buffer: readFileSync(file) })
  await expectLoggedOut(page, M.imported)

  await login(page, ADMIN)
  await openTahunAjaran(page)
  await expect(yearRow(page, '2037/2038')).toHaveCount(1)
  await expect(yearRow(page, '2038/2039')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
  await expect(yearRow(page, '2037/2038')).toHaveCount(1)
  await expect(yearRow(page, '2038/2039')).toHaveCount(0)
})

test('reset to the demo data asks first, then replaces everything and ends the session', async ({ page }) => {
  await login(page, ADMIN)
  await openTahunAjaran(page)
  await addYear(page, '2037/2038', '2037-07-01', '2038-06-30')
  await openData(page)

  await page.getByRole('button', { name: 'Reset ke data demo' }).click()
  const question = alertDialog(page, M.resetConfirm)
  await question.getByRole('button', { name: 'Batal' }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL('/data')

  await page.getByRole('button', { name: 'Reset ke data demo' }).click()
  await alertDialog(page, M.resetConfirm).getByRole('button', { name: 'Ya, reset' }).click()
  await expectLoggedOut(page, M.reset)

  await login(page, ADMIN)
  await expect(page.getByTestId('jum-pegawai')).toBeVisible()
  await openTahunAjaran(page)
  await expect(yearRow(page, '2037/2038')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
  await expect(yearRow(page, '2037/2038')).toHaveCount(0)
})

test('level 1 has no Data entry and cannot open /data', async ({ page }) => {
  await login(page, UNIT)
  await expect(sidebar(page).getByRole('link', { name: 'Data', exact: true })).toHaveCount(0)
  await expect(page.getByTestId('pengingat-cadangan')).toHaveCount(0)
  await page.goto('/data')
  await expectAdminOnlyPage(page, '/data', 'Data')
})

test.describe('storage failures', () => {
  for (const [fault, reason] of [
    ['opfs-unavailable', 'Peramban ini tidak menyediakan penyimpanan data (SecurityError'],
    ['disk-full', M.opfsFull],
  ] as const) {
    test(`${fault} at start: the app runs on memory with a permanent banner`, async ({ page }) => {
      await page.addInitScript((value) => {
        ;(window as unknown as { __PRESENSI_STORAGE_FAULT__: string }).__PRESENSI_STORAGE_FAULT__ = value
      }, fault)
      await page.goto('/')
      const banner = page.getByTestId('banner-memori')
      await expect(banner).toContainText('Data tidak akan tersimpan.')
      await expect(banner).toContainText(reason)
      await login(page, ADMIN)
      await expect(banner).toBeVisible()
      await openData(page)
      await expect(banner).toBeVisible()
      await expect(page.getByTestId('tempat-data')).toContainText(
        'Memori saja: data hilang saat aplikasi ditutup',
      )
    })
  }

  // A read that fails once must never be taken for "no data": that once opened a fresh database
  // over the user's (and the next checkpoint removed theirs). The start tries the read again.
  test('a snapshot read that fails once at start is tried again: the same data opens', async ({ page }) => {
    await login(page, ADMIN)
    const year = { nama: '2040/2041', tglawal: '2040-07-01', tglakhir: '2041-06-30' }
    await apiAs(page, 'POST', 'api/tahunajaran', year)
    await page.addInitScript(() => {
      ;(window as unknown as { __PRESENSI_STORAGE_FAULT__: string }).__PRESENSI_STORAGE_FAULT__ =
        'snapshot-read-once'
    })
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
    await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible() // the session is still there
    await expect(page.getByTestId('banner-memori')).toHaveCount(0)
    const years = await apiAs<{ datae: { nama: string }[] }>(page, 'GET', 'api/tahunajaran')
    expect(years.datae.map((row) => row.nama)).toContain(year.nama)
  })

  test('a write that hits a full disk fails with a clear message and changes nothing', async ({ page }) => {
    await login(page, ADMIN)
    await openTahunAjaran(page)
    const worker = page.workers().find((w) => w.url().includes('server.worker'))
    expect(worker, 'the local server worker').toBeDefined()
    // The disk fills up now: every OPFS write of the worker fails as Chromium's does.
    await worker?.evaluate(() => {
      const handle = (self as unknown as { FileSystemSyncAccessHandle: { prototype: { write: unknown } } })
        .FileSystemSyncAccessHandle
      handle.prototype.write = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await page.getByRole('button', { name: 'Tambah Tahun Ajaran' }).click()
    const modal = page.getByRole('dialog', { name: 'Tambah Tahun Ajaran' })
    await modal.getByLabel('Tahun Ajaran').fill('2037/2038')
    await modal.getByLabel('Tanggal Mulai').fill('2037-07-01')
    await modal.getByLabel('Tanggal Selesai').fill('2038-06-30')
    await modal.getByRole('button', { name: 'Simpan' }).click()
    await expectFailure(page, M.diskFull)
    await page.keyboard.press('Escape')
    await expect(yearRow(page, '2037/2038')).toHaveCount(0)

    await page.reload() // a new worker: the disk has room again
    await expect(page.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
    await expect(yearRow(page, '2037/2038')).toHaveCount(0)
    await addYear(page, '2037/2038', '2037-07-01', '2038-06-30')
  })
})
