import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/handlers/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The first test of a file seeds the demo database once; a busy machine needs the slack.
    hookTimeout: 60_000,
  },
})
