import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/handlers/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
