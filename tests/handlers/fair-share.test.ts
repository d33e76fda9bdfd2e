import { request as httpRequest, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import {
  clientKey,
  createReferenceServer,
  DEFAULT_LIMITS,
  type HttpLimits,
} from '../../src/server/http-server.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { deadline } from '../support/processes.ts'
import {
  currentServer,
  selectTestEngine,
  startTestServer,
  type TestEngineName,
} from '../support/test-server.ts'

/**
 * Fair share of connections (issue 29, finding 1): one client address that keeps many slow or idle
 * connections open, and reopens each one as it is closed, cannot keep another address out. Over
 * real loopback TCP: Linux answers the whole 127.0.0.0/8, so 127.0.0.2 is the greedy client and
 * 127.0.0.1 everyone else. docs/security/server-hardening.md, "Fair share". Every wait is bounded.
 */

const GREEDY = '127.0.0.2'
const running: Server[] = []
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
  }
})

async function listen(limits: Partial<HttpLimits> = {}): Promise<{ port: number; server: Server }> {
  const server = createReferenceServer({ server: currentServer, staticDir: null, limits })
  running.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return { port: (server.address() as AddressInfo).port, server }
}

const closed = (socket: Socket) =>
  socket.closed ? Promise.resolve() : new Promise<void>((done) => socket.once('close', () => done()))

/** One request on a new connection from 127.0.0.1 (no pooling): its status (0: none) and how long it took. */
function probe(
  port: number,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const answered = new Promise<{ status: number; ms: number }>((done) => {
    const req = httpRequest(
      { host: '127.0.0.1', localAddress: '127.0.0.1', port, method, path, agent: false },
      (res) => {
        res.resume()
        res.once('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }))
      },
    )
    // Closed or reset without an answer (refused on accept): status 0.
    req.once('error', () => done({ status: 0, ms: performance.now() - started }))
    if (body) req.setHeader('Content-Type', 'application/json')
    req.end(body)
  })
  return deadline(answered, 5_000).then((result) => result ?? { status: 0, ms: 5_000 })
}

/** How the greedy client holds a connection. */
const HOLDS = {
  /** Headers that never end. */
  slowHead: 'GET /admin/api/beranda HTTP/1.1\r\nHost: x\r\nX-Lambat: ',
  /** A login whose body never ends. */
  slowLogin:
    'PUT /admin/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  /** One answered request, then an idle keep-alive connection. */
  idle: 'GET /admin/api/cek/pengguna HTTP/1.1\r\nHost: x\r\n\r\n',
} as const

/**
 * `count` connections from {@link GREEDY}, a third of each kind, each reopened as soon as it is
 * closed (at most `budget` connections in all) until stop().
 */
function greedyClient(port: number, count: number, budget: number) {
  let stopped = false
  let opened = 0
  let connected = 0
  const sockets = new Set<Socket>()
  let reached: () => void = () => undefined
  const allConnected = new Promise<void>((done) => {
    reached = done
  })
  const kinds = Object.values(HOLDS)

  function open(hold: string) {
    if (stopped || opened >= budget) return
    opened++
    const socket = connect({ port, host: '127.0.0.1', localAddress: GREEDY })
    sockets.add(socket)
    socket.on('error', () => undefined) // a reset is one way of being closed
    socket.once('connect', () => {
      if (++connected >= count) reached()
      socket.write(hold)
    })
    socket.once('close', () => {
      sockets.delete(socket)
      setImmediate(() => open(hold))
    })
  }

  for (let index = 0; index < count; index++) open(kinds[index % kinds.length] as string)
  return {
    /** Resolves once `count` connections were made (accepted, or refused after the handshake). */
    allConnected,
    opened: () => opened,
    async stop() {
      stopped = true
      const all = [...sockets]
      for (const socket of all) socket.destroy()
      await Promise.all(all.map(closed))
    },
  }
}

/** The most connections from `address` the server held open at once (counted on accept). */
function watchShare(server: Server, address: string) {
  const open = new Set<Socket>()
  let most = 0
  server.on('connection', (socket: Socket) => {
    if (socket.remoteAddress !== address) return
    for (const held of open) if (held.destroyed) open.delete(held) // a spare closed to make room
    if (socket.destroyed) return // refused on accept
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    most = Math.max(most, open.size)
  })
  return { most: () => most }
}

const ENGINES: { engine: TestEngineName; skip: boolean }[] = [
  { engine: 'sqlite-file', skip: false },
  { engine: 'postgres', skip: skipWithoutPostgres('the fair-share measurement') },
]

for (const { engine, skip } of ENGINES)
  describe.skipIf(skip)(`fair share, the server over ${engine}`, () => {
    beforeAll(async () => {
      selectTestEngine(engine)
      await startTestServer()
    })

    it('300 slow or idle connections from one address, reopened as closed: another address gets every answer within 1 s', async () => {
      const { port, server } = await listen() // the default limits: 256 in all, 32 per address
      const share = watchShare(server, GREEDY)
      const greedy = greedyClient(port, 300, 50_000)
      try {
        expect(await deadline(greedy.allConnected, 10_000)).not.toBeNull()
        const answers: { status: number; ms: number }[] = []
        for (let index = 0; index < 20; index++)
          answers.push(await probe(port, 'GET', '/admin/api/cek/pengguna'))
        answers.push(await probe(port, 'PUT', '/admin/admin/login', JSON.stringify(DEMO_ADMIN)))
        expect(answers.map((answer) => answer.status)).toEqual([...Array(20).fill(401), 200])
        expect(answers.filter((answer) => answer.ms >= 1_000)).toEqual([])
        // The greedy address had its share, never more, and kept knocking meanwhile.
        expect(share.most()).toBe(DEFAULT_LIMITS.maxConnectionsPerAddress)
        expect(greedy.opened()).toBeGreaterThan(300)
      } finally {
        await greedy.stop()
      }
    }, 60_000)
  })

describe('fair share: which connection gives way', () => {
  beforeAll(async () => {
    selectTestEngine('sqlite-file')
    await startTestServer()
  })

  /** A connection from `address` that sends `text`; resolves with it once connected. */
  async function from(port: number, address: string, text: string) {
    const socket = connect({ port, host: '127.0.0.1', localAddress: address })
    socket.on('error', () => undefined)
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk
    })
    await new Promise<void>((connected) => socket.once('connect', () => connected()))
    socket.write(text)
    return { socket, received: () => received }
  }

  /** Resolves once `count` requests were answered (their 'close' on the server's side). */
  function answeredOn(server: Server, count: number): Promise<void> {
    let seen = 0
    return new Promise((done) =>
      server.on('request', (_req, res) => res.once('close', () => ++seen === count && done())),
    )
  }

  it('an idle keep-alive connection of that address makes room for its new one', async () => {
    const { port, server } = await listen({ maxConnectionsPerAddress: 3 })
    const answered = answeredOn(server, 3)
    const idle = await Promise.all([1, 2, 3].map(() => from(port, '127.0.0.3', HOLDS.idle)))
    expect(await deadline(answered, 5_000)).not.toBeNull()
    const fresh = await from(port, '127.0.0.3', HOLDS.idle)
    expect(await deadline(closed(fresh.socket), 300)).toBeNull() // not refused: it is answered
    expect(fresh.received()).toMatch(/^HTTP\/1\.1 401 /)
    const gone = await deadline(Promise.any(idle.map((client) => closed(client.socket))), 2_000)
    expect(gone).not.toBeNull()
    for (const client of [...idle, fresh]) client.socket.destroy()
  })

  it('without an idle one, the new connection is closed at once; other addresses are not counted', async () => {
    const { port } = await listen({ maxConnectionsPerAddress: 3 })
    const held = await Promise.all([1, 2, 3].map(() => from(port, '127.0.0.4', HOLDS.slowHead)))
    const refused = await from(port, '127.0.0.4', HOLDS.idle)
    expect(await deadline(closed(refused.socket), 2_000)).not.toBeNull()
    expect(refused.received()).toBe('')
    expect(await probe(port, 'GET', '/admin/api/cek/pengguna')).toMatchObject({ status: 401 })
    for (const client of held) client.socket.destroy()
  })
})

