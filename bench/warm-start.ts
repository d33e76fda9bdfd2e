/**
 * The warm start alone (issue 18): the production build on the large dataset in OPFS, logged in,
 * reloaded `--runs` times until the dashboard shows its numbers, with where the time goes (the
 * page's milestones and the worker's boot steps, src/worker/boot-marks.ts). `npm run bench` prints
 * the same breakdown; this runs it in a minute instead of the whole bench:
 * `npm run build && node bench/warm-start.ts [--runs 5] [--dataset bench/out/large.sqlite]`.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts'
import {
  apiLogin,
  CONTEXT_OPTIONS,
  installDataset,
  instrument,
  LAST_NUMBERS_LABEL,
  type StartSample,
  storeSession,
  warmStart,
} from './browser.ts'
import { startPreview } from './preview.ts'
import { median, ms, summarize, table } from './stats.ts'

/** The warm start's budget (issue 18): the dashboard's numbers on screen. */
export const WARM_START_TARGET_MS = 600

/** 'p50 / p95' of when the last session's numbers showed (marked as updating), or null if never. */
export function lastNumbersShown(samples: readonly StartSample[]): { p50: number; p95: number } | null {
  const values = samples
    .map((s) => s.milestones[LAST_NUMBERS_LABEL])
    .filter((v): v is number => v !== undefined)
  return values.length ? summarize(values) : null
}

/**
 * Each milestone's median time since navigation start and the step from the one before: the
 * warm start's breakdown, in the order things happen.
 */
export function warmStartBreakdown(samples: readonly StartSample[]): string {
  const labels = new Set(samples.flatMap((sample) => Object.keys(sample.milestones)))
  const rows = [...labels]
    .map((label) => {
      const values = samples.map((s) => s.milestones[label]).filter((v): v is number => v !== undefined)
      return { label, at: median(values) }
    })
    .sort((a, b) => a.at - b.at)
  rows.push({ label: 'dashboard numbers painted (the warm start)', at: median(samples.map((s) => s.total)) })
  return table(
    ['warm start step (median of runs)', 'at', 'step'],
    rows.map((row, i) => [row.label, ms(row.at), i === 0 ? '' : `+${ms(row.at - (rows[i - 1]?.at ?? 0))}`]),
  )
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      dataset: { type: 'string', default: 'bench/out/large.sqlite' },
    },
  })
  const root = resolve(import.meta.dirname, '..')
  const dataset = resolve(root, values.dataset)
  if (!existsSync(join(root, 'dist/index.html'))) throw new Error('dist/ is missing: npm run build first')
  if (!existsSync(dataset)) throw new Error(`${dataset} is missing: npm run bench generates it`)
  const preview = await startPreview(root, Number(process.env.BENCH_PORT ?? 4174))
  const out = join(root, 'bench/out')
  mkdirSync(out, { recursive: true })
  const profile = mkdtempSync(join(out, 'profile-'))
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      ...CONTEXT_OPTIONS,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await installDataset(page, preview.url, dataset)
      await page.goto(`${preview.url}/`)
      await storeSession(page, await apiLogin(page))
      await instrument(page)
      await warmStart(page, preview.url) // untimed: folds the login's journal into a new snapshot
      const samples: StartSample[] = []
      for (let run = 0; run < Number(values.runs); run++) samples.push(await warmStart(page, preview.url))
      const total = summarize(samples.map((s) => s.total))
      console.log(
        `warm start, ${(statSync(dataset).size / 2 ** 20).toFixed(1)} MiB: p50 ${ms(total.p50)}, p95 ${ms(total.p95)} ` +
          `(${samples.map((s) => ms(s.total)).join(', ')}; budget ${WARM_START_TARGET_MS} ms)\n`,
      )
      const kept = lastNumbersShown(samples)
      if (kept)
        console.log(
          `last session's numbers on screen, marked 'Memperbarui…': p50 ${ms(kept.p50)}, p95 ${ms(kept.p95)}\n`,
        )
      console.log(warmStartBreakdown(samples))
    } finally {
      await context.close()
    }
  } finally {
    rmSync(profile, { recursive: true, force: true })
    await preview.stop()
  }
}

if (import.meta.main)
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
