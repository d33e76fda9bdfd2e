import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Guards against the dead code the 'House in order' issue removed: a module that only passes
// another's exports on (a barrel nobody imported, a 3-line re-export), and format helpers no
// screen calls.
const ROOT = join(import.meta.dirname, '../..')
const SRC = join(ROOT, 'src')

function sourceFiles(folder = SRC): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file))
}

/** Every TypeScript file that may use a type of src/: the app, its tests, scripts, seeds and bench. */
const everyTsFile = () =>
  ['src', 'tests', 'scripts', 'seeds', 'bench'].flatMap((folder) => sourceFiles(join(ROOT, folder)))

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm

/** How often each name appears in the code of `texts` (comments left out). */
function nameCounts(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const text of texts)
    for (const name of text.replace(COMMENTS, '').match(/[A-Za-z_$][\w$]*/g) ?? [])
      counts.set(name, (counts.get(name) ?? 0) + 1)
  return counts
}

/** The exported types and interfaces of `text` that appear nowhere but in their own declaration. */
function unusedExportedTypes(text: string, counts: Map<string, number>): string[] {
  const declared = [...text.matchAll(/^export (?:declare )?(?:type|interface) (\w+)/gm)].map(
    (match) => match[1] ?? '',
  )
  return declared.filter((name) => (counts.get(name) ?? 0) <= 1)
}
const IMPORTS_AND_REEXPORTS =
  /^\s*(?:import\s[^'";]*?from\s*'[^']+'|import\s*'[^']+'|export\s*(?:type\s*)?(?:\*|\{[^}]*\})\s*from\s*'[^']+');?\s*$/gm

/** True when the module has re-exports and nothing of its own (no declaration, no statement). */
function onlyReexports(text: string): boolean {
  const code = text.replace(COMMENTS, '')
  return /export\s*(?:type\s*)?(?:\*|\{)/.test(code) && code.replace(IMPORTS_AND_REEXPORTS, '').trim() === ''
}

describe('dead code', () => {
  it('no module in src/ only re-exports another (import from the owner instead)', () => {
    const reexporters = sourceFiles().filter((file) => onlyReexports(readFileSync(file, 'utf8')))
    expect(reexporters.map((file) => relative(ROOT, file))).toEqual([])
  })

  it('the re-export check sees a barrel and passes a module with code of its own', () => {
    expect(onlyReexports("import './kit.css'\n\nexport { Button } from './Button.tsx'\n")).toBe(true)
    expect(onlyReexports("// moved\nexport { A, b } from '../x.tsx'\n")).toBe(true)
    expect(
      onlyReexports("import { a } from './a.ts'\nexport { b } from './b.ts'\nexport const c = a\n"),
    ).toBe(false)
  })

  // SPEC §9: "a fixed-zero-decimals helper exists"; kept for the spec with its tests.
  const KEPT_FOR_THE_SPEC = ['toFixedZero']

  it('every helper of src/ui/lib/format.ts is imported by the app', () => {
    const formatFile = join(SRC, 'ui/lib/format.ts')
    const exported = [...readFileSync(formatFile, 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map(
      (match) => match[1],
    )
    const imported = new Set(
      sourceFiles()
        .filter((file) => file !== formatFile)
        .flatMap((file) =>
          [
            ...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/format\.ts'/g),
          ].flatMap((match) => (match[1] ?? '').split(',').map((name) => name.trim().split(/\s/)[0])),
        ),
    )
    expect(exported.filter((name) => !imported.has(name) && !KEPT_FOR_THE_SPEC.includes(name ?? ''))).toEqual(
      [],
    )
  })

  // Issue 28 removed 18 such types: a type kept "for later" drifts from the schema it copies.
  it('every exported type or interface in src/ is used somewhere (in its file, the app, a test or a script)', () => {
    const files = everyTsFile()
    const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
    const counts = nameCounts([...texts.values()])
    const unused = sourceFiles().flatMap((file) =>
      unusedExportedTypes(texts.get(file) ?? '', counts).map((name) => `${relative(ROOT, file)}: ${name}`),
    )
    expect(unused).toEqual([])
  })

  it('the type check sees a type declared and never used, and passes one used once', () => {
    const unused = 'export type Lost = { a: number }\nexport interface Kept { b: string }\n'
    const user = "import type { Kept } from './x.ts'\n// Lost is only named in a comment\n"
    expect(unusedExportedTypes(unused, nameCounts([unused, user]))).toEqual(['Lost'])
  })
})
