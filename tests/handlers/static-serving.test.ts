import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type IncomingHttpHeaders, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '../../scripts/precompress.ts'
import { drawIcon } from '../../scripts/presensi-manifest.ts'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { createReferenceServer } from '../../src/server/http-server.ts'
import { acceptedEncodings, IMMUTABLE } from '../../src/server/static-files.ts'

/**
 * The UI served like a web server (issue 29, docs/server.md "Serving the UI"): precompressed br and
 * gzip as the client accepts them, a year of caching for hashed assets and revalidation for the
 * rest, the right types, the page's security headers everywhere. A small build in a temp folder,
 * precompressed by the build's own step, over real HTTP (raw: fetch would hide the encoding).
 */

const dir = mkdtempSync(join(tmpdir(), 'presensi-static-'))
const POLICY = "default-src 'self'"
// Text that compresses well, as a real bundle does.
const code = (name: string) =>
  Array.from({ length: 400 }, (_, i) => `export const ${name}${i} = () => "${name} ${i % 7}";`).join('\n')
const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><meta http-equiv="Content-Security-Policy" content="${POLICY.replaceAll("'", '&#39;')}"><title>Presensi</title>${'<!-- padding -->'.repeat(40)}`,
  'assets/react-C1iE8mnY.js': code('react'),
  'assets/index-mzafEC4T.css': `${'.kit { color: red; }\n'.repeat(200)}`,
  'assets/sql-wasm-Bz8x3Q1k.wasm': Buffer.concat([
    Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
    Buffer.alloc(4000, 7),
  ]),
  'assets/app.js': code('plain'), // no hash in the name
  'presensi/manifest.webmanifest': JSON.stringify({
    name: 'Presensi Pegawai',
    icons: [192, 512].map((size) => ({ src: `/presensi/ikon-${size}.png`, sizes: `${size}x${size}` })),
    description: 'Absen datang dan pulang. '.repeat(20),
  }),
  'presensi/ikon-512.png': drawIcon(512),
  'mockServiceWorker.js': code('worker'),
  'openapi.json': JSON.stringify({
    openapi: '3.1.0',
    paths: Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`/admin/api/x${i}`, { get: { summary: `x ${i}` } }]),
    ),
  }),
}

// The static side never calls the API: a server that refuses is enough here.
const noApi: LocalServer = {
  handle: () => Promise.reject(new Error('no API in this test')),
  exclusive: (work) => Promise.resolve(work()),
  write: () => Promise.reject(new Error('no API in this test')),
}
const http = createReferenceServer({ server: noApi, staticDir: dir })
let port = 0

beforeAll(async () => {
  for (const [path, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), body)
  }
  await precompressFolder(dir)
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
  port = (http.address() as AddressInfo).port
})
afterAll(async () => {
  http.closeAllConnections()
  await new Promise((closed) => http.close(closed))
  rmSync(dir, { recursive: true, force: true })
})

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** One request, its answer as sent (no decompression). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((answered, failed) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        answered({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', failed)
    })
    outgoing.on('error', failed)
    outgoing.end()
  })
}

const original = (path: string) => Buffer.from(FILES[path] ?? '')
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

describe('compression: the precompressed file the client accepts', () => {
  it('the build step wrote .br and .gz beside text and wasm, none beside the image', () => {
    for (const path of [
      'index.html',
      'assets/react-C1iE8mnY.js',
      'assets/sql-wasm-Bz8x3Q1k.wasm',
      'openapi.json',
    ])
      for (const suffix of ['.br', '.gz'])
        expect(existsSync(join(dir, path + suffix)), path + suffix).toBe(true)
    expect(existsSync(join(dir, 'presensi/ikon-512.png.br'))).toBe(false)
    expect(existsSync(join(dir, 'presensi/ikon-512.png.gz'))).toBe(false)
  })

  it('sends br to a browser (br preferred), and the body decompresses to the original bytes', async () => {
    for (const path of Object.keys(FILES).filter((name) => !name.endsWith('.png'))) {
      const answer = await get(`/${path}`, BROWSER)
      expect(answer.status, path).toBe(200)
      expect(answer.headers['content-encoding'], path).toBe('br')
      expect(answer.headers.vary, path).toBe('Accept-Encoding')
      expect(Number(answer.headers['content-length']), path).toBe(answer.body.length)
      expect(answer.body.length, path).toBeLessThan(original(path).length)
      expect(brotliDecompressSync(answer.body).equals(original(path)), path).toBe(true)
    }
  })

  it('sends gzip to a client that accepts gzip only, or prefers it by q-value', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const answer = await get('/assets/react-C1iE8mnY.js', { 'Accept-Encoding': acceptEncoding })
      expect(answer.headers['content-encoding'], acceptEncoding).toBe('gzip')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(gunzipSync(answer.body).equals(original('assets/react-C1iE8mnY.js'))).toBe(true)
    }
  })

  it('sends the plain bytes when nothing (or only identity) is accepted, still with Vary', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const answer = await get('/assets/react-C1iE8mnY.js', headers)
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined()
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(answer.body.equals(original('assets/react-C1iE8mnY.js'))).toBe(true)
    }
  })

  it('never compresses an image: the PNG as it is, no Vary', async () => {
    const answer = await get('/presensi/ikon-512.png', BROWSER)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toBeUndefined()
    expect(answer.body.equals(original('presensi/ikon-512.png'))).toBe(true)
  })

  it('the SPA fallback (a client route) is the compressed index.html too', async () => {
    const answer = await get('/presensi', BROWSER)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).equals(original('index.html'))).toBe(true)
  })

  it('reads Accept-Encoding by q-value, then the server order (br before gzip)', () => {
    const names = (header: string | undefined) => acceptedEncodings(header).map((encoding) => encoding.name)
    expect(names('gzip, deflate, br')).toEqual(['br', 'gzip'])
    expect(names('gzip;q=1, br;q=0.8')).toEqual(['gzip', 'br'])
    expect(names('*')).toEqual(['br', 'gzip'])
    expect(names('br;q=0, *;q=0.1')).toEqual(['gzip'])
    expect(names(undefined)).toEqual([])
    expect(names('identity')).toEqual([])
  })
})

