import type { Page } from '@playwright/test'

/**
 * Export and import of the whole database (the Data screen's calls), timed in the page through the
 * same path the screen uses (page → MSW → worker → SQLite and OPFS → page). Functions handed to
 * page.evaluate run in the page: they use only their arguments and browser globals.
 */

export interface TransferSamples {
  /** ms from POST api/data/ekspor to the whole file in the page. */
  exports: number[]
  /** ms from POST api/data/impor (the file as the body) to its answer: checked, written, swapped in. */
  imports: number[]
  /** Size of the exported (and imported) file. */
  bytes: number
  /** A GET sent while an export runs: how long the export holds other requests up. */
  heldUp: number[]
}

/**
 * `exportRuns` exports (each with a GET api/cek/pengguna sent right behind it), then `importRuns`
 * imports of the exported file. An import ends every session, so each one logs in first (untimed).
 */
export function timeTransfers(
  page: Page,
  token: string,
  runs: { exportRuns: number; importRuns: number },
): Promise<TransferSamples> {
  return page.evaluate(
    async ({ token, exportRuns, importRuns }) => {
      const auth = (t: string) => ({ Authorization: `Bearer ${t}` })
      const exportOnce = async () => {
        const started = performance.now()
        const response = await fetch('/admin/api/data/ekspor', { method: 'POST', headers: auth(token) })
        if (!response.ok) throw new Error(`ekspor → ${response.status}: ${await response.text()}`)
        const bytes = await response.arrayBuffer()
        return { ms: performance.now() - started, bytes }
      }
      const exports: number[] = []
      const heldUp: number[] = []
      let file = new ArrayBuffer(0)
      for (let run = 0; run < exportRuns; run++) {
        const exporting = exportOnce()
        await new Promise((soon) => setTimeout(soon, 5)) // the export has reached the worker
        const sent = performance.now()
        const check = await fetch('/admin/api/cek/pengguna', { headers: auth(token) })
        await check.json()
        heldUp.push(performance.now() - sent)
        const done = await exporting
        exports.push(done.ms)
        file = done.bytes
      }
      const imports: number[] = []
      for (let run = 0; run < importRuns; run++) {
        const login = await fetch('/admin/admin/login', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ usernama: 'admin', pass: 'admin123' }),
        })
        const fresh = ((await login.json()) as { data: { token_app: string } }).data.token_app
        const started = performance.now()
        const response = await fetch('/admin/api/data/impor', {
          method: 'POST',
          headers: { ...auth(fresh), 'Content-Type': 'application/vnd.sqlite3' },
          body: file,
        })
        const answer = await response.text()
        if (!response.ok) throw new Error(`impor → ${response.status}: ${answer.slice(0, 200)}`)
        imports.push(performance.now() - started)
      }
      return { exports, imports, bytes: file.byteLength, heldUp }
    },
    { token, ...runs },
  )
}
