import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PRESENSI_MANIFEST } from '../../scripts/presensi-manifest.ts'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { createReferenceServer } from '../../src/server/http-server.ts'
import { COMPRESSIBLE, IMMUTABLE } from '../../src/server/static-files.ts'

/**
 * A real live build (`npm run build:live`) served by the server (issue 29, docs/server.md "Serving
 * the UI"): the build wrote its .br/.gz siblings, and the big chunks travel compressed and cached.
 * Reads dist-live/ when `npm test` has just built it (PRESENSI_E2E_PREBUILT=1), else builds afresh.
 */

const ROOT = join(import.meta.dirname, '../..')
let outDir = ''
let fresh: string | null = null
const noApi: LocalServer = {
  handle: () => Promise.reject(new Error('no API in this test')),
  exclusive: (work) => Promise.resolve(work()),
  write: () => Promise.reject(new Error('no API in this test')),
}
let http: ReturnType<typeof createReferenceServer> | null = null
let base = ''

beforeAll(async () => {
  if (process.env.PRESENSI_E2E_PREBUILT) outDir = join(ROOT, 'dist-live')
  else {
    fresh = mkdtempSync(join(tmpdir(), 'presensi-live-serving-'))
    outDir = fresh
    vi.stubEnv('VITE_API_MODE', 'live')
    try {
      await build({
        root: ROOT,
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      })
    } finally {
      vi.unstubAllEnvs()
    }
  }
  http = createReferenceServer({ server: noApi, staticDir: outDir })
  await new Promise<void>((listening) => http?.listen(0, '127.0.0.1', listening))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
}, 180_000)
afterAll(async () => {
  if (http) await new Promise((closed) => http?.close(closed))
  if (fresh) rmSync(fresh, { recursive: true, force: true })
})

const files = () => readdirSync(outDir, { recursive: true, encoding: 'utf8' })
const reactChunk = () => files().find((file) => /^assets[\\/]react-[\w-]+\.js$/.test(file)) ?? 'missing'

describe('the live build, served', () => {
  it('has a .br and a .gz beside every compressible file over 1 kB', () => {
    const large = files().filter(
      (file) => COMPRESSIBLE.has(extname(file)) && readFileSync(join(outDir, file)).length > 1000,
    )
    expect(large).toContain(reactChunk())
    expect(
      large.filter(
        (file) => !existsSync(join(outDir, `${file}.br`)) || !existsSync(join(outDir, `${file}.gz`)),
      ),
    ).toEqual([])
  })

  it('sends the React chunk as br (a third of it or less), gzip to gzip-only clients, cached a year', async () => {
    const path = `/${reactChunk().replaceAll('\\', '/')}`
    const plain = readFileSync(join(outDir, reactChunk()))
    // Node's fetch decompresses: the encoding and the length say what travelled.
    const br = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('cache-control')).toBe(IMMUTABLE)
    const brBytes = readFileSync(join(outDir, `${reactChunk()}.br`))
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length)
    expect(brBytes.length).toBeLessThan(plain.length / 3)
    expect(brotliDecompressSync(brBytes).equals(plain)).toBe(true)
    expect(Buffer.from(await br.arrayBuffer()).equals(plain)).toBe(true)

    const gzip = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(readFileSync(join(outDir, `${reactChunk()}.gz`))).equals(plain)).toBe(true)
    expect(Buffer.from(await gzip.arrayBuffer()).equals(plain)).toBe(true)
  })

  it('the page, the employee app and its manifest are revalidated, the manifest typed as one', async () => {
    for (const path of ['/', '/presensi/', '/openapi.json'])
      expect((await fetch(`${base}${path}`)).headers.get('cache-control'), path).toBe('no-cache')
    const manifest = await fetch(`${base}/${PRESENSI_MANIFEST}`)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(((await manifest.json()) as { name: string }).name).toBe('Presensi Pegawai')
  })
})
