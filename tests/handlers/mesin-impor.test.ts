import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { HEAD_OFFICE } from '../../seeds/offices.ts'
import { ingestAttlog } from '../../src/api-handlers/mesin-ingest.ts'
import { MESIN_MESSAGES } from '../../src/contract/messages.ts'
import type { Database } from '../../src/db/schema.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { mondayToFridayShift, setUp } from '../support/presensi.ts'
import {
  callFail,
  callOk,
  jakarta,
  mswServer,
  selectTestEngine,
  startTestServer,
  type TestEngineName,
  type TestServer,
} from '../support/test-server.ts'

/**
 * The machine file import (issue 32, docs/mesin.md "Rules") on every engine: an attlog.dat with
 * directed and undirected punches, an unknown PIN, a punch on a holiday of the unit's calendar, a
 * duplicate line, a leave day and an app record to merge with. The preview lists exactly what the
 * import writes; a second import writes nothing; linking the unknown PIN turns its punches into a
 * record.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const ENGINES: TestEngineName[] = ['sqljs', 'sqlite-file', 'postgres']
/** Monday evening (the sessions' clock); the shift is Monday to Friday 07:00–14:00. */
const NOW = jakarta('2026-11-16T18:00')
const HOLIDAY = '2026-11-12'
const SICK_DAY = '2026-11-09'

/** A: PIN = NIP, B: pin_mesin 501 (padded by the machine), C: linked later to the unknown PIN 777. */
const A = 'MSNA01'
const FILE = [
  `${A}\t2026-11-16 07:12:30\t0\t1\t0\t0\t0`,
  `${A}\t2026-11-16 07:13:05\t0\t1\t0\t0\t0`,
  `${A}\t2026-11-16 13:40:00\t1\t1\t0\t0\t0`,
  `${A}\t${HOLIDAY} 07:00:00\t0\t1\t0\t0\t0`,
  `${A}\t${SICK_DAY} 07:01:00\t0\t1\t0\t0\t0`,
  `${A}\t2026-11-13 14:00:00\t1\t1\t0\t0\t0`,
  '   501\t2026-11-16 07:05:00\t255\t15\t0\t0\t0',
  '   501\t2026-11-16 07:30:00\t255\t15\t0\t0\t0',
  '   501\t2026-11-13 06:55:00\t255\t15\t0\t0\t0',
  '   501\t2026-11-13 07:20:00\t255\t15\t0\t0\t0',
  '   501\t2026-11-13 14:30:00\t255\t15\t0\t0\t0',
  '777\t2026-11-16 07:40:00\t0\t1\t0\t0\t0',
  '777\t2026-11-16 14:10:00\t1\t1\t0\t0\t0',
  '   501\t2026-11-16 07:05:00\t255\t15\t0\t0\t0',
  'xx\tbukan tanggal',
  '',
].join('\r\n')

async function hire(db: Kysely<Database>, idshift: number, nip: string, pin_mesin: string | null) {
  const { idp } = await db
    .insertInto('pegawai')
    .values({
      ...{ nip, nama: `Uji Mesin ${nip}`, jk: 'P', tempat: '', tgllahir: null, alamat: '', jabatan: '' },
      ...{ pendidikan: '', catatan: '', wa: '081234567890', email: '', status: 0, tglmasuk: '2024-07-01' },
      ...{ tglkeluar: null, kode: DEMO_UNIT_KODE, pass_hash: '', idshift, status_aktif: 1, tipe: 'normal' },
      ...{ image1: null, pin_mesin },
    })
    .returning('idp')
    .executeTakeFirstOrThrow()
  return idp
}

/** The three employees, the app's arrival of B on Monday, A's sick day, the machine of the head office. */
function prepare(server: TestServer) {
  return setUp(server, async (db) => {
    const idshift = await mondayToFridayShift(db)
    const a = await hire(db, idshift, A, null)
    const b = await hire(db, idshift, 'MSNB02', '501')
    const c = await hire(db, idshift, 'MSNC03', null)
    const base = { lat: null, lng: null, opr: '', catatan: '', tglentri: '2026-11-16', waktuentri: '07:20' }
    const none = { kirim_masuk: null, kirim_pulang: null, id_kirim_masuk: null, id_kirim_pulang: null }
    const appArrival = {
      idp: b,
      tgl: '2026-11-16',
      status: 0,
      waktu_masuk: '07:20',
      waktu_pulang: null,
    } as const
    const sick = { idp: a, tgl: SICK_DAY, status: 2, waktu_masuk: null, waktu_pulang: null } as const
    await db
      .insertInto('absensi')
      .values(
        [
          {
            ...appArrival,
            keterlambatan: 20,
            pulangawal: 0,
            waktukerja: 0,
            idar: null,
            lokasi: 'Aula',
            device: 0 as const,
          },
          {
            ...sick,
            keterlambatan: 0,
            pulangawal: 0,
            waktukerja: 0,
            idar: null,
            lokasi: '',
            device: 1 as const,
          },
        ].map((row) => ({ ...row, ...base, ...none })),
      )
      .execute()
    const mesin = await db
      .selectFrom('mesin')
      .leftJoin('area_absensi', 'area_absensi.idar', 'mesin.idar')
      .select(['mesin.idmesin', 'mesin.nama', 'mesin.arah', 'mesin.idar', 'area_absensi.lokasi'])
      .where('mesin.kode', '=', HEAD_OFFICE.kode)
      .executeTakeFirstOrThrow()
    return { a, b, c, mesin }
  })
}

