import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Kysely, Selectable } from 'kysely'
import { clockAt, type FoundationClock } from '../api-handlers/clock.ts'
import { ApiError } from '../api-handlers/errors.ts'
import { ingestAttlog } from '../api-handlers/mesin-ingest.ts'
import { readZonaWaktu } from '../api-handlers/pengaturan.ts'
import { type LocalServer, readLimited } from '../api-handlers/server.ts'
import { nomorSeri } from '../contract/mesin.ts'
import type { Database, MesinTable } from '../db/schema.ts'
import { wallClock, type ZonaWaktu } from '../domain/calendar.ts'
import { API_SECURITY_HEADERS } from './csp.ts'
import { toRequest } from './node-request.ts'

/**
 * The machines' own push (ADMS/iClock over HTTP, issue 32, docs/mesin.md "Push"), server mode
 * only: a machine cannot reach a browser. The machine is the client and its serial number (`SN=`)
 * is its identity; there is no token (the firmware sends none). Three calls:
 * - `GET /iclock/cdata?SN=…&options=all`: the options the machine runs by;
 * - `POST /iclock/cdata?SN=…&table=ATTLOG&Stamp=…`: punches, stored raw and derived into records
 *   (engineer A's ingest, the same rules as a file import), answered `OK: <lines>`;
 * - `GET /iclock/getrequest?SN=…` (and `POST /iclock/devicecmd`): no command, `OK`.
 * Each call is one write of the server's own write path (LocalServer.write: in turn with the API's
 * requests, one transaction, durable before the answer), exactly like an API write.
 */

export interface IclockLimits {
  /** The largest body read (an ATTLOG post of a machine's backlog comes in pieces far smaller). */
  maxBodyBytes: number
  /** Calls one serial number may make: a burst, then this many per second. */
  machineBurst: number
  machinePerSecond: number
  /** Calls from one address with serial numbers not registered: a burst, then this many per second. */
  unknownBurst: number
  unknownPerSecond: number
  /** Machine calls in progress at once, all machines together: the API keeps its share of the queue. */
  maxInFlight: number
  /** Serial numbers and addresses the limits remember (the least recently seen are forgotten). */
  maxTracked: number
  /** Rows of 'mesin tidak dikenal' kept: a new one beyond replaces the one seen longest ago. */
  maxUnknownRows: number
}

export const DEFAULT_ICLOCK_LIMITS: IclockLimits = {
  maxBodyBytes: 2 * 1024 * 1024,
  // A machine calls every `Delay` (10 s) and posts each punch at once (Realtime=1); a backlog comes
  // as posts one after another. 30 at once and 5 a second is far above that.
  machineBurst: 30,
  machinePerSecond: 5,
  unknownBurst: 10,
  unknownPerSecond: 0.2,
  maxInFlight: 4,
  maxTracked: 10_000,
  maxUnknownRows: 100,
}

/** Seconds a refused machine is told to wait; the options' ErrorDelay says the same to the firmware. */
const RETRY_SECONDS = 60

/** The foundation's zones are whole hours east of UTC, without summer time. */
const OFFSET_HOURS: Record<ZonaWaktu, number> = {
  'Asia/Jakarta': 7,
  'Asia/Makassar': 8,
  'Asia/Jayapura': 9,
}

interface Answer {
  status: number
  text: string
  headers?: Record<string, string>
}

const answer = (status: number, text: string, headers?: Record<string, string>): Answer => ({
  status,
  text,
  ...(headers ? { headers } : {}),
})
const retryLater = (status: 429 | 503, seconds: number, text: string) =>
  answer(status, text, { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) })

/** A token bucket per key (a serial number, an address), the least recently used forgotten first. */
function buckets(burst: number, perSecond: number, maxKeys: number) {
  const state = new Map<string, { tokens: number; at: number }>()
  /** Takes one call's token: 0 when taken, else the seconds until one is there. */
  return function take(key: string, nowMs: number): number {
    const last = state.get(key)
    const refilled = last ? Math.min(burst, last.tokens + ((nowMs - last.at) / 1000) * perSecond) : burst
    state.delete(key)
    if (state.size >= maxKeys) state.delete(state.keys().next().value ?? '')
    const taken = refilled >= 1
    state.set(key, { tokens: taken ? refilled - 1 : refilled, at: nowMs })
    return taken ? 0 : (1 - refilled) / perSecond
  }
}

type Call =
  | { kind: 'options' }
  | { kind: 'attlog'; stamp: string | null }
  | { kind: 'other-table' }
  | { kind: 'request' }

