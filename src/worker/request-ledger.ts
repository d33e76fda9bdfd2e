import type { Database as SqlJsDatabase, SqlValue } from 'sql.js'
import type { LocalServer } from '../api-handlers/server.ts'
import type { LoggedStatement, WriteLog } from '../db/write-log.ts'

/**
 * Exactly-once answers for requests that another tab sent and may send again.
 *
 * A tab that forwarded a request to the owner tab re-sends it to the next owner when the owner
 * vanished before answering. If the old owner had already committed it, running it again would
 * duplicate the write. So a request with an id records its answer in its own transaction: the
 * row travels in the same journal frame as the data it wrote (both durable, or neither), and a
 * repeat of the id gets the recorded answer instead of a second run.
 *
 * The table is transport bookkeeping, like `kysely_migration` is Kysely's: created by the very
 * frame that first needs it (so a journal replays on any snapshot), pruned after an hour.
 */
const TABLE = '_jawaban_permintaan'
const KEEP_MS = 60 * 60 * 1000
const CREATE = `CREATE TABLE IF NOT EXISTS ${TABLE} (id TEXT PRIMARY KEY, status INTEGER, isi TEXT NOT NULL, waktu INTEGER NOT NULL)`
const PRUNE = `DELETE FROM ${TABLE} WHERE waktu < ?`
const INSERT = `INSERT INTO ${TABLE} (id, status, isi, waktu) VALUES (?, ?, ?, ?)`

/** The only extra object an imported file may carry, with exactly this definition (import-schema.ts). */
export { CREATE as LEDGER_TABLE_SQL, TABLE as LEDGER_TABLE }

/** Committed, but the error it answered was not recorded (a failed login's counted attempt). */
export const ANSWER_NOT_RECORDED =
  'Permintaan ini sudah diproses oleh tab yang baru saja ditutup, tetapi jawabannya tidak tersimpan. Silakan coba lagi.'

export class RequestLedger {
  readonly #sqlite: SqlJsDatabase
  readonly #now: () => number
  /** The id each request being served was sent with: its transactions record the answer under it. */
  readonly #ids = new WeakMap<Request, string>()
  /** Requests in flight by id: a repeat waits for the first, then gets its recorded answer. */
  readonly #inFlight = new Map<string, Promise<unknown>>()

  constructor(sqlite: SqlJsDatabase, now: () => number = Date.now) {
    this.#sqlite = sqlite
    this.#now = now
  }

  /**
   * The server's WriteLog for `request` (ServerOptions.writeLogOf): a capture made for a request
   * with an id also records the request's answer when the request wrote anything (nothing written:
   * a repeat is harmless). Bound to the request, not to "the request being served": requests no
   * longer wait for each other here (an export or an import's checks run off the server's queue
   * while others are served, issue 35), so the ledger must not guess whose transaction runs.
   */
  recordingFor(writeLog: WriteLog, request: Request): WriteLog {
    const id = this.#ids.get(request)
    if (id === undefined) return writeLog
    const capture: WriteLog['capture'] = async (work) => {
      const captured = await writeLog.capture(work)
      if (captured.statements.length > 0) captured.statements.push(...this.#record(id, captured.result))
      return captured
    }
    return new Proxy(writeLog, {
      get(target, key) {
        if (key === 'capture') return capture
        const value = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }

  /** Serves `request`; with an id, at most once: a repeat gets the answer recorded the first time. */
  async serve(server: LocalServer, request: Request, id: string | null): Promise<Response> {
    if (id === null) return server.handle(request)
    const earlier = this.#inFlight.get(id)
    if (earlier) await earlier.catch(() => undefined)
    const done = this.#serveOnce(server, request, id)
    const settled = done.catch(() => undefined)
    this.#inFlight.set(id, settled)
    void settled.then(() => {
      if (this.#inFlight.get(id) === settled) this.#inFlight.delete(id)
    })
    return done
  }

  async #serveOnce(server: LocalServer, request: Request, id: string): Promise<Response> {
    const recorded = await server.exclusive(() => this.#answerOf(id))
    if (recorded) return recorded
    this.#ids.set(request, id)
    return server.handle(request)
  }

  /**
   * Runs inside the request's open transaction, on the raw connection (the capture has ended), and
   * returns the statements so they are journalled in the same frame as the request's writes.
   */
  #record(id: string, result: unknown): LoggedStatement[] {
    const now = this.#now()
    // The server turns an error that must still commit into a null result and answers the error.
    const status = result === null ? null : 200
    const statements: LoggedStatement[] = [
      [CREATE, []],
      [PRUNE, [now - KEEP_MS]],
      [INSERT, [id, status, status === null ? '' : JSON.stringify(result), now]],
    ]
    for (const [sql, params] of statements) this.#sqlite.run(sql, params as SqlValue[])
    return statements
  }

  #answerOf(id: string): Response | null {
    const exists = this.#sqlite.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`, [TABLE])
    if (!exists.length) return null
    const row = this.#sqlite.exec(`SELECT status, isi FROM ${TABLE} WHERE id = ?`, [id])[0]?.values[0]
    if (!row) return null
    const [status, body] = row
    if (status === null)
      return Response.json({ status: 'gagal', pesan: ANSWER_NOT_RECORDED }, { status: 503 })
    return new Response(String(body), {
      status: Number(status),
      headers: { 'content-type': 'application/json' },
    })
  }
}
