import type { IntegrityCheck } from './integrity-check.ts'

type Answer = { problems: string[] } | { error: string }

const spawn = () => new Worker(new URL('./integrity.worker.ts', import.meta.url), { type: 'module' })

/**
 * A started worker waiting for the next import. A nested worker boots through its parent's event
 * loop, which an import keeps busy with its own checks: spawned then, it began checking ~650 ms
 * late on the 112 MiB benchmark file. Spawned ahead, when the Data screen asks for its status (and
 * after each import, for the next), it is ready; it holds sql.js's start heap (16 MiB) meanwhile.
 */
let spare: Worker | null = null

function prepareSpare() {
  spare ??= spawn()
}

/**
 * The browser's integrity check: a worker of its own per import, so the full check (~1.7 s of the
 * 112 MiB benchmark file) runs while this worker migrates and checks the same file and writes the
 * new generation. The bytes are a copy and are moved, not copied again; the worker ends with its
 * answer, and the next one is spawned for the next import.
 */
export const integrityInWorker: IntegrityCheck = Object.assign(
  (bytes: Uint8Array) =>
    new Promise<string[]>((resolve, reject) => {
      const worker = spare ?? spawn()
      spare = null
      const finish = (settle: () => void) => {
        worker.terminate()
        settle()
        prepareSpare()
      }
      worker.onmessage = ({ data }: MessageEvent<Answer>) =>
        finish(() => ('problems' in data ? resolve(data.problems) : reject(new Error(data.error))))
      worker.onerror = (event) => finish(() => reject(new Error(event.message || 'integrity worker failed')))
      worker.postMessage(bytes, [bytes.buffer])
    }),
  { prepare: prepareSpare },
)