/** What a path and method ask for; null: nothing the machines call (404), 'method': a wrong method (405). */
function callOf(path: string, method: string, url: URL): Call | 'method' | null {
  switch (path) {
    case '/iclock/cdata': {
      if (method === 'GET') return { kind: 'options' }
      if (method !== 'POST') return 'method'
      const table = (url.searchParams.get('table') ?? '').toUpperCase()
      return table === 'ATTLOG'
        ? { kind: 'attlog', stamp: url.searchParams.get('Stamp') }
        : { kind: 'other-table' }
    }
    case '/iclock/getrequest':
      return method === 'GET' ? { kind: 'request' } : 'method'
    case '/iclock/devicecmd':
      return method === 'POST' ? { kind: 'request' } : 'method'
    default:
      return null
  }
}

type Mesin = Selectable<MesinTable>

/** 'YYYY-MM-DD HH:mm:ss' in the foundation's zone (whole-hour zones: the seconds are UTC's). */
function foundationTime(at: Date, zona: ZonaWaktu): string {
  const { date, time } = wallClock(at, zona)
  return `${date} ${time}:${String(at.getUTCSeconds()).padStart(2, '0')}`
}

/** The options a registered machine runs by (the ADMS servers' usual set, docs/mesin.md). */
function optionsText(mesin: Mesin, zona: ZonaWaktu): string {
  return [
    `GET OPTION FROM: ${mesin.sn}`,
    // The machine sends the punches after this stamp: None = everything it holds.
    `ATTLOGStamp=${mesin.stamp || 'None'}`,
    // Operation logs and photos are not kept: 9999 / None ask for none of the old ones.
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=None',
    `ErrorDelay=${RETRY_SECONDS}`,
    'Delay=10',
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog',
    `TimeZone=${OFFSET_HOURS[zona]}`,
    'Realtime=1',
    'Encrypt=None',
  ].join('\n')
}

/**
 * A serial number that called unregistered, for the admin to register ('mesin tidak dikenal').
 * At most `max` rows: a new one beyond replaces the one seen longest ago, so a flood of invented
 * serial numbers cannot grow the table.
 */
