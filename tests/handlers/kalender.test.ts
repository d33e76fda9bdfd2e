// test-clock: free — its ranges and decree years are fixed; today only filters who still works, and the demo moves with the clock
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import type { KalenderBody, KalenderRow } from '../../src/contract/kalender.ts'
import { KALENDER_MESSAGES as M } from '../../src/contract/messages.ts'
import { addDays, dateRange, weekday } from '../../src/domain/calendar.ts'
import { kalenderNasional } from '../../src/domain/libur-nasional.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { setUp } from '../support/presensi.ts'
import {
  call,
  callFail,
  callOk,
  mswServer,
  rawCall,
  selectTestEngine,
  startTestServer,
  TEST_TODAY,
  type TestEngineName,
  type TestServer,
} from '../support/test-server.ts'

/**
 * The foundation's calendar (issue 30, docs/kalender.md) through its calls, on every engine:
 * entries with a range and a scope, the list per unit with its working days, the unit admin's
 * read-only view, the national import of the decree, and the SPEC's Libur Khusus calls on top of
 * it (one row per foundation-wide date, a date taken out of a range keeps its idx).
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const ENGINES: TestEngineName[] = ['sqljs', 'sqlite-file', 'pglite', 'postgres']

/** A year the demo's calendar leaves empty (the seed reaches a year past its today) and no decree covers. */
const EMPTY_YEAR = 2031

const entry = (fields: Partial<KalenderBody> = {}): KalenderBody => ({
  jenis: 'yayasan',
  tglawal: '2031-03-10',
  tglakhir: '2031-03-12',
  keterangan: 'Milad Yayasan',
  semua_unit: 1,
  unit: [],
  ...fields,
})

interface SpecRow {
  idx: number
  tgllibur: string
  keterangan: string
}

