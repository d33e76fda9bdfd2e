/**
 * A worker of its own for one long piece of work that must not hold the server worker's thread (an
 * import's integrity check, an export's fold). A nested worker boots through its parent's event
 * loop, which the parent may keep busy: spawned only when needed, the integrity check began ~650 ms
 * late on the 112 MiB benchmark file. So one is spawned ahead (`prepare`, when the Data screen asks
 * for its status, and after each call for the next) and each call ends its worker. The message's
 * buffers are moved, not copied.
 */
type Answer<T> = { ok: T } | { error: string }

export interface SideWorker<In, Out> {
  call(message: In, transfer: Transferable[]): Promise<Out>
  prepare(): void
}

export function sideWorker<In, Out>(spawn: () => Worker): SideWorker<In, Out> {
  let spare: Worker | null = null
  const prepare = () => {
    spare ??= spawn()
  }
  const call = (message: In, transfer: Transferable[]) =>
    new Promise<Out>((resolve, reject) => {
      const worker = spare ?? spawn()
      spare = null
      const finish = (settle: () => void) => {
        worker.terminate()
        settle()
        prepare()
      }
      worker.onmessage = ({ data }: MessageEvent<Answer<Out>>) =>
        finish(() => ('ok' in data ? resolve(data.ok) : reject(new Error(data.error))))
      worker.onerror = (event) => finish(() => reject(new Error(event.message || 'side worker failed')))
      worker.postMessage(message, transfer)
    })
  return { call, prepare }
}

/** The worker's side: answers one message with `work`'s result (its buffers moved) or its error. */
export function answerWith<In, Out>(
  work: (message: In) => Promise<Out>,
  transferOf: (out: Out) => Transferable[],
) {
  self.onmessage = async ({ data }: MessageEvent<In>) => {
    try {
      const ok = await work(data)
      self.postMessage({ ok }, { transfer: transferOf(ok) })
    } catch (error) {
      self.postMessage({ error: error instanceof Error ? error.message : String(error) })
    }
  }
}
