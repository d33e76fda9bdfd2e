import initSqlJs from 'sql.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_ID_HEADER } from '../../src/contract/request-id.ts'
import { type DatabaseHost, startDatabaseHost } from '../../src/worker/database-host.ts'
import type { MemoryStore } from '../../src/worker/memory-store.ts'
import type { HostStatus, WireResponse } from '../../src/worker/protocol.ts'
import { NO_OWNER_MESSAGE, type OwnedDatabase, TabCoordinator } from '../../src/worker/tab-coordinator.ts'
import { FakeBrowser, type FakeTab } from '../support/fake-tabs.ts'
import { startTestServer, TEST_API } from '../support/test-server.ts'

/**
 * The tab coordination of src/worker/tab-coordinator.ts, run in Node: simulated tabs share one
 * in-memory "browser" (locks and channels, tests/support/fake-tabs.ts) and one store standing in
 * for OPFS; each owner boots the real server from it, as a tab taking over does.
 */
const sqlJs = await initSqlJs()

interface SimulatedTab {
  name: string
  coordinator: TabCoordinator
  fake: FakeTab
  statuses: HostStatus[]
  /** Set to end the tab right after its server answered (committed), before the answer leaves. */
  dieAfterServing: boolean
}

/** A demo database as a fresh store (the seeded snapshot, no journal). */
async function demoStore(): Promise<MemoryStore> {
  return (await startTestServer()).store
}

function openTab(browser: FakeBrowser, store: MemoryStore, name: string, opens = () => true): SimulatedTab {
  let host: DatabaseHost | null = null
  const fake = browser.tab()
  const tab: SimulatedTab = { name, coordinator: null as never, fake, statuses: [], dieAfterServing: false }
  const database: OwnedDatabase = {
    async open() {
      if (!opens()) return { state: 'failed', recovery: null, error: 'berkas rusak' }
      host = await startDatabaseHost({ sqlJs, store, seed: () => Promise.reject(new Error('seeded store')) })
      return { state: 'ready', recovery: null, error: null }
    },
    async serve(request, id) {
      if (!host) return Response.json({ status: 'gagal', pesan: 'belum siap' }, { status: 503 })
      const response = await host.serve(request, id)
      if (!tab.dieAfterServing) return response
      fake.kill()
      return new Promise<Response>(() => {})
    },
    close: async () => {},
  }
  tab.coordinator = new TabCoordinator(database, fake.platform)
  tab.coordinator.watch((status) => tab.statuses.push(status))
  return tab
}

const lastStatus = (tab: SimulatedTab) => tab.statuses.at(-1)
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await settled()
  expect(check()).toBe(true)
}

async function whenServing(tab: SimulatedTab, role: 'owner' | 'guest') {
  await until(() => lastStatus(tab)?.state === 'ready' && lastStatus(tab)?.role === role)
}

function request(
  tab: SimulatedTab,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  pageId?: string,
) {
  const headers: [string, string][] = [['content-type', 'application/json']]
  if (token) headers.push(['authorization', `Bearer ${token}`])
  if (pageId) headers.push([REQUEST_ID_HEADER, pageId])
  const bytes = body === undefined ? null : new TextEncoder().encode(JSON.stringify(body)).buffer
  return tab.coordinator.handle({ method, url: `${TEST_API}${path}`, headers, body: bytes })
}

function json(response: WireResponse) {
  return { status: response.status, body: JSON.parse(new TextDecoder().decode(response.body)) }
}

async function login(tab: SimulatedTab): Promise<string> {
  const { status, body } = json(
    await request(tab, 'PUT', 'admin/login', { usernama: 'admin', pass: 'admin123' }),
  )
  expect(status).toBe(200)
  return body.data.token_app
}

const year = (start: number) => ({
  nama: `${start}/${start + 1}`,
  tglawal: `${start}-07-01`,
  tglakhir: `${start + 1}-06-30`,
})

async function yearIds(tab: SimulatedTab, token: string, nama: string): Promise<number[]> {
  const { body } = json(await request(tab, 'GET', 'api/tahunajaran', undefined, token))
  return (body.datae as { id: number; nama: string }[])
    .filter((row) => row.nama === nama)
    .map((row) => row.id)
}

