import { SERVER_SECTION_HEADING } from './browser-limit.ts'

/**
 * The README's section on the server, as the Data screen's size warning shows it: the README is the
 * guide for whoever runs the app, and the build carries it, so the guide is there offline and never
 * points at a copy of the app hosted elsewhere. Loaded only when asked for (its own chunk).
 */
export async function loadServerGuide(): Promise<string> {
  const { default: readme } = await import('../../../../README.md?raw')
  return markdownSection(readme, SERVER_SECTION_HEADING)
}

/**
 * The lines from `heading` up to the next heading of the same or a higher level, outside fenced
 * code (a shell comment '# …' in a code block is no heading). Throws when the heading is missing.
 */
export function markdownSection(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const start = lines.indexOf(heading)
  if (start < 0) throw new Error(`README has no heading "${heading}"`)
  const level = headingLevel(heading)
  let fenced = false
  let end = lines.length
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] as string
    if (line.startsWith('```')) fenced = !fenced
    const lineLevel = fenced ? 0 : headingLevel(line)
    if (lineLevel > 0 && lineLevel <= level) {
      end = i
      break
    }
  }
  return lines.slice(start, end).join('\n').trim()
}

const headingLevel = (line: string) => /^(#{1,6}) /.exec(line)?.[1]?.length ?? 0
