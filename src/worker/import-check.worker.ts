/// <reference lib="webworker" />
import initSqlJs from 'sql.js'
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url'
import { checkedImport, type ImportOutcome, outcomeOf } from './import-check.ts'
import { integrityHere } from './integrity-check.ts'
import { integrityInWorker } from './integrity-in-worker.ts'
import { answerWith } from './side-worker.ts'

/**
 * One import's checks (src/worker/import-check.ts), off the server worker's thread. The full
 * integrity check still runs beside the other checks, in a worker of this worker's own, spawned
 * now so it has booted when the file arrives (without nested workers: here, after them).
 */
const loading = initSqlJs({ locateFile: () => wasmUrl })
const nested = typeof Worker === 'function'
if (nested) integrityInWorker.prepare?.()

answerWith<Uint8Array, ImportOutcome>(
  async (bytes) => {
    const sqlJs = await loading
    return outcomeOf(() => checkedImport(sqlJs, bytes, nested ? integrityInWorker : integrityHere(sqlJs)))
  },
  (outcome) => ('file' in outcome ? [outcome.file.buffer] : []),
)
