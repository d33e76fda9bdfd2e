/// <reference lib="webworker" />
import initSqlJs from 'sql.js'
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url'
import { foldJournal } from './export-fold.ts'
import { answerWith } from './side-worker.ts'

/** One export's fold (src/worker/export-fold.ts), off the server worker's thread. */
const loading = initSqlJs({ locateFile: () => wasmUrl })

answerWith<{ snapshot: Uint8Array; journal: Uint8Array }, Uint8Array>(
  async ({ snapshot, journal }) => foldJournal(await loading, snapshot, journal),
  (file) => [file.buffer],
)
