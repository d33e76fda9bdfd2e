import type { TabChannel, TabPlatform } from '../../src/worker/tab-platform.ts'

/**
 * An in-memory stand-in for one browser's Web Locks and BroadcastChannels, shared by simulated
 * tabs. It keeps what the coordination relies on: exclusive locks granted in request order and
 * released when their holder ends; channel messages cloned and delivered asynchronously, in
 * posting order, to every other open channel of that name. `kill()` ends a tab as closing it
 * does: its locks go to the next in line, its channels stop, its queued lock requests vanish.
 */
interface Waiter {
  tab: FakeTab
  callback: () => Promise<void> | void
  settle: (error?: unknown) => void
}

export class FakeBrowser {
  readonly #holders = new Map<string, Waiter>()
  readonly #queues = new Map<string, Waiter[]>()
  readonly #channels = new Set<FakeChannel>()
  /** Every message posted, by kind (what crossed between tabs). */
  readonly posted: { kind: string; channel: string }[] = []

  tab(): FakeTab {
    return new FakeTab(this)
  }

  /** A lock held by something that never speaks the protocol (another app version, a hung tab). */
  holdSilently(name: string): FakeTab {
    const zombie = this.tab()
    void zombie.platform.requestLock(name, () => new Promise<void>(() => {}))
    return zombie
  }

  requestLock(tab: FakeTab, name: string, callback: Waiter['callback']): Promise<void> {
    if (!tab.alive) return new Promise(() => {})
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { tab, callback, settle: (error) => (error ? reject(error) : resolve()) }
      const queue = this.#queues.get(name) ?? []
      queue.push(waiter)
      this.#queues.set(name, queue)
      this.#grantNext(name)
    })
  }

  open(tab: FakeTab, name: string): FakeChannel {
    const channel = new FakeChannel(this, name, tab)
    if (tab.alive) this.#channels.add(channel)
    return channel
  }

  deliver(from: FakeChannel, message: unknown) {
    this.posted.push({ kind: (message as { kind: string }).kind, channel: from.name })
    const data = structuredClone(message)
    for (const to of this.#channels) {
      if (to === from || to.name !== from.name) continue
      setTimeout(() => {
        if (this.#channels.has(to)) to.onmessage?.(new MessageEvent('message', { data }))
      }, 0)
    }
  }

  close(channel: FakeChannel) {
    this.#channels.delete(channel)
  }

  kill(tab: FakeTab) {
    for (const channel of this.#channels) if (channel.tab === tab) this.#channels.delete(channel)
    for (const [name, queue] of this.#queues)
      this.#queues.set(
        name,
        queue.filter((w) => w.tab !== tab),
      )
    for (const [name, holder] of this.#holders) {
      if (holder.tab !== tab) continue
      this.#holders.delete(name)
      this.#grantNext(name)
    }
  }

  #grantNext(name: string) {
    if (this.#holders.has(name)) return
    const next = this.#queues.get(name)?.shift()
    if (!next) return
    this.#holders.set(name, next)
    // Granted asynchronously, as the browser does.
    queueMicrotask(() => {
      Promise.resolve()
        .then(next.callback)
        .then(
          () => this.#release(name, next),
          (error: unknown) => this.#release(name, next, error),
        )
    })
  }

  #release(name: string, waiter: Waiter, error?: unknown) {
    waiter.settle(error)
    if (this.#holders.get(name) !== waiter) return
    this.#holders.delete(name)
    this.#grantNext(name)
  }
}

export class FakeTab {
  alive = true
  readonly platform: TabPlatform
  readonly #browser: FakeBrowser

  constructor(browser: FakeBrowser) {
    this.#browser = browser
    this.platform = {
      requestLock: (name, callback) => browser.requestLock(this, name, callback),
      channel: (name) => browser.open(this, name),
    }
  }

  kill() {
    this.alive = false
    this.#browser.kill(this)
  }
}

class FakeChannel implements TabChannel {
  onmessage: ((event: MessageEvent) => void) | null = null
  readonly name: string
  readonly tab: FakeTab
  readonly #browser: FakeBrowser

  constructor(browser: FakeBrowser, name: string, tab: FakeTab) {
    this.#browser = browser
    this.name = name
    this.tab = tab
  }

  postMessage(message: unknown) {
    if (this.tab.alive) this.#browser.deliver(this, message)
  }

  close() {
    this.#browser.close(this)
  }
}
