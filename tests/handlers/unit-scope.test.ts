// test-clock: free — a unit admin's scope; today only dates the fixture's records
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_TIMETABLE_UNIT, prepareDemoTimetable } from '../../scripts/openapi/demo-timetable.ts'
import { DEMO_ADMIN, DEMO_DAYS, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { contract, type EndpointName } from '../../src/contract/index.ts'
import { addDays, weekday } from '../../src/domain/calendar.ts'
import type { CallInput, ResponseBody, Route } from '../support/call.ts'
import {
  call,
  callOk,
  rawCall,
  setupTestServer,
  sqlRows,
  TEST_TODAY,
  type TestServer,
} from '../support/test-server.ts'

/** The latest Wednesday before `today`: a working day with records whatever weekday today is. */
function lastWednesday(today: string): string {
  let day = addDays(today, -1)
  while (weekday(day) !== 3) day = addDays(day, -1)
  return day
}

/**
 * Unit scope (DESIGN.md §3, src/api-handlers/scope.ts): an Admin Unit (level 1) never sees nor
 * changes another unit's rows, through any endpoint. Every endpoint open to level 1 (contract
 * `access: 'user'`) needs at least one case below or an entry in EXEMPT with the reason; the
 * coverage test fails otherwise. Kinds of case:
 * - `listCase`: the rows a unit admin gets are exactly the admin's rows of that unit (same call);
 * - `countCase`: a number the unit admin gets equals the SQL count over its own unit;
 * - `foreignCase`: a call aimed at another unit's row (or a level-0-only call) is refused with
 *   the given status and writes nothing.
 */

interface Fixture {
  server: TestServer
  today: string
  unitKode: string
  /** Another office's code. */
  foreignKode: string
  /** The unit admin's own account. */
  unitUserId: number
  /** An employee of the unit admin's office, and one of another office (both active). */
  ownIdp: number
  foreignIdp: number
  /** An attendance record of an employee of another office. */
  foreignAbsensiId: number
  /** A pending leave request and an attendance area of another office. */
  foreignIjinId: number
  foreignAreaId: number
}

/** A row is owned by a unit through its own `kode`, its employee's `idp` or its area's `idar`. */
type Owned = { kode: string } | { idp: number } | { idar: number }

interface ScopeCase {
  route: Route
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
    route,
    name: `${route} lists only the unit's rows`,
    async run(f: Fixture, tokens: { unit: string; admin: string }) {
      const kodeBy = (query: string) =>
        new Map(sqlRows<{ id: number; kode: string }>(f.server, query).map((r) => [r.id, r.kode]))
      const employeeKode = kodeBy('SELECT idp AS id, kode FROM pegawai')
      const areaKode = kodeBy('SELECT idar AS id, kode FROM area_absensi')
      const owners = async (token: string) => {
        const result = await call(route, ...([{ ...input(f), token }] as never))
        expect(result.status).toBe(200)
        return rows(result.body as ResponseBody<R>).map((row) =>
          'kode' in row ? row.kode : 'idp' in row ? employeeKode.get(row.idp) : areaKode.get(row.idar),
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
    route,
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
    route,
    name: `${route} on another unit's row answers ${status} and writes nothing`,
    async run(f: Fixture, tokens: { unit: string; admin: string }) {
      const journal = await f.server.writeCount()
      const result = await call(route, ...([{ ...input(f), token: tokens.unit }] as never))
      expect(result).toMatchObject({ status, body: { status: 'gagal' } })
      expect(await f.server.writeCount()).toBe(journal)
    },
  } satisfies ScopeCase
}

/** Another unit's timetable (issue 33), made by Admin Yayasan through the API. */
function foreignTimetable(f: Fixture, admin: string) {
  expect(DEMO_TIMETABLE_UNIT).not.toBe(f.unitKode)
  return prepareDemoTimetable(f.server.db, async (name, body) => {
    const { method, path } = contract[name]
    const answer = await rawCall(method, path, { token: admin, body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body
  })
}

/** A call on a cell or class of another unit's timetable answers 404 and writes nothing. */
function foreignTimetableCase<R extends Route>(
  route: R,
  input: (timetable: Awaited<ReturnType<typeof foreignTimetable>>) => CallInput<R>,
) {
  return {
    route,
    name: `${route} on another unit's timetable answers 404 and writes nothing`,
    async run(f: Fixture, tokens: { unit: string; admin: string }) {
      const timetable = await foreignTimetable(f, tokens.admin)
      const journal = await f.server.writeCount()
      const result = await call(route, ...([{ ...input(timetable), token: tokens.unit }] as never))
      expect(result).toMatchObject({ status: 404, body: { status: 'gagal' } })
      expect(await f.server.writeCount()).toBe(journal)
    },
  } satisfies ScopeCase
}

/** A seeded timetable cell of another unit, or a lesson record of one. */
function foreignLesson(f: Fixture, column: 'jadwal_ajar.idjadwal' | 'absensi_ajar.id'): number {
  const [row] = sqlRows<{ id: number }>(
    f.server,
    `SELECT ${column} AS id FROM absensi_ajar JOIN jadwal_ajar USING (idjadwal) WHERE jadwal_ajar.kode <> ? LIMIT 1`,
    [f.unitKode],
  )
  return defined(row?.id, `another unit's lesson (${column})`)
}

/** Foundation-wide data (no `kode`): a unit admin gets exactly what Admin Yayasan gets. */
function sharedCase<R extends Route>(route: R) {
  return {
    route,
    name: `${route} is the foundation's, the same for every unit`,
    async run(_f: Fixture, tokens: { unit: string; admin: string }) {
      const get = async (token: string) => {
        const result = await call(route, ...([{ token }] as never))
        expect(result.status).toBe(200)
        return result.body
      }
      const everyone = await get(tokens.admin)
      expect(everyone).not.toEqual({ datae: [] }) // not vacuous
      expect(await get(tokens.unit)).toEqual(everyone)
    },
  } satisfies ScopeCase
}

/**
 * The dashboard's day-by-day figures of the last 30 days equal the unit's own records, counted
 * straight from absensi and its employees' office (not through the report queries).
 */
const ringkasanCase: ScopeCase = {
  route: 'GET api/beranda/ringkasan',
  name: "GET api/beranda/ringkasan counts only the unit's records, day by day",
  async run(f, tokens) {
    const from = addDays(f.today, -29)
    const perDay = (kodeFilter: string, params: string[]) =>
      new Map(
        sqlRows<{ tgl: string; hadir: number; ijin_sakit: number }>(
          f.server,
          `SELECT tgl, SUM(a.status = 0) AS hadir, SUM(a.status <> 0) AS ijin_sakit FROM absensi a JOIN pegawai USING (idp)
           WHERE tgl BETWEEN ? AND ? ${kodeFilter} GROUP BY tgl`,
          [from, f.today, ...params],
        ).map((day) => [day.tgl, day]),
      )
    const expected = (days: ReturnType<typeof perDay>) => ({
      hadir: days.get(f.today)?.hadir ?? 0,
      ijin_sakit: days.get(f.today)?.ijin_sakit ?? 0,
      tren: [...Array(30).keys()].map((i) => days.get(addDays(from, i))?.hadir ?? 0),
    })
    const answer = async (token: string) => {
      const body = await callOk('GET api/beranda/ringkasan', { token })
      return { hadir: body.hadir, ijin_sakit: body.ijin_sakit, tren: body.tren.map((day) => day.hadir) }
    }
    const own = expected(perDay('AND kode = ?', [f.unitKode]))
    const everyone = expected(perDay('', []))
    // Not vacuous: other units hold records on the same days.
    expect(everyone.tren.reduce((a, b) => a + b)).toBeGreaterThan(own.tren.reduce((a, b) => a + b))
    expect(own.tren.reduce((a, b) => a + b)).toBeGreaterThan(0)
    expect(await answer(tokens.unit)).toEqual(own)
    expect(await answer(tokens.admin)).toEqual(everyone)
  },
}

/**
 * The calendar (issue 30): a unit admin reads its own unit's calendar (Admin Yayasan's view of that
 * unit), never an entry of another unit only; naming another unit is 403.
 */
async function foreignUnitEntry(f: Fixture, admin: string): Promise<number> {
  const { idkalender } = await callOk('POST api/kalender', {
    token: admin,
    body: {
      jenis: 'unit',
      tglawal: f.today,
      tglakhir: f.today,
      keterangan: 'Libur unit lain',
      semua_unit: 0,
      unit: [f.foreignKode],
    },
  })
  return idkalender
}

const kalenderCases: ScopeCase[] = [
  {
    route: 'GET api/kalender',
    name: "GET api/kalender shows the unit's own calendar only",
    async run(f, tokens) {
      const foreign = await foreignUnitEntry(f, tokens.admin)
      const tahun = Number(f.today.slice(0, 4))
      const ids = async (token: string, kode?: string) =>
        (await callOk('GET api/kalender', { token, query: kode ? { tahun, kode } : { tahun } })).datae.map(
          (entry) => entry.idkalender,
        )
      expect(await ids(tokens.admin, f.foreignKode)).toContain(foreign) // not vacuous
      const own = await ids(tokens.unit)
      expect(own).toEqual(await ids(tokens.admin, f.unitKode))
      expect(own).not.toContain(foreign)
    },
  },
  foreignCase('GET api/kalender', (f) => ({ query: { kode: f.foreignKode } }), 403),
  // Teaching hours (issue 33): another unit's journal, lesson and record (the seeded timetable).
  foreignCase('GET api/jurnalajar', (f) => ({ query: { kode: f.foreignKode } }), 403),
  foreignCase(
    'POST api/jurnalajar',
    (f) => ({
      body: {
        idjadwal: foreignLesson(f, 'jadwal_ajar.idjadwal'),
        tgl: f.today,
        status: 'tidak',
        alasan: 'Rapat',
      },
    }),
    404,
  ),
  foreignCase(
    'DELETE api/jurnalajar/{id}',
    (f) => ({ params: { id: foreignLesson(f, 'absensi_ajar.id') } }),
    404,
  ),
  {
    route: 'GET api/kalender/{idkalender}',
    name: "GET api/kalender/{idkalender} of another unit's entry answers 404 and writes nothing",
    async run(f, tokens) {
      const idkalender = await foreignUnitEntry(f, tokens.admin)
      expect(
        (await call('GET api/kalender/{idkalender}', { token: tokens.admin, params: { idkalender } })).status,
      ).toBe(200)
      const journal = await f.server.writeCount()
      const result = await call('GET api/kalender/{idkalender}', {
        token: tokens.unit,
        params: { idkalender },
      })
      expect(result).toMatchObject({ status: 404, body: { status: 'gagal' } })
      expect(await f.server.writeCount()).toBe(journal)
    },
  },
]

/** A user of the given level and office, for create/update calls. */
const penggunaBody = (levelx: 0 | 1, ids: string | null) => ({
  usernama: 'uji_cakupan',
  namalengkap: 'Uji Cakupan',
  pass: 'rahasia-uji-123',
  levelx,
  ids,
})

/**
 * Endpoints open to level 1 that hold no unit's rows, and why: nothing there to scope.
 * Each still needs a case if it ever starts reading or writing a unit's rows.
 */
const EXEMPT: Partial<Record<EndpointName, string>> = {
  logout: "ends the caller's own session; reads no unit's rows",
  cekPengguna: "answers the caller's own account",
  laporanGenerate: 'answers { status: true } and reads nothing',
  penggunaCekUsername:
    'user names are unique across the foundation, so availability must be checked against all; the answer is only taken/free, never a row',
}

/** Machines (issue 32): one registered in the unit admin's office and one in another office. */
async function machinesOfTwoUnits(f: Fixture, admin: string) {
  const register = async (kode: string, sn: string) =>
    (
      await callOk('POST api/mesin', {
        token: admin,
        body: { nama: `Mesin ${kode}`, sn, kode, arah: 'status' },
      })
    ).idmesin
  return {
    own: await register(f.unitKode, 'SCOPE-OWN-1'),
    foreign: await register(f.foreignKode, 'SCOPE-LAIN-1'),
  }
}

const mesinCases: ScopeCase[] = [
  {
    route: 'GET api/mesin',
    name: "GET api/mesin lists only the unit's machines",
    async run(f, tokens) {
      await machinesOfTwoUnits(f, tokens.admin)
      const kodes = async (token: string) =>
        (await callOk('GET api/mesin', { token, query: {} })).datae.map((row) => row.kode)
      const all = await kodes(tokens.admin)
      expect(all).toEqual(expect.arrayContaining([f.unitKode, f.foreignKode]))
      expect(await kodes(tokens.unit)).toEqual(all.filter((kode) => kode === f.unitKode))
    },
  },
  {
    route: 'GET api/mesin/{idmesin}',
    name: "GET api/mesin/{idmesin} of another unit's machine answers 404",
    async run(f, tokens) {
      const { own, foreign } = await machinesOfTwoUnits(f, tokens.admin)
      const get = (idmesin: number) =>
        call('GET api/mesin/{idmesin}', { token: tokens.unit, params: { idmesin } })
      expect(await get(own)).toMatchObject({ status: 200, body: { kode: f.unitKode } })
      expect(await get(foreign)).toMatchObject({ status: 404, body: { status: 'gagal' } })
    },
  },
]

const cases: ScopeCase[] = [
  ringkasanCase,
  ...mesinCases,
  sharedCase('GET api/tahunajaran'),
  sharedCase('GET api/jabatan'),
  sharedCase('GET api/pendidikan'),
  sharedCase('GET api/jeniscuti'),
  // The timetable (issue 33): another unit named is 403, another unit's class or cell 404.
  foreignCase('GET api/jampelajaran', (f) => ({ query: { kode: f.foreignKode } }), 403),
  foreignCase(
    'PUT api/jampelajaran',
    (f) => ({ body: { kode: f.foreignKode, idta: 2, semester: 1, datae: [] } }),
    403,
  ),
  foreignCase('GET api/kelas', (f) => ({ query: { kode: f.foreignKode } }), 403),
  foreignCase(
    'POST api/kelas',
    (f) => ({ body: { kode: f.foreignKode, idta: 2, nama: '7Z', urut: 0 } }),
    403,
  ),
  foreignCase('GET api/jadwalajar', (f) => ({ query: { kode: f.foreignKode } }), 403),
  foreignCase(
    'POST api/jadwalajar',
    (f) => ({
      body: {
        kode: f.foreignKode,
        idta: 2,
        semester: 1,
        hari: 1,
        jamke: 1,
        idkelas: 1,
        mapel: 'IPA',
        idp: f.ownIdp,
      },
    }),
    403,
  ),
  foreignCase(
    'POST api/jadwalajar/salin',
    (f) => ({ body: { kode: f.foreignKode, idta: 2, semester: 2, dari_idta: 2, dari_semester: 1 } }),
    403,
  ),
  foreignCase(
    'POST api/jadwalajar/impor',
    (f) => ({ body: { kode: f.foreignKode, idta: 2, semester: 1, datae: [] } }),
    403,
  ),
  foreignTimetableCase('PUT api/kelas', (tt) => ({ body: { idkelas: tt.kelas7B, nama: 'Diubah', urut: 0 } })),
  foreignTimetableCase('DELETE api/kelas/{idkelas}', (tt) => ({ params: { idkelas: tt.kelasKosong } })),
  foreignTimetableCase('PUT api/jadwalajar', (tt) => ({
    body: { idjadwal: tt.sel1, hari: 1, jamke: 1, idkelas: tt.kelas7A, mapel: 'Diubah', idp: tt.guru[0].idp },
  })),
  foreignTimetableCase('DELETE api/jadwalajar/{idjadwal}', (tt) => ({ params: { idjadwal: tt.sel1 } })),
  {
    route: 'GET api/jeniscuti/{idjenis}',
    name: "GET api/jeniscuti/{idjenis} is the foundation's, the same for every unit",
    async run(_f: Fixture, tokens: { unit: string; admin: string }) {
      const get = (token: string) => callOk('GET api/jeniscuti/{idjenis}', { token, params: { idjenis: 3 } })
      expect(await get(tokens.unit)).toEqual(await get(tokens.admin))
    },
  },
  sharedCase('GET api/pengaturan'),
  listCase(
    'GET api/kantor',
    () => ({}),
    (b) => b.datae,
  ),
  listCase(
    'GET api/area_absensi/pilihan',
    () => ({}),
    (b) => b.datae,
  ),
  listCase(
    'GET api/masterpengguna',
    () => ({}),
    (b) => b.datae.map((user) => ({ kode: user.ids ?? '' })),
  ),
  foreignCase('POST api/masterpengguna', (f) => ({ body: penggunaBody(1, f.foreignKode) }), 403),
  foreignCase('POST api/masterpengguna', () => ({ body: penggunaBody(0, null) }), 403),
  // Admin Yayasan (iduser 1) is not the unit's: as if it did not exist.
  foreignCase('PUT api/masterpengguna', () => ({ body: { ...penggunaBody(0, null), iduser: 1 } }), 404),
  // Its own account, moved to another unit.
  foreignCase(
    'PUT api/masterpengguna',
    (f) => ({ body: { ...penggunaBody(1, f.foreignKode), iduser: f.unitUserId } }),
    403,
  ),
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
    (f) => ({ params: { tgl: lastWednesday(f.today) } }),
    (b) => b.umum,
  ),
  listCase(
    'GET api/laporan/absensi/belumdatang/{tgl}',
    // Before the demo's first seeded day: nobody has a record, so every unit has absentees.
    (f) => ({ params: { tgl: lastWednesday(addDays(f.today, -DEMO_DAYS)) } }),
    (b) => b.datae,
  ),
  listCase(
    'GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}',
    (f) => ({
      params: { tglawal: addDays(f.today, -14), tglakhir: f.today },
      query: { page: '', halaman: '' },
    }),
    (b) => b.datae,
  ),
  // Which records have selfies (issue 34): ids, owned through the record's employee.
  {
    route: 'GET api/absensi/foto/ada/{tglawal}/{tglakhir}' as const,
    name: "GET api/absensi/foto/ada/{tglawal}/{tglakhir} names only the unit's records",
    async run(f: Fixture, tokens: { unit: string; admin: string }) {
      const owners = sqlRows<{ id: number; kode: string }>(
        f.server,
        'SELECT a.id, p.kode FROM absensi a JOIN pegawai p ON p.idp = a.idp',
      )
      const kodeOf = new Map(owners.map((row) => [row.id, row.kode]))
      const ids = async (token: string) => {
        const input = { params: { tglawal: addDays(f.today, -14), tglakhir: f.today }, query: {}, token }
        const result = await callOk('GET api/absensi/foto/ada/{tglawal}/{tglakhir}', input)
        return [...result.datang, ...result.pulang]
      }
      const all = await ids(tokens.admin)
      const own = await ids(tokens.unit)
      expect(all.some((id) => kodeOf.get(id) !== f.unitKode)).toBe(true) // not vacuous
      expect(own.length).toBeGreaterThan(0)
      expect(own).toEqual(all.filter((id) => kodeOf.get(id) === f.unitKode))
    },
  },
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
  // Issue 31: a request on another unit's employee's behalf, and cancelling another unit's request.
  foreignCase(
    'POST api/pengajuanijin',
    (f) => ({
      body: {
        ...{ idp: f.foreignIdp, idjenis: 1, tglawal: addDays(f.today, 30), tglakhir: addDays(f.today, 30) },
        alasan: 'Acara keluarga',
      },
    }),
    403,
  ),
  foreignCase(
    'POST api/pengajuanijin/{idj}/batal',
    (f) => ({ params: { idj: f.foreignIjinId }, body: { alasan: 'Salah tanggal' } }),
    404,
  ),
  listCase(
    'GET api/uppegawai/cari',
    // Every school has one head (fewer than the picker's 50-row limit, across several units).
    () => ({ query: { nip: '', nama: '', jabatan: 'Kepala Sekolah' } }),
    (b) => b.datae,
  ),
  // The picker's first page (issue 34): its 50-row limit cuts the admin's list, so only the unit's own.
  {
    route: 'GET api/uppegawai/awal' as const,
    name: "GET api/uppegawai/awal lists the unit's employees only",
    async run(f: Fixture, tokens: { unit: string; admin: string }) {
      const result = await call('GET api/uppegawai/awal', { token: tokens.unit })
      expect(result.status).toBe(200)
      const owners = sqlRows<{ idp: number; kode: string }>(f.server, 'SELECT idp, kode FROM pegawai')
      const kodeOf = new Map(owners.map((row) => [row.idp, row.kode]))
      const listed = (result.body as { datae: { idp: number }[] }).datae.map((row) => kodeOf.get(row.idp))
      expect(listed.length).toBeGreaterThan(0)
      expect(new Set(listed)).toEqual(new Set([f.unitKode]))
    },
  },
  foreignCase('DELETE api/datapegawai/{idp}', (f) => ({ params: { idp: f.foreignIdp } }), 403),
  foreignCase('GET api/masterpengguna/{iduser}', () => ({ params: { iduser: 1 } }), 404),
  foreignCase('DELETE api/masterpengguna/{iduser}', () => ({ params: { iduser: 1 } }), 404),
  ...kalenderCases,
  // Leave balances (issue 31): another unit's ledger and adjustment as if the employee did not exist.
  listCase(
    'GET api/cuti/saldo',
    () => ({ query: { tahun: 2026 } }),
    (b) => b.datae,
  ),
  foreignCase('GET api/cuti/saldo', (f) => ({ query: { kode: f.foreignKode } }), 403),
  // Rekap Jam Mengajar (issue 33): another unit's recap refused.
  foreignCase(
    'GET api/laporan/jammengajar',
    (f) => ({ query: { kode: f.foreignKode, bulan: f.today.slice(0, 7) } }),
    403,
  ),
  foreignCase('GET api/cuti/saldo/{idp}', (f) => ({ params: { idp: f.foreignIdp } }), 404),
  foreignCase(
    'POST api/cuti/penyesuaian',
    (f) => ({ body: { idp: f.foreignIdp, tgl: f.today, hari: 1, keterangan: 'Uji cakupan unit' } }),
    404,
  ),
  // Fingerprint machines (issue 32): another unit's machine is refused; linking names an employee.
  foreignCase(
    'POST api/mesin/{idmesin}/impor/pratinjau',
    (f) => ({ params: { idmesin: foreignMachine(f) }, body: machineFile }),
    403,
  ),
  foreignCase(
    'POST api/mesin/{idmesin}/impor',
    (f) => ({ params: { idmesin: foreignMachine(f) }, body: machineFile }),
    403,
  ),
  foreignCase('GET api/scanlog', (f) => ({ query: { idmesin: foreignMachine(f) } }), 403),
  foreignCase('GET api/scanlog/tidakdikenal', (f) => ({ query: { kode: f.foreignKode } }), 403),
  foreignCase('GET api/scanlog/tidakdikenal', (f) => ({ query: { idmesin: foreignMachine(f) } }), 403),
  foreignCase(
    'POST api/scanlog/hubungkan',
    (f) => ({ body: { pasangan: [{ pin: '990011', idp: f.foreignIdp }] } }),
    404,
  ),
]

/** A seeded machine of another office, and a one-line attlog file for it. */
const foreignMachine = (f: Fixture) =>
  defined(
    sqlRows<{ idmesin: number }>(
      f.server,
      'SELECT idmesin FROM mesin WHERE kode <> ? ORDER BY idmesin LIMIT 1',
      [f.unitKode],
    )[0]?.idmesin,
    'foreign machine',
  )
const machineFile = { isi: `990011\t${TEST_TODAY} 07:00:00\t0\t1\t0`, kunci: 'pin' as const }

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
    today: TEST_TODAY,
    unitKode,
    foreignKode: defined(
      sqlRows<{ kode: string }>(server, 'SELECT kode FROM kantor WHERE kode <> ? ORDER BY kode LIMIT 1', [
        unitKode,
      ])[0]?.kode,
      'another office',
    ),
    unitUserId: defined(
      sqlRows<{ iduser: number }>(server, 'SELECT iduser FROM pengguna WHERE usernama = ?', [
        DEMO_UNIT_ADMIN.usernama,
      ])[0]?.iduser,
      'unit admin account',
    ),
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

/** Every endpoint a unit admin may call, by the route the cases name. */
const unitReachable = Object.entries(contract)
  .filter(([, endpoint]) => endpoint.access === 'user')
  .map(([name, endpoint]) => ({ name: name as EndpointName, route: `${endpoint.method} ${endpoint.path}` }))

describe('unit scope: the table covers every endpoint open to level 1', () => {
  const covered = new Set<string>(cases.map((c) => c.route))

  it('each has a case or a named exemption', () => {
    const missing = unitReachable.filter(({ name, route }) => !covered.has(route) && !EXEMPT[name])
    expect(missing.map(({ route }) => route)).toEqual([])
  })

  it('exemptions name only level-1 endpoints without a case', () => {
    const stale = Object.keys(EXEMPT).filter((name) => {
      const endpoint = unitReachable.find((e) => e.name === name)
      return !endpoint || covered.has(endpoint.route)
    })
    expect(stale).toEqual([])
  })
})

describe('unit scope: level 1 never sees nor changes another unit', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, scopeCase) => {
    await scopeCase.run(fixture, t)
  })
})
