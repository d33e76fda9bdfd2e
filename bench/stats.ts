/** Distribution summaries and the printed tables. */

export interface Summary {
  n: number
  p50: number
  p95: number
  min: number
  max: number
}

/** Linear interpolation between closest ranks (R-7, as numpy and spreadsheets do). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = (sorted.length - 1) * p
  const low = Math.floor(rank)
  const high = Math.ceil(rank)
  const a = sorted[low] ?? Number.NaN
  const b = sorted[high] ?? Number.NaN
  return a + (b - a) * (rank - low)
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  }
}

export const median = (samples: readonly number[]) => summarize(samples).p50

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–'
  return value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

/** A plain-text table: first column left-aligned, the others right-aligned, unless a column is text. */
export function table(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns = [0],
): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) =>
        leftColumns.includes(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const rule = widths.map((w) => '─'.repeat(w)).join('  ')
  return [line(head), rule, ...rows.map(line)].join('\n')
}