describe.each(ENGINES)('the calendar calls on %s', (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres('the calendar calls')
  let server: TestServer
  let admin = ''
  let unitAdmin = ''
  /** A school other than the unit admin's. */
  let otherUnit = ''

  beforeEach(async () => {
    if (skip) return
    selectTestEngine(engine)
    server = await startTestServer({ loggedIn: [DEMO_ADMIN, DEMO_UNIT_ADMIN] })
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    unitAdmin = server.sessions.get(DEMO_UNIT_ADMIN.usernama) ?? ''
    const other = await server.db
      .selectFrom('kantor')
      .select('kode')
      .where('kode', '!=', DEMO_UNIT_KODE)
      .where('pusat', '=', 0)
      .orderBy('kode')
      .executeTakeFirstOrThrow()
    otherUnit = other.kode
  }, 120_000)

  const add = async (body: KalenderBody) =>
    (await callOk('POST api/kalender', { token: admin, body })).idkalender

  const yearOf = (tahun: number, kode?: string, token = admin) =>
    callOk('GET api/kalender', { token, query: kode === undefined ? { tahun } : { tahun, kode } })

  /** The SPEC's list, raw (exact JSON keys), rows of dates starting with `prefix`. */
  async function specRows(prefix: string): Promise<SpecRow[]> {
    const { status, body } = await rawCall('GET', 'api/hari_libur', { token: admin })
    expect(status).toBe(200)
    const rows = body.datae as SpecRow[]
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['idx', 'keterangan', 'tgllibur'])
    return rows.filter((row) => row.tgllibur.startsWith(prefix))
  }

  const spans = (rows: readonly KalenderRow[]) =>
    rows.map((row) => [row.tglawal, row.tglakhir, row.jenis, row.keterangan])

  it.skipIf(skip)(
    'adds, reads, changes and deletes a range; its dates are the SPEC list rows, a kept date keeps its idx',
    async () => {
      const idkalender = await add(entry())
      const created: KalenderRow = {
        idkalender,
        jenis: 'yayasan',
        tglawal: '2031-03-10',
        tglakhir: '2031-03-12',
        keterangan: 'Milad Yayasan',
        sk: '',
        semua_unit: 1,
        unit: [],
      }
      expect(await callOk('GET api/kalender/{idkalender}', { token: admin, params: { idkalender } })).toEqual(
        created,
      )
      const before = await specRows('2031-03')
      expect(before.map((row) => [row.tgllibur, row.keterangan])).toEqual([
        ['2031-03-12', 'Milad Yayasan'],
        ['2031-03-11', 'Milad Yayasan'],
        ['2031-03-10', 'Milad Yayasan'],
      ])

      await callOk('PUT api/kalender', {
        token: admin,
        body: {
          ...entry({ tglawal: '2031-03-11', tglakhir: '2031-03-13', keterangan: 'Milad' }),
          idkalender,
        },
      })
      const after = await specRows('2031-03')
      const idxOf = (rows: SpecRow[], tgl: string) => rows.find((row) => row.tgllibur === tgl)?.idx
      expect(after.map((row) => [row.tgllibur, row.keterangan])).toEqual([
        ['2031-03-13', 'Milad'],
        ['2031-03-12', 'Milad'],
        ['2031-03-11', 'Milad'],
      ])
      for (const tgl of ['2031-03-11', '2031-03-12']) expect(idxOf(after, tgl)).toBe(idxOf(before, tgl))
      expect(spans((await yearOf(EMPTY_YEAR)).datae)).toEqual([
        ['2031-03-11', '2031-03-13', 'yayasan', 'Milad'],
      ])

      await callOk('DELETE api/kalender/{idkalender}', { token: admin, params: { idkalender } })
      expect(await specRows('2031-03')).toEqual([])
      expect(
        await callFail('GET api/kalender/{idkalender}', { token: admin, params: { idkalender } }),
      ).toEqual({
        status: 404,
        pesan: M.notFound,
      })
      expect((await yearOf(EMPTY_YEAR)).datae).toEqual([])
    },
  )

  it.skipIf(skip)(
    'refuses a foundation-wide range on a taken date (409), an unknown unit (400), and the contract rules',
    async () => {
      await add(entry())
      const writes = await server.writeCount()
      const clash = await callFail('POST api/kalender', {
        token: admin,
        body: entry({ tglawal: '2031-03-12', tglakhir: '2031-03-14', jenis: 'nasional' }),
      })
      expect(clash.status).toBe(409)
      expect(clash.pesan).toContain('Milad Yayasan')
      const refusals: [KalenderBody, string][] = [
        [entry({ semua_unit: 0, unit: ['TIDAKADA'] }), M.unitUnknown],
        [entry({ tglawal: '2031-03-12', tglakhir: '2031-03-11' }), M.endBeforeStart],
        [entry({ semua_unit: 0, unit: [] }), M.unitRequired],
        [entry({ jenis: 'unit', semua_unit: 1 }), M.unitKindNeedsUnits],
      ]
      for (const [body, pesan] of refusals)
        expect(await callFail('POST api/kalender', { token: admin, body }), pesan).toEqual({
          status: 400,
          pesan,
        })
      expect(await server.writeCount()).toBe(writes)
      // A unit's own entry takes no foundation-wide date: it may lie on the same days.
      await add(entry({ jenis: 'unit', semua_unit: 0, unit: [DEMO_UNIT_KODE], keterangan: 'Class meeting' }))
      expect(await specRows('2031-03')).toHaveLength(3)
      // An update onto another entry's dates is refused as well.
      const later = await add(entry({ tglawal: '2031-03-20', tglakhir: '2031-03-20' }))
      const moved = await call('PUT api/kalender', {
        token: admin,
        body: { ...entry({ tglawal: '2031-03-12', tglakhir: '2031-03-20' }), idkalender: later },
      })
      expect(moved.status).toBe(409)
    },
  )

  /** The weekdays off of a unit's most common schedule among its current staff, from the tables. */
  async function weekdaysOffOf(kode: string): Promise<number[]> {
    const staff = await server.db
      .selectFrom('pegawai')
      .select(['idshift', 'tglkeluar'])
      .where('kode', '=', kode)
      .where('idshift', 'is not', null)
      .execute()
    const counts = new Map<number, number>()
    for (const { idshift, tglkeluar } of staff)
      if (idshift !== null && (tglkeluar === null || tglkeluar >= TEST_TODAY))
        counts.set(idshift, (counts.get(idshift) ?? 0) + 1)
    const [main] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])
    if (!main) return [0]
    const days = await server.db.selectFrom('shift_hari').selectAll().where('idshift', '=', main[0]).execute()
    return [0, 1, 2, 3, 4, 5, 6].filter((hari) => !days.some((day) => day.hari === hari && day.libur === 0))
  }

  it.skipIf(skip)(
    "lists a unit's entry for that unit only, and counts each unit's working days of a month",
    async () => {
      const foundation = await add(entry())
      const own = await add(
        entry({
          jenis: 'unit',
          tglawal: '2031-03-17',
          tglakhir: '2031-03-19',
          keterangan: 'Ujian Tengah Semester',
          semua_unit: 0,
          unit: [DEMO_UNIT_KODE],
        }),
      )
      const ids = async (kode?: string) => (await yearOf(EMPTY_YEAR, kode)).datae.map((row) => row.idkalender)
      expect(await ids(DEMO_UNIT_KODE)).toEqual([foundation, own])
      expect(await ids(otherUnit)).toEqual([foundation])
      expect(await ids()).toEqual([foundation])

      // Each month of 2031 counted here: every date but the unit's weekdays off and its calendar's dates.
      const workingIn = (month: string, offDays: readonly number[], closed: readonly string[]) =>
        dateRange(`${month}-01`, addDays(`${month}-01`, 31))
          .filter((tgl) => tgl.startsWith(month))
          .filter((tgl) => !offDays.includes(weekday(tgl)) && !closed.includes(tgl)).length
      const foundationDates = dateRange('2031-03-10', '2031-03-12')
      const unitDates = dateRange('2031-03-17', '2031-03-19')
      for (const [kode, closed] of [
        [DEMO_UNIT_KODE, [...foundationDates, ...unitDates]],
        [otherUnit, foundationDates],
      ] as const) {
        const year = await yearOf(EMPTY_YEAR, kode)
        const offDays = await weekdaysOffOf(kode)
        expect(year.libur_pekanan, kode).toEqual(offDays)
        expect(year.hari_kerja[2], kode).toBe(workingIn('2031-03', offDays, closed))
        expect(year.hari_kerja[1], kode).toBe(workingIn('2031-02', offDays, []))
      }
    },
  )

  it.skipIf(skip)(
    "gives a unit admin its own unit's calendar to read, never another's, and no writes",
    async () => {
      const foundation = await add(entry())
      const own = await add(
        entry({ jenis: 'unit', semua_unit: 0, unit: [DEMO_UNIT_KODE], keterangan: 'Ujian' }),
      )
      const foreign = await add(
        entry({ jenis: 'unit', semua_unit: 0, unit: [otherUnit], keterangan: 'Pesantren kilat' }),
      )
      const seen = await yearOf(EMPTY_YEAR, undefined, unitAdmin)
      expect(seen.datae.map((row) => row.idkalender)).toEqual([foundation, own])
      expect(seen).toEqual(await yearOf(EMPTY_YEAR, DEMO_UNIT_KODE))
      expect((await yearOf(EMPTY_YEAR, DEMO_UNIT_KODE, unitAdmin)).datae).toEqual(seen.datae)
      const query = { tahun: EMPTY_YEAR, kode: otherUnit }
      expect((await call('GET api/kalender', { token: unitAdmin, query })).status).toBe(403)
      for (const idkalender of [foundation, own])
        expect(
          (await call('GET api/kalender/{idkalender}', { token: unitAdmin, params: { idkalender } })).status,
        ).toBe(200)
      expect(
        await callFail('GET api/kalender/{idkalender}', {
          token: unitAdmin,
          params: { idkalender: foreign },
        }),
      ).toEqual({ status: 404, pesan: M.notFound })

      const writes = await server.writeCount()
      const refused = [
        await call('POST api/kalender', {
          token: unitAdmin,
          body: entry({ tglawal: '2031-05-01', tglakhir: '2031-05-01' }),
        }),
        await call('PUT api/kalender', { token: unitAdmin, body: { ...entry(), idkalender: own } }),
        await call('DELETE api/kalender/{idkalender}', { token: unitAdmin, params: { idkalender: own } }),
        await call('GET api/kalender/nasional', { token: unitAdmin, query: { tahun: 2026 } }),
        await call('POST api/kalender/nasional', { token: unitAdmin, body: { tahun: 2026 } }),
      ]
      expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403])
      expect(await server.writeCount()).toBe(writes)
    },
  )

  /** Removes the national days and cuti bersama of a year, as a database that never imported them. */
  const withoutNationalDays = (tahun: number) =>
    setUp(server, async (db) => {
      const ids = (
        await db
          .selectFrom('kalender')
          .select('idkalender')
          .where('jenis', 'in', ['nasional', 'cuti_bersama'])
          .where('tglawal', '>=', `${tahun}-01-01`)
          .where('tglawal', '<=', `${tahun}-12-31`)
          .execute()
      ).map((row) => row.idkalender)
      if (!ids.length) return
      await db.deleteFrom('hari_libur').where('idkalender', 'in', ids).execute()
      await db.deleteFrom('kalender').where('idkalender', 'in', ids).execute()
    })

  const DECREE = kalenderNasional(2026)
  if (!DECREE) throw new Error('the app knows the 2026 decree')
  const decreeDays = DECREE.hari.map((day) => ({
    tgl: day.tgl,
    jenis: day.jenis,
    keterangan: day.keterangan,
  }))

  it.skipIf(skip)(
    'imports 2026 as decreed: 17 national days and 8 of cuti bersama, one row per date; again, nothing',
    async () => {
      await withoutNationalDays(2026)
      expect(await specRows('2026')).toEqual([])
      const preview = await callOk('GET api/kalender/nasional', { token: admin, query: { tahun: 2026 } })
      expect(preview).toMatchObject({
        tahun: 2026,
        sk: DECREE.sk,
        sementara: false,
        sudah_ada: [],
        berbeda: [],
      })
      expect(preview.baru).toEqual(decreeDays)
      expect(preview.baru.filter((day) => day.jenis === 'nasional')).toHaveLength(17)
      expect(preview.baru.filter((day) => day.jenis === 'cuti_bersama')).toHaveLength(8)

      expect(
        await callOk('POST api/kalender/nasional', { token: admin, body: { tahun: 2026 } }),
      ).toMatchObject({
        status: 'sukses',
        ditambah: 25,
        diganti: 0,
        sudah_ada: 0,
      })
      const national = (await yearOf(2026)).datae.filter(
        (row) => row.jenis !== 'yayasan' && row.jenis !== 'unit',
      )
      expect(
        national.every((row) => row.tglawal === row.tglakhir && row.sk === DECREE.sk && row.semua_unit === 1),
      ).toBe(true)
      expect(
        national.map((row) => ({ tgl: row.tglawal, jenis: row.jenis, keterangan: row.keterangan })),
      ).toEqual(decreeDays)
      const spec = await specRows('2026')
      expect(spec.map((row) => [row.tgllibur, row.keterangan]).reverse()).toEqual(
        decreeDays.map((day) => [day.tgl, day.keterangan]),
      )

      const again = await callOk('GET api/kalender/nasional', { token: admin, query: { tahun: 2026 } })
      expect(again).toMatchObject({ baru: [], berbeda: [], sudah_ada: decreeDays })
      expect(
        await callOk('POST api/kalender/nasional', { token: admin, body: { tahun: 2026 } }),
      ).toMatchObject({
        ditambah: 0,
        diganti: 0,
        sudah_ada: 25,
      })
      expect(await specRows('2026')).toEqual(spec)
    },
  )

  it.skipIf(skip)(
    "puts the decree's day in place of a Libur Yayasan on it (the range keeps its other dates); 404 for a year it does not know",
    async () => {
      await withoutNationalDays(2026)
      const own = await add(
        entry({ tglawal: '2025-12-31', tglakhir: '2026-01-02', keterangan: 'Libur akhir tahun' }),
      )
      const preview = await callOk('GET api/kalender/nasional', { token: admin, query: { tahun: 2026 } })
      const [newYear, ...rest] = decreeDays
      expect(preview.berbeda).toEqual([
        {
          hari: newYear,
          sekarang: {
            idkalender: own,
            jenis: 'yayasan',
            tglawal: '2025-12-31',
            tglakhir: '2026-01-02',
            keterangan: 'Libur akhir tahun',
          },
        },
      ])
      expect(preview.baru).toEqual(rest)
      expect(
        await callOk('POST api/kalender/nasional', { token: admin, body: { tahun: 2026 } }),
      ).toMatchObject({
        ditambah: 25,
        diganti: 1,
        sudah_ada: 0,
      })
      const around = [...(await yearOf(2025)).datae, ...(await yearOf(2026)).datae].filter(
        (row) => row.tglawal <= '2026-01-02' && row.tglakhir >= '2025-12-31',
      )
      expect(spans(around)).toEqual([
        ['2025-12-31', '2025-12-31', 'yayasan', 'Libur akhir tahun'],
        ['2026-01-01', '2026-01-01', 'nasional', newYear?.keterangan],
        ['2026-01-02', '2026-01-02', 'yayasan', 'Libur akhir tahun'],
      ])
      expect(around[0]?.idkalender).toBe(own)
      expect((await specRows('2026-01-0')).map((row) => [row.tgllibur, row.keterangan])).toEqual([
        ['2026-01-02', 'Libur akhir tahun'],
        ['2026-01-01', newYear?.keterangan],
      ])

      const unknown = `Libur nasional tahun ${EMPTY_YEAR} belum tersedia di aplikasi ini.`
      expect(
        await callFail('GET api/kalender/nasional', { token: admin, query: { tahun: EMPTY_YEAR } }),
      ).toEqual({
        status: 404,
        pesan: unknown,
      })
      expect(
        await callFail('POST api/kalender/nasional', { token: admin, body: { tahun: EMPTY_YEAR } }),
      ).toEqual({
        status: 404,
        pesan: unknown,
      })
    },
  )

  it.skipIf(skip)(
    'answers the SPEC calls in their own shapes; a new date is a one-day Libur Yayasan',
    async () => {
      const created = await rawCall('POST', 'api/hari_libur', {
        token: admin,
        body: { tgllibur: '2031-06-02', keterangan: 'Libur Yayasan' },
      })
      expect(created.status).toBe(200)
      expect(Object.keys(created.body).sort()).toEqual(['idx', 'pesan', 'status'])
      const idx = Number(created.body.idx)
      const read = await rawCall('GET', `api/hari_libur/${idx}`, { token: admin })
      expect(read.body).toEqual({ idx, tgllibur: '2031-06-02', keterangan: 'Libur Yayasan' })
      expect(await specRows('2031-06')).toEqual([read.body])
      expect(spans((await yearOf(EMPTY_YEAR)).datae)).toEqual([
        ['2031-06-02', '2031-06-02', 'yayasan', 'Libur Yayasan'],
      ])
      const edited = await rawCall('PUT', 'api/hari_libur', {
        token: admin,
        body: { idx, tgllibur: '2031-06-03', keterangan: 'Libur Yayasan (diundur)' },
      })
      expect(edited.body).toEqual({ status: 'sukses', pesan: 'Data tersimpan' })
      expect(spans((await yearOf(EMPTY_YEAR)).datae)).toEqual([
        ['2031-06-03', '2031-06-03', 'yayasan', 'Libur Yayasan (diundur)'],
      ])
      const deleted = await rawCall('DELETE', `api/hari_libur/${idx}`, { token: admin })
      expect(deleted.body).toEqual({ status: 'sukses', pesan: 'Data telah dihapus!' })
      expect((await yearOf(EMPTY_YEAR)).datae).toEqual([])
      expect(await specRows('2031-06')).toEqual([])
    },
  )

  it.skipIf(skip)(
    'moving one date of a five-day range keeps its idx and splits the range; deleting a middle date splits it too',
    async () => {
      const range = await add(
        entry({ tglawal: '2031-04-07', tglakhir: '2031-04-11', keterangan: 'Libur pekan yayasan' }),
      )
      const before = await specRows('2031-04')
      const idxOn = (tgl: string) => before.find((row) => row.tgllibur === tgl)?.idx as number
      const moved = idxOn('2031-04-09')
      await callOk('PUT api/hari_libur', {
        token: admin,
        body: { idx: moved, tgllibur: '2031-04-20', keterangan: 'Dipindah' },
      })
      expect(await specRows('2031-04')).toEqual([
        { idx: moved, tgllibur: '2031-04-20', keterangan: 'Dipindah' },
        ...['2031-04-11', '2031-04-10', '2031-04-08', '2031-04-07'].map((tgl) => ({
          idx: idxOn(tgl),
          tgllibur: tgl,
          keterangan: 'Libur pekan yayasan',
        })),
      ])
      const april = (await yearOf(EMPTY_YEAR)).datae
      expect(spans(april)).toEqual([
        ['2031-04-07', '2031-04-08', 'yayasan', 'Libur pekan yayasan'],
        ['2031-04-10', '2031-04-11', 'yayasan', 'Libur pekan yayasan'],
        ['2031-04-20', '2031-04-20', 'yayasan', 'Dipindah'],
      ])
      expect(april[0]?.idkalender).toBe(range)

      const week = await add(
        entry({ tglawal: '2031-05-05', tglakhir: '2031-05-09', keterangan: 'Libur pesantren' }),
      )
      const may = await specRows('2031-05')
      const middle = may.find((row) => row.tgllibur === '2031-05-07')?.idx as number
      await callOk('DELETE api/hari_libur/{idx}', { token: admin, params: { idx: middle } })
      expect(await specRows('2031-05')).toEqual(may.filter((row) => row.idx !== middle))
      expect((await call('GET api/hari_libur/{idx}', { token: admin, params: { idx: middle } })).status).toBe(
        404,
      )
      const split = (await yearOf(EMPTY_YEAR)).datae.filter((row) => row.tglawal.startsWith('2031-05'))
      expect(spans(split)).toEqual([
        ['2031-05-05', '2031-05-06', 'yayasan', 'Libur pesantren'],
        ['2031-05-08', '2031-05-09', 'yayasan', 'Libur pesantren'],
      ])
      expect(split[0]?.idkalender).toBe(week)
    },
  )

  it.skipIf(skip)('records every change of an entry in the audit trail', async () => {
    const idkalender = await add(entry())
    await callOk('PUT api/kalender', {
      token: admin,
      body: { ...entry({ keterangan: 'Milad ke-30' }), idkalender },
    })
    await callOk('DELETE api/kalender/{idkalender}', { token: admin, params: { idkalender } })
    const { datae } = await callOk('GET api/jejakperubahan', {
      token: admin,
      query: { tabel: 'kalender', idrekaman: String(idkalender) },
    })
    expect(
      datae.map((row) => [row.jenis, row.sebelum?.keterangan ?? null, row.sesudah?.keterangan ?? null]),
    ).toEqual([
      ['hapus', 'Milad ke-30', null],
      ['ubah', 'Milad Yayasan', 'Milad ke-30'],
      ['tambah', null, 'Milad Yayasan'],
    ])
    expect(datae.every((row) => row.namauser === DEMO_ADMIN.namalengkap)).toBe(true)
  })
})
