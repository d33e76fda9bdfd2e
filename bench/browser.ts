import { open } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { BOOT_MARK_PREFIX, BOOT_STEPS, type BootStep } from '../src/worker/boot-marks.ts'
import { journalName, OPFS_DIRECTORY, snapshotName } from '../src/worker/opfs-store.ts'

/**
 * What the bench does inside Chromium. Functions handed to page.evaluate / addInitScript run in the
 * page: they may use only their arguments and browser globals, never this module's bindings.
 */

export const CONTEXT_OPTIONS = { locale: 'id-ID', timezoneId: 'Asia/Jakarta' }
const LOAD_TIMEOUT = 60_000
const SESSION_KEY = 'presensi.sesi'

type Screen = 'login' | 'dashboard'

/**
 * Stamps set in the page by installMarks, in performance.now() (ms since navigation start):
 * `<screen>` when the DOM first holds the visible element ('Masuk' button, jum-pegawai number),
 * `<screen>Paint` when Chromium painted its text (Element Timing), `berandaPage` when the
 * dashboard page's heading is committed.
 */
type Marks = Partial<Record<Screen | `${Screen}Paint` | 'berandaPage' | 'lastNumbers', number>>

/** A start-up: time to the painted screen, plus milestones (ms since navigation start). */
export interface StartSample {
  total: number
  milestones: Record<string, number>
  shown: string
}

export interface Session {
  token_app: string
  levelx: number
  namalengkap: string
  usernama: string
  ids: string | null
  sekolah: string
}

function installMarks() {
  const marks: Marks = {}
  ;(window as unknown as { __bench: Marks }).__bench = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      identifier: string
      renderTime: number
    })[]) {
      if (entry.identifier === 'bench-login') marks.loginPaint ??= entry.renderTime || entry.startTime
      if (entry.identifier === 'bench-dashboard') marks.dashboardPaint ??= entry.renderTime || entry.startTime
    }
  }).observe({ type: 'element', buffered: true })
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
  }
  const found = (screen: Screen, element: Element) => {
    marks[screen] = performance.now()
    element.setAttribute('elementtiming', `bench-${screen}`) // before the frame: Chromium reports its paint
  }
  const check = () => {
    if (marks.login === undefined) {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Masuk')
      if (button && visible(button)) found('login', button)
    }
    if (marks.berandaPage === undefined) {
      const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim() === 'Beranda')
      if (heading) marks.berandaPage = performance.now()
    }
    if (marks.lastNumbers === undefined) {
      // The last session's numbers, shown marked 'Memperbarui…' until the backend answers.
      const kept = document.querySelector('[data-terakhir="jum-pegawai"]')
      if (kept && /\d/.test(kept.textContent ?? '') && visible(kept)) marks.lastNumbers = performance.now()
    }
    if (marks.dashboard === undefined) {
      const tile = document.querySelector('[data-testid="jum-pegawai"]')
      if (tile && /\d/.test(tile.textContent ?? '') && visible(tile)) found('dashboard', tile)
    }
    if (marks.login !== undefined && marks.dashboard !== undefined) observer.disconnect()
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

/** Stamps the login and dashboard screens on every navigation of this page (see installMarks). */
export const instrument = (page: Page) => page.addInitScript(installMarks)

/**
 * Waits until the screen is painted (its DOM commit if no paint is reported within 2 s); fails fast
 * with the reason when the app shows its error gate or the login page instead.
 */
async function waitForScreen(page: Page, screen: Screen): Promise<{ painted: number; committed: number }> {
  const outcome = await page.waitForFunction(
    (name: Screen) => {
      const marks = (window as unknown as { __bench?: Marks }).__bench
      const committed = marks?.[name]
      if (marks?.[`${name}Paint`] !== undefined) return 'ok'
      if (committed !== undefined && performance.now() - committed > 2000) return 'ok'
      const gate = document.querySelector('main[role="alert"] h1')
      if (gate) return `the app shows "${gate.textContent}"`
      if (name === 'dashboard' && location.pathname === '/login') return 'the app went to /login'
      return false
    },
    screen,
    { timeout: LOAD_TIMEOUT },
  )
  const result = await outcome.jsonValue()
  if (result !== 'ok') throw new Error(`waiting for the ${screen} screen: ${result}`)
  const marks = await page.evaluate(() => (window as unknown as { __bench: Marks }).__bench)
  const committed = marks[screen] ?? Number.NaN
  return { painted: marks[`${screen}Paint`] ?? committed, committed }
}

/** The milestone of the last session's numbers on screen (marked as updating, not current). */
export const LAST_NUMBERS_LABEL = "last session's numbers shown, marked 'Memperbarui…'"

/** The page's own marks as milestones. */
async function markMilestones(page: Page): Promise<Record<string, number>> {
  const marks = await page.evaluate(() => (window as unknown as { __bench: Marks }).__bench)
  const labels: [keyof Marks, string][] = [
    ['login', "'Masuk' button in the DOM"],
    ['berandaPage', 'BerandaPage committed (heading)'],
    ['lastNumbers', LAST_NUMBERS_LABEL],
    ['dashboard', 'jum-pegawai number in the DOM'],
  ]
  return Object.fromEntries(
    labels.flatMap(([key, label]) => (marks[key] === undefined ? [] : [[label, marks[key]]])),
  )
}

