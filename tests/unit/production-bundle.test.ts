import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { initialJs } from '../../bench/bundle.ts'
import { E2E_MODE } from '../../vite.config.ts'

// The test-only storage-fault switch (src/worker/storage-faults.ts) must exist in the e2e build
// alone: in any other build a same-origin script could set it before start-up and force
// memory-only mode or fail every write. Each build is made afresh in a temp folder (a stale dist/
// proves nothing), ~5 s each on an idle 2-core machine, unless `npm test` has just made them
// (scripts/build-all.ts, PRESENSI_E2E_PREBUILT=1): then the test reads those.
const SWITCH_MARKERS = [
  '__PRESENSI_STORAGE_FAULT__', // the page-side switch (src/mock/server-worker.ts)
  '__PRESENSI_E2E_DEMO__', // the e2e suite's prebuilt demo file (src/worker/e2e-switches.ts)
  '__PRESENSI_BROWSER_LIMIT__', // the Data screen's size limit, lowered by e2e tests (browser-limit.ts)
  'The quota has been exceeded.', // the worker's simulated full disk
  'The operation is insecure.', // the worker's simulated missing OPFS
  'The requested file could not be read.', // the worker's simulated failed snapshot read
]

const ROOT = join(import.meta.dirname, '../..')
const outDirs: string[] = []

const builds = new Map<string, Promise<string>>()

/** The build `npm test` made for this mode and environment (scripts/build-all.ts), if it did. */
function prebuilt(mode: string, env: Record<string, string>): string | null {
  if (!process.env.PRESENSI_E2E_PREBUILT) return null
  if (mode === E2E_MODE) return join(ROOT, 'dist-e2e')
  return join(ROOT, env.VITE_API_MODE === 'live' ? 'dist-live' : 'dist')
}

/** One build per mode and environment for the whole file (tests below read the same builds). */
function buildInto(mode: string, env: Record<string, string> = {}): Promise<string> {
  const ready = prebuilt(mode, env)
  if (ready) return Promise.resolve(ready)
  const key = JSON.stringify([mode, env])
  const built = builds.get(key) ?? buildAfresh(mode, env)
  builds.set(key, built)
  return built
}

async function buildAfresh(mode: string, env: Record<string, string>): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `presensi-${mode}-`))
  outDirs.push(outDir)
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  try {
    await build({ root: ROOT, mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } })
  } finally {
    vi.unstubAllEnvs()
  }
  return outDir
}

/** Every marker found, as 'file: marker', over all emitted files (JS, workers, HTML). */
function markersIn(outDir: string): string[] {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
  return files.flatMap((file) => {
    if (!/\.(js|mjs|html)$/.test(file)) return []
    const text = readFileSync(join(outDir, file), 'utf8')
    return SWITCH_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`)
  })
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
})

const LIVE_ENV = { VITE_API_MODE: 'live', VITE_API_BASE_URL: 'http://127.0.0.1:4175/admin/' }

describe('the storage-fault switch is built into the e2e build only', { timeout: 180_000 }, () => {
  it('the production build (npm run build) contains none of it', async () => {
    expect(markersIn(await buildInto('production'))).toEqual([])
  })

  it('the live build contains none of it', async () => {
    expect(markersIn(await buildInto('production', LIVE_ENV))).toEqual([])
  })

  // The scan can see the switch: the e2e build, made the same way, has every marker.
  it('the e2e build (npm run build:e2e) has the page switch and every simulated fault', async () => {
    const found = markersIn(await buildInto(E2E_MODE)).map((hit) => hit.split(': ')[1])
    expect(new Set(found)).toEqual(new Set(SWITCH_MARKERS))
  })
})

// The live build checks answers against the contract, but zod and the schemas load with the first
// checked answer (src/ui/lib/contract-schemas.ts), never with the page.
const CHECKER_MARKERS = [
  '$ZodType', // zod's core
  'matches none of the allowed shapes', // src/contract/conformance.ts
  'api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', // a route of contract-schemas' table (and of laporan.ts)
]

describe('the live build loads the contract checker on demand', { timeout: 180_000 }, () => {
  it('the initial JS holds neither zod, nor the mismatch wording, nor the endpoint table', async () => {
    const outDir = await buildInto('production', LIVE_ENV)
    const initial = initialJs(outDir).map((file) => readFileSync(file, 'utf8'))
    expect(CHECKER_MARKERS.filter((marker) => initial.some((code) => code.includes(marker)))).toEqual([])
  })

  // The scan can see them: every marker is in some file of the same build.
  it('the build holds all three, in chunks loaded later', async () => {
    const outDir = await buildInto('production', LIVE_ENV)
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    const code = files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n')
    expect(CHECKER_MARKERS.filter((marker) => code.includes(marker))).toEqual(CHECKER_MARKERS)
  })
})

describe('the live build carries no local server', { timeout: 180_000 }, () => {
  const assets = async (env: Record<string, string> = {}) =>
    readdirSync(join(await buildInto('production', env), 'assets'))

  // The mock build's entry starts the worker first thing (src/mock/start-worker-early.ts); the live
  // build resolves that module to an empty one (vite.config.ts entryAliases).
  it('the live build emits neither the worker, nor the mock starter, nor MSW', async () => {
    // The export worker writes xlsx files off the page thread in both modes (issue 34): not the server.
    const local = (file: string) => /worker|start-mock|msw/.test(file) && !/^export\.worker-/.test(file)
    expect((await assets(LIVE_ENV)).filter(local)).toEqual([])
  })

  it('the mock build emits the worker once, and its entry creates it', async () => {
    const files = await assets()
    expect(files.filter((file) => /^server\.worker-.*\.js$/.test(file))).toHaveLength(1)
    const outDir = await buildInto('production')
    const entry = initialJs(outDir).find((file) => /[\\/]index-[^/\\]*\.js$/.test(file))
    expect(readFileSync(entry ?? '', 'utf8')).toMatch(/new Worker\(new URL\(`[^`]*server\.worker-/)
  })
})
