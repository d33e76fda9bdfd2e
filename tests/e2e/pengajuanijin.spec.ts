import { expect, type Page } from '@playwright/test'
import { DEMO_LEAVE } from '../../seeds/demo.ts'
import type { IjinRow } from '../../src/contract/ijin.ts'
import { apiAs, DEFAULT_IMAGE_WIDTH, loadedWidth, pictureWidth, seriousViolations } from './attend-support.ts'
import { downloadExcel } from './excel-support.ts'
import { test } from './fixed-clock.ts'
import { expectMessage } from './master-support.ts'
import { ADMIN, login, sidebar, UNIT } from './support.ts'

/** Pengajuan Ijin (SPEC.md §2, §4, §5, §7; issue 6), as an administrator uses it. */

const TOTAL = DEMO_LEAVE.pending + DEMO_LEAVE.approved + DEMO_LEAVE.rejected
/** Rows per page of the screen (PengajuanIjinPage's IJIN_PAGE_SIZE). */
const PAGE = 20
/** The list's rows: a table's on a wide screen, cards on a phone (issue 34); one of them shows. */
const rows = (page: Page) =>
  page
    .getByRole('table', { name: 'Daftar pengajuan ijin' })
    .locator('tbody tr')
    .or(page.getByRole('list', { name: 'Daftar pengajuan ijin' }).getByRole('listitem'))
const statusFilter = (page: Page) => page.getByLabel('Status', { exact: true })

/** 'Tersimpan!' shows; the view stays open over it, so the toast is not closed by hand here. */
const expectSaved = (page: Page) =>
  expect(page.getByRole('listitem').filter({ hasText: 'Tersimpan!' }).first()).toBeVisible()

/** The list holds `count` requests: the count above the table, and the first page's rows. */
async function expectListed(page: Page, count: number) {
  await expect(page.getByText(`${count} pengajuan`, { exact: true })).toBeVisible()
  await expect(rows(page)).toHaveCount(Math.min(count, PAGE))
}

const requests = (page: Page, query = 'verifikasi=&filtertanggal=') =>
  apiAs<{ datae: IjinRow[] }>(page, 'GET', `api/pengajuanijin?${query}`).then((answer) => answer.datae)

/** A request whose employee has no other request, so its row is found by the name alone. */
async function onlyRequestOf(page: Page, keep: (row: IjinRow) => boolean): Promise<IjinRow> {
  const all = await requests(page)
  const found = all.find((row) => keep(row) && all.filter((other) => other.idp === row.idp).length === 1)
  if (!found) throw new Error('fixture: a request of an employee with a single request')
  return found
}

const rowOf = (page: Page, nama: string) => rows(page).filter({ hasText: nama })

/** Opens Beranda and waits for its pending-requests tile to show `count` (it reloads on arrival). */
async function expectPendingTile(page: Page, count: number) {
  await sidebar(page).getByRole('link', { name: 'Beranda' }).click()
  await expect(page.getByTestId('jum-pengajuanijin')).toHaveText(String(count))
}

