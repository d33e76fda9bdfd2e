/// <reference lib="webworker" />
import initSqlJs from 'sql.js'
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url'
import { integrityProblems } from './integrity-check.ts'

/**
 * One import's integrity check, beside the server worker's own checks of the same file
 * (src/worker/integrity-in-worker.ts). sql.js loads while the file is on its way.
 */
const loading = initSqlJs({ locateFile: () => wasmUrl })

self.onmessage = async ({ data: bytes }: MessageEvent<Uint8Array>) => {
  try {
    self.postMessage({ problems: integrityProblems(await loading, bytes) })
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}
