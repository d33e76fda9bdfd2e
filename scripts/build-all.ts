/**
 * Every build `npm test` needs, made once (scripts/test-run.ts's build stage) and reused: by
 * check-initial-js (dist/), tests/unit/production-bundle.test.ts (dist/, dist-live/, dist-e2e/) and
 * the e2e projects' servers (playwright.config.ts, with PRESENSI_E2E_PREBUILT=1). Also writes the
 * e2e suite's prebuilt demo database into dist-e2e/ (tests/e2e/make-demo-file.ts).
 */
import { execSync } from 'node:child_process'
import { E2E_BUILDS } from '../playwright.config.ts'

for (const { outDir, command } of E2E_BUILDS) {
  const started = performance.now()
  execSync(command, { stdio: 'inherit' })
  console.log(`build: ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
