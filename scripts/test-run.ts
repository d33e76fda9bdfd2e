/**
 * `npm test`: every check of the project, each stage once, then a summary of where the time went
 * (docs/testing.md). Run beside a throwaway PostgreSQL cluster (scripts/with-postgres.sh): the
 * contract suite and the live e2e run on every engine. Stages run one after the other on the
 * machine's cores; a failed stage does not stop the others (the summary names every failure), and
 * the exit code is 1 when any failed.
 *   node scripts/test-run.ts            every stage
 *   node scripts/test-run.ts unit e2e   only the stages named (their names are in the summary)
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clockDependentTests } from './clock-tests.ts'

const ROOT = join(import.meta.dirname, '..')
const RESULTS = mkdtempSync(join(tmpdir(), 'presensi-test-'))

interface Counts {
  passed: number
  failed: number
  skipped: number
  flaky: number
}

interface Stage {
  name: string
  what: string
  /** The shell command; `report` is where its JSON report goes. */
  command: (report: string) => string
  env?: Record<string, string>
  /** Reads the stage's test counts from its JSON report, when it has tests. */
  counts?: (reportFile: string) => Counts
  /** Runs only when this says so (e.g. PostgreSQL present); otherwise listed as skipped with the reason. */
  unless?: () => string | null
}

interface Outcome {
  stage: Stage
  ok: boolean
  seconds: number
  counts: Counts | null
  skippedBecause: string | null
}

const noPostgres = () =>
  process.env.PRESENSI_PG_URL ? null : 'no PRESENSI_PG_URL (run under scripts/with-postgres.sh)'

const vitestCounts = (file: string): Counts => {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    flaky: 0,
  }
}

const playwrightCounts = (file: string): Counts => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number }
  }
  return { passed: stats.expected, failed: stats.unexpected, skipped: stats.skipped, flaky: stats.flaky }
}

const vitest = (args: string) => (report: string) =>
  `npx vitest run ${args} --reporter=default --reporter=json --outputFile.json=${report}`
const plain = (command: string) => () => command

/** The e2e builds, made once by the build stage and served by every e2e project (playwright.config.ts). */
const BUILT = { PRESENSI_E2E_PREBUILT: '1' }

function stages(): Stage[] {
  const clockTests = clockDependentTests().join(' ')
  return [
    { name: 'typecheck', what: 'tsc -b', command: plain('npx tsc -b --noEmit') },
    { name: 'lint', what: 'biome: format, lint, import layers', command: plain('npx biome check .') },
    {
      name: 'build',
      what: 'production, e2e (+ demo file), live ×2',
      command: plain('node scripts/build-all.ts'),
    },
    {
      name: 'initial-js',
      what: 'initial JS budget of dist/',
      command: plain('node scripts/check-initial-js.ts'),
    },
    {
      name: 'node',
      what: 'unit, handler, component; contract on sql.js',
      command: vitest('--exclude "tests/contract/{sqlite-file,postgres,contract-check-postgres}.test.ts"'),
      env: BUILT,
      counts: vitestCounts,
    },
    {
      name: 'contract-sqlite-file',
      what: 'contract suite over HTTP, SQLite file engine',
      command: vitest('tests/contract/sqlite-file.test.ts'),
      counts: vitestCounts,
    },
    {
      name: 'contract-postgres',
      what: 'contract suite over HTTP + contract:check, PostgreSQL',
      command: vitest('tests/contract/postgres.test.ts tests/contract/contract-check-postgres.test.ts'),
      counts: vitestCounts,
      unless: noPostgres,
    },
    {
      name: 'clock-utc-month-end',
      what: 'clock-dependent handler tests, TZ=UTC, Mon 2026-11-30',
      command: vitest(`--project node ${clockTests}`),
      env: { TZ: 'UTC', PRESENSI_TEST_NOW: '2026-11-30T10:00:00' },
      counts: vitestCounts,
    },
    {
      name: 'clock-ny-sunday',
      what: 'clock-dependent handler tests, TZ=America/New_York, Sun 2026-11-29',
      command: vitest(`--project node ${clockTests}`),
      env: { TZ: 'America/New_York', PRESENSI_TEST_NOW: '2026-11-29T10:00:00' },
      counts: vitestCounts,
    },
    {
      name: 'e2e',
      what: 'Chromium: mock, live on SQLite file, live on PostgreSQL',
      command: (report) => `PLAYWRIGHT_JSON_OUTPUT_NAME=${report} npx playwright test --reporter=list,json`,
      env: BUILT,
      counts: playwrightCounts,
    },
  ]
}

