import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // What the machine gives: a worker per core (vitest's default leaves one idle: a single worker on
    // this 2-core machine, where most files wait on sockets, timers and hashes as much as on the CPU).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    // The first test of a file seeds the demo database once; a busy machine needs the slack.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/handlers/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          // node:sqlite (the server's file engine) warns it is experimental on every load: noise.
          execArgv: ['--disable-warning=ExperimentalWarning'],
        },
      },
      {
        // Screens rendered in jsdom with Testing Library; the app's own api client talks to the real
        // server through msw/node (tests/component/support/screen.tsx).
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/support/setup.ts'],
          // Node's fetch needs absolute URLs; the msw/node forwarder listens on this base.
          env: { VITE_API_BASE_URL: 'http://localhost/admin/' },
        },
      },
    ],
  },
})
