import { expect, type Page } from '@playwright/test'
import type { IjinRow } from '../../src/contract/ijin.ts'
import { apiAs, browserDate, loadedWidth, pictureWidth } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, login, logout, navigateInApp, storedToken, UNIT, untilBackendReady } from './support.ts'

/** Pictures need a session and stay within a unit admin's unit (docs/security/pictures.md). */

const requests = (page: Page) =>
  apiAs<{ datae: IjinRow[] }>(page, 'GET', 'api/pengajuanijin?verifikasi=&filtertanggal=').then(
    (a) => a.datae,
  )

/** The status of a picture address fetched from the page with `token` (or none). */
async function pictureStatus(page: Page, path: string, token: string | null) {
  await untilBackendReady(page)
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      return { status: response.status, body: response.ok ? null : ((await response.json()) as unknown) }
    },
    { path, token },
  )
}

/** Requests whose letter exists (the seeded letters are 240 px wide). */
async function withLetters(page: Page): Promise<IjinRow[]> {
  const all = await requests(page)
  const widths = await Promise.all(all.map((row) => pictureWidth(page, `/uploads/suratijin/${row.idj}.jpg`)))
  return all.filter((_, i) => widths[i] === 240)
}

test('the leave letter shows in the request view as an object URL; the address alone answers 401', async ({
  page,
}) => {
  await login(page, ADMIN)
  const all = await requests(page)
  const letters = await withLetters(page)
  const target = letters.find((row) => all.filter((other) => other.pegawai === row.pegawai).length === 1)
  if (!target) throw new Error('fixture: a letter of an employee with a single request')

  await navigateInApp(page, '/pengajuanijin')
  // The list is paged: the search finds the row on whichever page it is.
  await page.getByLabel('Cari').fill(target.pegawai)
  await page
    .getByRole('table', { name: 'Daftar pengajuan ijin' })
    .locator('tbody tr')
    .filter({ hasText: target.pegawai })
    .getByRole('button', { name: /^(Verifikasi|Lihat) pengajuan/ })
    .click()
  const image = page.getByRole('dialog').getByRole('img', { name: `Surat ijin ${target.pegawai}` })
  expect(await loadedWidth(image)).toBe(240)
  expect(await image.getAttribute('src')).toMatch(/^blob:/)

  // Any page (or a link shared out of the app) asking without the session gets nothing.
  const path = `/uploads/suratijin/${target.idj}.jpg`
  expect(await pictureStatus(page, path, null)).toEqual({
    status: 401,
    body: { status: 'gagal', pesan: 'Sesi tidak valid atau telah berakhir. Silakan masuk kembali.' },
  })
  expect((await pictureStatus(page, path, await storedToken(page))).status).toBe(200)
})

test("a unit admin gets its unit's letters and 404 for another unit's", async ({ page }) => {
  await login(page, ADMIN)
  const letters = await withLetters(page)
  await logout(page)
  await login(page, UNIT)
  const own = new Set((await requests(page)).map((row) => row.idj))
  const mine = letters.find((row) => own.has(row.idj))
  const theirs = letters.find((row) => !own.has(row.idj))
  if (!mine || !theirs) throw new Error("fixture: letters of the unit's and of another unit's employees")
  const token = await storedToken(page)
  expect((await pictureStatus(page, `/uploads/suratijin/${mine.idj}.jpg`, token)).status).toBe(200)
  expect((await pictureStatus(page, `/uploads/suratijin/${theirs.idj}.jpg`, token)).status).toBe(404)
})

test("the history's print holds its selfies, loaded with the session, when print() is called", async ({
  page,
}) => {
  await login(page, ADMIN)
  await navigateInApp(page, '/absensiriwayat')
  // Yesterday and today: the days whose app check-ins have seeded selfies.
  await page.getByLabel('Dari tanggal').fill(await browserDate(page, -1))
  await expect(page.getByTestId('jumlah-riwayat')).toBeVisible()
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible()
  // Records what the printed document holds at the moment printing starts.
  await page.evaluate(() => {
    const w = window as unknown as { printed: unknown[] | null }
    w.printed = null
    window.print = () => {
      w.printed = [...document.querySelectorAll<HTMLImageElement>('.print-document img')].map((img) => ({
        alt: img.alt,
        blob: img.src.startsWith('blob:'),
        width: img.complete ? img.naturalWidth : 0,
      }))
    }
  })
  await page.getByRole('button', { name: 'Cetak' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: unknown[] | null }).printed), {
      timeout: 15_000,
    })
    .not.toBeNull()
  const printed = await page.evaluate(
    () => (window as unknown as { printed: { alt: string; blob: boolean; width: number }[] }).printed,
  )
  expect(printed.length, "yesterday's and today's app check-ins have selfies").toBeGreaterThan(10)
  // Only pictures that exist print: each one loaded from the server, never a placeholder or a blank.
  expect(printed.filter((img) => !img.blob || img.width !== 48)).toEqual([])
})
