import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { CUTI_SALDO_MESSAGES } from '../../src/contract/cuti-saldo.ts'
import type { Pengaturan } from '../../src/contract/pengaturan.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { setUp } from '../support/presensi.ts'
import {
  call,
  callOk,
  jakarta,
  mswServer,
  selectTestEngine,
  startTestServer,
  type TestEngineName,
  type TestServer,
} from '../support/test-server.ts'

/**
 * The balances admins see (issue 31, docs/cuti.md "Saldo dan buku cuti", "Laporan Saldo Cuti"), on
 * every engine: the allocation on the day 12 months of service are reached and not before; a Cuti
 * Bersama day deducted only with the setting on; an adjustment moving the balance, in the audit
 * trail, refused without a reason; the report's rows equal to the ledgers; a unit admin's scope.
 * The test clock's today is Monday 2026-11-16.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const ENGINES: TestEngineName[] = ['sqljs', 'sqlite-file', 'pglite', 'postgres']

const TODAY = '2026-11-16'
/** 12 months of service exactly today; one day short. */
const TWELVE_MONTHS_AGO = '2025-11-16'
const A_DAY_SHORT = '2025-11-17'
/** Entitled for years: a full leave year 2026 (1 January basis, the default). */
const LONG_AGO = '2020-01-06'
/** A Tuesday of 2026 with no national day: the test's own Cuti Bersama. */
const CUTI_BERSAMA_DAY = '2026-09-15'

