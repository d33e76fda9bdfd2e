import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { addDays, localDate } from '../../src/domain/calendar.ts'
import type { CallInput, ResponseBody, Route } from '../support/call.ts'
import { call, setupTestServer, sqlRows, type TestServer } from '../support/test-server.ts'

/**
 * Unit scope (DESIGN.md §3, src/api-handlers/scope.ts): an Admin Unit (level 1) never sees nor
 * changes another unit's rows, through any endpoint. ADD ONE ENTRY PER ENDPOINT you implement:
 * - `listCase`: the rows a unit admin gets are exactly the admin's rows of that unit (same call);
 * - `countCase`: a number the unit admin gets equals the SQL count over its own unit;
 * - `foreignCase`: a call aimed at another unit's row (or a level-0-only call) is refused with
 *   the given status and writes nothing.
 */

interface Fixture {
  server: TestServer
  today: string
  unitKode: string
  /** An employee of the unit admin's office, and one of another office (both active). */
  ownIdp: number
  foreignIdp: number
  /** An attendance record of an employee of another office. */
  foreignAbsensiId: number
  /** A pending leave request and an attendance area of another office. */
  foreignIjinId: number
  foreignAreaId: number
}

/** A row is owned by a unit through its own `kode` or through its employee's `idp`. */
type Owned = { kode: string } | { idp: number }

interface ScopeCase {
  name: string
  run(fixture: Fixture, tokens: { unit: string; admin: string }): Promise<void>
}

const defined = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`fixture: no ${what}`)
  return value
}

function listCase<R extends Route>(
  route: R,
  input: (f: Fixture) => CallInput<R>,
  rows: (body: ResponseBody<R>) => Owned[],
) {
  return {
    name: `${route} lists only the unit's rows`,
    async run(f: Fixture, tokens: { unit: string; admin: string }) {
      const kodeOf = new Map(
        sqlRows<{ idp: number; kode: string }>(f.server, 'SELECT idp, kode FROM pegawai').map((r) => [
          r.idp,
          r.kode,
        ]),
      )
      const owners = async (token: string) => {
        const result = await call(route, ...([{ ...input(f), token }] as never))
        expect(result.status).toBe(200)
        return rows(result.body as ResponseBody<R>).map((row) =>
          'kode' in row ? row.kode : kodeOf.get(row.idp),
        )
      }
      const all = await owners(tokens.admin)
      // Not vacuous: the fixture call must return rows of the unit and of other units.
      expect(all).toContain(f.unitKode)
      expect(all.some((kode) => kode !== f.unitKode)).toBe(true)
      expect(await owners(tokens.unit)).toEqual(all.filter((kode) => kode === f.unitKode))
    },
  } satisfies ScopeCase
}

function countCase<R extends Route>(
  route: R,
  input: (f: Fixture) => CallInput<R>,
  value: (body: ResponseBody<R>) => number,
  /** The unit's own count; `?` is bound to the unit's kode. */
  unitSql: string,
) {
  return {
    name: `${route} counts only the unit's rows`,
    async run(f: Fixture, tokens: { unit: string; admin: string }) {
      const get = async (token: string) => {
        const result = await call(route, ...([{ ...input(f), token }] as never))
        expect(result.status).toBe(200)
        return value(result.body as ResponseBody<R>)
      }
      const [expected] = sqlRows<{ n: number }>(f.server, unitSql, [f.unitKode])
      const own = await get(tokens.unit)
      expect(own).toBe(expected?.n)
      expect(await get(tokens.admin)).toBeGreaterThan(own)
    },
  } satisfies ScopeCase
}

function foreignCase<R extends Route>(route: R, input: (f: Fixture) => CallInput<R>, status: 403 | 404) {
  return {
    name: `${route} on another unit's row answers ${status} and writes nothing`,
    async run(f: Fixture, tokens: { unit: string; admin: string }) {
      const journal = f.server.store.journalBytes()
      const result = await call(route, ...([{ ...input(f), token: tokens.unit }] as never))
      expect(result).toMatchObject({ status, body: { status: 'gagal' } })
      expect(f.server.store.journalBytes()).toBe(journal)
    },
  } satisfies ScopeCase
}

