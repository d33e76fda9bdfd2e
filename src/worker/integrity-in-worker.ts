import type { IntegrityCheck } from './integrity-check.ts'

type Answer = { problems: string[] } | { error: string }

/**
 * The browser's integrity check: a worker of its own per import, so the full check (~2.5 s on the
 * 112 MiB benchmark file) runs while this worker migrates and checks the same file. The bytes are
 * a copy and are moved, not copied again; the worker ends with its answer.
 */
export const integrityInWorker: IntegrityCheck = (bytes) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./integrity.worker.ts', import.meta.url), { type: 'module' })
    const finish = (settle: () => void) => {
      worker.terminate()
      settle()
    }
    worker.onmessage = ({ data }: MessageEvent<Answer>) =>
      finish(() => ('problems' in data ? resolve(data.problems) : reject(new Error(data.error))))
    worker.onerror = (event) => finish(() => reject(new Error(event.message || 'integrity worker failed')))
    worker.postMessage(bytes, [bytes.buffer])
  })
