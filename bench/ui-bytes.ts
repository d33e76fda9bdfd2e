/**
 * Bytes on the wire for the UI served by a running server (issue 29, docs/performance.md "Serving
 * the UI"): `node bench/ui-bytes.ts http://127.0.0.1:4175 [/ /presensi]`. Per page, in real
 * Chromium, a first load in a fresh context (cold cache) and a reload in the same context; each
 * request counted by CDP's `Network.loadingFinished` encodedDataLength (headers and body as they
 * travelled, compressed or not) until the network is idle.
 */
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts'

interface Load {
  requests: number
  bytes: number
  /** The largest transfers, for the table. */
  largest: { url: string; bytes: number; encoding: string }[]
}

/** Runs `navigate` and counts what travelled meanwhile. */
async function countBytes(page: Page, navigate: () => Promise<unknown>): Promise<Load> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  const urls = new Map<string, { url: string; encoding: string }>()
  const sizes = new Map<string, number>()
  const cached = new Set<string>()
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId))
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    )
    const fromCache = event.response.fromDiskCache || cached.has(event.requestId)
    urls.set(event.requestId, {
      url: new URL(event.response.url).pathname,
      encoding: fromCache ? 'cache' : `${event.response.status} ${headers['content-encoding'] ?? 'identity'}`,
    })
  })
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength))
  await navigate()
  await page.waitForLoadState('networkidle')
  await cdp.detach()
  const rows = [...sizes].map(([id, bytes]) => ({
    url: urls.get(id)?.url ?? id,
    encoding: urls.get(id)?.encoding ?? '?',
    bytes,
  }))
  return {
    requests: rows.length,
    bytes: rows.reduce((sum, row) => sum + row.bytes, 0),
    largest: rows.sort((a, b) => b.bytes - a.bytes).slice(0, 6),
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

async function main() {
  const [base, ...given] = process.argv.slice(2)
  if (!base) throw new Error('usage: node bench/ui-bytes.ts BASE_URL [PATH...]')
  const paths = given.length > 0 ? given : ['/', '/presensi']
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (const path of paths) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const url = new URL(path, base).href
      const first = await countBytes(page, () => page.goto(url))
      const again = await countBytes(page, () => page.reload())
      await context.close()
      console.log(
        `${path}: first load ${kB(first.bytes)} in ${first.requests} requests; reload ${kB(again.bytes)}`,
      )
      for (const row of first.largest)
        console.log(`  ${kB(row.bytes).padStart(9)}  ${row.encoding.padEnd(12)} ${row.url}`)
    }
  } finally {
    await browser.close()
  }
}

await main()