describe('a body of a call anyone may make has a short deadline', () => {
  beforeAll(async () => {
    selectTestEngine('sqlite-file')
    await startTestServer()
  })

  it('the defaults: a 10 s head and public body, 32 of 256 connections per address', () => {
    expect(DEFAULT_LIMITS).toMatchObject({
      headersTimeoutMs: 10_000,
      publicBodyTimeoutMs: 10_000,
      maxConnections: 256,
      maxConnectionsPerAddress: 32,
    })
  })

  for (const path of ['/admin/admin/login', '/admin/presensi/login'])
    it(`a login body at 1 byte every 2 s (${path}) is answered 408 and closed within the body deadline`, async () => {
      const bodyDeadlineMs = 2_000
      const { port } = await listen({ publicBodyTimeoutMs: bodyDeadlineMs })
      const socket = connect({ port, host: '127.0.0.1' })
      socket.on('error', () => undefined)
      let received = ''
      socket.on('data', (chunk) => {
        received += chunk
      })
      const started = performance.now()
      socket.write(
        `PUT ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      )
      const trickle = setInterval(() => socket.writable && socket.write(' '), 2_000)
      try {
        expect(await deadline(closed(socket), bodyDeadlineMs + 2_000)).not.toBeNull()
      } finally {
        clearInterval(trickle)
        socket.destroy()
      }
      expect(performance.now() - started).toBeGreaterThanOrEqual(bodyDeadlineMs - 50)
      expect(received).toMatch(/^HTTP\/1\.1 408 /)
    }, 10_000)
})

describe('the client a connection counts against', () => {
  it('an IPv4 address as it is, an IPv6 client by its /64', () => {
    expect(clientKey('127.0.0.2')).toBe('127.0.0.2')
    expect(clientKey('::ffff:10.0.0.7')).toBe('10.0.0.7')
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey(undefined)).toBe('unknown')
  })
})