describe.each(ENGINES)('the machine file import on %s', (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres('the machine import on PostgreSQL')

  it.skipIf(skip)(
    'previews exactly what it writes, once; linking a PIN writes its punches',
    async () => {
      selectTestEngine(engine)
      const server = await startTestServer({ loggedIn: [DEMO_ADMIN, DEMO_UNIT_ADMIN] })
      server.setNow(NOW)
      const admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
      const unitAdmin = server.sessions.get(DEMO_UNIT_ADMIN.usernama) ?? ''
      const { a, b, c, mesin } = await prepare(server)
      expect(mesin.arah).toBe('status')
      await callOk('POST api/kalender', {
        token: admin,
        body: {
          ...{ jenis: 'unit', tglawal: HOLIDAY, tglakhir: HOLIDAY, keterangan: 'Hari Guru' },
          ...{ semua_unit: 0, unit: [DEMO_UNIT_KODE] },
        },
      })
      const params = { idmesin: mesin.idmesin }
      const body = { isi: FILE, kunci: 'pin' as const }

      const before = await server.writeCount()
      const preview = await callOk('POST api/mesin/{idmesin}/impor/pratinjau', { token: admin, params, body })
      expect(await server.writeCount()).toBe(before)
      expect(preview).toMatchObject({ baris: 15, baru: 13, duplikat: 1 })
      expect(preview.tidak_terbaca).toEqual([
        { nomor: 15, baris: 'xx\tbukan tanggal', alasan: expect.any(String) },
      ])
      expect(preview.pin_tidak_dikenal).toEqual([
        { pin: '777', jumlah: 2, pertama: '2026-11-16 07:40:00', terakhir: '2026-11-16 14:10:00' },
      ])
      const days = preview.hari.map(({ idp, tgl, datang, pulang, keterlambatan, pulangawal, tindakan }) => ({
        ...{ idp, tgl, datang, pulang, keterlambatan, pulangawal, tindakan },
      }))
      expect(days).toEqual([
        {
          idp: a,
          tgl: '2026-11-16',
          datang: '07:12',
          pulang: '13:40',
          keterlambatan: 12,
          pulangawal: 20,
          tindakan: 'baru',
        },
        {
          idp: b,
          tgl: '2026-11-13',
          datang: '06:55',
          pulang: '14:30',
          keterlambatan: 0,
          pulangawal: 0,
          tindakan: 'baru',
        },
        // The app's 07:20 arrival: the machine's earlier one wins; 07:30 is within the gap, no departure.
        {
          idp: b,
          tgl: '2026-11-16',
          datang: '07:05',
          pulang: null,
          keterlambatan: 5,
          pulangawal: 0,
          tindakan: 'ubah',
        },
      ])
      expect(preview.tidak_ditulis.map(({ idp, tgl, alasan }) => ({ idp, tgl, alasan }))).toEqual([
        { idp: a, tgl: SICK_DAY, alasan: 'sakit' },
        { idp: a, tgl: HOLIDAY, alasan: 'libur' },
        { idp: a, tgl: '2026-11-13', alasan: 'tanpa_datang' },
      ])
      expect(preview.tidak_ditulis.find((day) => day.tgl === HOLIDAY)?.keterangan).toBe('Hari Guru')

      expect(
        await callFail('POST api/mesin/{idmesin}/impor', { token: unitAdmin, params, body }),
      ).toMatchObject({
        status: 403,
      })
      expect(await callOk('POST api/mesin/{idmesin}/impor', { token: admin, params, body })).toMatchObject({
        disimpan: 13,
        baru: 2,
        diubah: 1,
      })
      const records = await server.db
        .selectFrom('absensi')
        .select(['idp', 'tgl', 'waktu_masuk', 'waktu_pulang', 'keterlambatan', 'pulangawal', 'device'])
        .select(['sumber_masuk', 'sumber_pulang', 'idmesin_masuk', 'idmesin_pulang', 'idar', 'lokasi'])
        .where('idp', 'in', [a, b, c])
        .where('status', '=', 0)
        .orderBy('idp')
        .orderBy('tgl')
        .execute()
      const fromMachine = { idmesin_masuk: mesin.idmesin, idar: mesin.idar, lokasi: mesin.lokasi }
      expect(records).toEqual([
        {
          ...{ idp: a, tgl: '2026-11-16', waktu_masuk: '07:12', waktu_pulang: '13:40', keterlambatan: 12 },
          ...{ pulangawal: 20, device: 2, sumber_masuk: 2, sumber_pulang: 2, idmesin_pulang: mesin.idmesin },
          ...fromMachine,
        },
        {
          ...{ idp: b, tgl: '2026-11-13', waktu_masuk: '06:55', waktu_pulang: '14:30', keterlambatan: 0 },
          ...{ pulangawal: 0, device: 2, sumber_masuk: 2, sumber_pulang: 2, idmesin_pulang: mesin.idmesin },
          ...fromMachine,
        },
        {
          ...{ idp: b, tgl: '2026-11-16', waktu_masuk: '07:05', waktu_pulang: null, keterlambatan: 5 },
          ...{ pulangawal: 0, device: 0, sumber_masuk: 2, sumber_pulang: null, idmesin_pulang: null },
          ...fromMachine,
        },
      ])
      // The preview's days are exactly the records written.
      expect(
        records.map((r) => [r.idp, r.tgl, r.waktu_masuk, r.waktu_pulang, r.keterlambatan, r.pulangawal]),
      ).toEqual(preview.hari.map((d) => [d.idp, d.tgl, d.datang, d.pulang, d.keterlambatan, d.pulangawal]))
      // The recap's detail names the machine of each half a machine took.
      const detail = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
        token: admin,
        params: { tglawal: '2026-11-13', tglakhir: '2026-11-16', idp: b },
      })
      const machineOf = (tgl: string) => {
        const day = detail.data.find((row) => row.tgl === tgl)
        return day && [day.mesin_masuk, day.mesin_pulang]
      }
      expect(machineOf('2026-11-13')).toEqual([mesin.nama, mesin.nama])
      expect(machineOf('2026-11-16')).toEqual([mesin.nama, undefined])
      const sick = await server.db
        .selectFrom('absensi')
        .select('status')
        .where('idp', '=', a)
        .where('tgl', '=', SICK_DAY)
        .execute()
      expect(sick).toEqual([{ status: 2 }])
      const trail = await server.db
        .selectFrom('jejak_perubahan')
        .select('keterangan')
        .where('tabel', '=', 'scan_log')
        .execute()
      expect(trail).toHaveLength(1)

      const written = await server.writeCount()
      const again = await callOk('POST api/mesin/{idmesin}/impor/pratinjau', { token: admin, params, body })
      expect(again).toMatchObject({
        baru: 0,
        duplikat: 14,
        hari: [],
        tidak_ditulis: [],
        pin_tidak_dikenal: [],
      })
      expect(await callOk('POST api/mesin/{idmesin}/impor', { token: admin, params, body })).toMatchObject({
        disimpan: 0,
        baru: 0,
        diubah: 0,
      })
      expect(await server.writeCount()).toBe(written)

      const unknown = await callOk('GET api/scanlog/tidakdikenal', {
        token: admin,
        query: { idmesin: mesin.idmesin },
      })
      expect(unknown.datae.map((row) => [row.pin, row.jumlah])).toEqual([['777', 2]])
      expect(
        await callFail('POST api/scanlog/hubungkan', {
          token: admin,
          body: { pasangan: [{ pin: '501', idp: c }] },
        }),
      ).toEqual({ status: 409, pesan: MESIN_MESSAGES.pinTaken(`Uji Mesin MSNB02`) })
      expect(
        await callOk('POST api/scanlog/hubungkan', {
          token: admin,
          body: { pasangan: [{ pin: '777', idp: c }] },
        }),
      ).toMatchObject({ disimpan: 2, baru: 1, diubah: 0 })
      const linked = await server.db
        .selectFrom('absensi')
        .select(['waktu_masuk', 'waktu_pulang', 'keterlambatan', 'pulangawal', 'device'])
        .where('idp', '=', c)
        .execute()
      expect(linked).toEqual([
        { waktu_masuk: '07:40', waktu_pulang: '14:10', keterlambatan: 40, pulangawal: 0, device: 2 },
      ])
      const log = await callOk('GET api/scanlog', {
        token: admin,
        query: { idmesin: mesin.idmesin, tgl: '2026-11-16' },
      })
      expect(log.datae.filter((row) => row.pin === '777').map((row) => [row.idp, row.hasil])).toEqual([
        [c, 'datang'],
        [c, 'pulang'],
      ])
      expect(log.datae.filter((row) => row.pin === A).map((row) => row.hasil)).toEqual([
        'datang',
        'diabaikan',
        'pulang',
      ])
      expect((await callOk('GET api/scanlog/tidakdikenal', { token: admin, query: {} })).datae).toEqual([])

      // The push path (no author): the school's gate, read by order, widens A's Monday on both ends.
      const gate = await server.db
        .selectFrom('mesin')
        .select(['idmesin', 'nama', 'kode', 'idar', 'arah'])
        .where('kode', '=', DEMO_UNIT_KODE)
        .executeTakeFirstOrThrow()
      expect(gate.arah).toBe('urutan')
      const push = (db: Kysely<Database>) =>
        ingestAttlog(
          db,
          {
            ...{ mesin: gate, kunci: 'pin', sumber: 'push', author: null },
            isi: `${A}\t2026-11-16 06:50:00\t255\t1\t0\n${A}\t2026-11-16 15:30:00\t255\t1\t0`,
            now: { zona: 'Asia/Jakarta', today: '2026-11-16', time: '18:00' },
          },
          'tulis',
        )
      expect(await setUp(server, (db) => db.transaction().execute(push))).toMatchObject({
        disimpan: 2,
        diubah: 1,
      })
      const widened = await server.db
        .selectFrom('absensi')
        .select([
          'waktu_masuk',
          'waktu_pulang',
          'keterlambatan',
          'pulangawal',
          'idmesin_masuk',
          'idmesin_pulang',
        ])
        .where('idp', '=', a)
        .where('tgl', '=', '2026-11-16')
        .execute()
      expect(widened).toEqual([
        {
          ...{ waktu_masuk: '06:50', waktu_pulang: '15:30', keterlambatan: 0, pulangawal: 0 },
          ...{ idmesin_masuk: gate.idmesin, idmesin_pulang: gate.idmesin },
        },
      ])
      expect(await setUp(server, (db) => db.transaction().execute(push))).toMatchObject({
        disimpan: 0,
        baru: 0,
        diubah: 0,
      })
      expect(
        await server.db.selectFrom('jejak_perubahan').select('id').where('tabel', '=', 'scan_log').execute(),
      ).toHaveLength(1)
    },
    120_000,
  )
})

