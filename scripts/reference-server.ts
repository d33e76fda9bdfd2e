/**
 * A small reference backend: the same handlers as mock mode, served over real HTTP by Node, plus
 * a static file server for a live-mode build. It proves the UI's live switch end to end:
 *   VITE_API_MODE=live npx vite build --outDir dist-live && node scripts/reference-server.ts dist-live 4175
 * The database is the seeded demo, in memory (lost on exit).
 */
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import initSqlJs from 'sql.js'
import { seedDemo } from '../seeds/demo.ts'
import { DEFAULT_UPLOAD_BASE } from '../src/contract/uploads.ts'
import { localDate } from '../src/domain/calendar.ts'
import { startDatabaseHost } from '../src/worker/database-host.ts'
import { MemoryStore } from '../src/worker/memory-store.ts'

const [staticDir = 'dist-live', portText = '4175'] = process.argv.slice(2)
const root = resolve(staticDir)
const port = Number(portText)

const host = await startDatabaseHost({
  sqlJs: await initSqlJs(),
  store: new MemoryStore(),
  seed: (connection) => seedDemo(connection, { today: localDate(new Date()) }),
})

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = chunks.length ? Buffer.concat(chunks) : undefined
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(key, value)
  return new Request(`http://localhost:${port}${req.url}`, { method: req.method, headers, body })
}

async function serveStatic(path: string, res: ServerResponse) {
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

createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname
  // The admin API and the uploaded pictures (DEFAULT_UPLOAD_BASE) are answered by the same handlers.
  if (!path.startsWith('/admin/') && !path.startsWith(DEFAULT_UPLOAD_BASE)) return serveStatic(path, res)
  const response = await host.server.handle(await toRequest(req), req.socket.remoteAddress ?? null)
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}).listen(port, () => console.log(`reference server on http://localhost:${port} (static: ${root})`))
