import { writeFileSync } from 'node:fs'
import type { Results } from './results.ts'

/** The JUnit XML report CI servers read: one testcase per check, the failure message its first problem. */

const xmlText = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )

export function junitXml(results: Results, base: string): string {
  const cases = results.all.map((result) => {
    const open = `    <testcase classname="${xmlText(result.group)}" name="${xmlText(result.name)}">`
    const { outcome } = result
    if (outcome.kind === 'pass') return `${open}</testcase>`
    if (outcome.kind === 'skip') return `${open}<skipped message="${xmlText(outcome.reason)}"/></testcase>`
    const [message = ''] = outcome.lines
    return `${open}<failure message="${xmlText(message)}">${xmlText(outcome.lines.join('\n'))}</failure></testcase>`
  })
  const counts = `tests="${results.all.length}" failures="${results.count('fail')}" skipped="${results.count('skip')}"`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:check" ${counts}>`,
    `  <testsuite name="contract:check ${xmlText(base)}" ${counts}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}

export function writeJunit(file: string, results: Results, base: string): void {
  writeFileSync(file, junitXml(results, base))
}
