import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README and docs/ link to each other and to the code; moving text between them (the README
// split) must not leave a link pointing nowhere: every relative link names an existing file or
// folder, and every #anchor a heading of its target.
const ROOT = join(import.meta.dirname, '../..')

function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(ROOT, 'docs', file))
  return [join(ROOT, 'README.md'), ...docs]
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function withoutCode(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
}

function anchorsIn(file: string): Set<string> {
  const headings = withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)
  return new Set([...headings].map((match) => anchorOf(match[1] ?? '')))
}

/** Every broken relative link, as 'file: target'. */
function brokenLinks(file: string): string[] {
  const links = withoutCode(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)
  return [...links]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target))
    .filter((target) => {
      const [path = '', anchor] = target.split('#')
      const resolved = path ? join(dirname(file), path) : file
      if (!existsSync(resolved)) return true
      return anchor !== undefined && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor)
    })
    .map((target) => `${relative(ROOT, file)}: ${target}`)
}

describe('links in the README and docs/', () => {
  it('every relative link resolves to a file and, with #, to a heading of it', () => {
    expect(markdownFiles().flatMap(brokenLinks)).toEqual([])
  })

  it('anchors follow GitHub: "Security: what an attacker cannot do"', () => {
    expect(anchorOf('Security: what an attacker cannot do')).toBe('security-what-an-attacker-cannot-do')
    expect(anchorOf('Reports (SPEC.md §2 Laporan)')).toBe('reports-specmd-2-laporan')
  })

  it('the README keeps the set-up block CI reads: the app and the test command', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    const setUp = readme.slice(readme.indexOf('## Set up'))
    expect(setUp).toMatch(/^source scripts\/setup\.sh && npm start$/m)
    expect(setUp).toMatch(/^source scripts\/setup\.sh && npm test$/m)
  })

  it('the README explains every option of the reference server', () => {
    const server = readFileSync(join(ROOT, 'src/server/reference-cli.ts'), 'utf8')
    const options = [...server.matchAll(/^\s*'?([a-z-]+)'?: \{ type:/gm)].map((match) => `--${match[1]}`)
    expect(options).toEqual(['--db', '--cors-origin', '--max-connections'])
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    expect(options.filter((option) => !readme.includes(`\`${option}`))).toEqual([])
  })

  it('docs/server.md explains every option of npm run server', () => {
    const cli = readFileSync(join(ROOT, 'src/server/cli.ts'), 'utf8')
    const options = [...cli.matchAll(/^\s*'?([a-z-]+)'?: \{ type:/gm)].map((match) => `--${match[1]}`)
    expect(options).toEqual([
      '--static',
      '--port',
      '--db',
      '--pg',
      '--demo',
      '--host',
      '--cors-origin',
      '--max-connections',
      '--max-connections-per-address',
      '--import',
      '--export',
    ])
    const guide = readFileSync(join(ROOT, 'docs/server.md'), 'utf8')
    expect(options.filter((option) => !guide.includes(`| \`${option}`))).toEqual([])
  })

  it('docs/contract-check.md explains every option of npm run contract:check, the README all but --help', () => {
    const cli = readFileSync(join(ROOT, 'scripts/contract-check/options.ts'), 'utf8')
    const options = [...cli.matchAll(/^\s*'?([a-z-]+)'?: \{ type:/gm)].map((match) => `--${match[1]}`)
    expect(options).toEqual([
      '--base',
      '--admin',
      '--unit',
      '--pegawai',
      '--read-only',
      '--setup-url',
      '--junit',
      '--help',
    ])
    const guide = readFileSync(join(ROOT, 'docs/contract-check.md'), 'utf8')
    expect(options.filter((option) => !guide.includes(`| \`${option}`))).toEqual([])
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    expect(options.filter((option) => option !== '--help' && !readme.includes(`\`${option}`))).toEqual([])
  })
})
