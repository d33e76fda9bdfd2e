import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

// Playwright retries a failed test once (playwright.config.ts). A test that passes only on that
// retry is a flake: in CI it must fail the run so it gets fixed, not carried. This runs a real
// Playwright process on a test that fails its first attempt, with the project's own `retries` and
// `failOnFlakyTests` as they come out of playwright.config.ts (no browser is started).
const ROOT = join(import.meta.dirname, '../..')
// Inside the repository (test-results/ is ignored) so the spec resolves @playwright/test.
const DIR = join(ROOT, 'test-results', `flaky-check-${process.pid}`)
const CLI = join(ROOT, 'node_modules/@playwright/test/cli.js')

async function projectRetrySettings(ci: boolean) {
  if (ci) vi.stubEnv('CI', 'true')
  else vi.stubEnv('CI', '')
  vi.resetModules()
  const { default: config } = await import('../../playwright.config.ts')
  return { retries: config.retries, failOnFlakyTests: config.failOnFlakyTests }
}

function runFlakyTest(settings: { retries?: number; failOnFlakyTests?: boolean }) {
  mkdirSync(DIR, { recursive: true })
  writeFileSync(
    join(DIR, 'flaky.spec.ts'),
    `import { expect, test } from '@playwright/test'
test('passes only on its retry', ({}, info) => { expect(info.retry).toBe(1) })
`,
  )
  writeFileSync(
    join(DIR, 'flaky.config.ts'),
    `export default ${JSON.stringify({ testDir: '.', outputDir: './out', reporter: 'line', ...settings })}\n`,
  )
  const run = spawnSync(process.execPath, [CLI, 'test', '--config', join(DIR, 'flaky.config.ts')], {
    cwd: DIR,
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe('a Playwright test that passes only on retry', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllEnvs())
  afterAll(() => rmSync(DIR, { recursive: true, force: true }))

  it('fails the run in CI', async () => {
    const run = runFlakyTest(await projectRetrySettings(true))
    expect(run.output).toContain('1 flaky')
    expect(run.status).toBe(1)
  })

  it('is reported as flaky but passes a local run', async () => {
    const run = runFlakyTest(await projectRetrySettings(false))
    expect(run.output).toContain('1 flaky')
    expect(run.status).toBe(0)
  })
})
