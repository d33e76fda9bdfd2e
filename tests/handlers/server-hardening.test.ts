import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import {
  createReferenceServer,
  type HttpLimits,
  parseCorsOrigins,
  type ReferenceOptions,
} from '../../src/server/http-server.ts'
import { deadline, freePort, untilListening } from '../support/processes.ts'
import { currentServer, startTestServer } from '../support/test-server.ts'

/**
 * The reference server against clients that try to stop or abuse it, over real loopback TCP:
 * docs/security/server-hardening.md. Deadlines are shortened through `limits`; every wait is bounded.
 */

const ROOT = new URL('../..', import.meta.url).pathname
const dir = mkdtempSync(join(tmpdir(), 'presensi-hardening-'))
const staticDir = join(dir, 'static')
const PAGE_POLICY = "default-src 'self'; img-src 'self' data:"
const TEN_MB = 10 * 1024 * 1024

beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'), { recursive: true })
  writeFileSync(
    join(staticDir, 'index.html'),
    // As Vite writes it: the policy's quotes escaped in the attribute.
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY.replaceAll("'", '&#39;')}"><title>Presensi</title>`,
  )
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)')
  await startTestServer()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const running: Server[] = []
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
  }
})

/** A reference server over the current test database on a free loopback port. */
async function listen(
  options: Partial<ReferenceOptions> = {},
): Promise<{ base: string; port: number; server: Server }> {
  const server = createReferenceServer({ server: currentServer, staticDir, ...options })
  running.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return { base: `http://127.0.0.1:${port}`, port, server }
}

/** The server's side of the next `count` connections it accepts (its 'connection' events). */
function accepted(server: Server, count: number): Promise<Socket[]> {
  const sockets: Socket[] = []
  return new Promise((all) => {
    const onConnection = (socket: Socket) => {
      if (sockets.push(socket) < count) return
      server.off('connection', onConnection)
      all(sockets)
    }
    server.on('connection', onConnection)
  })
}

const closed = (socket: Socket) =>
  socket.closed ? Promise.resolve() : new Promise<void>((done) => socket.once('close', () => done()))

const SHORT: Partial<HttpLimits> = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300 }

/** A raw connection: what it received and when the server closed it (null: still open at `within`). */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1')
  const opened = Date.now()
  let received = ''
  socket.on('data', (chunk) => {
    received += chunk
  })
  socket.on('error', () => undefined) // a reset is one way of being closed
  const ended = closed(socket).then(() => Date.now() - opened)
  const statusLine = new Promise<string | null>((arrived) => {
    const onData = () => {
      const end = received.indexOf('\r\n')
      if (end < 0) return
      socket.off('data', onData)
      arrived(received.slice(0, end))
    }
    socket.on('data', onData) // after the listener above, so `received` already holds the chunk
    void ended.then(() => arrived(null)) // closed without a whole status line
  })
  return {
    socket,
    received: () => received,
    /** Milliseconds from connecting until the server closed it, or null if it did not within `within`. */
    async closedAfter(within: number): Promise<number | null> {
      const result = await deadline(ended, within)
      if (result === null) socket.destroy()
      return result
    },
    /** The first response's status line once it arrived; null if none came within `within` ms. */
    statusLine: (within: number): Promise<string | null> => deadline(statusLine, within),
  }
}

/** Writes one byte every `everyMs` until the socket closes: a slow-loris client. */
function trickle(socket: Socket, everyMs: number) {
  const timer = setInterval(() => {
    if (socket.writable) socket.write('a')
  }, everyMs)
  socket.once('close', () => clearInterval(timer))
}

/** How long a normal request (an unauthorised dashboard call) takes to be answered. */
async function normalRequestMs(base: string): Promise<number> {
  const started = Date.now()
  const response = await fetch(`${base}/admin/api/beranda`)
  expect(response.status).toBe(401)
  await response.arrayBuffer()
  return Date.now() - started
}

