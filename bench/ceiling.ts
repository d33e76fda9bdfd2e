import type { Dataset } from './dataset.ts'
import type { RendererMemory } from './memory.ts'
import { mib, ms, summarize, table } from './stats.ts'

/**
 * The ceiling (issue 18): the same figures on both dataset sizes side by side with their growth
 * factor, and the database size at which browser mode stops being usable, extrapolated linearly in
 * the file's size from the two measured sizes (docs/performance.md "The ceiling").
 */

/** A warm start beyond this is no longer usable (issue 18). */
export const START_LIMIT_MS = 3000
/**
 * The memory we allow the tab (page + worker, resident): 2 GiB. Chromium does not cap a 64-bit tab
 * below that (a wasm memory may grow to 4 GiB, array buffers live outside the V8 heap), so the cap
 * is the machine's: an 8 GB office laptop running the OS, the browser and a few other tabs keeps
 * about a quarter of its memory for one tab without swapping. docs/performance.md says why.
 */
export const TAB_MEMORY_LIMIT = 2 * 1024 ** 3

export interface CeilingRun {
  /** When it was measured (ISO): a saved run of the other size may be older. */
  measuredAt: string
  dataset: Dataset
  warm: number[]
  dirty: number[]
  write: number[]
  /** The API cases marked `ceiling` (bench/api-cases.ts). */
  cases: { label: string; samples: number[] }[]
  exports: number[]
  imports: number[]
  memory: {
    afterStart: RendererMemory | null
    afterReports: RendererMemory | null
    end: RendererMemory | null
  }
}

interface Figure {
  label: string
  value: (run: CeilingRun) => number
  format: (value: number) => string
}

const p50 = (samples: readonly number[]) => summarize(samples).p50
/** The p50 of the API case whose label holds `words`. */
const caseP50 = (words: string) => (run: CeilingRun) =>
  p50(run.cases.find((c) => c.label.includes(words))?.samples ?? [])
const memory = (pick: (run: CeilingRun) => number | undefined) => (run: CeilingRun) => pick(run) ?? Number.NaN

const FIGURES: Figure[] = [
  { label: 'database file', value: (r) => r.dataset.bytes, format: mib },
  { label: 'attendance rows', value: (r) => r.dataset.absensi, format: (v) => v.toLocaleString('en') },
  { label: 'warm start → dashboard (p50)', value: (r) => p50(r.warm), format: ms },
  { label: 'warm start after a write (p50)', value: (r) => p50(r.dirty), format: ms },
  { label: 'durable write POST api/tahunajaran (p50)', value: (r) => p50(r.write), format: ms },
  { label: "daily recap, Rekap Harian's page (p50)", value: caseP50("Rekap Harian's page"), format: ms },
  { label: 'daily recap, the whole day (p50)', value: caseP50('the whole day'), format: ms },
  { label: 'period recap, 1 month (p50)', value: caseP50('period recap, 1 month'), format: ms },
  { label: 'period recap, 1 year (p50)', value: caseP50('period recap, 1 year'), format: ms },
  { label: 'leave list, all (p50)', value: caseP50('leave list, all'), format: ms },
  { label: 'export (p50)', value: (r) => p50(r.exports), format: ms },
  { label: 'import (p50; – over the import cap)', value: (r) => p50(r.imports), format: ms },
  { label: 'tab memory after start (RSS)', value: memory((r) => r.memory.afterStart?.rss), format: mib },
  {
    label: 'tab memory after the reports (RSS)',
    value: memory((r) => r.memory.afterReports?.rss),
    format: mib,
  },
  { label: 'tab memory, peak (export + import)', value: memory((r) => r.memory.end?.peak), format: mib },
]

/** Figure × size, with the growth factor from the first size to the last. */
export function ceilingTable(runs: readonly CeilingRun[]): string {
  const first = runs[0]
  const last = runs[runs.length - 1]
  const rows = FIGURES.map((figure) => {
    const cells = runs.map((run) => figure.format(figure.value(run)))
    const factor = first && last && first !== last ? figure.value(last) / figure.value(first) : Number.NaN
    const growth = Number.isFinite(factor) ? `${factor.toFixed(1)}×` : ''
    return [figure.label, ...cells, growth]
  })
  const head = ['figure', ...runs.map((run) => `${run.dataset.pegawai.toLocaleString('en')} employees`)]
  return table([...head, 'growth'], rows)
}

/** Where a straight line through two (size, value) points reaches `limit`; null when it never does. */
function sizeAt(a: { x: number; y: number }, b: { x: number; y: number }, limit: number): number | null {
  const slope = (b.y - a.y) / (b.x - a.x)
  if (!Number.isFinite(slope) || slope <= 0) return null
  return a.x + (limit - a.y) / slope
}

/**
 * The browser's limit from the two sizes: the smaller of where start or memory reaches its limit;
 * the app's (src/ui/features/data/browser-limit.ts) is also at most the import cap, so a backup of
 * a database the app lets grow can always be imported back.
 */
export function browserLimit(runs: readonly CeilingRun[], importCap: number): string {
  const [small, large] = [runs[0], runs[runs.length - 1]]
  if (!small || !large || small === large) return 'browser-mode limit: needs both sizes (--size both)'
  const point = (run: CeilingRun, y: number) => ({ x: run.dataset.bytes, y })
  const byStart = sizeAt(point(small, p50(small.warm)), point(large, p50(large.warm)), START_LIMIT_MS)
  const peak = (run: CeilingRun) => run.memory.end?.peak ?? Number.NaN
  const byMemory = sizeAt(point(small, peak(small)), point(large, peak(large)), TAB_MEMORY_LIMIT)
  const describe = (size: number | null) => (size === null ? 'not reached' : mib(size))
  const limits = [byStart, byMemory].filter((size): size is number => size !== null)
  const limit = limits.length ? Math.min(...limits) : null
  return [
    `browser-mode limit (straight line through the two sizes): ${describe(limit)} of database`,
    `  warm start reaches ${ms(START_LIMIT_MS)} at ${describe(byStart)}`,
    `  the tab's peak memory reaches ${mib(TAB_MEMORY_LIMIT)} at ${describe(byMemory)}`,
    `  the import cap: ${mib(importCap)}; the app's limit is the lowest of the three`,
  ].join('\n')
}
