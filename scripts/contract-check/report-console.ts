import type { CheckResult, Results } from './results.ts'

/**
 * The console report: one line per check as it finishes ('✓ GET api/beranda', '✗ ' and the first
 * problem; further problems indented), then the per-call summary (missing and wrong calls named),
 * the skipped checks counted by reason, and as the very last line 'N passed, M failed'.
 */
export function consoleLine(result: CheckResult): string | null {
  const { outcome } = result
  if (outcome.kind === 'pass') return `✓ ${result.name}`
  if (outcome.kind === 'skip') return null
  const [firstLine, ...more] = outcome.lines
  return [`✗ ${firstLine}`, ...more.map((line) => `    ${line}`)].join('\n')
}

/**
 * 'per call: 85 ok, 1 wrong, 2 missing', then each missing call (not implemented: its checks are
 * not printed one by one) and each wrong call with how many of its checks failed.
 */
export function perCallLines(results: Results): string[] {
  const verdicts = [...results.callVerdicts()]
  const of = (verdict: string) => verdicts.filter(([, v]) => v === verdict).map(([call]) => call)
  const [ok, wrong, missing] = [of('ok'), of('wrong'), of('missing')]
  const sent = (call: string) => results.checksOf(call).filter((check) => check.outcome.kind !== 'skip')
  const failed = (call: string) => sent(call).filter((check) => check.outcome.kind === 'fail').length
  return [
    `per call: ${ok.length} ok, ${wrong.length} wrong, ${missing.length} missing`,
    ...missing.map(
      (call) =>
        `  missing: ${call} (not implemented: answered 404 as an unknown address to every check with a session; ${sent(call).length} checks)`,
    ),
    ...wrong.map((call) => `  wrong: ${call} (${failed(call)} of ${sent(call).length} checks failed)`),
  ]
}

export function summaryLines(results: Results): string[] {
  const skippedByReason = new Map<string, number>()
  for (const result of results.all) {
    if (result.outcome.kind === 'skip')
      skippedByReason.set(result.outcome.reason, (skippedByReason.get(result.outcome.reason) ?? 0) + 1)
  }
  const skipped = [...skippedByReason].map(([reason, count]) => `- ${count} skipped (${reason})`)
  return [
    ...perCallLines(results),
    ...skipped,
    `${results.count('pass')} passed, ${results.count('fail')} failed`,
  ]
}
