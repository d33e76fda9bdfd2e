/**
 * Which handler tests the clock runs of `npm test` repeat (docs/testing.md#the-clock-runs). A test
 * file that reads the test clock (TEST_NOW, TEST_TODAY) says in one line whether its behaviour
 * depends on the day, hour or zone:
 *   // test-clock: dependent — why (a month end, a Sunday or another zone could change an answer)
 *   // test-clock: free — why (the clock only dates a session or a boot; the dates it checks are fixed)
 * Only `dependent` files run again under the other clocks; tests/unit/clock-tests.test.ts holds
 * every clock-reading file to one marker, so a new file is run once unless its author says otherwise.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
export const HANDLER_TESTS = 'tests/handlers'

export type ClockMarker = { kind: 'dependent' | 'free'; why: string }

export interface HandlerTestFile {
  /** Path from the repository root, e.g. tests/handlers/laporan.test.ts. */
  path: string
  /** Whether it mentions the test clock, or is a test of the clock itself (its name says clock). */
  readsClock: boolean
  /** Its test-clock lines (one expected where it reads the clock). */
  markers: ClockMarker[]
}

const MARKER = /^\/\/ test-clock: (dependent|free) — (.*)$/gm
const READS_CLOCK = /\bTEST_(NOW|TODAY)\b/
/** A test of the clock itself by its name ('clock.test.ts', 'server-clock.test.ts'; not 'iclock', the machines' protocol). */
export const CLOCK_TEST_NAME = /(^|[/-])clock[.-]/

export function handlerTestFiles(): HandlerTestFile[] {
  const dir = join(ROOT, HANDLER_TESTS)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8')
      const markers = [...text.matchAll(MARKER)].map(([, kind, why]) => ({
        kind: kind as ClockMarker['kind'],
        why: (why ?? '').trim(),
      }))
      return {
        path: `${HANDLER_TESTS}/${file}`,
        readsClock: CLOCK_TEST_NAME.test(file) || READS_CLOCK.test(text),
        markers,
      }
    })
}

/** The handler test files the clock runs repeat: those marked `dependent`. */
export function clockDependentTests(): string[] {
  return handlerTestFiles()
    .filter((file) => file.markers.some((marker) => marker.kind === 'dependent'))
    .map((file) => file.path)
}