describe('machine writes replayed from the journal (sql.js)', () => {
  /** What an import and a PIN link write: the records, the raw punches, the employees' PINs. */
  const machineState = (server: TestServer, idps: readonly number[]) => [
    server.rows(`SELECT * FROM absensi WHERE idp IN (${idps.join(', ')}) ORDER BY id`, []),
    server.rows('SELECT * FROM scan_log ORDER BY id', []),
    server.rows(`SELECT idp, pin_mesin FROM pegawai WHERE idp IN (${idps.join(', ')}) ORDER BY idp`, []),
  ]

  it('a restart after an import and a PIN link finds exactly the committed state', async () => {
    selectTestEngine('sqljs')
    const store = new MemoryStore()
    const live = await startTestServer({ store, loggedIn: [DEMO_ADMIN] })
    live.setNow(NOW)
    const admin = live.sessions.get(DEMO_ADMIN.usernama) ?? ''
    const { a, b, c, mesin } = await prepare(live)
    // The set-up is made durable as a snapshot, so the journal holds the machine writes alone.
    await live.host.checkpoint()
    const params = { idmesin: mesin.idmesin }
    await callOk('POST api/mesin/{idmesin}/impor', {
      token: admin,
      params,
      body: { isi: FILE, kunci: 'pin' },
    })
    await callOk('POST api/scanlog/hubungkan', { token: admin, body: { pasangan: [{ pin: '777', idp: c }] } })
    const committed = machineState(live, [a, b, c])
    expect(committed[1], 'the punches are stored').toHaveLength(13)
    expect(committed[0]?.some((row) => row.idp === c && row.device === 2)).toBe(true)

    expect(store.journalBytes(), 'the machine writes are in the journal').toBeGreaterThan(0)
    const restarted = await startTestServer({ store })
    expect(restarted.host.recovery).toBeNull()
    expect(machineState(restarted, [a, b, c])).toEqual(committed)
  }, 120_000)
})
