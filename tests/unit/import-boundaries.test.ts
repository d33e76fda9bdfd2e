import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** The layer rules of biome.json, checked on small files laid out like the real tree. */
const root = resolve(import.meta.dirname, '../..')
const biome = resolve(root, 'node_modules/.bin/biome')
const sandbox = mkdtempSync(join(tmpdir(), 'presensi-boundaries-'))
const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
config.vcs = { enabled: false }
config.$schema = undefined
writeFileSync(join(sandbox, 'biome.json'), JSON.stringify(config))
afterAll(() => rmSync(sandbox, { recursive: true, force: true }))

let fileNumber = 0
function lint(path: string, importLine: string): { ok: boolean; output: string } {
  const file = join(sandbox, path.replace(/(\.tsx?)$/, `${++fileNumber}$1`))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${importLine}\n\nexport const used = typeof imported\n`)
  const result = spawnSync(biome, ['lint', file], { cwd: sandbox, encoding: 'utf8' })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

describe('import boundaries', () => {
  it.each([
    ['src/ui/features/x/Page.tsx', "import * as imported from '../../../worker/opfs-store.ts'"],
    ['src/ui/features/x/Page.tsx', "import * as imported from '../../../db/connection.ts'"],
    ['src/ui/features/x/Page.tsx', "import * as imported from '../../../api-handlers/registry.ts'"],
    ['src/ui/lib/x.ts', "import * as imported from '../../mock/start-mock.ts'"],
    ['src/ui/lib/x.ts', "import * as imported from 'sql.js'"],
    ['src/db/x.ts', "import * as imported from '../contract/index.ts'"],
    ['src/api-handlers/x.ts', "import * as imported from '../ui/components/Button.tsx'"],
  ])('%s may not: %s', (path, importLine) => {
    const { ok, output } = lint(path, importLine)
    expect(ok).toBe(false)
    expect(output).toContain('noRestrictedImports')
  })

  it.each([
    ['src/ui/features/x/Page.tsx', "import * as imported from '../../../contract/messages.ts'"],
    ['src/api-handlers/x.ts', "import * as imported from '../contract/index.ts'"],
    ['src/worker/x.ts', "import * as imported from '../db/connection.ts'"],
  ])('%s may: %s', (path, importLine) => {
    expect(lint(path, importLine)).toMatchObject({ ok: true })
  })
})
