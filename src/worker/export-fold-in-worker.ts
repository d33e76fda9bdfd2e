import type { ExportFold } from './export-fold.ts'
import { sideWorker } from './side-worker.ts'

const folder = sideWorker<{ snapshot: Uint8Array; journal: Uint8Array }, Uint8Array>(
  () => new Worker(new URL('./export-fold.worker.ts', import.meta.url), { type: 'module' }),
)

/** The browser's fold: a worker of its own per export; both buffers are moved, not copied. */
export const foldInWorker: ExportFold = Object.assign(
  (snapshot: Uint8Array, journal: Uint8Array) =>
    folder.call({ snapshot, journal }, [snapshot.buffer, journal.buffer]),
  { prepare: folder.prepare },
)