async function rememberUnknown(db: Kysely<Database>, sn: string, alamat: string, waktu: string, max: number) {
  const seen = await db
    .updateTable('mesin_tak_dikenal')
    .set((eb) => ({ alamat, terakhir: waktu, jumlah: eb('jumlah', '+', 1) }))
    .where('sn', '=', sn)
    .executeTakeFirst()
  if (Number(seen.numUpdatedRows) > 0) return
  const { n } = await db
    .selectFrom('mesin_tak_dikenal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const excess = Number(n) - max + 1
  if (excess > 0) {
    const oldest = db
      .selectFrom('mesin_tak_dikenal')
      .select('sn')
      .orderBy('terakhir')
      .orderBy('sn')
      .limit(excess)
    await db.deleteFrom('mesin_tak_dikenal').where('sn', 'in', oldest).execute()
  }
  await db
    .insertInto('mesin_tak_dikenal')
    .values({ sn, alamat, pertama: waktu, terakhir: waktu, jumlah: 1 })
    .execute()
}

const TOO_LARGE = 'Data terlalu besar'

/** Why a refused machine is refused: it keeps its punches and sends them again once registered. */
const NOT_REGISTERED = 'Mesin belum terdaftar atau nonaktif: daftarkan nomor seri ini di Mesin Absensi.'

/**
 * Stores an ATTLOG post's punches and derives the records (ingestAttlog: the same rules as a file
 * import, punches stored once). The lines read: what the machine sent, stored or already there.
 */
async function storeAttlog(db: Kysely<Database>, mesin: Mesin, isi: string, now: FoundationClock) {
  const input = { mesin, isi, kunci: 'pin' as const, sumber: 'push' as const, now, author: null }
  const result = await ingestAttlog(db, input, 'tulis')
  return result.pratinjau.baris
}

/** One machine call, in one transaction of the server's write path. */
async function serveCall(
  db: Kysely<Database>,
  at: Date,
  call: Call,
  isi: string,
  sn: string,
  alamat: string,
  limits: IclockLimits,
): Promise<Answer & { known: boolean }> {
  const zona = await readZonaWaktu(db)
  const waktu = foundationTime(at, zona)
  const mesin = await db.selectFrom('mesin').selectAll().where('sn', '=', sn).executeTakeFirst()
  if (!mesin) {
    await rememberUnknown(db, sn, alamat, waktu, limits.maxUnknownRows)
    return { ...answer(403, NOT_REGISTERED), known: false }
  }
  const seen = db.updateTable('mesin').where('idmesin', '=', mesin.idmesin)
  if (mesin.aktif !== 1) {
    await seen.set({ push_terakhir: waktu }).execute()
    return { ...answer(403, NOT_REGISTERED), known: false }
  }
  switch (call.kind) {
    case 'options':
      await seen.set({ push_terakhir: waktu }).execute()
      return { ...answer(200, optionsText(mesin, zona)), known: true }
    case 'attlog': {
      const lines = await storeAttlog(db, mesin, isi, clockAt(at, zona))
      const stamp = call.stamp?.trim() ? { stamp: call.stamp.trim().slice(0, 40) } : {}
      await seen.set({ push_terakhir: waktu, ...stamp }).execute()
      return { ...answer(200, `OK: ${lines}`), known: true }
    }
    default:
      await seen.set({ push_terakhir: waktu }).execute()
      return { ...answer(200, 'OK'), known: true }
  }
}

export type IclockHandler = (req: IncomingMessage, res: ServerResponse, clientKey: string) => Promise<void>

/**
 * The `/iclock/` handler of the HTTP server. Cheap refusals come first, before any body is read or
 * the database touched: per serial number its own rate (one machine's flood slows nobody else),
 * per address a rate for serial numbers not (yet) seen registered (invented serial numbers cannot
 * flood the table or the write queue), a cap on machine calls in progress at once, and the body
 * bound (413).
 */
export function createIclock(server: LocalServer, options: Partial<IclockLimits> = {}): IclockHandler {
  const limits = { ...DEFAULT_ICLOCK_LIMITS, ...options }
  const perMachine = buckets(limits.machineBurst, limits.machinePerSecond, limits.maxTracked)
  const perAddress = buckets(limits.unknownBurst, limits.unknownPerSecond, limits.maxTracked)
  /** Serial numbers last found registered and active: their calls skip the address's unknown rate. */
  const registered = new Set<string>()
  const busy = new Set<string>()
  let inFlight = 0

  function refusal(sn: string, address: string): Answer | null {
    if (busy.has(sn)) return retryLater(429, 1, 'Panggilan mesin ini sebelumnya belum selesai.')
    const nowMs = Date.now()
    const machineWait = perMachine(sn, nowMs)
    if (machineWait > 0) return retryLater(429, machineWait, 'Terlalu banyak panggilan dari mesin ini.')
    if (!registered.has(sn)) {
      const addressWait = perAddress(address, nowMs)
      if (addressWait > 0)
        return retryLater(429, addressWait, 'Terlalu banyak mesin tak dikenal dari alamat ini.')
    }
    return null
  }

  /** A POST's body as text, bounded (413); the slow-body deadline of the HTTP server applies. */
  async function bodyText(req: IncomingMessage): Promise<string> {
    if (req.method !== 'POST') return ''
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > limits.maxBodyBytes) throw new ApiError(413, TOO_LARGE)
    const body = await readLimited(toRequest(req, 'http://localhost'), limits.maxBodyBytes)
    return new TextDecoder().decode(body)
  }

  async function serve(req: IncomingMessage, address: string): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const call = callOf(url.pathname, req.method ?? 'GET', url)
    if (call === null) return answer(404, 'Not found')
    if (call === 'method') return answer(405, 'Method not allowed')
    const parsed = nomorSeri.safeParse(url.searchParams.get('SN') ?? '')
    if (!parsed.success) return answer(400, 'SN tidak valid')
    const sn = parsed.data
    const refused = refusal(sn, address)
    if (refused) return refused
    busy.add(sn)
    try {
      const isi = await bodyText(req)
      // Only the database work counts here: a slow body holds its connection, not the machines' turn.
      if (inFlight >= limits.maxInFlight)
        return retryLater(503, 5, 'Server sedang sibuk melayani mesin lain.')
      inFlight++
      try {
        const result = await server.write((db, at) => serveCall(db, at, call, isi, sn, address, limits))
        if (result.known) registered.add(sn)
        else registered.delete(sn)
        return result
      } finally {
        inFlight--
      }
    } finally {
      busy.delete(sn)
    }
  }

  return async (req, res, address) => {
    let result: Answer
    try {
      result = await serve(req, address)
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) result = answer(413, TOO_LARGE)
      else {
        if (req.destroyed) return
        console.error('[iclock]', error)
        result = retryLater(503, RETRY_SECONDS, 'Penyimpanan gagal; kirim lagi nanti.')
      }
    }
    if (res.headersSent) return // the body deadline has answered (408)
    const close = req.complete || req.method === 'GET' ? {} : { Connection: 'close' }
    res.writeHead(result.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...API_SECURITY_HEADERS,
      ...result.headers,
      ...close,
    })
    res.end(result.text)
  }
}