describe.each(ENGINES)('Saldo cuti on %s', (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres('Saldo cuti')
  let server: TestServer
  let admin = ''
  let unitAdmin = ''

  beforeEach(async () => {
    if (skip) return
    selectTestEngine(engine)
    server = await startTestServer({ loggedIn: [DEMO_ADMIN, DEMO_UNIT_ADMIN] })
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    unitAdmin = server.sessions.get(DEMO_UNIT_ADMIN.usernama) ?? ''
  }, 120_000)

  /** A new employee of `kode` on schedule 1, made to work Monday to Friday. */
  async function hire(nip: string, tglmasuk: string, kode: string = DEMO_UNIT_KODE): Promise<number> {
    const { idshift } = await setUp(server, async (db) => {
      const shift = await db
        .selectFrom('shift')
        .select('idshift')
        .orderBy('idshift')
        .executeTakeFirstOrThrow()
      await db
        .updateTable('shift_hari')
        .set({ libur: 0, waktu_masuk: '07:00', waktu_pulang: '14:00' })
        .where('idshift', '=', shift.idshift)
        .where('hari', 'in', [1, 2, 3, 4, 5])
        .execute()
      return shift
    })
    const body = {
      nip,
      nama: `Uji ${nip}`,
      jk: 'P' as const,
      kode,
      idshift,
      wa: '',
      status: 0 as const,
      pass: 'rahasia1',
      tglmasuk,
    }
    return (await callOk('POST api/datapegawai', { token: admin, body })).idp
  }

  const ledgerOf = (idp: number, token = admin) =>
    callOk('GET api/cuti/saldo/{idp}', { token, params: { idp } })
  const yearOf = async (idp: number, day = TODAY) =>
    (await ledgerOf(idp)).periode.find((year) => year.mulai <= day && day <= year.akhir)
  const report = (token = admin, kode = '') =>
    callOk('GET api/cuti/saldo', { token, query: { kode, tahun: 2026 } })

  async function setSettings(changes: Partial<Pengaturan>) {
    const { nama_yayasan, alamat_yayasan, toleransi_terlambat_menit } = await callOk('GET api/pengaturan', {
      token: admin,
    })
    const body = { nama_yayasan, alamat_yayasan, toleransi_terlambat_menit, ...changes }
    await callOk('PUT api/pengaturan', { token: admin, body })
  }

  it.skipIf(skip)(
    'the allocation comes on the day 12 months of service are reached, not before',
    async () => {
      const entitled = await hire('SALDO-12', TWELVE_MONTHS_AGO)
      const notYet = await hire('SALDO-11', A_DAY_SHORT)
      expect(await yearOf(entitled)).toMatchObject({
        mulai: TODAY,
        akhir: '2026-12-31',
        alokasi: 12,
        sisa: 12,
      })
      const short = await ledgerOf(notYet)
      expect(short).toMatchObject({ berhak_mulai: '2026-11-17', periode: [], sisa: 0 })
      const rows = (await report()).datae
      expect(rows.find((row) => row.idp === notYet)).toMatchObject({
        mulai: null,
        sisa: 0,
        catatan: 'Belum 12 bulan (mulai 17 November 2026)',
      })
      expect(rows.find((row) => row.idp === entitled)).toMatchObject({ mulai: TODAY, alokasi: 12, sisa: 12 })

      // The day before, the first employee had no leave year either.
      server.setNow(jakarta('2026-11-15T09:00'))
      expect((await ledgerOf(entitled)).periode).toEqual([])
    },
  )

  it.skipIf(skip)('a Cuti Bersama day is deducted only with the setting on', async () => {
    const idp = await hire('SALDO-CB', LONG_AGO)
    await callOk('POST api/kalender', {
      token: admin,
      body: {
        jenis: 'cuti_bersama',
        tglawal: CUTI_BERSAMA_DAY,
        tglakhir: CUTI_BERSAMA_DAY,
        keterangan: 'Cuti bersama uji',
        semua_unit: 1,
        unit: [],
      },
    })
    const off = await yearOf(idp)
    expect(off?.cuti_bersama).toBe(0)
    expect(off?.mutasi.filter((line) => line.jenis === 'cuti_bersama')).toEqual([])

    await setSettings({ cuti_bersama_potong: true })
    const on = await yearOf(idp)
    const deducted = on?.mutasi.filter((line) => line.jenis === 'cuti_bersama') ?? []
    expect(deducted).toContainEqual(
      expect.objectContaining({ tgl: CUTI_BERSAMA_DAY, hari: -1, keterangan: 'Cuti bersama uji' }),
    )
    expect(on?.cuti_bersama).toBe(deducted.length)
    expect(on?.sisa).toBe((off?.sisa ?? 0) - deducted.length)

    await setSettings({ cuti_bersama_potong: false })
    expect((await yearOf(idp))?.sisa).toBe(off?.sisa)
  })

  it.skipIf(skip)('an adjustment moves the balance, is audited, and needs a reason', async () => {
    const idp = await hire('SALDO-ADJ', LONG_AGO)
    const before = await yearOf(idp)
    const adjustment = { idp, tgl: '2026-03-02', hari: 3, keterangan: 'Sisa cuti dari sistem lama' }
    const refused = await call('POST api/cuti/penyesuaian', {
      token: admin,
      body: { ...adjustment, keterangan: '  ' },
    })
    expect(refused).toMatchObject({ status: 400, body: { pesan: CUTI_SALDO_MESSAGES.keteranganRequired } })
    const zero = await call('POST api/cuti/penyesuaian', { token: admin, body: { ...adjustment, hari: 0 } })
    expect(zero).toMatchObject({ status: 400, body: { pesan: CUTI_SALDO_MESSAGES.hariZero } })
    expect(await yearOf(idp)).toEqual(before)

    const { idmutasi } = await callOk('POST api/cuti/penyesuaian', { token: admin, body: adjustment })
    const after = await yearOf(idp)
    expect(after?.sisa).toBe((before?.sisa ?? 0) + 3)
    expect(after?.penyesuaian).toBe(3)
    expect(after?.mutasi).toContainEqual(
      expect.objectContaining({
        ...{ idmutasi, tgl: '2026-03-02', jenis: 'penyesuaian', hari: 3 },
        ...{ keterangan: adjustment.keterangan, oleh: DEMO_ADMIN.usernama },
      }),
    )
    const trail = await callOk('GET api/jejakperubahan', {
      token: admin,
      query: { tabel: 'cuti_mutasi', idrekaman: String(idmutasi) },
    })
    expect(trail.datae).toHaveLength(1)
    expect(trail.datae[0]).toMatchObject({ jenis: 'tambah', namauser: expect.any(String) })
  })

  it.skipIf(skip)("the report's rows are the ledgers' figures of the year's leave year", async () => {
    const idp = await hire('SALDO-LAP', LONG_AGO)
    await callOk('POST api/cuti/penyesuaian', {
      token: admin,
      body: { idp, tgl: '2026-02-02', hari: -2, keterangan: 'Cuti sebelum aplikasi' },
    })
    const rows = (await report(admin, DEMO_UNIT_KODE)).datae
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) {
      const ledger = await ledgerOf(row.idp)
      const year = ledger.periode.find((p) => p.mulai <= TODAY && TODAY <= p.akhir)
      const { mutasi: _lines, ...figures } = year ?? { mutasi: [] }
      expect(row).toMatchObject(year ? figures : { mulai: null, sisa: 0 })
    }
    expect(rows.find((row) => row.idp === idp)).toMatchObject({ alokasi: 12, penyesuaian: -2, sisa: 10 })
    // A past year shows the leave year holding its 31 December.
    const lastYear = await callOk('GET api/cuti/saldo', {
      token: admin,
      query: { kode: DEMO_UNIT_KODE, tahun: 2025 },
    })
    expect(lastYear.datae.find((row) => row.idp === idp)).toMatchObject({
      mulai: '2025-01-01',
      akhir: '2025-12-31',
      sisa: 12,
    })
  })

  it.skipIf(skip)("a unit admin sees and adjusts its own unit's balances only", async () => {
    const { kode: otherUnit } = await setUp(server, (db) =>
      db
        .selectFrom('kantor')
        .select('kode')
        .where('kode', '!=', DEMO_UNIT_KODE)
        .orderBy('kode')
        .executeTakeFirstOrThrow(),
    )
    const own = await hire('SALDO-UNIT', LONG_AGO)
    const foreign = await hire('SALDO-LAIN', LONG_AGO, otherUnit)
    const all = (await report()).datae.map((row) => row.cabang)
    const unitRows = (await report(unitAdmin)).datae
    expect(unitRows.map((row) => row.idp)).toContain(own)
    expect(unitRows.map((row) => row.idp)).not.toContain(foreign)
    expect(new Set(all).size).toBeGreaterThan(1)
    expect(new Set(unitRows.map((row) => row.cabang)).size).toBe(1)
    expect((await call('GET api/cuti/saldo', { token: unitAdmin, query: { kode: otherUnit } })).status).toBe(
      403,
    )
    expect(
      (await call('GET api/cuti/saldo/{idp}', { token: unitAdmin, params: { idp: foreign } })).status,
    ).toBe(404)
    const body = { idp: foreign, tgl: TODAY, hari: 1, keterangan: 'Bukan unitnya' }
    expect((await call('POST api/cuti/penyesuaian', { token: unitAdmin, body })).status).toBe(404)
    expect((await yearOf(foreign))?.penyesuaian).toBe(0)
    await callOk('POST api/cuti/penyesuaian', { token: unitAdmin, body: { ...body, idp: own } })
    expect((await yearOf(own))?.mutasi.at(-1)).toMatchObject({ hari: 1, oleh: DEMO_UNIT_ADMIN.usernama })
  })
})
