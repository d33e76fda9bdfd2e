import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { OPENAPI_FILE, openApiDocument } from '../../scripts/openapi-plugin.ts'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { buildOpenApi } from '../../src/contract/openapi.ts'
import { createReferenceServer } from '../../src/server/http-server.ts'
import { publicDirFor } from '../../vite.config.ts'

describe('the live build', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('copies no public/ (the mock service worker), the mock build does', () => {
    vi.stubEnv('VITE_API_MODE', 'live')
    expect(publicDirFor('production')).toBe(false)
    vi.stubEnv('VITE_API_MODE', 'mock')
    expect(publicDirFor('production')).toBe('public')
  })

  it('loses nothing else by it: public/ holds only the MSW worker and its filter', () => {
    expect(readdirSync(new URL('../../public', import.meta.url)).sort()).toEqual([
      'mock-service-worker.js',
      'mockServiceWorker.js',
    ])
  })
})

/** What the Vite plugin emits into a build's output (the bundle's asset). */
function emittedAssets(): { fileName: string; source: string }[] {
  const emitted: { fileName: string; source: string }[] = []
  const plugin = openApiDocument()
  const generate = plugin.generateBundle as unknown as (this: unknown) => void
  generate.call({ emitFile: (asset: { fileName: string; source: string }) => emitted.push(asset) })
  return emitted
}

describe('/openapi.json in every build', () => {
  // Every build (mock, e2e, live) runs the same plugin list (vite.config.ts).
  it('is emitted by the Vite plugin as the document of src/contract', () => {
    const [asset] = emittedAssets()
    expect(asset?.fileName).toBe(OPENAPI_FILE)
    expect(JSON.parse(String(asset?.source))).toEqual(JSON.parse(JSON.stringify(buildOpenApi())))
  })

  describe('served by the server from a build output folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'presensi-openapi-'))
    // The static side never calls the API: a server that refuses is enough here.
    const noApi: LocalServer = {
      handle: () => Promise.reject(new Error('no API in this test')),
      exclusive: (work) => Promise.resolve(work()),
      write: () => Promise.reject(new Error('no API in this test')),
    }
    const http = createReferenceServer({ server: noApi, staticDir: folder })
    let base = ''

    beforeAll(async () => {
      writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Presensi</title>')
      for (const asset of emittedAssets()) writeFileSync(join(folder, asset.fileName), asset.source)
      await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
      base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      await new Promise((closed) => http.close(closed))
      rmSync(folder, { recursive: true, force: true })
    })

    it('answers GET /openapi.json as JSON', async () => {
      const response = await fetch(`${base}/${OPENAPI_FILE}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0')
    })
  })
})