function run(stage: Stage, reportFile: string): Promise<Outcome> {
  const skippedBecause = stage.unless?.() ?? null
  if (skippedBecause) return Promise.resolve({ stage, ok: true, seconds: 0, counts: null, skippedBecause })
  const command = stage.command(reportFile)
  console.log(`\n━━ ${stage.name}: ${stage.what}\n$ ${command}`)
  const started = performance.now()
  return new Promise((done) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...stage.env },
    })
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      const counts = stage.counts && existsSync(reportFile) ? stage.counts(reportFile) : null
      done({ stage, ok: code === 0, seconds, counts, skippedBecause: null })
    })
  })
}

const pad = (text: string | number, width: number) => String(text).padEnd(width)
const padLeft = (text: string | number, width: number) => String(text).padStart(width)
const minutes = (seconds: number) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

function summary(outcomes: Outcome[], total: number): Counts {
  const sum: Counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
  console.log('\n━━ npm test: where the time went')
  console.log(
    `${pad('stage', 22)}${pad('result', 8)}${padLeft('time', 7)}  ${padLeft('passed', 7)}${padLeft('failed', 7)}${padLeft('skipped', 8)}${padLeft('flaky', 6)}  what`,
  )
  for (const { stage, ok, seconds, counts, skippedBecause } of outcomes) {
    const result = skippedBecause ? 'skipped' : ok ? 'ok' : 'FAILED'
    const c = counts ?? { passed: 0, failed: 0, skipped: 0, flaky: 0 }
    const shown = (n: number) => (counts ? n : '')
    console.log(
      `${pad(stage.name, 22)}${pad(result, 8)}${padLeft(minutes(seconds), 7)}  ${padLeft(shown(c.passed), 7)}${padLeft(shown(c.failed), 7)}${padLeft(shown(c.skipped), 8)}${padLeft(shown(c.flaky), 6)}  ${skippedBecause ?? stage.what}`,
    )
    sum.passed += c.passed
    sum.failed += c.failed + (!ok && !c.failed && !skippedBecause ? 1 : 0) // a failed stage without tests counts once
    sum.skipped += c.skipped
    sum.flaky += c.flaky
  }
  console.log(
    `${pad('total', 30)}${padLeft(minutes(total), 7)}  ${padLeft(sum.passed, 7)}${padLeft(sum.failed, 7)}${padLeft(sum.skipped, 8)}${padLeft(sum.flaky, 6)}`,
  )
  return sum
}

/** Whether a process with this id is running (a signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * faketime names its semaphore and shared memory after its process id and leaves them behind when
 * killed; a later faketime given the same id then fails to start ('sem_open: File exists'), and with
 * it the live e2e servers. Those of processes no longer running are removed before the stages run.
 */
function removeStaleFaketimeFiles(folder = '/dev/shm') {
  if (!existsSync(folder)) return
  for (const name of readdirSync(folder)) {
    const pid = /^(?:sem\.faketime_sem_|faketime_shm_)(\d+)$/.exec(name)?.[1]
    if (pid && !isRunning(Number(pid))) rmSync(join(folder, name), { force: true })
  }
}

async function main() {
  removeStaleFaketimeFiles()
  const wanted = process.argv.slice(2)
  const chosen = stages().filter((stage) => wanted.length === 0 || wanted.includes(stage.name))
  if (chosen.length === 0) throw new Error(`no stage named ${wanted.join(', ')}`)
  const started = performance.now()
  const outcomes: Outcome[] = []
  for (const stage of chosen) outcomes.push(await run(stage, join(RESULTS, `${stage.name}.json`)))
  const sum = summary(outcomes, (performance.now() - started) / 1000)
  rmSync(RESULTS, { recursive: true, force: true })
  // The plain closing line CI reads.
  console.log(`${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`)
  process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1)
}

await main()
