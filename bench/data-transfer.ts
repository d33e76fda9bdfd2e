import { stat } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { DATA_MESSAGES as M } from '../src/contract/messages.ts'
import { apiLogin, storeSession } from './browser.ts'
import { opfsJournalBytes } from './floor.ts'
import { type RendererMemory, tabRendererMemory } from './memory.ts'

/**
 * Export and import of the whole database timed through the Data screen, as the user does them:
 * export from the click on 'Ekspor basis data' to the download starting; import from the click on
 * the confirmation to the 'Berhasil' dialog (reading the file, the upload, the checks, the new
 * generation written to OPFS and swapped in). GETs sent one after another while an export or an
 * import runs show whether it holds other requests up (issue 35: p95 ≤ 200 ms).
 */

export interface TransferSamples {
  exports: number[]
  imports: number[]
  /** Size of the exported file. */
  bytes: number
  /** The imported file's size (0 without imports). */
  importBytes: number
  /**
   * The tab's memory once the exports are done: an import's navigations may move the tab to a
   * new renderer process, whose high-water mark no longer holds the exports' peak.
   */
  afterExports: RendererMemory | null
  /** The journal in OPFS when the exports began: what the first replays before exporting. */
  journalBytes: number
  /** Each GET api/cek/pengguna sent during an export / an import: ms until its answer. */
  duringExport: number[]
  duringImport: number[]
}

const LONG = 180_000

async function openDataScreen(page: Page, url: string) {
  await page.goto(`${url}/data`)
  await page.getByRole('button', { name: M.exportLabel }).waitFor({ timeout: LONG })
}

/**
 * Sends GET api/cek/pengguna one after another from the page until `stop()`, each timed from its
 * send to its answer: a request that queued behind the export or import shows as one long sample.
 */
async function requestsDuring(page: Page, token: string): Promise<{ stop: () => Promise<number[]> }> {
  await page.evaluate((token) => {
    const state = { stopped: false, samples: [] as number[] }
    ;(window as unknown as { __during: typeof state }).__during = state
    void (async () => {
      while (!state.stopped) {
        const sent = performance.now()
        const response = await fetch('/admin/api/cek/pengguna', {
          headers: { Authorization: `Bearer ${token}` },
        })
        await response.json()
        state.samples.push(performance.now() - sent)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
  }, token)
  return {
    stop: () =>
      page.evaluate(() => {
        const state = (window as unknown as { __during: { stopped: boolean; samples: number[] } }).__during
        state.stopped = true
        return state.samples
      }),
  }
}

export async function timeTransfers(
  page: Page,
  url: string,
  token: string,
  datasetPath: string,
  runs: { exportRuns: number; importRuns: number },
): Promise<TransferSamples> {
  await openDataScreen(page, url)
  const journalBytes = await opfsJournalBytes(page)
  const exports: number[] = []
  const duringExport: number[] = []
  const duringImport: number[] = []
  let bytes = 0
  for (let run = 0; run < runs.exportRuns; run++) {
    const downloading = page.waitForEvent('download', { timeout: LONG })
    const started = performance.now()
    await page.getByRole('button', { name: M.exportLabel }).click()
    const during = await requestsDuring(page, token)
    const download = await downloading
    exports.push(performance.now() - started)
    duringExport.push(...(await during.stop()))
    bytes = (await stat(await download.path())).size
    await download.delete()
  }

  const afterExports = tabRendererMemory()
  const imports: number[] = []
  for (let run = 0; run < runs.importRuns; run++) {
    const session = await apiLogin(page)
    await storeSession(page, session) // each import ends every session
    await openDataScreen(page, url)
    await page.getByLabel('Berkas basis data (.sqlite)').setInputFiles(datasetPath)
    await page.getByRole('button', { name: M.importLabel }).click()
    const confirm = page.getByRole('alertdialog', { name: M.importConfirm })
    await confirm.waitFor()
    const started = performance.now()
    await confirm.getByRole('button', { name: 'Ya, ganti data' }).click()
    // Valid until the import ends every session (a 401 after that is still an answer, and timed).
    const during = await requestsDuring(page, session.token_app)
    const outcome = page.getByRole('alertdialog', { name: /^(Berhasil|Gagal)$/ })
    await outcome.waitFor({ timeout: LONG })
    imports.push(performance.now() - started)
    duringImport.push(...(await during.stop()))
    const title = await outcome.getByRole('heading').first().textContent()
    if (title !== 'Berhasil') throw new Error(`import refused: ${await outcome.textContent()}`)
  }
  const importBytes = runs.importRuns ? (await stat(datasetPath)).size : 0
  return { exports, imports, bytes, importBytes, afterExports, journalBytes, duringExport, duringImport }
}
