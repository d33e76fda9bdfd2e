import { picturesSettled } from '../../lib/uploads.ts'

/** SPEC.md §9: printing starts after a 1000 ms wait (fonts and the print header settle first). */
export const PRINT_WAIT_MS = 1000

/**
 * Pictures load with the session's token (fetch → object URL), which can outlast the wait on a
 * page of 200 selfies: printing then waits for them too, but never longer than this.
 */
export const PRINT_PICTURES_LIMIT_MS = 10_000

export async function printAfterWait(): Promise<void> {
  await new Promise((wait) => setTimeout(wait, PRINT_WAIT_MS))
  await picturesSettled(PRINT_PICTURES_LIMIT_MS)
  window.print()
}
