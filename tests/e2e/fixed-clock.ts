import { type BrowserContext, test as base } from '@playwright/test'

/**
 * The e2e suite's fixed instant: Wednesday 18 November 2026, 10:00 in Jakarta (WIB). Every test's
 * browser context starts its clock here (Playwright's clock, running on in real time) and the
 * page passes its clock to the mock server's worker (src/worker/e2e-switches.ts), so the server and
 * the screens agree and no result depends on the hour the suite runs (docs/testing.md). A weekday
 * in the middle of a month, mid-morning: today has arrivals and people still 'belum datang'.
 */
export const E2E_NOW = new Date('2026-11-18T10:00:00+07:00')

/** The prebuilt demo database, served beside the e2e build (tests/e2e/make-demo-file.ts). */
export const E2E_DEMO_FILE = 'e2e-demo.sqlite'
/** Beside it: the sessions of the demo admins logged in in that file, as the app stores them, by usernama. */
export const E2E_SESSIONS_FILE = 'e2e-demo-sessions.json'

/** Contexts on the suite's instant and demo file: their first start holds the file's sessions. */
const onSuiteDemo = new WeakSet<BrowserContext>()
export const startsLoggedInToo = (context: BrowserContext) => onSuiteDemo.has(context)

/** Puts a context on the suite's clock and its prebuilt demo database; call before any page opens. */
export async function useSuiteClock(context: BrowserContext, at: Date = E2E_NOW): Promise<void> {
  await context.clock.install({ time: at })
  if (at.getTime() === E2E_NOW.getTime()) onSuiteDemo.add(context)
  await context.addInitScript((file) => {
    ;(window as unknown as { __PRESENSI_E2E_DEMO__: string }).__PRESENSI_E2E_DEMO__ = file
  }, `/${E2E_DEMO_FILE}`)
}

/** Playwright's `test` whose every context runs on the suite's clock and demo file. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await useSuiteClock(context)
    await use(context)
  },
})
