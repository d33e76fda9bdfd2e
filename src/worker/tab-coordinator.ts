import { isRequestId, REQUEST_ID_HEADER } from '../contract/request-id.ts'
import {
  DATABASE_LOCK,
  fromWireRequest,
  type HostStatus,
  toWireResponse,
  type WireRequest,
  type WireResponse,
} from './protocol.ts'
import { browserPlatform, holdLock, type TabChannel, type TabPlatform, whenReleased } from './tab-platform.ts'
import {
  aliveLockOf,
  CONTROL_CHANNEL,
  type ControlMessage,
  type InboxMessage,
  inboxOf,
  type OwnerStatus,
  postTo,
} from './tab-protocol.ts'

/** This tab's database, as the coordinator uses it once this tab holds the lock. */
export interface OwnedDatabase {
  /** Opens the database; never rejects (a failure is a 'failed' status with the reason). */
  open(): Promise<OwnerStatus>
  /** Serves a request; one with an id at most once (a repeat gets the first answer); 503 when not open. */
  serve(request: Request, id: string | null): Promise<Response>
  /** Lets go of the files. */
  close(): Promise<void>
}

interface Pending {
  request: WireRequest
  /** Everyone waiting for it: a second arrival of the same fetch (same page id) joins the first. */
  answers: ((response: WireResponse) => void)[]
  /** The tab it was last handed to (this one included), null while no owner is known. */
  sentTo: string | null
  /**
   * Served at most once (the ledger keeps its answer): it carries the page's own id, which a
   * second arrival repeats, or it was sent to another tab, which may have committed it.
   */
  atMostOnce: boolean
}

/** The id the page fixed before the fetch left it (X-Request-Id), or null. */
function pageIdOf(request: WireRequest): string | null {
  const name = REQUEST_ID_HEADER.toLowerCase()
  const value = request.headers.find(([key]) => key.toLowerCase() === name)?.[1]
  return isRequestId(value) ? value : null
}

/** How long a tab waits for any owner to answer before it says the lock holder does not respond. */
const NO_OWNER_MS = 15_000
export const NO_OWNER_MESSAGE =
  'Tab lain yang memegang data aplikasi tidak menanggapi. Tutup tab lain aplikasi ini, lalu coba lagi.'
export const LOCK_TAKEN_MESSAGE =
  'Data aplikasi diambil alih oleh tab lain yang memakai versi lama aplikasi. Tutup tab itu, lalu muat ulang tab ini.'

/**
 * Every tab works: the tab whose worker holds the Web Lock owns the database and serves; the others
 * (guests) send their whole requests to it over BroadcastChannel. Every worker waits in the lock's
 * queue, so when the owner's tab closes or crashes the next one takes the lock, opens the store
 * and announces itself; guests re-send what was not answered, keeping each request's id so the
 * new owner runs it at most once (src/worker/request-ledger.ts).
 */
export class TabCoordinator {
  readonly tab = crypto.randomUUID()
  readonly #database: OwnedDatabase
  readonly #platform: TabPlatform
  /** The tab whose worker serves the database (possibly this one), or null while unknown. */
  #owner: string | null = null
  /** As owner: settles once the database is open (or failed to open). */
  #opened: Promise<void> = Promise.resolve()
  #lockTaken = false
  #status: HostStatus = { state: 'starting', role: null, recovery: null, error: null }
  readonly #listeners: ((status: HostStatus) => void)[] = []
  readonly #pending = new Map<string, Pending>()
  #sequence = 0
  #noOwnerTimer: ReturnType<typeof setTimeout> | null = null
  #channels: { control: TabChannel; inbox: TabChannel } | null = null
  #started: Promise<void> | null = null

  constructor(database: OwnedDatabase, platform: TabPlatform = browserPlatform) {
    this.#database = database
    this.#platform = platform
  }

  start(): Promise<void> {
    this.#started ??= this.#start()
    return this.#started
  }

  /**
   * Serves a request here or in the owner tab. One with the page's id is the same request every
   * time it arrives: while it is pending a repeat waits for the same answer; later, the owner's
   * ledger gives it the recorded one. Other requests get an id of this tab (`<tab>:<n>`).
   */
  handle(request: WireRequest): Promise<WireResponse> {
    return new Promise((answer) => {
      const pageId = pageIdOf(request)
      const id = pageId ?? `${this.tab}:${++this.#sequence}`
      const waiting = this.#pending.get(id)
      if (waiting) {
        waiting.answers.push(answer)
        return
      }
      this.#pending.set(id, { request, answers: [answer], sentTo: null, atMostOnce: pageId !== null })
      this.#dispatch(id)
    })
  }

