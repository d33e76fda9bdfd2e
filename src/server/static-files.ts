import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { contentSecurityPolicy, pageSecurityHeaders, policyInPage } from './csp.ts'

/**
 * The UI's files as a web server serves them (docs/server.md "Serving the UI"): the build's
 * precompressed siblings (FILE.br, FILE.gz, written by scripts/precompress.ts) when the client
 * accepts them, a year of `immutable` caching for hashed assets and `no-cache` (revalidate by ETag)
 * for everything else, the right type per extension, and the page's security headers on every answer.
 */

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}

/** Extensions worth compressing: text and wasm. Images and fonts are compressed formats already. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.wasm',
  '.svg',
  '.txt',
  '.xml',
])

/** The precompressed siblings the server looks for, in its order of preference. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const
type Encoding = (typeof ENCODINGS)[number]

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Vite's `assets/[name]-[hash].[ext]`: the name changes with the content, so it never goes stale. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/i

/** A year for a hashed asset; anything else (index.html, manifests, service workers, openapi.json) is revalidated. */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache'
}

/**
 * The encodings the client accepts, best first (its q-values, then the server's order): `br;q=0`
 * refuses br, `*` stands for every encoding it does not name.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!token) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    weights.set(token, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  return ENCODINGS.filter((encoding) => weightOf(encoding.name) > 0).sort(
    (a, b) => weightOf(b.name) - weightOf(a.name),
  )
}

interface Representation {
  /** The file whose bytes travel (the original or a sibling). */
  file: string
  size: number
  mtimeMs: number
  encoding: Encoding | null
}

const fileStats = (file: string) =>
  stat(file).then(
    (stats) => (stats.isFile() ? stats : null),
    () => null,
  )

/** The best representation of `file` the client accepts: a precompressed sibling or the file itself. */
async function representationOf(
  file: string,
  acceptEncoding: string | undefined,
): Promise<Representation | null> {
  const original = await fileStats(file)
  if (!original) return null
  if (COMPRESSIBLE.has(extname(file))) {
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const sibling = await fileStats(file + encoding.suffix)
      if (sibling)
        return { file: file + encoding.suffix, size: sibling.size, mtimeMs: sibling.mtimeMs, encoding }
    }
  }
  return { file, size: original.size, mtimeMs: original.mtimeMs, encoding: null }
}

/** A strong validator per representation: the br and gzip bytes of one file differ, so do their tags. */
function etagOf(representation: Representation): string {
  const suffix = representation.encoding ? `-${representation.encoding.name}` : ''
  return `"${representation.size.toString(36)}-${Math.floor(representation.mtimeMs).toString(36)}${suffix}"`
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const plain = tag.trim().replace(/^W\//, '')
    return plain === '*' || plain === etag
  })
}

/** The static build's answers, with the page's own Content-Security-Policy as a header. */
export function staticFiles(root: string) {
  let policy: string | null = null
  /** The policy of the built index.html (one source: the build's meta tag), read once. */
  async function pagePolicy(): Promise<string> {
    if (policy) return policy
    const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => '')
    const found = policyInPage(html)
    if (found) policy = found
    return found ?? contentSecurityPolicy({})
  }

  /** The URL path actually served: the file itself, or index.html for a client route (no extension). */
  function servedPath(path: string): string {
    const file = normalize(join(root, path))
    const inside = file.startsWith(root + sep) && extname(file) !== ''
    return inside ? file.slice(root.length).split(sep).join('/') : '/index.html'
  }

  return async function serveStatic(req: IncomingMessage, path: string, res: ServerResponse) {
    const security = pageSecurityHeaders(await pagePolicy())
    const urlPath = servedPath(path)
    const file = join(root, urlPath)
    const found = await representationOf(file, req.headers['accept-encoding'])
    if (!found) {
      res.writeHead(404, {
        ...security,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      })
      return void res.end('Not found')
    }
    const etag = etagOf(found)
    const headers: Record<string, string> = {
      ...security,
      'Cache-Control': cacheControlFor(urlPath),
      ETag: etag,
      // Caches keep the br, gzip and plain answers of one URL apart.
      ...(COMPRESSIBLE.has(extname(file)) ? { Vary: 'Accept-Encoding' } : {}),
    }
    if (matchesEtag(req.headers['if-none-match'], etag)) return void res.writeHead(304, headers).end()
    headers['Content-Type'] = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
    if (found.encoding) headers['Content-Encoding'] = found.encoding.name
    if (req.method === 'HEAD') {
      headers['Content-Length'] = String(found.size)
      return void res.writeHead(200, headers).end()
    }
    const bytes = await readFile(found.file)
    headers['Content-Length'] = String(bytes.length)
    res.writeHead(200, headers).end(bytes)
  }
}
