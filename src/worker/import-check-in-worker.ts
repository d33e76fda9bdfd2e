import { fileOrRefusal, type ImportCheck, type ImportOutcome } from './import-check.ts'
import { sideWorker } from './side-worker.ts'

const checker = sideWorker<Uint8Array, ImportOutcome>(
  () => new Worker(new URL('./import-check.worker.ts', import.meta.url), { type: 'module' }),
)

/** The browser's import check: a worker of its own per import; the file is moved, not copied. */
export const importCheckInWorker: ImportCheck = Object.assign(
  async (bytes: Uint8Array) => fileOrRefusal(await checker.call(bytes, [bytes.buffer])),
  { prepare: checker.prepare },
)