/** Three tabs started one after the other (so they queue for the lock in that order). */
async function threeTabs() {
  const browser = new FakeBrowser()
  const store = await demoStore()
  const tabs: SimulatedTab[] = []
  for (const name of ['first', 'second', 'third']) {
    const tab = openTab(browser, store, name)
    await tab.coordinator.start()
    await whenServing(tab, tabs.length === 0 ? 'owner' : 'guest')
    tabs.push(tab)
  }
  return { browser, store, tabs: tabs as [SimulatedTab, SimulatedTab, SimulatedTab] }
}

const requestsPosted = (browser: FakeBrowser) => browser.posted.filter((m) => m.kind === 'request').length

afterEach(() => {
  vi.useRealTimers()
})

describe('many tabs, one database', () => {
  it('the first tab owns the database and serves every tab', async () => {
    const { browser, tabs } = await threeTabs()
    const [first, second, third] = tabs
    const token = await login(second)
    expect(json(await request(third, 'POST', 'api/tahunajaran', year(2040), token)).status).toBe(200)
    expect(await yearIds(first, token, '2040/2041')).toHaveLength(1)
    // The guests' two requests went to the owner; the owner's own never left it.
    expect(requestsPosted(browser)).toBe(2)
  })

  it('an owner that vanished before reading a request: the next owner runs it', async () => {
    const { browser, tabs } = await threeTabs()
    const [first, second, third] = tabs
    const token = await login(third)
    const before = requestsPosted(browser)
    const pending = request(third, 'POST', 'api/tahunajaran', year(2041), token)
    first.fake.kill() // before the message is delivered
    const answer = json(await pending)
    expect(answer).toMatchObject({ status: 200, body: { status: 'sukses' } })
    await whenServing(second, 'owner')
    expect(requestsPosted(browser) - before).toBe(2) // to the first, then to the second
    expect(await yearIds(third, token, '2041/2042')).toEqual([answer.body.id])
  })

  it.each(['second', 'third'] as const)(
    'an owner that vanished after COMMIT, before answering: the %s tab gets the first answer, nothing runs twice',
    async (asker) => {
      const { tabs } = await threeTabs()
      const [first, second, third] = tabs
      const tab = asker === 'second' ? second : third
      const token = await login(tab)
      first.dieAfterServing = true
      const answer = json(await request(tab, 'POST', 'api/tahunajaran', year(2042), token))
      // Run a second time, the overlap rule would refuse it with 409.
      expect(answer).toMatchObject({
        status: 200,
        body: { status: 'sukses', pesan: 'Data telah ditambahkan!' },
      })
      expect(await yearIds(tab, token, '2042/2043')).toEqual([answer.body.id])
    },
  )

  it('a claim from a tab that has just closed is dropped; requests reach the live owner', async () => {
    const { browser, tabs } = await threeTabs()
    const [first, second, third] = tabs
    const token = await login(third)
    first.fake.kill()
    // A late claim of a tab that is already gone, seen before the new owner's.
    const ghost = browser.tab()
    ghost.platform.channel('presensi-admin-tabs').postMessage({
      kind: 'owner',
      tab: 'tab-yang-sudah-tutup',
      status: { state: 'ready', recovery: null, error: null },
    })
    const answer = json(await request(third, 'POST', 'api/tahunajaran', year(2043), token))
    expect(answer.status).toBe(200)
    await whenServing(second, 'owner')
    await whenServing(third, 'guest')
  })

  it('when the owner cannot open the store, every tab shows its reason; Coba lagi in a guest reopens', async () => {
    const browser = new FakeBrowser()
    const store = await demoStore()
    let attempts = 0
    const first = openTab(browser, store, 'first', () => ++attempts > 1)
    await first.coordinator.start()
    const second = openTab(browser, store, 'second')
    await second.coordinator.start()
    for (const tab of [first, second]) await until(() => lastStatus(tab)?.state === 'failed')
    expect(lastStatus(second)).toEqual({
      state: 'failed',
      role: 'guest',
      recovery: null,
      error: 'berkas rusak',
    })
    expect(json(await request(second, 'GET', 'api/cek/pengguna')).status).toBe(503)

    await second.coordinator.retry()
    await whenServing(first, 'owner')
    await whenServing(second, 'guest')
    expect(json(await request(second, 'GET', 'api/cek/pengguna')).status).toBe(401)
  })

  it('a lock holder that never answers is reported after 15 s; when it goes, this tab takes over', async () => {
    const store = await demoStore()
    vi.useFakeTimers()
    const browser = new FakeBrowser()
    const zombie = browser.holdSilently('presensi-admin-database')
    const tab = openTab(browser, store, 'tab')
    await tab.coordinator.start()
    await vi.advanceTimersByTimeAsync(14_000)
    expect(lastStatus(tab)?.state).toBe('starting')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(lastStatus(tab)).toEqual({ state: 'failed', role: null, recovery: null, error: NO_OWNER_MESSAGE })
    zombie.kill()
    vi.useRealTimers()
    await whenServing(tab, 'owner')
  })

  describe('a write the page gave an id (X-Request-Id) runs once, however often it arrives', () => {
    const pageId = () => crypto.randomUUID()

    it.each(['owner', 'guest'] as const)(
      'in the %s tab, the same fetch arriving again while pending waits for the one answer',
      async (role) => {
        const { tabs } = await threeTabs()
        const tab = role === 'owner' ? tabs[0] : tabs[2]
        const token = await login(tab)
        const id = pageId()
        const [first, again] = await Promise.all([
          request(tab, 'POST', 'api/tahunajaran', year(2044), token, id),
          request(tab, 'POST', 'api/tahunajaran', year(2044), token, id),
        ])
        // Run twice, the second would be refused with 409 (overlapping years).
        expect(json(again)).toEqual(json(first))
        expect(json(first)).toMatchObject({ status: 200, body: { status: 'sukses' } })
        expect(await yearIds(tab, token, '2044/2045')).toEqual([json(first).body.id])
      },
    )

    it.each(['owner', 'guest'] as const)(
      'in the %s tab, asked again by id after it was answered, it gets the recorded answer',
      async (role) => {
        const { tabs } = await threeTabs()
        const tab = role === 'owner' ? tabs[0] : tabs[2]
        const token = await login(tab)
        const id = pageId()
        const first = json(await request(tab, 'POST', 'api/tahunajaran', year(2045), token, id))
        const again = json(await request(tab, 'POST', 'api/tahunajaran', year(2045), token, id))
        expect(again).toEqual(first)
        expect(first.status).toBe(200)
        expect(await yearIds(tab, token, '2045/2046')).toEqual([first.body.id])
      },
    )

    it('the owner dies after COMMIT; the guest page asks again meanwhile: one run, every answer the first', async () => {
      const { tabs } = await threeTabs()
      const [first, second, third] = tabs
      const token = await login(third)
      const id = pageId()
      first.dieAfterServing = true
      const pending = request(third, 'POST', 'api/tahunajaran', year(2046), token, id)
      await until(() => !first.fake.alive) // committed there, the answer never left
      const again = request(third, 'POST', 'api/tahunajaran', year(2046), token, id)
      const answers = (await Promise.all([pending, again])).map(json)
      expect(answers[0]).toMatchObject({ status: 200, body: { status: 'sukses' } })
      expect(answers[1]).toEqual(answers[0])
      await whenServing(second, 'owner')
      // And once more after the takeover, from the ledger of the new owner.
      expect(json(await request(third, 'POST', 'api/tahunajaran', year(2046), token, id))).toEqual(answers[0])
      expect(await yearIds(third, token, '2046/2047')).toEqual([answers[0]?.body.id])
    })

    it('an id that is not a plain token is ignored: the request runs as any other', async () => {
      const { tabs } = await threeTabs()
      const token = await login(tabs[2])
      const odd = 'x:1'
      const first = json(await request(tabs[2], 'POST', 'api/tahunajaran', year(2047), token, odd))
      const again = json(await request(tabs[2], 'POST', 'api/tahunajaran', year(2047), token, odd))
      expect([first.status, again.status]).toEqual([200, 409])
    })
  })
})
