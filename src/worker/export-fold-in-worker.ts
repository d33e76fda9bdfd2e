import type { ExportFold } from './export-fold.ts'
import { sideWorker } from './side-worker.ts'

const folder = sideWorker<{ snapshot: Uint8Array; journal: Uint8Array }, Uint8Array>(
  () => new Worker(new URL('./export-fold.worker.ts', import.meta.url), { type: 'module' }),
)

/**
 * The browser's fold: a worker of its own per export or checkpoint. The snapshot is moved, not
 * copied; the journal (a few MiB at most) is copied: a checkpoint still needs its length after the
 * fold, to know where the frames committed since begin.
 */
export const foldInWorker: ExportFold = Object.assign(
  (snapshot: Uint8Array, journal: Uint8Array) => folder.call({ snapshot, journal }, [snapshot.buffer]),
  { prepare: folder.prepare },
)