interface RawTimeline {
  origin: number
  htmlEnd: number
  domContentLoaded: number
  fcp: number | null
  resources: { path: string; start: number; end: number }[]
}

function readTimeline(): RawTimeline {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]
  return {
    origin: performance.timeOrigin,
    htmlEnd: nav?.responseEnd ?? Number.NaN,
    domContentLoaded: nav?.domContentLoadedEventEnd ?? Number.NaN,
    fcp: fcp?.startTime ?? null,
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  }
}

/** A worker boot step's milestone label (src/worker/boot-marks.ts). */
export const bootLabel = (step: BootStep) => `worker: ${BOOT_STEPS[step] ?? step}`

/** Milestones of a start-up in the page's clock, including the worker's (shifted by its time origin). */
async function milestones(page: Page): Promise<Record<string, number>> {
  const raw = await page.evaluate(readTimeline)
  const out: Record<string, number> = {}
  const put = (label: string, value: number | null | undefined) => {
    if (value !== null && value !== undefined && Number.isFinite(value) && out[label] === undefined)
      out[label] = value
  }
  const resource = (pattern: RegExp) => raw.resources.find((entry) => pattern.test(entry.path))
  put('HTML received', raw.htmlEnd)
  put('entry JS received', resource(/\/assets\/index-[^/]*\.js$/)?.end)
  put('DOMContentLoaded (entry JS ran)', raw.domContentLoaded)
  put('first contentful paint', raw.fcp)
  put('mock starter received', resource(/\/assets\/start-mock-[^/]*\.js$/)?.end)
  put('MSW chunk received', resource(/\/assets\/msw-bridge-[^/]*\.js$/)?.end)
  put('worker script received', resource(/\/assets\/server\.worker-[^/]*\.js$/)?.end)
  const worker = page.workers().findLast((w) => w.url().includes('server.worker'))
  if (worker) {
    const inWorker = await worker
      .evaluate(
        (prefix) => ({
          origin: performance.timeOrigin,
          wasm:
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
              entry.name.endsWith('.wasm'),
            )?.responseEnd ?? null,
          boot: performance
            .getEntriesByType('mark')
            .filter((mark) => mark.name.startsWith(prefix))
            .map((mark) => [mark.name.slice(prefix.length), mark.startTime] as const),
        }),
        BOOT_MARK_PREFIX,
      )
      .catch(() => null)
    if (inWorker) {
      const shift = inWorker.origin - raw.origin
      put('worker started', shift)
      if (inWorker.wasm !== null) put('sql.js wasm received (worker)', inWorker.wasm + shift)
      for (const [step, at] of inWorker.boot) put(bootLabel(step as BootStep), at + shift)
    }
  }
  const check = resource(/\/admin\/api\/cek\/pengguna$/)
  put('session check sent (backend ready)', check?.start)
  put('session check answered', check?.end)
  put('Layout chunk received', resource(/\/assets\/Layout-[^/]*\.js$/)?.end)
  put('BerandaPage chunk received', resource(/\/assets\/BerandaPage-[^/]*\.js$/)?.end)
  const beranda = resource(/\/admin\/api\/beranda$/)
  put('GET api/beranda sent', beranda?.start)
  put('GET api/beranda answered', beranda?.end)
  return { ...out, ...(await markMilestones(page)) }
}

/** 1. Fresh context (empty cache, storage, service worker) per run: '/' until 'Masuk' is visible. */
export async function coldStarts(browser: Browser, url: string, runs: number): Promise<StartSample[]> {
  const samples: StartSample[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(CONTEXT_OPTIONS)
    try {
      const page = await context.newPage()
      await instrument(page)
      await page.goto(`${url}/`, { waitUntil: 'commit' })
      const { painted } = await waitForScreen(page, 'login')
      await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor({ state: 'visible' })
      samples.push({ total: painted, milestones: await milestones(page), shown: page.url().replace(url, '') })
    } finally {
      await context.close()
    }
  }
  return samples
}

/** Bytes per response when handing the dataset to the page: one 100 MiB fulfil crashes Chromium's CDP. */
const INSTALL_CHUNK = 16 * 1024 * 1024

/**
 * Writes the dataset into this origin's OPFS in the store's layout (generation 1: snapshot, empty
 * journal, then `current`), from a same-origin page that does not start the app. The page fetches
 * the file in ranges from a route the bench fulfils. Returns the bytes written.
 */
