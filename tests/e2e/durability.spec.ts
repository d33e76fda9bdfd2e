import { type BrowserContext, expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { frame, storagePage, storageFiles as storeFiles, writeStoreFile } from './storage.ts'
import { ADMIN, addYear, login, openTahunAjaran, yearRow } from './support.ts'

/**
 * Damaged storage never silently becomes the demo database: the pointer file garbled or emptied
 * (a crash while it was written), or a journal record that cannot be replayed.
 */

/** Adds a year, then closes the app's page so its files are free. */
async function addYearAndClose(page: Page, nama: string) {
  await login(page, ADMIN)
  await openTahunAjaran(page)
  await addYear(page, nama, `${nama.slice(0, 4)}-07-01`, `${nama.slice(5)}-06-30`)
  await page.close()
}

async function expectYearKept(context: BrowserContext, nama: string) {
  const page = await context.newPage()
  await page.goto('/tahunajaran')
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  await expect(page.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
  await expect(yearRow(page, nama)).toHaveCount(1)
  return page
}

for (const [label, bytes] of [
  ['garbled', Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256)],
  ['empty', []],
] as const) {
  test(`a ${label} generation pointer keeps the data (newest complete snapshot), never the demo reset`, async ({
    page,
    context,
  }) => {
    await addYearAndClose(page, '2035/2036')
    const storage = await storagePage(context)
    expect(await storeFiles(storage)).toContain('pointer')
    await writeStoreFile(storage, 'pointer', [...bytes], 'replace')
    await storage.close()
    const app = await expectYearKept(context, '2035/2036')
    await app.close()
  })
}

test('a journal record that cannot be replayed is set aside; the app starts and says so plainly', async ({
  page,
  context,
}) => {
  await addYearAndClose(page, '2036/2037')
  const storage = await storagePage(context)
  const journal = (await storeFiles(storage)).find((name) => /^journal-\d+\.log$/.test(name))
  expect(journal).toBeDefined()
  const failing = frame([
    [
      "INSERT INTO tahunajaran (id, nama, tglawal, tglakhir, aktif) VALUES (1, 'x', '2020-01-01', '2020-12-31', 0)",
      [],
    ],
  ])
  await writeStoreFile(storage, journal as string, failing, 'append')
  await storage.close()

  const app = await expectYearKept(context, '2036/2037')
  const banner = app
    .getByRole('alert')
    .filter({ hasText: 'Sebagian perubahan terakhir tidak dapat dipulihkan.' })
  await expect(banner).toContainText('1 transaksi')
  // The set-aside record is kept in a side file, not deleted.
  await app.close()
  const after = await storagePage(context)
  expect((await storeFiles(after)).some((name) => name.includes('tersisih'))).toBe(true)
})

test('the built app runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  await login(page, ADMIN)
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'")
  expect(policy).not.toContain("'unsafe-eval'")
  await openTahunAjaran(page)
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
  // A form validates with the contract's zod schemas in the page: no eval (zod runs jitless).
  await page.getByRole('button', { name: 'Tambah Tahun Ajaran' }).click()
  await page
    .getByRole('dialog', { name: 'Tambah Tahun Ajaran' })
    .getByRole('button', { name: 'Simpan' })
    .click()
  await expect(page.getByText('Isikan nama tahun ajaran terlebih dahulu!')).toBeVisible()
  expect(violations).toEqual([])
})

test('a journal folded into a new generation off the request path keeps every write (issue 35)', async ({
  page,
  context,
}) => {
  // Every write passes the limit: each one starts a checkpoint, built while requests are served.
  await page.addInitScript(() => {
    ;(window as { __PRESENSI_E2E_CHECKPOINT_BYTES__?: number }).__PRESENSI_E2E_CHECKPOINT_BYTES__ = 1
  })
  // The worker's warnings reach the page's console: a fold that failed (and fell back) is a failure here.
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('[store]')) warnings.push(message.text())
  })
  await login(page, ADMIN)
  await openTahunAjaran(page)
  await addYear(page, '2037/2038', '2037-07-01', '2038-06-30')
  await addYear(page, '2038/2039', '2038-07-01', '2039-06-30')
  const storage = await storagePage(context)
  const generations = async () =>
    (await storeFiles(storage)).flatMap((name) => /^db-(\d+)\.sqlite$/.exec(name)?.[1] ?? []).map(Number)
  // The first start wrote generation 1; the login and the writes folded the journal at least once.
  await expect.poll(async () => Math.max(...(await generations()))).toBeGreaterThan(1)
  await page.close()
  expect(warnings).toEqual([])
  const app = await expectYearKept(context, '2037/2038')
  await expect(yearRow(app, '2038/2039')).toHaveCount(1)
  await app.close()
  await storage.close()
})