const cases: ScopeCase[] = [
  countCase(
    'GET api/beranda',
    () => ({}),
    (b) => b.jum_pegawai,
    'SELECT count(*) AS n FROM pegawai WHERE status = 0 AND kode = ?',
  ),
  countCase(
    'GET api/beranda',
    () => ({}),
    (b) => b.jum_pengajuanijin,
    `SELECT count(*) AS n FROM pengajuan_ijin JOIN pegawai USING (idp) WHERE disetujui = 0 AND kode = ?`,
  ),
  listCase(
    'GET api/laporan/absensi/harian/{tgl}',
    (f) => ({ params: { tgl: addDays(f.today, -1) } }),
    (b) => b.umum,
  ),
  listCase(
    'GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}',
    (f) => ({
      params: { tglawal: addDays(f.today, -14), tglakhir: f.today },
      query: { page: '', halaman: '' },
    }),
    (b) => b.datae,
  ),
  listCase(
    'GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}',
    (f) => ({ params: { tglawal: addDays(f.today, -30), tglakhir: f.today } }),
    (b) => b.datae,
  ),
  foreignCase(
    'GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}',
    (f) => ({ params: { tglawal: addDays(f.today, -30), tglakhir: f.today, idp: f.foreignIdp } }),
    404,
  ),
  foreignCase('DELETE api/absensi/{id}', (f) => ({ params: { id: f.foreignAbsensiId } }), 403),
  foreignCase(
    'GET api/absensi/cek/{tgl}/{idp}',
    (f) => ({ params: { tgl: f.today, idp: f.foreignIdp } }),
    404,
  ),
  foreignCase('GET api/absensi/cek/riwayat/{idp}', (f) => ({ params: { idp: f.foreignIdp } }), 404),
  foreignCase('POST api/absensi/datang', (f) => ({ body: manualArrival(f, f.foreignIdp, 0) }), 404),
  foreignCase(
    'POST api/absensi/pulang',
    (f) => ({ body: { tgl: f.today, waktu: '23:59', idp: f.foreignIdp, device: '1' } }),
    404,
  ),
  // Its own employee, but an area of another school.
  foreignCase('POST api/absensi/datang', (f) => ({ body: manualArrival(f, f.ownIdp, f.foreignAreaId) }), 403),
  listCase(
    'GET api/pengajuanijin',
    () => ({ query: { verifikasi: '', filtertanggal: '' } }),
    (b) => b.datae,
  ),
  foreignCase('GET api/pengajuanijin/{idj}', (f) => ({ params: { idj: f.foreignIjinId } }), 404),
  foreignCase('PUT api/pengajuanijin', (f) => ({ body: { idj: f.foreignIjinId, disetujui: 1 } }), 404),
  listCase(
    'GET api/uppegawai/cari',
    // Every school has one head (fewer than the picker's 50-row limit, across several units).
    () => ({ query: { nip: '', nama: '', jabatan: 'Kepala Sekolah' } }),
    (b) => b.datae,
  ),
  foreignCase('DELETE api/datapegawai/{idp}', (f) => ({ params: { idp: f.foreignIdp } }), 403),
  foreignCase('GET api/masterpengguna/{iduser}', () => ({ params: { iduser: 1 } }), 404),
  foreignCase('DELETE api/masterpengguna/{iduser}', () => ({ params: { iduser: 1 } }), 404),
]

/** A manual arrival for tomorrow (in the window, never recorded yet). */
const manualArrival = (f: Fixture, idp: number, idar: number) => ({
  tgl: addDays(f.today, 1),
  waktu: '07:00',
  idp,
  idar,
  device: '1' as const,
  status: 0 as const,
  catatan: 'Uji cakupan unit',
})

const t = setupTestServer({ logins: { unit: DEMO_UNIT_ADMIN, admin: DEMO_ADMIN } })

let fixture: Fixture
beforeEach(() => {
  const server = t.server
  const unitKode = DEMO_UNIT_KODE
  const employee = (sign: '=' | '<>') =>
    defined(
      sqlRows<{ idp: number }>(
        server,
        `SELECT idp FROM pegawai WHERE status = 0 AND kode ${sign} ? ORDER BY idp LIMIT 1`,
        [unitKode],
      )[0]?.idp,
      `employee ${sign} ${unitKode}`,
    )
  const foreignIdp = employee('<>')
  fixture = {
    server,
    today: localDate(new Date()),
    unitKode,
    ownIdp: employee('='),
    foreignIdp,
    foreignAbsensiId: defined(
      sqlRows<{ id: number }>(server, 'SELECT id FROM absensi WHERE idp = ? LIMIT 1', [foreignIdp])[0]?.id,
      'foreign attendance record',
    ),
    foreignIjinId: defined(
      sqlRows<{ idj: number }>(
        server,
        'SELECT idj FROM pengajuan_ijin JOIN pegawai USING (idp) WHERE kode <> ? AND disetujui = 0 LIMIT 1',
        [unitKode],
      )[0]?.idj,
      'foreign pending leave request',
    ),
    foreignAreaId: defined(
      sqlRows<{ idar: number }>(server, 'SELECT idar FROM area_absensi WHERE kode <> ? LIMIT 1', [
        unitKode,
      ])[0]?.idar,
      'foreign area',
    ),
  }
})

describe('unit scope: level 1 never sees nor changes another unit', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, scopeCase) => {
    await scopeCase.run(fixture, t)
  })
})