export async function installDataset(page: Page, url: string, datasetPath: string): Promise<number> {
  const route = '**/__bench/large.sqlite'
  const file = await open(datasetPath, 'r')
  const size = (await file.stat()).size
  await page.route(route, async (request) => {
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.request().headers().range ?? '')
    const start = Number(range?.[1] ?? 0)
    const end = Math.min(Number(range?.[2] ?? size - 1), size - 1)
    const body = Buffer.alloc(Math.max(0, end - start + 1))
    await file.read(body, 0, body.length, start)
    await request.fulfill({
      status: 206,
      body,
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Range': `bytes ${start}-${end}/${size}`,
      },
    })
  })
  try {
    // A real file (no SPA fallback to index.html), so the app never starts on this page.
    await page.goto(`${url}/mockServiceWorker.js`)
    return await page.evaluate(
      async ({ directory, snapshot, journal, chunk }) => {
        if (navigator.serviceWorker?.controller) throw new Error('a service worker controls the install page')
        const root = await navigator.storage.getDirectory()
        await root.removeEntry(directory, { recursive: true }).catch(() => undefined)
        const dir = await root.getDirectoryHandle(directory, { create: true })
        const snapshotFile = await dir.getFileHandle(snapshot, { create: true })
        const writable = await snapshotFile.createWritable()
        for (let offset = 0, total = 1; offset < total; ) {
          const response = await fetch('/__bench/large.sqlite', {
            headers: { Range: `bytes=${offset}-${offset + chunk - 1}` },
          })
          const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')
          if (response.status !== 206 || !range)
            throw new Error(`GET /__bench/large.sqlite → ${response.status}`)
          total = Number(range[1])
          const bytes = await response.arrayBuffer()
          if (bytes.byteLength === 0) throw new Error(`empty range at ${offset} of ${total}`)
          await writable.write(bytes)
          offset += bytes.byteLength
        }
        await writable.close() // commits the file
        for (const [name, text] of [
          [journal, ''],
          ['current', '1'],
        ] as const) {
          const small = await (await dir.getFileHandle(name, { create: true })).createWritable()
          await small.write(text)
          await small.close()
        }
        return (await snapshotFile.getFile()).size
      },
      { directory: OPFS_DIRECTORY, snapshot: snapshotName(1), journal: journalName(1), chunk: INSTALL_CHUNK },
    )
  } finally {
    await page.unroute(route).catch(() => undefined)
    await file.close()
  }
}

/** Logs in through the API, retrying until the service worker and the local server answer. */
export async function apiLogin(page: Page): Promise<Session> {
  return page.evaluate(async (timeoutMs) => {
    const deadline = performance.now() + timeoutMs
    let last = 'no answer'
    while (performance.now() < deadline) {
      try {
        const response = await fetch('/admin/admin/login', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ usernama: 'admin', pass: 'admin123' }),
        })
        const text = await response.text()
        last = `${response.status} ${text.slice(0, 120)}`
        if (response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
          const data = (JSON.parse(text) as { data?: Session }).data
          if (data?.token_app) return data
        }
      } catch (error) {
        last = String(error)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`login never succeeded: ${last}`)
  }, LOAD_TIMEOUT)
}

export async function storeSession(page: Page, session: Session): Promise<void> {
  const stored = {
    token_app: session.token_app,
    levelx: session.levelx,
    namalengkap: session.namalengkap,
    usernama: session.usernama,
    ids: session.ids,
    sekolah: session.sekolah,
  }
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(stored),
  })
}

/**
 * 2. Load '/' again (an instrumented page whose profile has the dataset in OPFS, a stored session and
 * the service worker installed) until jum-pegawai shows a current number (the backend's answer,
 * not the last session's numbers that show before it, LAST_NUMBERS_LABEL).
 */
export async function warmStart(page: Page, url: string): Promise<StartSample> {
  await page.goto(`${url}/`, { waitUntil: 'commit' })
  const { painted: total } = await waitForScreen(page, 'dashboard')
  // The number is on screen already (waitForScreen); a loaded machine may take a moment to answer.
  const shown = (await page.getByTestId('jum-pegawai').textContent({ timeout: 10_000 })) ?? ''
  return { total, milestones: await milestones(page), shown }
}

export interface TimedRequest {
  method: string
  path: string
  body?: string
  token?: string
}

/** Sequential fetches from the page (through MSW to the worker); ms from fetch() to the parsed JSON. */
export function timeRequests(page: Page, requests: readonly TimedRequest[]): Promise<number[]> {
  return page.evaluate(async (list) => {
    const times: number[] = []
    for (const request of list) {
      const headers: Record<string, string> = { Accept: 'application/json' }
      if (request.token) headers.Authorization = `Bearer ${request.token}`
      if (request.body !== undefined) headers['Content-Type'] = 'application/json'
      const started = performance.now()
      const response = await fetch(request.path, { method: request.method, headers, body: request.body })
      const text = await response.text()
      const isJson = (response.headers.get('content-type') ?? '').includes('json')
      const json = response.ok && isJson ? (JSON.parse(text) as unknown) : null
      const elapsed = performance.now() - started
      if (json === null)
        throw new Error(`${request.method} ${request.path} → ${response.status}: ${text.slice(0, 200)}`)
      times.push(elapsed)
    }
    return times
  }, requests)
}
