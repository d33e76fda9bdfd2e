import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import type { ServerEngine } from './engine.ts'
import { createReferenceServer } from './http-server.ts'

/** What serving needs of an engine (the in-memory sql.js of reference-cli.ts has just this). */
export type ServedEngine = Pick<ServerEngine, 'describe' | 'server' | 'close'>

export interface ServeOptions {
  /** The live build to serve (`npm run build:live`). */
  staticDir: string
  port: number
  /** The address to listen on; Node's default (every interface) when absent. */
  host?: string
  corsOrigins: readonly string[]
  maxConnections: number
  /** One client address's share of them (DEFAULT_LIMITS when absent). */
  maxConnectionsPerAddress?: number
}

/**
 * Serves `engine` over HTTP with the live build (the reference server's HTTP side: CORS, limits,
 * `/uploads/`), prints one line once listening, and closes cleanly on SIGINT/SIGTERM: no new
 * connections, the requests in the queue finish, then the database is closed.
 */
export function serveEngine(engine: ServedEngine, options: ServeOptions): Promise<Server> {
  if (!existsSync(join(options.staticDir, 'index.html')))
    console.warn(
      `[server] ${options.staticDir}/index.html tidak ada: jalankan npm run build:live (only the API is served)`,
    )
  const http = createReferenceServer({
    server: engine.server,
    staticDir: options.staticDir,
    corsOrigins: options.corsOrigins,
    // Server mode takes the fingerprint machines' push (issue 32, docs/mesin.md).
    iclock: {},
    limits: {
      maxConnections: options.maxConnections,
      ...(options.maxConnectionsPerAddress
        ? { maxConnectionsPerAddress: options.maxConnectionsPerAddress }
        : {}),
    },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      http.close()
      http.closeIdleConnections()
      void engine
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('[server] closing the database failed', error)
          process.exit(1)
        })
    })
  return new Promise((listening, failed) => {
    http.once('error', failed)
    const ready = () => {
      const shown = options.host ?? 'localhost'
      console.log(
        `server on http://${shown}:${options.port} (static: ${options.staticDir}; data: ${engine.describe})`,
      )
      listening(http)
    }
    if (options.host) http.listen(options.port, options.host, ready)
    else http.listen(options.port, ready)
  })
}
