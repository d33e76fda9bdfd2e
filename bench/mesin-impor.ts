import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts'
import { addDays, zonedDate } from '../src/domain/calendar.ts'
import { apiLogin, CONTEXT_OPTIONS } from './browser.ts'
import { startPreview } from './preview.ts'

/**
 * The machine file import in the browser (issue 32: 100,000 attlog lines, a month of 2,000
 * employees, preview and import ≤ 10 s each; docs/mesin.md, docs/performance.md). 2,000 new
 * employees (PIN = NIP) are created through the bulk import first, untimed; then the attlog text
 * is sent to the head office's seeded machine through the page's fetch (MSW → the worker → sql.js,
 * journaled like every write): the preview, then the import, each timed from fetch to parsed JSON.
 *
 * Alone: `npm run build && node bench/mesin-impor.ts` (the demo data, mock mode); bench/run.ts
 * calls {@link timeMesinImport} on its 2,000-employee dataset.
 */

export const MESIN_BENCH = { employees: 2000, days: 25, punchesPerDay: 2, targetMs: 10_000 } as const
/** The first seeded machine: the head office's, read by status. */
const IDMESIN = 1

export interface MesinImportSample {
  lines: number
  previewMs: number
  importMs: number
  /** Mesin Absensi's list (GET api/mesin counts each machine's punches) and a day of the scan log, after it. */
  listMs: number
  scanDayMs: number
  /** Records written new (the preview's days to write). */
  records: number
}

const nipOf = (prefix: string, i: number) => `${prefix}${String(i + 1).padStart(5, '0')}`

/** 25 days of 2 punches (in 06:30–07:29 with status 0, out 14:00–15:59 with status 1) per employee. */
export function attlogText(prefix: string, today: string): string {
  const lines: string[] = []
  const pad = (n: number) => String(n).padStart(2, '0')
  for (let day = MESIN_BENCH.days; day >= 1; day--) {
    const tgl = addDays(today, -day)
    for (let i = 0; i < MESIN_BENCH.employees; i++) {
      const pin = nipOf(prefix, i)
      const spread = (i * 7 + day * 13) % 60
      lines.push(
        `${pin}\t${tgl} ${pad(6 + Math.floor((30 + spread) / 60))}:${pad((30 + spread) % 60)}:${pad(i % 60)}\t0\t1\t0\t0\t0`,
      )
      lines.push(`${pin}\t${tgl} ${pad(14 + (spread % 2))}:${pad(spread)}:${pad(day % 60)}\t1\t1\t0\t0\t0`)
    }
  }
  return lines.join('\r\n')
}

/** A POST from the page; ms from fetch() to the parsed JSON, and the JSON. */
function timedPost(page: Page, path: string, token: string, body: string | null) {
  return page.evaluate(
    async ({ path, token, body }) => {
      const started = performance.now()
      const response = await fetch(path, {
        method: body === null ? 'GET' : 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
        },
        body: body ?? undefined,
      })
      const text = await response.text()
      const elapsed = performance.now() - started
      if (!response.ok) throw new Error(`${path} → ${response.status}: ${text.slice(0, 300)}`)
      return { elapsed, json: JSON.parse(text) as Record<string, unknown> }
    },
    { path, token, body },
  )
}

async function hireEmployees(page: Page, token: string, prefix: string) {
  const baris = Array.from({ length: MESIN_BENCH.employees }, (_, i) => ({
    ...{ nomor: i + 2, nip: nipOf(prefix, i), nama: `Pegawai Mesin ${i + 1}` },
    ...{ jk: i % 2 ? 'P' : 'L', kode: 'PST', jadwal: '1' },
  }))
  await timedPost(page, '/admin/api/datapegawai/impor', token, JSON.stringify({ baris }))
}

/** Creates the employees, then times the preview and the import of their month (printed too). */
export async function timeMesinImport(page: Page, token: string, prefix = 'MSN'): Promise<MesinImportSample> {
  await hireEmployees(page, token, prefix)
  const isi = attlogText(prefix, zonedDate(new Date()))
  const body = JSON.stringify({ isi, kunci: 'pin' })
  const base = `/admin/api/mesin/${IDMESIN}/impor`
  const preview = await timedPost(page, `${base}/pratinjau`, token, body)
  const written = await timedPost(page, base, token, body)
  // The screens that read the punches afterwards: the machines' list counts them per machine.
  await timedPost(page, '/admin/api/mesin', token, null)
  const list = await timedPost(page, '/admin/api/mesin', token, null)
  const tgl = (isi.split('\n')[0] ?? '').split('\t')[1]?.slice(0, 10) ?? ''
  const scanDay = await timedPost(page, `/admin/api/scanlog?idmesin=${IDMESIN}&tgl=${tgl}`, token, null)
  const sample = {
    lines: Number(preview.json.baris),
    previewMs: preview.elapsed,
    importMs: written.elapsed,
    listMs: list.elapsed,
    scanDayMs: scanDay.elapsed,
    records: Number(written.json.baru),
  }
  const verdict = (value: number) => (value <= MESIN_BENCH.targetMs ? 'ok' : 'over')
  console.log(
    `  machine import, ${sample.lines.toLocaleString('en')} lines (${sample.records.toLocaleString('en')} records): ` +
      `preview ${(sample.previewMs / 1000).toFixed(1)} s (${verdict(sample.previewMs)}), ` +
      `import ${(sample.importMs / 1000).toFixed(1)} s (${verdict(sample.importMs)}), target ≤ ${MESIN_BENCH.targetMs / 1000} s each`,
  )
  console.log(
    `  then: GET api/mesin (punches counted per machine) ${sample.listMs.toFixed(0)} ms, ` +
      `a day of the scan log ${sample.scanDayMs.toFixed(0)} ms`,
  )
  return sample
}

async function main() {
  const root = resolve(import.meta.dirname, '..')
  const preview = await startPreview(root, Number(process.env.BENCH_PORT ?? 4176))
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    const page = await (await browser.newContext(CONTEXT_OPTIONS)).newPage()
    await page.goto(`${preview.url}/`)
    const { token_app } = await apiLogin(page)
    await timeMesinImport(page, token_app)
  } finally {
    await browser.close()
    await preview.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
