/** SPEC.md §9: printing starts after a 1000 ms wait (fonts and the print header settle first). */
export const PRINT_WAIT_MS = 1000

export function printAfterWait(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      window.print()
      resolve()
    }, PRINT_WAIT_MS),
  )
}
