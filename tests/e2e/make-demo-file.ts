/**
 * Writes the e2e suite's demo database, seeded once per run at the suite's fixed instant
 * (tests/e2e/fixtures.ts), into the served e2e build: every test's first start loads it instead of
 * seeding the demo in its browser (src/worker/e2e-switches.ts). Run by the `mock` project's web
 * server command after the build:  node tests/e2e/make-demo-file.ts dist-e2e
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { demoDatabaseBytes } from '../../src/server/first-fill.ts'
import { E2E_DEMO_FILE, E2E_NOW } from './fixed-clock.ts'

const outDir = process.argv[2]
if (!outDir) throw new Error('usage: node tests/e2e/make-demo-file.ts DIST_DIR')
const bytes = await demoDatabaseBytes(await initSqlJs(), E2E_NOW)
writeFileSync(join(outDir, E2E_DEMO_FILE), bytes)
console.log(
  `e2e: demo database at ${E2E_NOW.toISOString()} → ${join(outDir, E2E_DEMO_FILE)} (${bytes.length} bytes)`,
)
