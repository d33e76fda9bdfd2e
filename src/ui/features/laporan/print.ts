import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { PrintNoticeReason } from '../../components/PrintDocument.tsx'
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
 * Reports up to this many rows keep their whole print view ready (hidden on screen) once the
 * screen's data is at hand, so the browser's own print command (Ctrl+P) prints the complete report
 * too. Longer ones print a notice pointing to 'Cetak' instead (docs/printing.md): drawing tens of
 * thousands of hidden rows would slow every screen of a large foundation.
 */
export const STANDING_PRINT_MAX_ROWS = 1500

/** How a screen reads its whole report for the standing print view. */
export type StandingPrint<T> = {
  /** The screen's data for `key` has arrived (not still fetching): the full set may be read now. */
  ready: boolean
  /** Rows the report holds (all pages), known from the screen's answer. */
  total: number
  load: () => Promise<readonly T[]> | readonly T[]
}

/**
 * The report's whole print view, kept ready while the screen shows `key` (docs/printing.md): read
 * in the background after the screen's own answer, so the screen draws first.
 */
function useStandingRows<T>(key: string, standing: StandingPrint<T>) {
  const [read, setRead] = useState<PrintJob<T> | null>(null)
  const load = useRef(standing.load)
  load.current = standing.load
  const fits = standing.total <= STANDING_PRINT_MAX_ROWS
  const wanted = standing.ready && fits

  useEffect(() => {
    if (!wanted) return
    let live = true
    Promise.resolve()
      .then(() => load.current())
      .then(
        (rows) => live && setRead({ key, rows, at: new Date() }),
        () => undefined, // the print notice stays; 'Cetak' reports the failure when pressed
      )
    return () => {
      live = false
    }
  }, [key, wanted])

  // The printed-at time is when the browser's print starts, where the browser tells (beforeprint).
  useEffect(() => {
    const stamp = () => flushSync(() => setRead((held) => held && { ...held, at: new Date() }))
    window.addEventListener('beforeprint', stamp)
    return () => window.removeEventListener('beforeprint', stamp)
  }, [])

  const current = read?.key === key ? read : null
  const notice: PrintNoticeReason | null = current ? null : fits ? 'preparing' : 'too-long'
  return { standing: current, notice }
}

/**
 * 'Cetak' (docs/printing.md): read every row of what the screen shows (`load`), render the whole
 * document (the screen renders a PrintDocument of `view` while it is set), then print after the
 * wait. With `standing`, the whole document is also kept ready before any 'Cetak' (`view`), so the
 * browser's own print command prints the complete report; 'Cetak' then reuses its rows.
 * The document stays until the screen's state (`key`: range, search, filter) changes, so the
 * browser's own print command, used afterwards, never prints a stale document.
 */
export function usePrintJob<T>(key: string, standingPrint?: StandingPrint<T>) {
  const [job, setJob] = useState<PrintJob<T> | null>(null)
  const [preparing, setPreparing] = useState(false)
  const current = job?.key === key ? job : null
  const { standing, notice } = useStandingRows(
    key,
    standingPrint ?? { ready: false, total: 0, load: () => [] },
  )

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
      setJob({ key, rows: standing ? standing.rows : await load(), at: new Date() })
    } catch (error) {
      setPreparing(false)
      await showFailure(error)
    }
  }
  return {
    job: current,
    /** The document to render: the one 'Cetak' made, else the standing one. */
    view: current ?? standing,
    /** Without a document, why the browser's own print command prints the notice instead. */
    notice: current || !standingPrint ? null : notice,
    preparing,
    start,
  }
}
