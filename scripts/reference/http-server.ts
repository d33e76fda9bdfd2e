import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { Readable } from 'node:stream'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { DEFAULT_UPLOAD_BASE } from '../../src/contract/uploads.ts'

/**
 * The reference server's HTTP side: the admin API and the uploads go to the same local server as
 * in mock mode (one pipeline), everything else is the static live build with the SPA fallback.
 * CORS lets a UI served from another origin call it with its Authorization header (tokens travel
 * in that header, never in cookies, so any origin may be allowed without credentials).
 */
export interface ReferenceOptions {
  server: LocalServer
  /** A live-mode build to serve, or null for the API alone. */
  staticDir: string | null
  /** Access-Control-Allow-Origin: '*' (default) or one origin. */
  corsOrigin?: string
  apiPath?: string
  uploadPath?: string
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
}

function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    ...(origin === '*' ? {} : { Vary: 'Origin' }),
  }
}

/** The incoming request as a fetch Request; its body is streamed, so the size limit applies early. */
function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(key, item)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit)
}

async function serveStatic(root: string, path: string, res: ServerResponse) {
  const file = normalize(join(root, path))
  const inside = file.startsWith(root) && extname(file) !== ''
  const target = inside ? file : join(root, 'index.html') // SPA fallback for client routes
  try {
    const bytes = await readFile(target)
    res.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' })
    res.end(bytes)
  } catch {
    res.writeHead(404).end('Not found')
  }
}

export function createReferenceServer(options: ReferenceOptions): Server {
  const apiPath = options.apiPath ?? '/admin/'
  const uploadPath = options.uploadPath ?? DEFAULT_UPLOAD_BASE
  const cors = corsHeaders(options.corsOrigin ?? '*')
  const root = options.staticDir === null ? null : resolve(options.staticDir)

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const dynamic = path.startsWith(apiPath) || path.startsWith(uploadPath)
    if (!dynamic) {
      if (root) return serveStatic(root, path, res)
      return void res.writeHead(404).end('Not found')
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    const origin = `http://${req.headers.host ?? 'localhost'}`
    const response = await options.server.handle(toRequest(req, origin), req.socket.remoteAddress ?? null)
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors })
    res.end(Buffer.from(await response.arrayBuffer()))
    // A refused upload (413, 401) is not read to its end: drop the rest instead of waiting for it.
    if (!req.complete) req.destroy()
  }

  return createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error('[reference-server]', error)
      if (!res.headersSent)
        res
          .writeHead(500, { 'Content-Type': 'application/json', ...cors })
          .end(JSON.stringify({ status: 'gagal', pesan: 'Terjadi kesalahan pada server.' }))
    })
  })
}
