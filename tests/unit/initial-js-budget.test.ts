import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkInitialJs, INITIAL_JS_BUDGET_GZIP } from '../../scripts/check-initial-js.ts'

/** The initial-JS budget that `npm test` checks after the build, on small dists laid out like Vite's. */
const root = resolve(import.meta.dirname, '../..')
const sandboxes: string[] = []
afterAll(() => {
  for (const dir of sandboxes) rmSync(dir, { recursive: true, force: true })
})

/** `bytes` of base64 noise in a comment: gzip keeps ~¾ of it (6 bits of 8 are random). */
const noise = (bytes: number) => `/*${randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64')}*/\n`

/** A dist: entry → (static) shared, entry ⇢ (dynamic) lazy, plus a modulepreloaded vendor chunk. */
function fakeDist(sizes: { entry: number; shared: number; vendor: number; lazy: number }): string {
  const dist = mkdtempSync(join(tmpdir(), 'presensi-initial-js-'))
  sandboxes.push(dist)
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head>' +
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">' +
      '</head><body><div id="root"></div></body></html>',
  )
  const file = (name: string, code: string) => writeFileSync(join(dist, 'assets', name), code)
  file(
    'index-a1.js',
    `import{s}from"./shared-c3.js";const l=()=>import("./lazy-d4.js");${noise(sizes.entry)}`,
  )
  file('shared-c3.js', `export const s=1;${noise(sizes.shared)}`)
  file('react-b2.js', `export const r=1;${noise(sizes.vendor)}`)
  file('lazy-d4.js', `export const l=1;${noise(sizes.lazy)}`)
  return dist
}

describe('initial JS budget (scripts/check-initial-js.ts)', () => {
  it('counts the entry, its modulepreloads and static imports, not dynamic imports', () => {
    const verdict = checkInitialJs(fakeDist({ entry: 1000, shared: 1000, vendor: 1000, lazy: 200_000 }))
    expect(verdict.files.sort()).toEqual(['assets/index-a1.js', 'assets/react-b2.js', 'assets/shared-c3.js'])
    expect(verdict.ok).toBe(true)
    expect(verdict.gzip).toBeGreaterThan(2000)
    expect(verdict.gzip).toBeLessThan(10_000)
  })

  it('fails when the initial files together pass the budget, each file counted once', () => {
    const dist = fakeDist({ entry: 70_000, shared: 70_000, vendor: 70_000, lazy: 10 })
    const verdict = checkInitialJs(dist, 150_000)
    expect(verdict.files).toHaveLength(3)
    expect(verdict.gzip).toBeGreaterThan(150_000)
    expect(verdict.gzip).toBeLessThan(200_000)
    expect(verdict.ok).toBe(false)
  })

  it('the command exits 1 over the 120 kB budget and 0 under it', () => {
    const run = (dist: string) =>
      spawnSync(process.execPath, [join(root, 'scripts/check-initial-js.ts'), dist], { encoding: 'utf8' })
    const over = run(fakeDist({ entry: 2 * INITIAL_JS_BUDGET_GZIP, shared: 10_000, vendor: 10, lazy: 10 }))
    expect(over.status, over.stderr).toBe(1)
    expect(over.stderr).toMatch(/^over budget: initial JS \d+\.\d kB gzip/)
    const under = run(fakeDist({ entry: 10_000, shared: 10, vendor: 10, lazy: INITIAL_JS_BUDGET_GZIP }))
    expect(under.status, under.stderr).toBe(0)
    expect(under.stdout).toMatch(/^ok: initial JS/)
  })
})
