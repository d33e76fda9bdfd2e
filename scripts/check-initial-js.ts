/**
 * Fails when the admin's initial JS (what a first visit must fetch before the app runs: index.html's
 * module scripts, their modulepreloads and everything they import statically, gzip -9) is over its
 * budget. Run by `npm test` right after `npm run build`: `node scripts/check-initial-js.ts [dist]`.
 * Lazy chunks (screens, dialogs, zod, SheetJS, MSW, the worker, other apps' entries) do not count.
 */
import { resolve } from 'node:path'
import { initialJs, part } from '../bench/bundle.ts'

/** Issue 18: ≤ 120 KB gzip (kB = 1000 B, as the bench prints). */
export const INITIAL_JS_BUDGET_GZIP = 120_000

export interface InitialJsVerdict {
  ok: boolean
  gzip: number
  raw: number
  budget: number
  files: string[]
}

export function checkInitialJs(dist: string, budget = INITIAL_JS_BUDGET_GZIP): InitialJsVerdict {
  const measured = part(dist, 'initial JS', initialJs(dist))
  return {
    ok: measured.gzip <= budget,
    gzip: measured.gzip,
    raw: measured.raw,
    budget,
    files: measured.files,
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

if (import.meta.main) {
  const dist = resolve(process.argv[2] ?? 'dist')
  const verdict = checkInitialJs(dist)
  const line = `initial JS ${kB(verdict.gzip)} gzip (${kB(verdict.raw)} raw) of ${kB(verdict.budget)}: ${verdict.files.join(' ')}`
  if (verdict.ok) console.log(`ok: ${line}`)
  else {
    console.error(
      `over budget: ${line}\nKeep code that the first screen does not need behind a dynamic import().`,
    )
    process.exitCode = 1
  }
}
