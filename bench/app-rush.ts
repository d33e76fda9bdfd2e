import { createHash, randomBytes } from 'node:crypto'
import { DEMO_SELFIE } from '../scripts/openapi/demo-calls.ts'
import { weekday, zonedDate } from '../src/domain/calendar.ts'
import { percentile } from './stats.ts'

/**
 * The employee app's morning rush (issue 17) on a running server: `count` employees check in
 * through POST presensi/datang, evenly spread over `minutes`, each with its own session, its
 * office's area as the position and a real small selfie. Then the day's records are counted
 * through the admin API: none may be lost (a 200 without a record) or doubled.
 *
 * Set-up, straight into the engine (a bench, not a test of the login: 2,000 PBKDF2 logins would
 * take minutes of CPU): the foundation's today is made a working day for them (their schedule's
 * weekday, no Libur Khusus, no record yet) and a session row per employee is written as the login
 * writes it (the SHA-256 of a random token).
 */
export interface AppRushResult {
  sent: number
  answered: number
  refused: number
  recorded: number
  doubled: number
  p50: number
  p99: number
  seconds: number
}

/** Runs statements on the engine under test: node:sqlite on the file, or a pg client. */
export type Execute = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>

interface Rusher {
  idp: number
  token: string
  lat: number
  lng: number
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The employees (active, app access, a schedule, an area at their office), ready to check in today. */
async function prepareRushers(execute: Execute, today: string, count: number, now: Date): Promise<Rusher[]> {
  // The dataset's first `count` employees include some who left or have no app access: the rush is
  // `count` employees at work, so this copy of the data makes each of them one (active, app access,
  // a schedule).
  await execute(
    `UPDATE pegawai SET status = 0, status_aktif = 1, tglkeluar = NULL,
       idshift = COALESCE(idshift, (SELECT MIN(idshift) FROM shift))
     WHERE idp IN (SELECT idp FROM pegawai ORDER BY idp LIMIT ${Number(count)})`,
    [],
  )
  const rows = await execute(
    `SELECT p.idp, a.lat, a.lng FROM pegawai p
     JOIN area_absensi a ON a.idar = (SELECT MIN(idar) FROM area_absensi WHERE kode = p.kode)
     WHERE p.status = 0 AND p.status_aktif = 1 AND p.idshift IS NOT NULL
     ORDER BY p.idp LIMIT ${Number(count)}`,
    [],
  )
  await execute('UPDATE shift_hari SET libur = 0 WHERE hari = $1', [weekday(today)])
  await execute('DELETE FROM hari_libur WHERE tgllibur = $1', [today])
  await execute('DELETE FROM absensi WHERE tgl = $1', [today])
  const expires = new Date(now.getTime() + 12 * 3_600_000).toISOString()
  const rushers: Rusher[] = []
  for (const row of rows) {
    const token = randomBytes(32).toString('hex')
    await execute('INSERT INTO sesi_pegawai (token_hash, idp, dibuat, kedaluwarsa) VALUES ($1, $2, $3, $4)', [
      sha256(token),
      Number(row.idp),
      now.toISOString(),
      expires,
    ])
    rushers.push({ idp: Number(row.idp), token, lat: Number(row.lat), lng: Number(row.lng) })
  }
  return rushers
}

async function checkIn(base: string, rusher: Rusher) {
  const started = performance.now()
  const answer = await fetch(`${base}presensi/datang`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${rusher.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ lat: rusher.lat, lng: rusher.lng, akurasi: 8, foto: DEMO_SELFIE }),
  })
  await answer.arrayBuffer()
  return { status: answer.status, ms: performance.now() - started }
}

export async function appRush(
  base: string,
  adminToken: string,
  execute: Execute,
  options: { count: number; minutes: number },
): Promise<AppRushResult> {
  const now = new Date()
  const today = zonedDate(now)
  const rushers = await prepareRushers(execute, today, options.count, now)
  const gap = (options.minutes * 60_000) / Math.max(1, rushers.length)
  const latencies: number[] = []
  let answered = 0
  let refused = 0
  const started = performance.now()
  await Promise.all(
    rushers.map(async (rusher, i) => {
      await new Promise((wait) => setTimeout(wait, i * gap))
      const { status, ms } = await checkIn(base, rusher)
      latencies.push(ms)
      if (status === 200) answered++
      else refused++
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const answer = await fetch(`${base}api/laporan/absensi/harian/${today}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  })
  const rows = ((await answer.json()) as { umum?: { idp: number; device: number }[] }).umum ?? []
  const fromApp = rows.filter((row) => row.device === 0).map((row) => row.idp)
  latencies.sort((a, b) => a - b)
  return {
    sent: rushers.length,
    answered,
    refused,
    recorded: new Set(fromApp).size,
    doubled: fromApp.length - new Set(fromApp).size,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    seconds,
  }
}

/** The engine's statements for the set-up: node:sqlite on the server's file (WAL: beside the server). */
export async function sqliteExecute(file: string): Promise<{ execute: Execute; close(): void }> {
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(file)
  db.exec('PRAGMA busy_timeout = 5000')
  return {
    execute: async (sql, params) => {
      const statement = db.prepare(sql.replace(/\$\d+/g, '?'))
      if (/^\s*SELECT/i.test(sql)) return statement.all(...(params as never[])) as Record<string, unknown>[]
      statement.run(...(params as never[]))
      return []
    },
    close: () => db.close(),
  }
}

export async function postgresExecute(url: string): Promise<{ execute: Execute; close(): Promise<void> }> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    execute: async (sql, params) => (await client.query(sql, params)).rows,
    close: () => client.end(),
  }
}
