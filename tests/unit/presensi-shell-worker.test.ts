import { Script } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { type ShellChunk, shellFiles, shellWorkerSource } from '../../scripts/presensi-shell-worker.ts'

/** The employee app's shell worker (issue 34): what it keeps for a reload without signal. */
const chunk = (fileName: string, more: Partial<ShellChunk> = {}): ShellChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...more,
})

const BUILD = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/react.js'],
    dynamicImports: ['assets/PegawaiPage.js', 'assets/presensi-main.js'],
    viteMetadata: { importedCss: new Set(['assets/index.css']) },
  }),
  chunk('assets/react.js'),
  chunk('assets/PegawaiPage.js', { imports: ['assets/xlsx.js'] }),
  chunk('assets/xlsx.js'),
  chunk('assets/presensi-main.js', {
    facadeModuleId: '/repo/src/presensi-main.tsx',
    imports: ['assets/react.js'],
    dynamicImports: ['assets/contract-presensi.js'],
    viteMetadata: { importedCss: new Set(['assets/presensi-main.css']) },
  }),
  chunk('assets/contract-presensi.js', { imports: ['assets/zod.js'] }),
  chunk('assets/zod.js'),
]

describe('the shell worker', () => {
  it("keeps the entry, the employee app with what it loads later, and their styles; not the admin's screens", () => {
    expect(new Set(shellFiles(BUILD))).toEqual(
      new Set([
        'assets/index.js',
        'assets/index.css',
        'assets/react.js',
        'assets/presensi-main.js',
        'assets/presensi-main.css',
        'assets/contract-presensi.js',
        'assets/zod.js',
      ]),
    )
  })

  it('refuses a build without the employee app', () => {
    expect(() => shellFiles(BUILD.filter((c) => !c.facadeModuleId))).toThrow(/presensi-main/)
  })

  it('a new build is a new cache: the version follows the files', () => {
    const cacheOf = (files: string[]) => /const CACHE = '([^']+)'/.exec(shellWorkerSource('/', files))?.[1]
    expect(cacheOf(['assets/a.js'])).toMatch(/^presensi-shell-/)
    expect(cacheOf(['assets/a.js'])).not.toBe(cacheOf(['assets/b.js']))
    expect(shellWorkerSource('/', ['assets/a.js'])).toContain('const SHELL_PAGE = "/presensi/"')
  })

  it('is a script the browser can parse', () => {
    expect(() => new Script(shellWorkerSource('/', ['assets/a.js']))).not.toThrow()
  })
})
