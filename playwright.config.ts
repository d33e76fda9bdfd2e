import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { E2E_NOW } from './tests/e2e/fixed-clock.ts'

/**
 * E2E in real Chromium against production builds (`vite preview`): mock mode's e2e build and the
 * live build. Playwright cannot download
 * its own browser here: it drives the system Chromium (Debian package `chromium`).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// Overridable so several checkouts can run their e2e suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 4175)
const LIVE_PG_PORT = Number(process.env.E2E_LIVE_PG_PORT ?? LIVE_PORT + 2)
// The live suite runs again on PostgreSQL when there is one (`npm run test:e2e` starts a throwaway
// cluster with scripts/with-postgres.sh); without PRESENSI_PG_URL only the SQLite file is tested.
const PG_URL = process.env.PRESENSI_PG_URL ?? ''

/** The live build for a server on `port`: cross-origin (UI on localhost, API on 127.0.0.1). */
const liveBuild = (port: number, outDir: string) =>
  `VITE_API_BASE_URL=http://127.0.0.1:${port}/admin/ npm run build:live -- --outDir ${outDir} --logLevel warn`

/**
 * The builds the suite serves, each made once: by scripts/build-all.ts in `npm test` (which sets
 * PRESENSI_E2E_PREBUILT=1, so the servers below only serve them), or by each server's own command
 * when Playwright runs alone. The e2e build (mock mode plus the test-only switches) carries the
 * suite's prebuilt demo database (tests/e2e/make-demo-file.ts). dist/ is the production build
 * that `npm start` serves; the e2e projects do not serve it.
 */
export const E2E_BUILDS = [
  { outDir: 'dist', command: 'npx vite build --logLevel warn' },
  {
    outDir: 'dist-e2e',
    command: 'npm run build:e2e -- --logLevel warn && node tests/e2e/make-demo-file.ts dist-e2e',
  },
  { outDir: 'dist-live', command: liveBuild(LIVE_PORT, 'dist-live') },
  ...(PG_URL ? [{ outDir: 'dist-live-pg', command: liveBuild(LIVE_PG_PORT, 'dist-live-pg') }] : []),
]
const PREBUILT = !!process.env.PRESENSI_E2E_PREBUILT

/** A server's command: build first unless `npm test` already did. */
function serving(outDir: string, serve: string): string {
  const build = E2E_BUILDS.find((entry) => entry.outDir === outDir)?.command
  return PREBUILT || !build ? serve : `${build} && ${serve}`
}

/**
 * The server on `port` with its live build, on a UTC host whose clock starts at the suite's fixed
 * instant (Debian's faketime; tests/e2e/fixed-clock.ts): its demo data and "today" are the mock
 * suite's. Without the monotonic flag Node's timers can hang under faketime (NOTES.md).
 */
function liveServer(port: number, outDir: string, engine: string) {
  const clock = `TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 faketime '${E2E_NOW.toISOString().slice(0, 19).replace('T', ' ')}'`
  return {
    command: serving(
      outDir,
      `${clock} npm run server -- --static ${outDir} --port ${port} ${engine} --demo --cors-origin http://localhost:${port}`,
    ),
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  }
}

export default defineConfig({
  fullyParallel: true,
  // What the machine gives: one worker per core (at least 2).
  workers: Math.max(2, availableParallelism()),
  // One retry: a test that fails twice is a failure; one that passes on retry is reported 'flaky'
  // and, in CI, fails the run: a flake is fixed, not carried (tests/unit/flaky-tests.test.ts).
  retries: 1,
  failOnFlakyTests: !!process.env.CI,
  // 60 s: a first visit seeds the in-browser database, which took over 30 s twice on a loaded
  // 2-core CI while the other worker printed PDFs (the login then passed on retry, i.e. 'flaky').
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'mock', testDir: 'tests/e2e' },
    // The same UI built for a live backend, against the server (`npm run server`, src/server/cli.ts).
    { name: 'live', testDir: 'tests/e2e-live', use: { baseURL: `http://localhost:${LIVE_PORT}` } },
    ...(PG_URL
      ? [{ name: 'live-pg', testDir: 'tests/e2e-live', use: { baseURL: `http://localhost:${LIVE_PG_PORT}` } }]
      : []),
  ],
  webServer: [
    // The e2e build (dist-e2e): the production build plus the test-only storage-fault switch
    // (src/worker/storage-faults.ts), which `npm run build` leaves out. Built here, like the live
    // one, so a run never tests a stale build.
    {
      command: serving('dist-e2e', `npx vite preview --outDir dist-e2e --port ${PORT} --strictPort`),
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    // Cross-origin on purpose: the UI is served from localhost, its API is 127.0.0.1 (CORS for that
    // one origin + Authorization), and the server keeps its data in a SQLite file (--db, demo data).
    liveServer(LIVE_PORT, 'dist-live', '--db "$(mktemp -d)/presensi.sqlite"'),
    // PostgreSQL: the throwaway cluster of scripts/with-postgres.sh, fresh for every run.
    ...(PG_URL ? [liveServer(LIVE_PG_PORT, 'dist-live-pg', `--pg ${PG_URL}`)] : []),
  ],
})