describe('caching', () => {
  it('a hashed asset is kept a year, immutable', async () => {
    for (const path of [
      '/assets/react-C1iE8mnY.js',
      '/assets/index-mzafEC4T.css',
      '/assets/sql-wasm-Bz8x3Q1k.wasm',
    ])
      expect((await get(path, BROWSER)).headers['cache-control'], path).toBe(IMMUTABLE)
  })

  it('index.html, every SPA route, the manifest, the service worker, openapi.json and unhashed files are revalidated', async () => {
    for (const path of [
      '/',
      '/index.html',
      '/presensi',
      '/presensi/',
      '/data/pegawai',
      '/presensi/manifest.webmanifest',
      '/mockServiceWorker.js',
      '/openapi.json',
      '/assets/app.js',
      '/presensi/ikon-512.png',
    ])
      expect((await get(path, BROWSER)).headers['cache-control'], path).toBe('no-cache')
  })

  it('answers a matching If-None-Match with 304 and no body; each encoding has its own tag', async () => {
    const br = await get('/presensi/manifest.webmanifest', BROWSER)
    const plain = await get('/presensi/manifest.webmanifest')
    expect(br.headers.etag).toBeTruthy()
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    const again = await get('/presensi/manifest.webmanifest', {
      ...BROWSER,
      'If-None-Match': br.headers.etag ?? '',
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['cache-control']).toBe('no-cache')
    expect(again.headers.vary).toBe('Accept-Encoding')
    // The plain bytes' tag does not validate the br answer.
    const other = await get('/presensi/manifest.webmanifest', {
      ...BROWSER,
      'If-None-Match': plain.headers.etag ?? '',
    })
    expect(other.status).toBe(200)
  })
})

describe('types, HEAD, 404 and the security headers', () => {
  it('names each type', async () => {
    const types: Record<string, string> = {
      '/presensi/manifest.webmanifest': 'application/manifest+json',
      '/assets/sql-wasm-Bz8x3Q1k.wasm': 'application/wasm',
      '/assets/react-C1iE8mnY.js': 'text/javascript; charset=utf-8',
      '/assets/index-mzafEC4T.css': 'text/css; charset=utf-8',
      '/openapi.json': 'application/json; charset=utf-8',
      '/presensi/ikon-512.png': 'image/png',
      '/': 'text/html; charset=utf-8',
    }
    for (const [path, type] of Object.entries(types))
      expect((await get(path, BROWSER)).headers['content-type'], path).toBe(type)
  })

  it('HEAD answers the headers of GET with no body', async () => {
    const full = await get('/assets/react-C1iE8mnY.js', BROWSER)
    const head = await get('/assets/react-C1iE8mnY.js', BROWSER, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    for (const name of [
      'content-length',
      'content-encoding',
      'content-type',
      'cache-control',
      'etag',
      'vary',
    ])
      expect(head.headers[name], name).toBe(full.headers[name])
  })

  it('a missing asset is still 404, compressed or not', async () => {
    for (const path of [
      '/assets/missing-AbCdEf12.js',
      '/assets/missing-AbCdEf12.js.br',
      '/presensi/ikon-1024.png',
    ]) {
      const answer = await get(path, BROWSER)
      expect(answer.status, path).toBe(404)
      expect(answer.headers['content-encoding'], path).toBeUndefined()
    }
  })

  it('every answer carries the page policy, no framing, nosniff', async () => {
    const etag = (await get('/', BROWSER)).headers.etag ?? ''
    for (const answer of [
      await get('/', BROWSER),
      await get('/assets/react-C1iE8mnY.js', BROWSER),
      await get('/presensi/ikon-512.png'),
      await get('/assets/missing-AbCdEf12.js', BROWSER),
      await get('/', { ...BROWSER, 'If-None-Match': etag }),
    ]) {
      expect(answer.headers['content-security-policy']).toBe(`${POLICY}; frame-ancestors 'none'`)
      expect(answer.headers['x-frame-options']).toBe('DENY')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('the build step is idempotent: a second run rewrites the same bytes', async () => {
    const before = readFileSync(join(dir, 'assets/react-C1iE8mnY.js.br'))
    await precompressFolder(dir)
    expect(readFileSync(join(dir, 'assets/react-C1iE8mnY.js.br')).equals(before)).toBe(true)
    expect(existsSync(join(dir, 'assets/react-C1iE8mnY.js.br.br'))).toBe(false)
  })
})
