import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Transfer sizes of the production build (dist/), gzip level 9 as a server would precompress. */

export interface BundlePart {
  label: string
  files: string[]
  raw: number
  gzip: number
}

// Static `import … from "./x.js"` / `import "./x.js"` / `export … from "./x.js"`, not `import("./x.js")`.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'`](\.{0,2}\/[^"'`]+?\.js)["'`]/g

function resolveAsset(dist: string, from: string, specifier: string): string {
  return specifier.startsWith('/') ? resolve(dist, `.${specifier}`) : resolve(dirname(from), specifier)
}

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function staticClosure(dist: string, entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = resolveAsset(dist, file, match[1] ?? '')
      if (existsSync(target)) visit(target)
    }
  }
  for (const entry of entries) visit(entry)
  return [...seen]
}

export function part(dist: string, label: string, files: readonly string[]): BundlePart {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const bytes = readFileSync(file)
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { label, files: files.map((f) => relative(dist, f)), raw, gzip }
}

function assetsMatching(dist: string, pattern: RegExp, what: string): string[] {
  const files = readdirSync(join(dist, 'assets'))
    .filter((name) => pattern.test(name))
    .map((name) => join(dist, 'assets', name))
  if (files.length === 0) throw new Error(`dist/assets has no ${what} (${pattern})`)
  return files
}

/** The JS a first visit must fetch before the app runs: index.html's module scripts, preloads and their static imports. */
export function initialJs(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) =>
    resolveAsset(dist, join(dist, 'index.html'), m[1] ?? ''),
  )
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) =>
    resolveAsset(dist, join(dist, 'index.html'), m[1] ?? ''),
  )
  if (entries.length === 0) throw new Error('dist/index.html has no module script')
  return staticClosure(dist, [...entries, ...preloads])
}

export function measureBundle(dist: string): BundlePart[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) =>
    resolveAsset(dist, join(dist, 'index.html'), m[1] ?? ''),
  )
  const initial = initialJs(dist)
  // Chunks the initial JS already loaded cost nothing more when a lazy chunk imports them.
  const lazy = (files: string[]) => staticClosure(dist, files).filter((file) => !initial.includes(file))
  return [
    part(dist, 'initial JS (entry + static imports)', initial),
    part(dist, 'initial CSS', css),
    part(
      dist,
      'mock starter (start-mock)',
      lazy(assetsMatching(dist, /^start-mock-.*\.js$/, 'mock starter')),
    ),
    part(dist, 'MSW chunk (msw-bridge)', lazy(assetsMatching(dist, /^msw-bridge-.*\.js$/, 'MSW chunk'))),
    part(
      dist,
      'worker chunks (server.worker + local-server)',
      staticClosure(dist, [
        ...assetsMatching(dist, /^server\.worker-.*\.js$/, 'worker'),
        ...assetsMatching(dist, /^local-server-.*\.js$/, 'local server'),
      ]),
    ),
    part(dist, 'sql.js wasm', assetsMatching(dist, /^sql-wasm.*\.wasm$/, 'sql.js wasm')),
  ]
}
