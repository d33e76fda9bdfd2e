import { stat } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { apiLogin, storeSession } from './browser.ts'

/**
 * Export and import of the whole database timed through the Data screen, as the user does them:
 * export from the click on 'Ekspor database' to the download starting; import from the click on
 * the confirmation to the 'Berhasil' dialog (reading the file, the upload, the checks, the new
 * generation written to OPFS and swapped in). A GET sent while an export runs shows how long an
 * export holds other requests up.
 */

export interface TransferSamples {
  exports: number[]
  imports: number[]
  /** Size of the exported file. */
  bytes: number
  heldUp: number[]
}

const LONG = 180_000

async function openDataScreen(page: Page, url: string) {
  await page.goto(`${url}/data`)
  await page.getByRole('button', { name: 'Ekspor database' }).waitFor({ timeout: LONG })
}

/** A GET sent right after the export's click (it queues behind the export): ms until its answer. */
function requestDuring(page: Page, token: string): Promise<number> {
  return page.evaluate(async (token) => {
    const sent = performance.now()
    const response = await fetch('/admin/api/cek/pengguna', { headers: { Authorization: `Bearer ${token}` } })
    await response.json()
    return performance.now() - sent
  }, token)
}

export async function timeTransfers(
  page: Page,
  url: string,
  token: string,
  datasetPath: string,
  runs: { exportRuns: number; importRuns: number },
): Promise<TransferSamples> {
  await openDataScreen(page, url)
  const exports: number[] = []
  const heldUp: number[] = []
  let bytes = 0
  for (let run = 0; run < runs.exportRuns; run++) {
    const downloading = page.waitForEvent('download', { timeout: LONG })
    const started = performance.now()
    await page.getByRole('button', { name: 'Ekspor database' }).click()
    const during = requestDuring(page, token)
    const download = await downloading
    exports.push(performance.now() - started)
    heldUp.push(await during)
    bytes = (await stat(await download.path())).size
    await download.delete()
  }

  const imports: number[] = []
  for (let run = 0; run < runs.importRuns; run++) {
    await storeSession(page, await apiLogin(page)) // each import ends every session
    await openDataScreen(page, url)
    await page.getByLabel('Berkas basis data (.sqlite)').setInputFiles(datasetPath)
    await page.getByRole('button', { name: 'Impor database' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Ganti semua data dengan isi berkas ini?' })
    await confirm.waitFor()
    const started = performance.now()
    await confirm.getByRole('button', { name: 'Ya, ganti data' }).click()
    const outcome = page.getByRole('alertdialog', { name: /^(Berhasil|Gagal)$/ })
    await outcome.waitFor({ timeout: LONG })
    imports.push(performance.now() - started)
    const title = await outcome.getByRole('heading').first().textContent()
    if (title !== 'Berhasil') throw new Error(`import refused: ${await outcome.textContent()}`)
  }
  return { exports, imports, bytes, heldUp }
}