test('the dashboard tile presets Menunggu Jawaban; filters, search, badges and the xlsx export', async ({
  page,
}) => {
  test.slow() // every filter, the search and an export in one walk
  await login(page, ADMIN)
  await expectPendingTile(page, DEMO_LEAVE.pending)
  await page.getByRole('link', { name: /Pengajuan Ijin Menunggu Jawaban/ }).click()
  await expect(page).toHaveURL('/pengajuanijin?statusx=0')
  await expect(statusFilter(page)).toHaveValue('0')
  await expectListed(page, DEMO_LEAVE.pending)
  expect(await seriousViolations(page)).toEqual([])
  for (const [label, count] of [
    ['Semua', TOTAL],
    ['Disetujui', DEMO_LEAVE.approved],
    ['Ditolak', DEMO_LEAVE.rejected],
  ] as const) {
    await statusFilter(page).selectOption({ label })
    await expectListed(page, count)
  }
  for (const row of await rows(page).all()) await expect(row).toContainText('Ditolak')

  await statusFilter(page).selectOption({ label: 'Semua' })
  const running = await requests(page, 'verifikasi=&filtertanggal=true')
  expect(running.length).toBeLessThan(TOTAL)
  await page.getByRole('switch', { name: 'Filter tanggal berjalan' }).click()
  await expectListed(page, running.length)
  await expect(page).toHaveURL('/pengajuanijin?berjalan=1')
  await page.getByRole('switch', { name: 'Filter tanggal berjalan' }).click()
  await expectListed(page, TOTAL)

  // Category badges on the first page: Sakit red, Ijin yellow.
  const all = await requests(page)
  const sakit = all.slice(0, PAGE).filter((row) => row.status === 0).length
  await expect(page.locator('tbody .badge-danger', { hasText: 'Sakit' })).toHaveCount(sakit)
  await expect(page.locator('tbody .badge-warning', { hasText: 'Ijin' })).toHaveCount(PAGE - sakit)

  // Search, then export exactly what is found (every page of it).
  const someone = await onlyRequestOf(page, () => true)
  await page.getByLabel('Cari').fill(someone.pegawai)
  await expectListed(page, 1)
  await page.getByLabel('Cari').fill(someone.cabang)
  const inOffice = all.filter((row) => row.cabang === someone.cabang).length
  await expectListed(page, inOffice)
  // The searched list goes to the file (every column and cell type: tests/e2e/excel-exports.spec.ts).
  const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
  expect(file.fileName).toBe('pengajuan-ijin.xlsx')
  expect(file.sheetName).toBe('Pengajuan Ijin')
  expect(file.records).toHaveLength(inOffice)
  expect(file.records.every((row) => row.Unit === someone.cabang)).toBe(true)
})

