import type { Page } from '@playwright/test'
import type { StartSample } from './browser.ts'
import { median, mib, ms, summarize, table } from './stats.ts'

/**
 * Issue 35: budgets as ratios to the floor of the same run. The floor is the time the browser
 * takes to read the database file from OPFS (read in the page, as a Blob, like the worker's start
 * does); warm start, export and import are set against it, so a machine with slower storage moves
 * the floor and the figure together and the ratio says what the code adds.
 */
export const FLOOR_GOALS = {
  warmOverReadEndMs: 250,
  exportRatio: 1.5,
  importRatio: 3,
  peakMemoryRatio: 4,
  duringP95Ms: 200,
}

/**
 * The newest generation's snapshot (`db-<n>.sqlite`) or journal (`journal-<n>.log`) in OPFS: its
 * size, and its read timed `runs` times in the page (as a Blob, like the worker's start reads it).
 */
function newestFile(page: Page, kind: 'db' | 'journal', runs: number) {
  return page.evaluate(
    async ({ kind, runs }) => {
      const pattern = kind === 'db' ? /^db-(\d+)\.sqlite$/ : /^journal-(\d+)\.log$/
      const root = await navigator.storage.getDirectory()
      const dir = await root.getDirectoryHandle('presensi-admin')
      let newest: { generation: number; name: string } | null = null
      for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) {
        const generation = Number(pattern.exec(name)?.[1] ?? Number.NaN)
        if (Number.isFinite(generation) && (!newest || generation > newest.generation))
          newest = { generation, name }
      }
      if (!newest) return null
      const samples: number[] = []
      for (let run = 0; run < runs; run++) {
        const started = performance.now()
        await (await (await dir.getFileHandle(newest.name)).getFile()).arrayBuffer()
        samples.push(performance.now() - started)
      }
      return { samples, bytes: (await (await dir.getFileHandle(newest.name)).getFile()).size }
    },
    { kind, runs },
  )
}

/** The live snapshot's read from OPFS, timed `runs` times in the page: each run's ms and the file's bytes. */
export async function opfsReadTimes(page: Page, runs = 3): Promise<{ samples: number[]; bytes: number }> {
  const snapshot = await newestFile(page, 'db', runs)
  if (!snapshot) throw new Error('no snapshot in OPFS to time')
  return snapshot
}

/**
 * The live generation's journal in OPFS, in bytes: what an export replays on the snapshot before
 * it exports (the writes since the last checkpoint; one large frame, a machine import's, may pass
 * the checkpoint's 4 MiB until the fold it starts has run).
 */
export async function opfsJournalBytes(page: Page): Promise<number> {
  return (await newestFile(page, 'journal', 0))?.bytes ?? 0
}

export interface FloorFigures {
  read: { samples: number[]; bytes: number }
  warm: StartSample[]
  /** The worker's boot mark for the snapshot's read (bench/browser.ts milestones). */
  readEndLabel: string
  exports: number[]
  imports: number[]
  /** The exported file's size (the run's writes grow the database past the floor's file) and the imported one's. */
  exportBytes: number
  importBytes: number
  /** The journal when the exports began (opfsJournalBytes): a start folds one past the limit meanwhile. */
  journalBytes: number
  duringExport: number[]
  duringImport: number[]
  /** The tab's highest resident size over the run (export and import come last: their peak). */
  peakBytes: number | null
}

const ratio = (value: number) => `${value.toFixed(2)}×`
const within = (ok: boolean) => (ok ? 'ok' : 'over')

/** The table the bench prints at each size: the floor, each figure against it, the requests held. */
export function floorTable(f: FloorFigures): string {
  const read = median(f.read.samples)
  const warm = median(f.warm.map((s) => s.total))
  const readEnds = f.warm.map((s) => s.milestones[f.readEndLabel]).filter((v): v is number => v !== undefined)
  const readEnd = readEnds.length ? median(readEnds) : Number.NaN
  const exportP50 = f.exports.length ? median(f.exports) : Number.NaN
  const importP50 = f.imports.length ? median(f.imports) : Number.NaN
  // Each against the read of its own file at this run's rate: the export is of the database as the
  // run's writes left it, larger than the file the floor read.
  const readOf = (bytes: number) => (read * bytes) / f.read.bytes
  const exportRatio = exportP50 / readOf(f.exportBytes)
  const importRatio = importP50 / readOf(f.importBytes)
  const memoryBase = Math.max(f.exportBytes, f.importBytes, f.read.bytes)
  const during = (samples: number[], what: string) => {
    if (!samples.length) return [`requests during ${what}`, 'not measured', '', '']
    const s = summarize(samples)
    return [
      `GET api/cek/pengguna during ${what} (n=${s.n})`,
      `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`,
      '',
      `p95 ≤ ${FLOOR_GOALS.duringP95Ms} ms: ${within(s.p95 <= FLOOR_GOALS.duringP95Ms)}`,
    ]
  }
  const G = FLOOR_GOALS
  const rows = [
    [
      `floor: the file's read from OPFS (${mib(f.read.bytes)}, median of ${f.read.samples.length})`,
      ms(read),
      '1×',
      `${(f.read.bytes / 1024 / 1024 / (read / 1000)).toFixed(0)} MiB/s`,
    ],
    [
      'warm start p50 − the worker’s read end (p50)',
      `${ms(warm)} − ${ms(readEnd)} = ${ms(warm - readEnd)}`,
      '',
      `≤ ${G.warmOverReadEndMs} ms: ${within(warm - readEnd <= G.warmOverReadEndMs)}`,
    ],
    [
      `export p50 (click → download of ${mib(f.exportBytes)}, journal ${mib(f.journalBytes)} at the first; its read: ${ms(readOf(f.exportBytes))})`,
      ms(exportP50),
      ratio(exportRatio),
      `≤ ${G.exportRatio}×: ${within(exportRatio <= G.exportRatio)}`,
    ],
    f.imports.length
      ? [
          `import p50 (confirm → Berhasil, integrity check included; ${mib(f.importBytes)}, its read: ${ms(readOf(f.importBytes))})`,
          ms(importP50),
          ratio(importRatio),
          `≤ ${G.importRatio}×: ${within(importRatio <= G.importRatio)}`,
        ]
      : ['import', 'not timed (over the import cap)', '', ''],
    f.peakBytes === null
      ? ['peak memory', 'not readable', '', '']
      : [
          `the tab's peak memory (run's high-water mark; the largest file ${mib(memoryBase)})`,
          mib(f.peakBytes),
          ratio(f.peakBytes / memoryBase),
          `≤ ${G.peakMemoryRatio}× the file: ${within(f.peakBytes / memoryBase <= G.peakMemoryRatio)}`,
        ],
    during(f.duringExport, 'an export'),
    during(f.duringImport, 'an import'),
  ]
  return table(['against the floor (issue 35)', 'measured', 'ratio', 'goal'], rows, [0, 1])
}