describe('a request cannot stop the server (child process)', () => {
  const children: ChildProcess[] = []
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL')
  })

  it('answers an unauthenticated import with a body 401 and keeps serving', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['scripts/reference-server.ts', staticDir, String(port)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let output = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    await untilListening(child)
    const base = `http://127.0.0.1:${port}`
    // What a `no-cors` fetch from any web page can send: text/plain, no Authorization header. The
    // crash came after the answer, from body chunks still arriving: each body is sent raw once the
    // 401 is in (a body racing the answer could reset the connection before the client reads it),
    // and followed until the server closes the connection, after which none can arrive.
    for (const body of [Buffer.from('x'), Buffer.alloc(64 * 1024, 'a'), Buffer.alloc(2 * 1024 * 1024)]) {
      const client = rawConnection(port)
      client.socket.write(
        `POST /admin/api/data/impor HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      )
      expect(await client.statusLine(5_000)).toBe('HTTP/1.1 401 Unauthorized')
      if (client.socket.writable) client.socket.write(body)
      expect(await client.closedAfter(5_000)).not.toBeNull()
    }
    expect(await normalRequestMs(base)).toBeLessThan(1_000)
    expect(child.exitCode, output).toBeNull()
    expect(output).not.toMatch(/ERR_INVALID_STATE|Error/)
  }, 40_000)
})

describe('unauthenticated bodies are never read', () => {
  it('answers 401 to a write whose 10 MB body has not been sent yet', async () => {
    const { port } = await listen()
    const client = rawConnection(port)
    client.socket.write(
      `POST /admin/api/hari_libur HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${TEN_MB}\r\n\r\n`,
    )
    expect(await client.statusLine(2_000)).toBe('HTTP/1.1 401 Unauthorized')
    client.socket.destroy()
  })

  it('answers an unknown route without reading its body', async () => {
    const { port } = await listen()
    const client = rawConnection(port)
    client.socket.write(`POST /admin/api/tidak-ada HTTP/1.1\r\nHost: x\r\nContent-Length: ${TEN_MB}\r\n\r\n`)
    expect(await client.statusLine(2_000)).toBe('HTTP/1.1 404 Not Found')
    client.socket.destroy()
  })

  it('refuses 30 concurrent 10 MB bodies without buffering them; others are answered meanwhile', async () => {
    const { base, port } = await listen()
    // Raw sockets share one body buffer (fetch would copy it per request into this process).
    const body = Buffer.alloc(TEN_MB)
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 10)
    const flood = Array.from({ length: 30 }, (_, index) => {
      const client = rawConnection(port)
      const path = index % 2 ? 'hari_libur' : 'data/impor'
      client.socket.write(`POST /admin/api/${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${TEN_MB}\r\n\r\n`)
      client.socket.write(body)
      return client
    })
    const normal = await normalRequestMs(base)
    const statuses = await Promise.all(flood.map((client) => client.statusLine(5_000)))
    clearInterval(sampler)
    for (const client of flood) client.socket.destroy()
    expect(statuses.every((status) => status === 'HTTP/1.1 401 Unauthorized')).toBe(true)
    expect(normal).toBeLessThan(1_000)
    // Buffered, 30 bodies of 10 MB would add ~300 MB.
    expect((peak - before) / (1024 * 1024)).toBeLessThan(50)
  }, 30_000)
})

describe('deadlines and limits', () => {
  it('closes a body sent one byte at a time once the request deadline passes; others are served', async () => {
    const { port, base } = await listen({ limits: SHORT })
    const slow = Array.from({ length: 5 }, () => {
      const client = rawConnection(port)
      client.socket.write(
        'PUT /admin/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      )
      trickle(client.socket, 100)
      return client
    })
    expect(await normalRequestMs(base)).toBeLessThan(1_000)
    for (const client of slow) {
      expect(await client.closedAfter(3_000)).not.toBeNull()
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /)
    }
  })

  it('closes headers sent one byte at a time once the header deadline passes', async () => {
    const { port } = await listen({ limits: SHORT })
    const client = rawConnection(port)
    client.socket.write('GET /admin/api/beranda HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    trickle(client.socket, 100)
    expect(await client.closedAfter(3_000)).not.toBeNull()
  })

  it('closes a connection that never sends anything', async () => {
    const { port } = await listen({ limits: SHORT })
    expect(await rawConnection(port).closedAfter(3_000)).not.toBeNull()
  })

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const { port } = await listen({ limits: SHORT })
    const client = rawConnection(port)
    client.socket.write('GET /admin/api/beranda HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n')
    expect(await client.statusLine(2_000)).toBe('HTTP/1.1 401 Unauthorized')
    expect(await client.closedAfter(3_000)).not.toBeNull()
  })

  it('closes connections beyond the limit on accept and serves again once they are gone', async () => {
    const { port, base, server } = await listen({ limits: { maxConnections: 3 } })
    const heldByServer = accepted(server, 3)
    const held = Array.from({ length: 3 }, () => rawConnection(port))
    const serverSides = await heldByServer
    const extra = rawConnection(port)
    expect(await extra.closedAfter(2_000)).not.toBeNull()
    for (const client of held) client.socket.destroy()
    // Counted gone once the server's side of each has closed.
    await Promise.all(serverSides.map(closed))
    expect(await normalRequestMs(base)).toBeLessThan(1_000)
  })

  it('answers a malformed request 400 and closes it', async () => {
    const { port, base } = await listen()
    const client = rawConnection(port)
    client.socket.write('NONSENSE\r\n\r\n')
    expect(await client.closedAfter(2_000)).not.toBeNull()
    expect(client.received()).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(client.received()).toContain('X-Content-Type-Options: nosniff')
    expect(await normalRequestMs(base)).toBeLessThan(1_000)
  })
})

describe('security headers on every answer', () => {
  const expectCommon = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  }

  it("the pages and assets: the build's own policy plus frame-ancestors 'none'", async () => {
    const { base } = await listen()
    for (const path of ['/', '/data', '/assets/app.js', '/tidak-ada.js']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(path === '/tidak-ada.js' ? 404 : 200)
      expect(response.headers.get('content-security-policy'), path).toBe(
        `${PAGE_POLICY}; frame-ancestors 'none'`,
      )
      expectCommon(response)
    }
  })

  it('the API, pictures and their failures: nothing to run, never framed', async () => {
    const { base } = await listen()
    const login = await fetch(`${base}/admin/admin/login`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    })
    for (const response of [
      login,
      await fetch(`${base}/admin/api/beranda`),
      await fetch(`${base}/admin/api/tidak-ada`),
      await fetch(`${base}/uploads/suratijin/999999.jpg`),
    ]) {
      expect(response.headers.get('content-security-policy'), response.url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expectCommon(response)
    }
  })
})

describe('CORS names its origins', () => {
  const UI = 'http://ui.example:8080'

  it('echoes an allowed origin, never another one, and answers its preflight', async () => {
    const { base } = await listen({ corsOrigins: [UI] })
    const allowed = await fetch(`${base}/admin/api/beranda`, { headers: { Origin: UI } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(UI)
    expect(allowed.headers.get('vary')).toBe('Origin')
    const other = await fetch(`${base}/admin/api/beranda`, { headers: { Origin: 'http://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect(other.headers.get('vary')).toBe('Origin')
    const picture = await fetch(`${base}/uploads/absensi/1_datang.jpg`, {
      headers: { Origin: 'http://evil.example' },
    })
    expect(picture.headers.get('access-control-allow-origin')).toBeNull()

    const preflight = await fetch(`${base}/admin/api/hari_libur`, {
      method: 'OPTIONS',
      headers: {
        Origin: UI,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, x-request-id',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(UI)
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, X-Request-Id',
    )
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS')
  })

  it('sends no CORS header at all without configured origins (same origin only)', async () => {
    const { base } = await listen()
    const response = await fetch(`${base}/admin/api/beranda`, { headers: { Origin: UI } })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('reads --cors-origin as a list of origins and refuses a wildcard', () => {
    expect(
      parseCorsOrigins(['http://localhost:4175, https://presensi.example/app/', 'http://a.example']),
    ).toEqual(['http://localhost:4175', 'https://presensi.example', 'http://a.example'])
    expect(() => parseCorsOrigins(['*'])).toThrow(/bukan origin/)
  })
})