test('verify: every message, reject with a note, approve, view-only afterwards, the count follows', async ({
  page,
}) => {
  await login(page, ADMIN)
  const rejectMe = await onlyRequestOf(page, (row) => row.disetujui === 0)
  const approveMe = await onlyRequestOf(page, (row) => row.disetujui === 0 && row.idj !== rejectMe.idj)
  await page.goto('/pengajuanijin?statusx=0')
  await rowOf(page, rejectMe.pegawai)
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .click()
  const modal = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  for (const text of [
    rejectMe.pegawai,
    rejectMe.cabang,
    rejectMe.alasan,
    rejectMe.keterangan,
    `(${rejectMe.hari} hari)`,
  ])
    await expect(modal).toContainText(text)
  await expect(modal.getByLabel('Catatan Penolakan')).toHaveCount(0)
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectMessage(page, 'Perhatian', 'Pilih persetujuan terlebih dahulu!')
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Ditolak' })
  // The note appears only when rejecting.
  await expect(modal.getByLabel('Catatan Penolakan')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectMessage(page, 'Perhatian', 'Beri catatan alasan penolakan!')
  await modal.getByLabel('Catatan Penolakan').fill('Mohon lampirkan surat dokter')
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectSaved(page)
  // The view stays open on the answered request (to go on with 'Berikutnya'), now view-only.
  const answered = page.getByRole('dialog', { name: 'Detail Pengajuan Ijin' })
  await expect(answered).toContainText('Mohon lampirkan surat dokter')
  await expect(answered.getByLabel('Persetujuan')).toHaveCount(0)
  await answered.getByRole('button', { name: 'Tutup' }).first().click()
  await expect(answered).toBeHidden()
  await expect(rows(page)).toHaveCount(DEMO_LEAVE.pending - 1)
  await expect(rowOf(page, rejectMe.pegawai)).toHaveCount(0)

  await rowOf(page, approveMe.pegawai)
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .click()
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Disetujui' })
  await expect(modal.getByLabel('Catatan Penolakan')).toHaveCount(0)
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectSaved(page)
  await expect(answered).toContainText('Disetujui')
  await answered.getByRole('button', { name: 'Tutup' }).first().click()
  await expect(rows(page)).toHaveCount(DEMO_LEAVE.pending - 2)
  await expectPendingTile(page, DEMO_LEAVE.pending - 2)

  // Answered requests are view-only.
  await page.getByRole('link', { name: /Pengajuan Ijin Menunggu Jawaban/ }).click()
  await statusFilter(page).selectOption({ label: 'Ditolak' })
  await rowOf(page, rejectMe.pegawai)
    .getByRole('button', { name: /^Lihat pengajuan/ })
    .click()
  const detail = page.getByRole('dialog', { name: 'Detail Pengajuan Ijin' })
  await expect(detail).toContainText('Ditolak')
  await expect(detail).toContainText('Mohon lampirkan surat dokter')
  await expect(detail.getByRole('button', { name: 'Verifikasi' })).toHaveCount(0)
  await expect(detail.getByLabel('Persetujuan')).toHaveCount(0)
  await detail.getByRole('button', { name: 'Tutup' }).first().click()
  await statusFilter(page).selectOption({ label: 'Disetujui' })
  await expect(rowOf(page, approveMe.pegawai)).toContainText('Disetujui')
})

test('a request answered meanwhile: the server’s 409 message under Gagal, then the real state', async ({
  page,
}) => {
  await login(page, ADMIN)
  const target = await onlyRequestOf(page, (row) => row.disetujui === 0)
  // The search in the address finds the row on whichever page it is.
  await page.goto(`/pengajuanijin?cari=${encodeURIComponent(target.pegawai)}`)
  await rowOf(page, target.pegawai)
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .click()
  const modal = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Disetujui' })
  // Another administrator rejects it first.
  await apiAs(page, 'PUT', 'api/pengajuanijin', { idj: target.idj, disetujui: 9, catatan: 'Sudah dibahas' })
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectMessage(page, 'Gagal', 'Pengajuan ini sudah dijawab dan tidak dapat diverifikasi lagi.')
  // The view reloads the request: the other administrator's answer, no decision left to take.
  const detail = page.getByRole('dialog', { name: 'Detail Pengajuan Ijin' })
  await expect(detail).toContainText('Sudah dibahas')
  await detail.getByRole('button', { name: 'Tutup' }).first().click()
  await expect(rowOf(page, target.pegawai)).toContainText('Ditolak')
  await expect(rowOf(page, target.pegawai).getByRole('button', { name: /^Lihat pengajuan/ })).toBeVisible()
})

test('the letter shows in the request view; a request without one shows the default image', async ({
  page,
}) => {
  await login(page, ADMIN)
  const all = await requests(page)
  const single = all.filter((row) => all.filter((other) => other.idp === row.idp).length === 1)
  const letters = await Promise.all(
    single.map((row) => pictureWidth(page, `/uploads/suratijin/${row.idj}.jpg`)),
  )
  const withLetter = single[letters.indexOf(240)]
  const without = single[letters.indexOf(0)]
  if (!withLetter || !without) throw new Error('fixture: a request with and one without a letter')

  for (const [row, name, width] of [
    [withLetter, `Surat ijin ${withLetter.pegawai}`, 240],
    [without, 'Surat ijin belum diunggah', DEFAULT_IMAGE_WIDTH],
  ] as const) {
    await page.goto(`/pengajuanijin?cari=${encodeURIComponent(row.pegawai)}`)
    await rowOf(page, row.pegawai)
      .getByRole('button', { name: /^(Verifikasi|Lihat) pengajuan/ })
      .click()
    const view = page.getByRole('dialog')
    expect(await loadedWidth(view.getByRole('img', { name }))).toBe(width)
    await view.getByRole('button', { name: 'Tutup' }).first().click()
    await expect(view).toBeHidden()
  }
})

test("unit admin: only the school's requests, its own pending count, and it verifies them", async ({
  page,
}) => {
  await login(page, UNIT)
  const own = await requests(page)
  const pending = own.filter((row) => row.disetujui === 0)
  expect(own.length).toBeGreaterThan(0)
  expect(own.length).toBeLessThan(TOTAL)
  expect(new Set(own.map((row) => row.cabang))).toEqual(new Set(['SD Islam Terpadu 1']))
  await expect(page.getByTestId('jum-pengajuanijin')).toHaveText(String(pending.length))
  await sidebar(page).getByRole('link', { name: 'Pengajuan Ijin' }).click()
  await expect(statusFilter(page)).toHaveValue('')
  // The unit filter shows its own school and cannot change (issue 20).
  const unit = page.getByLabel('Unit', { exact: true })
  await expect(unit).toBeDisabled()
  await expect(unit.locator('option:checked')).toHaveText('SD Islam Terpadu 1')
  await expectListed(page, own.length)
  for (const row of await rows(page).all()) await expect(row).toContainText('SD Islam Terpadu 1')

  const target = pending[0]
  if (!target) throw new Error('fixture: a pending request of the unit')
  await rows(page)
    .filter({ hasText: target.pegawai })
    .getByRole('button', { name: /^Verifikasi pengajuan/ })
    .first()
    .click()
  const modal = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Disetujui' })
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  await expectSaved(page)
  const answered = page.getByRole('dialog', { name: 'Detail Pengajuan Ijin' })
  await expect(answered).toContainText('Disetujui')
  await answered.getByRole('button', { name: 'Tutup' }).first().click()
  await expectPendingTile(page, pending.length - 1)
})

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('pages of 20 with the search across pages; unit, status and page kept in the address', async ({
      page,
    }) => {
      test.slow() // paging, search, unit, reload and an export in one walk
      await login(page, ADMIN)
      const all = await requests(page)
      await page.goto('/pengajuanijin')
      await expectListed(page, TOTAL)
      const pager = page.getByRole('navigation', { name: 'Navigasi halaman' })
      await pager.getByRole('button', { name: 'Halaman 2' }).click()
      await expect(page).toHaveURL('/pengajuanijin?page=2')
      await expect(rows(page)).toHaveCount(TOTAL - PAGE)
      await expect(rows(page).first()).toContainText(all[PAGE]?.pegawai ?? '')
      expect(await seriousViolations(page)).toEqual([])

      // A word of a row on page 1 is found from page 2: the search covers the whole list.
      const first = all.find((row) => all.filter((other) => other.pegawai === row.pegawai).length === 1)
      if (!first || all.indexOf(first) >= PAGE) throw new Error('fixture: a single request on page 1')
      await page.getByLabel('Cari').fill(first.pegawai)
      await expectListed(page, 1)
      await expect(page).toHaveURL(
        `/pengajuanijin?cari=${encodeURIComponent(first.pegawai).replace(/%20/g, '+')}`,
      )
      await page.getByLabel('Cari').fill('')

      // One unit: the rows the API gives for that kode, in the address, kept on reload.
      const unitKode = 'SDIT1'
      const ofUnit = await requests(page, `verifikasi=&filtertanggal=&kode=${unitKode}`)
      expect(ofUnit.length).toBeGreaterThan(0)
      expect(ofUnit.length).toBeLessThan(TOTAL)
      await page.getByLabel('Unit', { exact: true }).selectOption(unitKode)
      await statusFilter(page).selectOption({ label: 'Menunggu Jawaban' })
      const pendingOfUnit = ofUnit.filter((row) => row.disetujui === 0)
      await expectListed(page, pendingOfUnit.length)
      await expect(page).toHaveURL(`/pengajuanijin?unit=${unitKode}&statusx=0`)
      await page.reload()
      await expect(page.getByLabel('Unit', { exact: true })).toHaveValue(unitKode)
      await expect(statusFilter(page)).toHaveValue('0')
      await expectListed(page, pendingOfUnit.length)
      for (const row of await rows(page).all()) await expect(row).toContainText(ofUnit[0]?.cabang ?? '')

      // The file says which unit it covers.
      const file = await downloadExcel(page, page.getByRole('button', { name: 'Ekspor Excel' }))
      expect(file.records).toHaveLength(pendingOfUnit.length)
      expect(file.heading.join(' ')).toContain(ofUnit[0]?.cabang ?? '')

      if (viewport.width === 1366) {
        // Compact rows: a page of 20 one-line rows, no sideways scrolling of the table.
        await page.getByLabel('Unit', { exact: true }).selectOption('')
        await statusFilter(page).selectOption({ label: 'Semua' })
        await expectListed(page, TOTAL)
        const heights = await rows(page).evaluateAll((trs) =>
          trs.map((tr) => tr.getBoundingClientRect().height),
        )
        expect(Math.max(...heights)).toBeLessThanOrEqual(44)
        const wrap = await page
          .locator('.table-wrap')
          .first()
          .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
        expect(wrap.scroll).toBeLessThanOrEqual(wrap.client)
      }
    })

    test('verification in one view: letter beside the decision, the year’s requests, Berikutnya', async ({
      page,
    }) => {
      test.slow() // two axe runs and a save
      await login(page, ADMIN)
      const pending = await requests(page, 'verifikasi=0&filtertanggal=')
      const all = await requests(page)
      const [current, next] = pending
      if (!current || !next) throw new Error('fixture: two pending requests')
      await page.goto('/pengajuanijin?statusx=0')
      await rows(page)
        .first()
        .getByRole('button', { name: /^Verifikasi pengajuan/ })
        .click()
      const view = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
      await expect(view).toContainText(current.alasan)
      const letter = view.getByRole('img', { name: /^Surat ijin/ })
      const decision = view.getByLabel('Persetujuan')
      await expect(letter).toBeVisible()
      const [letterBox, decisionBox] = [await letter.boundingBox(), await decision.boundingBox()]
      if (!letterBox || !decisionBox) throw new Error('not laid out')
      if (viewport.width === 1366) expect(letterBox.x + letterBox.width).toBeLessThanOrEqual(decisionBox.x)
      else expect(letterBox.y + letterBox.height).toBeLessThanOrEqual(decisionBox.y)

      // The employee's other requests of the year.
      const year = current.tglawal.slice(0, 4)
      const others = all.filter(
        (row) => row.idp === current.idp && row.idj !== current.idj && row.tglawal.startsWith(year),
      )
      const earlier = view.getByRole('region', { name: `Pengajuan lain tahun ${year}` })
      if (others.length) {
        const days = others.filter((row) => row.disetujui === 1).reduce((sum, row) => sum + row.hari, 0)
        await expect(earlier).toContainText(`${others.length} pengajuan, ${days} hari disetujui`)
      } else await expect(earlier).toContainText('Belum ada pengajuan lain tahun ini.')
      expect(await seriousViolations(page)).toEqual([])

      await decision.selectOption({ label: 'Disetujui' })
      await view.getByRole('button', { name: 'Verifikasi', exact: true }).click()
      await expectSaved(page)
      const answered = page.getByRole('dialog', { name: 'Detail Pengajuan Ijin' })
      await expect(answered).toContainText('Disetujui')
      await answered.getByRole('button', { name: 'Berikutnya' }).click()
      const nextView = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
      await expect(nextView).toContainText(next.pegawai)
      await expect(nextView).toContainText(next.alasan)
      await expect(nextView.getByLabel('Persetujuan')).toHaveValue('0')
      await expect(nextView.getByLabel('Persetujuan')).toBeFocused()
      await nextView.getByRole('button', { name: 'Tutup' }).first().click()
      await expect(rows(page)).toHaveCount(DEMO_LEAVE.pending - 1)
    })
  })
}
