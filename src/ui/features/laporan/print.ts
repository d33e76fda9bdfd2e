import { useEffect, useState } from 'react'
import { showFailure } from '../../lib/actions.ts'
import { picturesSettled } from '../../lib/uploads.ts'

/** SPEC.md §9: printing starts after a 1000 ms wait (fonts and the print header settle first). */
export const PRINT_WAIT_MS = 1000

/**
 * Pictures load with the session's token (fetch → object URL), which can outlast the wait on a
 * page of 200 selfies: printing then waits for them too, but never longer than this.
 */
export const PRINT_PICTURES_LIMIT_MS = 10_000

/** Waits, then prints, unless `signal` was aborted meanwhile (the screen moved on). */
export async function printAfterWait(signal?: AbortSignal): Promise<void> {
  await new Promise((wait) => setTimeout(wait, PRINT_WAIT_MS))
  await picturesSettled(PRINT_PICTURES_LIMIT_MS)
  if (!signal?.aborted) window.print()
}

/** Rows ready to print, for the screen state `key` they were read for, and when 'Cetak' was pressed. */
export type PrintJob<T> = { key: string; rows: readonly T[]; at: Date }

/**
 * 'Cetak' (docs/printing.md): read every row of what the screen shows (`load`), render the whole
 * document (the screen renders a PrintDocument while `job` is set), then print after the wait.
 * The document stays until the screen's state (`key`: range, search, filter) changes, so the
 * browser's own print command, used afterwards, never prints a stale document.
 */
export function usePrintJob<T>(key: string) {
  const [job, setJob] = useState<PrintJob<T> | null>(null)
  const [preparing, setPreparing] = useState(false)
  const current = job?.key === key ? job : null

  useEffect(() => {
    if (!current) return
    // After the commit that put the document into the page: it is whole when printing starts.
    const moved = new AbortController()
    void printAfterWait(moved.signal).finally(() => setPreparing(false))
    return () => moved.abort()
  }, [current])

  // A document of another state is dropped, never printed again when that state comes back.
  useEffect(() => {
    if (job && job.key !== key) setJob(null)
  }, [job, key])

  async function start(load: () => Promise<readonly T[]> | readonly T[]) {
    setPreparing(true)
    try {
      setJob({ key, rows: await load(), at: new Date() })
    } catch (error) {
      setPreparing(false)
      await showFailure(error)
    }
  }
  return { job: current, preparing, start }
}