  watch(listener: (status: HostStatus) => void) {
    this.#listeners.push(listener)
    listener(this.#status)
  }

  async retry(): Promise<void> {
    if (this.#owner === this.tab) {
      if (this.#status.state === 'failed' && !this.#lockTaken) this.#openDatabase()
      await this.#opened
    } else if (this.#owner !== null)
      this.#channels?.control.postMessage({ kind: 'retry' } satisfies ControlMessage)
    else {
      this.#setStatus({ state: 'starting', role: null, recovery: null, error: null })
      this.#lookForOwner()
    }
  }

  async #start() {
    // Held before this tab ever claims the database, so a guest waiting on it learns of our end.
    await holdLock(this.#platform, aliveLockOf(this.tab))
    const control = this.#platform.channel(CONTROL_CHANNEL)
    const inbox = this.#platform.channel(inboxOf(this.tab))
    control.onmessage = (event) => this.#onControl(event.data as ControlMessage)
    inbox.onmessage = (event) => void this.#onInbox(event.data as InboxMessage)
    this.#channels = { control, inbox }
    holdLock(this.#platform, DATABASE_LOCK, () => this.#onLockTaken()).then(
      () => this.#becomeOwner(),
      (error: unknown) => this.#fail(error instanceof Error ? error.message : String(error)),
    )
    this.#lookForOwner()
  }

  /** Hands a pending request to the current owner, unless it already has it. */
  #dispatch(id: string) {
    const pending = this.#pending.get(id)
    const owner = this.#owner
    if (!pending || owner === null || pending.sentTo === owner) return
    pending.sentTo = owner
    if (owner === this.tab) {
      void this.#serveHere(id, pending)
      return
    }
    pending.atMostOnce = true
    postTo(this.#platform, inboxOf(owner), { kind: 'request', from: this.tab, id, request: pending.request })
  }

  async #serveHere(id: string, pending: Pending) {
    await this.#opened
    this.#settle(id, await this.#serve(pending.request, pending.atMostOnce ? id : null))
  }

  /** Always answers: a request left unanswered would hang its page (and its re-sends) for good. */
  async #serve(request: WireRequest, id: string | null): Promise<WireResponse> {
    try {
      return await toWireResponse(await this.#database.serve(fromWireRequest(request), id))
    } catch (error) {
      console.error('[tabs] a request failed outside the server', error)
      const pesan = `Kesalahan server lokal: ${error instanceof Error ? error.message : String(error)}`
      return toWireResponse(Response.json({ status: 'gagal', pesan }, { status: 500 }))
    }
  }

  /** The first answer wins: a late one from a vanished owner and a re-run give the same answer. */
  #settle(id: string, response: WireResponse) {
    const pending = this.#pending.get(id)
    if (!pending) return
    this.#pending.delete(id)
    // Each answer crosses to the page as transferred bytes: every caller needs its own copy.
    const [first, ...others] = pending.answers
    for (const answer of others) answer({ ...response, body: response.body.slice(0) })
    first?.(response)
  }

  async #onInbox(message: InboxMessage) {
    if (message.kind === 'response') return this.#settle(message.id, message.response)
    await this.#opened
    const response = await this.#serve(message.request, message.id)
    postTo(this.#platform, inboxOf(message.from), { kind: 'response', id: message.id, response })
  }

  #onControl(message: ControlMessage) {
    if (message.kind === 'who-owns') {
      if (this.#owner === this.tab) this.#announce()
    } else if (message.kind === 'retry') {
      if (this.#owner === this.tab) void this.retry()
    } else if (message.tab !== this.tab) {
      if (this.#owner === null) this.#adopt(message.tab)
      if (this.#owner === message.tab) this.#setStatus({ ...message.status, role: 'guest' })
    }
  }

  /**
   * Follows the tab that claims the database. A claim from a tab that has just closed is possible:
   * its alive lock is then free at once, and this tab looks again.
   */
  #adopt(owner: string) {
    this.#owner = owner
    this.#stopWaitingForOwner()
    void whenReleased(this.#platform, aliveLockOf(owner)).then(() => this.#onOwnerGone(owner))
    for (const id of this.#pending.keys()) this.#dispatch(id)
  }

  #onOwnerGone(owner: string) {
    if (this.#owner !== owner) return
    this.#owner = null
    this.#setStatus({ state: 'starting', role: null, recovery: null, error: null })
    this.#lookForOwner()
  }

  #lookForOwner() {
    this.#channels?.control.postMessage({ kind: 'who-owns' } satisfies ControlMessage)
    this.#noOwnerTimer ??= setTimeout(() => {
      this.#noOwnerTimer = null
      if (this.#owner === null) this.#fail(NO_OWNER_MESSAGE)
    }, NO_OWNER_MS)
  }

  #stopWaitingForOwner() {
    if (this.#noOwnerTimer !== null) clearTimeout(this.#noOwnerTimer)
    this.#noOwnerTimer = null
  }

  #becomeOwner() {
    this.#owner = this.tab
    this.#stopWaitingForOwner()
    this.#openDatabase()
    for (const id of this.#pending.keys()) this.#dispatch(id)
  }

  #openDatabase() {
    this.#setStatus({ state: 'starting', role: 'owner', recovery: null, error: null })
    this.#announce()
    this.#opened = this.#database.open().then((status) => {
      this.#setStatus({ ...status, role: 'owner' })
      this.#announce()
    })
  }

  /** Only an older version of the app steals the lock; this tab must let go of the files. */
  #onLockTaken() {
    this.#lockTaken = true
    this.#setStatus({ state: 'failed', role: 'owner', recovery: null, error: LOCK_TAKEN_MESSAGE })
    this.#announce()
    void this.#database.close()
  }

  #announce() {
    const { role: _, ...status } = this.#status
    this.#channels?.control.postMessage({ kind: 'owner', tab: this.tab, status } satisfies ControlMessage)
  }

  #fail(error: string) {
    this.#setStatus({ state: 'failed', role: this.#status.role, recovery: null, error })
  }

  #setStatus(status: HostStatus) {
    this.#status = status
    for (const listener of this.#listeners) listener(status)
  }
}
