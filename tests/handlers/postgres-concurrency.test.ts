// test-clock: free — concurrent writes on PostgreSQL; today is only the day they write
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SELFIE } from '../../scripts/openapi/demo-calls.ts'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { createEmployeeSession } from '../../src/api-handlers/auth/employee-session.ts'
import { weekday } from '../../src/domain/calendar.ts'
import type { ServerEngine } from '../../src/server/engine.ts'
import { openPostgres } from '../../src/server/postgres.ts'
import { openOwnSchema, PG_URL, skipWithoutPostgres } from '../support/postgres.ts'
import { TEST_NOW, TEST_TODAY } from '../support/test-server.ts'

/**
 * The rules that need it hold when requests arrive together on PostgreSQL, where the server runs
 * them concurrently (SERIALIZABLE transactions, retried): one attendance per employee per day,
 * NIP unique, the last level-0 admin, one active academic year. A real server only: PGlite has
 * one connection, so nothing there runs side by side.
 */
const skip = skipWithoutPostgres('the concurrency tests')
const schema = `concurrency_${process.pid}_${Date.now()}`
let engine: ServerEngine

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  if (skip) return
  await withAdmin((client) => client.query(`CREATE SCHEMA ${schema}`))
  const url = new URL(PG_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  engine = await openOwnSchema(
    () => openPostgres(url.href, { demo: true, now: () => TEST_NOW, validateResponses: true }),
    schema,
  )
}, 120_000)

afterAll(async () => {
  if (skip) return
  await engine.close()
  await withAdmin((client) => client.query(`DROP SCHEMA ${schema} CASCADE`))
})

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const request = new Request(`http://localhost/admin/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await engine.server.handle(request)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function login(usernama: string, pass: string): Promise<string> {
  const { status, body } = await call('PUT', 'admin/login', null, { usernama, pass })
  expect(status, JSON.stringify(body)).toBe(200)
  return String((body.data as { token_app: string }).token_app)
}

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort()
const rows = async <T>(query: string, params: unknown[] = []) =>
  (
    await engine.db.executeQuery<T>({
      sql: query,
      parameters: params,
      query: null as never,
      queryId: null as never,
    })
  ).rows

describe.skipIf(skip)('PostgreSQL under concurrent requests', () => {
  let admin: string
  beforeAll(async () => {
    admin = await login(DEMO_ADMIN.usernama, DEMO_ADMIN.pass)
  })

  it('one attendance per employee per day: of 8 arrivals at once, one is recorded', async () => {
    // An employee on a schedule, their record of today removed: eight clerks enter it at once.
    const [free] = await rows<{ idp: number }>(
      'SELECT idp FROM pegawai WHERE status = 0 AND idshift IS NOT NULL ORDER BY idp LIMIT 1',
    )
    await rows('DELETE FROM absensi WHERE idp = $1 AND tgl = $2', [free?.idp, TEST_TODAY])
    const arrival = {
      tgl: TEST_TODAY,
      waktu: '07:05',
      idp: free?.idp,
      idar: 0,
      status: 0,
      catatan: 'bersamaan',
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', 'api/absensi/datang', admin, arrival)),
    )
    expect(statuses(answers), JSON.stringify(answers[0])).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    const recorded = await rows('SELECT id FROM absensi WHERE idp = $1 AND tgl = $2', [free?.idp, TEST_TODAY])
    expect(recorded).toHaveLength(1)
  })

  it('NIP unique: of 5 new employees with one NIP at once, one is created', async () => {
    const pegawai = {
      nama: 'Pegawai Kembar',
      jk: 'P',
      kode: 'PST',
      idshift: 1,
      wa: '081234567890',
      status: 0,
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('POST', 'api/datapegawai', admin, {
          ...pegawai,
          nama: `Kembar ${i}`,
          nip: 'SAMA-001',
          pass: 'rahasia1',
        }),
      ),
    )
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409])
    expect(await rows("SELECT idp FROM pegawai WHERE nip = 'SAMA-001'")).toHaveLength(1)
  })

  it('the last level-0 admin: two admins removing each other at once leave one', async () => {
    const second = {
      usernama: 'admin.dua',
      namalengkap: 'Admin Dua',
      levelx: 0,
      pass: 'rahasia12',
      ids: null,
    }
    expect((await call('POST', 'api/masterpengguna', admin, second)).status).toBe(200)
    const other = await login(second.usernama, second.pass)
    const ids = await rows<{ iduser: number; usernama: string }>(
      'SELECT iduser, usernama FROM pengguna WHERE levelx = 0 ORDER BY iduser',
    )
    const idOf = (name: string) => ids.find((user) => user.usernama === name)?.iduser
    const answers = await Promise.all([
      call('DELETE', `api/masterpengguna/${idOf(second.usernama)}`, admin),
      call('DELETE', `api/masterpengguna/${idOf(DEMO_ADMIN.usernama)}`, other),
    ])
    // One delete wins. The other is refused as removing the last admin (409) or, when the winner
    // has already deleted its caller and so ended that session, as no longer logged in (401).
    const [won, refused] = statuses(answers)
    expect(won).toBe(200)
    expect([401, 409]).toContain(refused)
    expect(await rows('SELECT iduser FROM pengguna WHERE levelx = 0')).toHaveLength(1)
  })

  it('one active academic year: activating two years at once leaves exactly one active', async () => {
    const years = await rows<{ id: number }>('SELECT id FROM tahunajaran ORDER BY id LIMIT 2')
    expect(years).toHaveLength(2)
    // Whichever admin the test above left (its sessions ended with it).
    const [survivor] = await rows<{ usernama: string }>('SELECT usernama FROM pengguna WHERE levelx = 0')
    const token = survivor?.usernama === DEMO_ADMIN.usernama ? admin : await login('admin.dua', 'rahasia12')
    const answers = await Promise.all(
      [...years, ...years].map(({ id }) => call('PUT', 'api/tahunajaran/aktif', token, { id })),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(await rows('SELECT id FROM tahunajaran WHERE aktif = 1')).toHaveLength(1)
  })

  it('the employee app: of 8 check-ins of one employee at once, one is recorded with one selfie', async () => {
    const [employee] = await rows<{ idp: number }>(
      `SELECT p.idp FROM pegawai p JOIN shift_hari h ON h.idshift = p.idshift
       WHERE p.status = 0 AND p.status_aktif = 1 AND h.hari = $1 AND h.libur = 0 ORDER BY p.idp LIMIT 1`,
      [weekday(TEST_TODAY)],
    )
    await rows('DELETE FROM absensi WHERE idp = $1 AND tgl = $2', [employee?.idp, TEST_TODAY])
    await rows('DELETE FROM hari_libur WHERE tgllibur = $1', [TEST_TODAY])
    const token = await createEmployeeSession(engine.db, Number(employee?.idp), TEST_NOW)
    const today = await call('GET', 'presensi/hari-ini', token)
    const [place] = (today.body.area_datang as { daftar: { lat: number; lng: number }[] }).daftar
    const body = { lat: place?.lat, lng: place?.lng, akurasi: 5, foto: DEMO_SELFIE }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', 'presensi/datang', token, body)),
    )
    expect(statuses(answers), JSON.stringify(answers[0])).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    const recorded = await rows<{ id: number }>('SELECT id FROM absensi WHERE idp = $1 AND tgl = $2', [
      employee?.idp,
      TEST_TODAY,
    ])
    expect(recorded).toHaveLength(1)
    expect(await rows('SELECT jenis FROM absensi_foto WHERE absensi_id = $1', [recorded[0]?.id])).toEqual([
      { jenis: 'datang' },
    ])
  })
})
