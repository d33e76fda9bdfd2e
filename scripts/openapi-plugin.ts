import type { Plugin } from 'vite'
import { buildOpenApi } from '../src/contract/openapi.ts'

/** Where every build serves the OpenAPI document, beside index.html (docs/openapi.md). */
export const OPENAPI_FILE = 'openapi.json'

export const openApiJson = (document: unknown = buildOpenApi()) => `${JSON.stringify(document, null, 2)}\n`

type OpenApiModule = typeof import('../src/contract/openapi.ts')

/**
 * Every build (mock, e2e, live) emits /openapi.json into its output, built from src/contract; dev
 * answers it from the current source (reloaded through Vite, so an edited contract shows at once).
 * Nothing is written to public/: the document is never a stale file beside the sources.
 */
export function openApiDocument(): Plugin {
  return {
    name: 'presensi-openapi',
    configureServer(server) {
      server.middlewares.use(`${server.config.base}${OPENAPI_FILE}`, (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next()
        server
          .ssrLoadModule('/src/contract/openapi.ts')
          .then((module) => {
            response.setHeader('Content-Type', 'application/json; charset=utf-8')
            response.end(openApiJson((module as OpenApiModule).buildOpenApi()))
          })
          .catch(next)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OPENAPI_FILE, source: openApiJson() })
    },
  }
}
