/// <reference lib="webworker" />
import initSqlJs from 'sql.js'
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url'
import { integrityProblems } from './integrity-check.ts'
import { answerWith } from './side-worker.ts'

/**
 * One import's integrity check, beside the server worker's own checks of the same file
 * (src/worker/integrity-in-worker.ts). sql.js loads while the file is on its way.
 */
const loading = initSqlJs({ locateFile: () => wasmUrl })

answerWith<Uint8Array, string[]>(
  async (bytes) => integrityProblems(await loading, bytes),
  () => [],
)
