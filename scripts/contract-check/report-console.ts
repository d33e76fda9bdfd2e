import type { CheckResult, Results } from './results.ts'

/**
 * The console report: one line per check as it finishes ('✓ GET api/beranda', '✗ ' and the first
 * problem; further problems indented), then the skipped checks counted by reason, and as the very
 * last line 'N passed, M failed'.
 */
export function consoleLine(result: CheckResult): string | null {
  const { outcome } = result
  if (outcome.kind === 'pass') return `✓ ${result.name}`
  if (outcome.kind === 'skip') return null
  const [firstLine, ...more] = outcome.lines
  return [`✗ ${firstLine}`, ...more.map((line) => `    ${line}`)].join('\n')
}

export function summaryLines(results: Results): string[] {
  const skippedByReason = new Map<string, number>()
  for (const result of results.all) {
    if (result.outcome.kind === 'skip')
      skippedByReason.set(result.outcome.reason, (skippedByReason.get(result.outcome.reason) ?? 0) + 1)
  }
  const skipped = [...skippedByReason].map(([reason, count]) => `- ${count} skipped (${reason})`)
  return [...skipped, `${results.count('pass')} passed, ${results.count('fail')} failed`]
}
