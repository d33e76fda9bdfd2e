import { readFileSync } from 'node:fs'
import initSqlJs from 'sql.js'
import { mismatchesOf } from '../src/contract/conformance.ts'
import { contract } from '../src/contract/index.ts'
import { startDatabaseHost } from '../src/worker/database-host.ts'
import { MemoryStore } from '../src/worker/memory-store.ts'
import { pegawaiQuery } from './api-cases.ts'
import { BENCH_CALENDAR } from './dataset.ts'
import { kb, ms, type Summary, summarize, table } from './stats.ts'

/**
 * What checking an answer against its contract schema would cost in mock mode, where the live
 * build's check (src/ui/lib/api-client.ts) is off: the biggest answers of the dataset, each read
 * once from the app's own handlers on sql.js, then checked (`mismatchesOf`, as the client does)
 * and, for scale, parsed from its JSON text. Run alone: `node bench/contract-answers.ts FILE`.
 */

export interface AnswerCheckCost {
  label: string
  route: string
  bytes: number
  check: Summary
  parse: Summary
}

const RUNS = 20
const WARMUP = 3

/** The response schema of a call named as the client names it ('GET api/shift'). */
function responseOf(route: string) {
  const found = Object.values(contract).find((e) => `${e.method} ${e.path}` === route)
  if (!found) throw new Error(`${route} is not in the contract`)
  return found.response
}

function timed(run: () => unknown): Summary {
  for (let i = 0; i < WARMUP; i++) run()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    run()
    samples.push(performance.now() - started)
  }
  return summarize(samples)
}

export async function measureAnswerChecks(datasetPath: string): Promise<AnswerCheckCost[]> {
  const { day, year } = BENCH_CALENDAR
  const store = new MemoryStore()
  store.snapshot = new Uint8Array(readFileSync(datasetPath))
  const host = await startDatabaseHost({
    sqlJs: await initSqlJs(),
    store,
    seed: async () => {
      throw new Error('the dataset is not empty')
    },
  })
  const send = async (method: string, path: string, token: string | null, body?: object) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    const init = { method, headers, body: body ? JSON.stringify(body) : undefined }
    const answer = await host.server.handle(new Request(`http://bench.local/admin/${path}`, init))
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}`)
    return answer.text()
  }
  try {
    const login = JSON.parse(await send('PUT', 'admin/login', null, { usernama: 'admin', pass: 'admin123' }))
    const token = login.data.token_app as string
    await send('POST', 'api/laporan/generate', token, { tglawal: year.from, tglakhir: year.to })
    const cases = [
      {
        label: 'employee list, a page of 100',
        route: 'GET api/datapegawai',
        path: `api/datapegawai?${pegawaiQuery({ halaman: '100' })}`,
      },
      {
        label: 'daily recap, the whole day',
        route: 'GET api/laporan/absensi/harian/{tgl}',
        path: `api/laporan/absensi/harian/${day}`,
      },
      {
        label: 'period recap, 1 year',
        route: 'GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}',
        path: `api/laporan/rekapitulasi/${year.from}/${year.to}`,
      },
    ]
    const costs: AnswerCheckCost[] = []
    for (const c of cases) {
      const text = await send('GET', c.path, token)
      const answer: unknown = JSON.parse(text)
      const schema = responseOf(c.route)
      const mismatches = mismatchesOf(schema, answer)
      if (mismatches.length)
        throw new Error(`${c.route} breaks its contract: ${JSON.stringify(mismatches[0])}`)
      costs.push({
        label: c.label,
        route: c.route,
        bytes: Buffer.byteLength(text),
        check: timed(() => mismatchesOf(schema, answer)),
        parse: timed(() => JSON.parse(text)),
      })
    }
    return costs
  } finally {
    await host.close()
  }
}

export function answerCheckTable(costs: AnswerCheckCost[]): string {
  return table(
    ['answer', 'call', 'JSON', 'check p50', 'check p95', 'JSON.parse p50'],
    costs.map((c) => [c.label, c.route, kb(c.bytes), ms(c.check.p50), ms(c.check.p95), ms(c.parse.p50)]),
    [0, 1],
  )
}

if (import.meta.main) {
  const [datasetPath] = process.argv.slice(2)
  if (!datasetPath) throw new Error('usage: node bench/contract-answers.ts DATASET.sqlite')
  console.log(answerCheckTable(await measureAnswerChecks(datasetPath)))
}
