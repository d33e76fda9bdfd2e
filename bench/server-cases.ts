import { readFileSync } from 'node:fs'
import initSqlJs from 'sql.js'
import { startDatabaseHost } from '../src/worker/database-host.ts'
import { MemoryStore } from '../src/worker/memory-store.ts'
import { pegawaiQuery } from './api-cases.ts'
import { BENCH_CALENDAR } from './dataset.ts'
import { type Summary, summarize } from './stats.ts'

/** One report as the UI asks for it: a sequence of calls timed together. */
export interface ServerCase {
  label: string
  runs: number
  requests: { method: 'GET' | 'POST'; path: string; body?: object }[]
}

const { day, month, year } = BENCH_CALENDAR

const recap = (from: string, to: string): ServerCase['requests'] => [
  { method: 'POST', path: 'api/laporan/generate', body: { tglawal: from, tglakhir: to } },
  { method: 'GET', path: `api/laporan/rekapitulasi/${from}/${to}` },
]

/** The reports compared across engines, on the dataset's fixed calendar (bench/api-cases.ts has the browser's). */
export function serverRecapCases(): ServerCase[] {
  return [
    {
      label: `daily recap, Monday ${day}, the whole day`,
      runs: 20,
      requests: [{ method: 'GET', path: `api/laporan/absensi/harian/${day}` }],
    },
    {
      label: 'period recap, 1 month (generate + GET)',
      runs: 10,
      requests: recap(month.from, month.to),
    },
    {
      label: 'period recap, 1 year (generate + GET)',
      runs: 4,
      requests: recap(year.from, year.to),
    },
    { label: 'dashboard summary', runs: 10, requests: [{ method: 'GET', path: 'api/beranda/ringkasan' }] },
  ]
}

/** What admins at their desks read all day: the shell's check, dashboard, lists, a day's recap. */
export function mixedReads(): ServerCase['requests'] {
  return [
    { method: 'GET', path: 'api/cek/pengguna' },
    { method: 'GET', path: 'api/beranda' },
    { method: 'GET', path: `api/datapegawai?${pegawaiQuery({ page: '3', status: '0' })}` },
    { method: 'GET', path: `api/datapegawai?${pegawaiQuery({ cari: 'guru' })}` },
    { method: 'GET', path: `api/laporan/absensi/harian/${day}` },
    { method: 'GET', path: 'api/jabatan' },
  ]
}

/** The same cases on sql.js in this process (the browser's engine, without MSW and the worker hop). */
export async function timeSqlJsRecaps(datasetPath: string): Promise<Map<string, Summary>> {
  const store = new MemoryStore()
  store.snapshot = new Uint8Array(readFileSync(datasetPath))
  const host = await startDatabaseHost({
    sqlJs: await initSqlJs(),
    store,
    seed: async () => {
      throw new Error('the dataset is not empty')
    },
  })
  const base = 'http://bench.local/admin/'
  const send = async (method: string, path: string, token: string | null, body?: object) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    const request = new Request(`${base}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    })
    const answer = await host.server.handle(request)
    return { status: answer.status, body: (await answer.json()) as { data?: { token_app?: string } } }
  }
  const login = await send('PUT', 'admin/login', null, { usernama: 'admin', pass: 'admin123' })
  const token = login.body.data?.token_app ?? ''
  const results = new Map<string, Summary>()
  for (const c of serverRecapCases()) {
    const samples: number[] = []
    for (let run = 0; run < c.runs + 2; run++) {
      const started = performance.now()
      for (const request of c.requests) {
        const { status } = await send(request.method, request.path, token, request.body)
        if (status !== 200) throw new Error(`sql.js ${c.label}: ${request.path} answered ${status}`)
      }
      if (run >= 2) samples.push(performance.now() - started)
    }
    results.set(c.label, summarize(samples))
  }
  await host.close()
  return results
}
