import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_BYTES } from '../../src/contract/data.ts'
import {
  BROWSER_LIMIT_BYTES,
  SERVER_SECTION_HEADING,
  sizeAgainstLimit,
  WARNING_SHARE,
} from '../../src/ui/features/data/browser-limit.ts'
import { markdownSection } from '../../src/ui/features/data/server-guide.ts'

/** The Data screen's size warning (issue 18): when it shows, and the README section it opens. */

describe('the size against the browser-mode limit', () => {
  it('warns past 70 % of the limit, not at or below it', () => {
    const limit = 1000
    expect(WARNING_SHARE).toBe(0.7)
    expect(sizeAgainstLimit(699, limit)).toEqual({ share: 0.699, warn: false })
    expect(sizeAgainstLimit(700, limit)).toEqual({ share: 0.7, warn: false })
    expect(sizeAgainstLimit(701, limit)).toEqual({ share: 0.701, warn: true })
    expect(sizeAgainstLimit(1500, limit).warn).toBe(true)
  })

  it('never lies above the import cap: a database the app lets grow can be imported back', () => {
    expect(BROWSER_LIMIT_BYTES).toBeLessThanOrEqual(MAX_IMPORT_BYTES)
  })

  it('the 2,000-employee bench dataset (112.4 MiB) is well below the warning', () => {
    const bench = 112.4 * 1024 * 1024
    expect(sizeAgainstLimit(bench, BROWSER_LIMIT_BYTES).warn).toBe(false)
  })
})

describe("the README's server section", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')

  it('is found, and runs up to the next section of its level, code blocks included', () => {
    const section = markdownSection(readme, SERVER_SECTION_HEADING)
    expect(section.startsWith(SERVER_SECTION_HEADING)).toBe(true)
    expect(section).toContain('npm run server')
    // A shell comment in a code block ('# a UI served from elsewhere') does not end the section.
    expect(section).toContain('# a UI served from elsewhere')
    expect(section).toContain('#### Deployment (systemd)')
    const next = readme.indexOf('\n### ', readme.indexOf(SERVER_SECTION_HEADING) + 1)
    expect(readme.slice(next + 1)).toMatch(/^### /)
    expect(section).not.toContain(readme.slice(next + 1).split('\n')[0])
  })

  it('stops at a heading of the same or a higher level outside code', () => {
    const text = [
      '# A',
      '### B',
      'text',
      '```bash',
      '# comment',
      '```',
      '#### C',
      'more',
      '## D',
      'after',
    ].join('\n')
    expect(markdownSection(text, '### B')).toBe(
      ['### B', 'text', '```bash', '# comment', '```', '#### C', 'more'].join('\n'),
    )
  })

  it('refuses a heading the README no longer has', () => {
    expect(() => markdownSection(readme, '### No such section')).toThrow('README has no heading')
  })
})
