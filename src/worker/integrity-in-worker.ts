import type { IntegrityCheck } from './integrity-check.ts'
import { sideWorker } from './side-worker.ts'

const checker = sideWorker<Uint8Array, string[]>(
  () => new Worker(new URL('./integrity.worker.ts', import.meta.url), { type: 'module' }),
)

/**
 * The browser's integrity check: a worker of its own per import (src/worker/side-worker.ts), so
 * the full check (~1.7 s of the 112 MiB benchmark file) runs while this worker migrates and checks
 * the same file and writes the new generation. The bytes are a copy and are moved, not copied again.
 */
export const integrityInWorker: IntegrityCheck = Object.assign(
  (bytes: Uint8Array) => checker.call(bytes, [bytes.buffer]),
  { prepare: checker.prepare },
)
