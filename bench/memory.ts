import { readdirSync, readFileSync } from 'node:fs'

/**
 * Memory of the Chromium renderer that runs the app's tab: the page and its dedicated worker (sql.js,
 * the database file held in memory, its page cache) share that one process. Read from /proc (Linux):
 * the bench launches Chromium itself, so the renderer is a descendant of this Node process.
 */
export interface RendererMemory {
  /** Resident now (VmRSS). */
  rss: number
  /** The highest resident size this process reached so far (VmHWM). */
  peak: number
}

interface ProcessInfo {
  pid: number
  parent: number
  renderer: boolean
}

function processes(): ProcessInfo[] {
  const found: ProcessInfo[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // Fields after the command name, which may hold spaces and parentheses: state, ppid, …
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const renderer = readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('--type=renderer')
      found.push({ pid: Number(name), parent, renderer })
    } catch {
      // The process ended while we looked.
    }
  }
  return found
}

function memoryOf(pid: number): RendererMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const bytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024
  return { rss: bytes('VmRSS'), peak: bytes('VmHWM') }
}

/**
 * The largest renderer among this process's descendants (the app's tab; Chromium may keep a spare
 * renderer of a few MiB beside it), or null when none is found (not Linux, no browser running).
 */
export function tabRendererMemory(): RendererMemory | null {
  const all = processes()
  const children = new Map<number, number[]>()
  for (const p of all) children.set(p.parent, [...(children.get(p.parent) ?? []), p.pid])
  const renderers = new Set(all.filter((p) => p.renderer).map((p) => p.pid))
  const mine: number[] = []
  const queue = [process.pid]
  while (queue.length) {
    const pid = queue.pop() as number
    for (const child of children.get(pid) ?? []) {
      if (renderers.has(child)) mine.push(child)
      queue.push(child)
    }
  }
  const readings = mine.flatMap((pid) => {
    try {
      return [memoryOf(pid)]
    } catch {
      return []
    }
  })
  if (!readings.length) return null
  return readings.reduce((a, b) => (b.rss > a.rss ? b : a))
}
