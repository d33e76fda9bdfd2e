import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { CUTI_MESSAGES, IJIN_MESSAGES } from '../../src/contract/messages.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { employeeToken, mondayToFridayShift, setUp } from '../support/presensi.ts'
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
 * Requests, two levels of approval and cancellation (issue 31, docs/cuti.md), on every engine:
 * the unit admin's approval alone writes nothing, the foundation's writes the leave records and
 * takes exactly the working days of the unit's calendar from the annual balance; a rejection at
 * either level ends the request; a request over the balance is refused; a cancellation gives the
 * days back and removes only the records its approval wrote.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const ENGINES: TestEngineName[] = ['sqljs', 'sqlite-file', 'pglite', 'postgres']

const CUTI_TAHUNAN = 3
const NOW = jakarta('2026-11-16T09:00')
/** Monday to Saturday; the school closes on the Wednesday (its own calendar). */
const LEAVE = { tglawal: '2026-11-30', tglakhir: '2026-12-05' }
const SCHOOL_DAY_OFF = '2026-12-02'
/** Monday to Friday less the school's day off. */
const LEAVE_WORKING_DAYS = ['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04']
const SATURDAY = '2026-12-05'

/** An employee of the unit admin's school, two years in service, on a Monday-to-Friday schedule. */
async function hire(server: TestServer): Promise<number> {
  return setUp(server, async (db) => {
    const idshift = await mondayToFridayShift(db)
    const { idp } = await db
      .insertInto('pegawai')
      .values({
        ...{ nip: 'CUTI-01', nama: 'Uji Cuti', jk: 'P', tempat: '', tgllahir: null, alamat: '', jabatan: '' },
        ...{ pendidikan: '', catatan: '', wa: '081234567890', email: '', status: 0, tglmasuk: '2024-07-01' },
        ...{ tglkeluar: null, kode: DEMO_UNIT_KODE, pass_hash: '', idshift, status_aktif: 1, tipe: 'normal' },
        image1: null,
      })
      .returning('idp')
      .executeTakeFirstOrThrow()
    return idp
  })
}

describe.each(ENGINES)('leave requests, two levels, cancellation on %s', (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres('leave requests on PostgreSQL')
  let server: TestServer
  let admin = ''
  let unitAdmin = ''
  let employee = ''
  let idp = 0

  beforeEach(async () => {
    if (skip) return
    selectTestEngine(engine)
    server = await startTestServer({ loggedIn: [DEMO_ADMIN, DEMO_UNIT_ADMIN] })
    server.setNow(NOW)
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    unitAdmin = server.sessions.get(DEMO_UNIT_ADMIN.usernama) ?? ''
    idp = await hire(server)
    employee = await employeeToken(server, idp, NOW)
    await callOk('POST api/kalender', {
      token: admin,
      body: {
        ...{ jenis: 'unit', tglawal: SCHOOL_DAY_OFF, tglakhir: SCHOOL_DAY_OFF, keterangan: 'Rapat guru' },
        ...{ semua_unit: 0, unit: [DEMO_UNIT_KODE] },
      },
    })
  }, 120_000)

  async function setLevels(persetujuan_tingkat: 1 | 2) {
    const current = await callOk('GET api/pengaturan', { token: admin })
    await callOk('PUT api/pengaturan', { token: admin, body: { ...current, persetujuan_tingkat } })
  }
  const balance = async () => (await callOk('GET presensi/saldo-cuti', { token: employee })).saldo
  const ask = (range = LEAVE, idjenis = CUTI_TAHUNAN) =>
    callOk('POST presensi/ijin', {
      token: employee,
      body: { ...range, idjenis, kategori: 1, sebab: 'Pulang kampung', keterangan: '' },
    })
  const answer = (token: string, idj: number, disetujui: 1 | 9) =>
    callOk('PUT api/pengajuanijin', {
      token,
      body: { idj, disetujui, catatan: disetujui === 9 ? 'Tidak bisa' : '' },
    })
  const refusedAnswer = (token: string, idj: number, disetujui: 1 | 9) =>
    callFail('PUT api/pengajuanijin', {
      token,
      body: { idj, disetujui, catatan: disetujui === 9 ? 'Tidak' : '' },
    })
  const detail = (idj: number) => callOk('GET api/pengajuanijin/{idj}', { token: admin, params: { idj } })
  const recordsOf = () =>
    server.db
      .selectFrom('absensi')
      .select(['tgl', 'status', 'idj', 'kategori', 'waktu_masuk'])
      .where('idp', '=', idp)
      .where('tgl', '>=', LEAVE.tglawal)
      .where('tgl', '<=', LEAVE.tglakhir)
      .orderBy('tgl')
      .execute()

  it.skipIf(skip)(
    "two levels: the unit admin's approval writes nothing, the foundation's takes the working days",
    async () => {
      await setLevels(2)
      const before = await balance()
      const { idj } = await ask()
      expect((await detail(idj)).hari).toBe(LEAVE_WORKING_DAYS.length)
      expect((await detail(idj)).tahap).toBe('menunggu_unit')
      expect(await refusedAnswer(admin, idj, 1)).toEqual({ status: 409, pesan: CUTI_MESSAGES.waitingForUnit })
      const waiting = await callOk('GET api/beranda/ringkasan', { token: unitAdmin })
      expect(waiting.menunggu_unit).toBeGreaterThanOrEqual(1)

      await answer(unitAdmin, idj, 1)
      const afterUnit = await detail(idj)
      expect(afterUnit).toMatchObject({
        disetujui: 0,
        tahap: 'menunggu_yayasan',
        setuju_unit_oleh: DEMO_UNIT_ADMIN.usernama,
        dijawab_oleh: null,
        saldo: { sebelum: before, sesudah: before - LEAVE_WORKING_DAYS.length },
      })
      expect(await recordsOf()).toEqual([])
      expect(await balance()).toBe(before)
      expect(await refusedAnswer(unitAdmin, idj, 9)).toEqual({
        status: 409,
        pesan: CUTI_MESSAGES.alreadyApprovedByUnit,
      })

      await answer(admin, idj, 1)
      expect(await detail(idj)).toMatchObject({
        disetujui: 1,
        tahap: 'disetujui',
        dijawab_oleh: DEMO_ADMIN.usernama,
        saldo: { sebelum: before, sesudah: before - LEAVE_WORKING_DAYS.length },
      })
      expect(await recordsOf()).toEqual(
        LEAVE_WORKING_DAYS.map((tgl) => ({ tgl, status: 1, idj, kategori: 'cuti', waktu_masuk: null })),
      )
      expect(await balance()).toBe(before - LEAVE_WORKING_DAYS.length)
      const steps = (await callOk('GET presensi/ijin', { token: employee })).datae.find(
        (row) => row.idj === idj,
      )
      expect(steps).toMatchObject({ jenis: 'Cuti Tahunan', tahap: 'disetujui', setuju_unit_oleh: 'unit' })
    },
  )

  it.skipIf(skip)('two levels: a rejection at either level ends the request, writing nothing', async () => {
    await setLevels(2)
    const first = await ask({ tglawal: '2026-11-30', tglakhir: '2026-11-30' })
    await answer(unitAdmin, first.idj, 9)
    expect((await detail(first.idj)).tahap).toBe('ditolak')
    expect(await refusedAnswer(admin, first.idj, 1)).toEqual({
      status: 409,
      pesan: IJIN_MESSAGES.alreadyAnswered,
    })

    const second = await ask({ tglawal: '2026-12-01', tglakhir: '2026-12-01' })
    await answer(unitAdmin, second.idj, 1)
    await answer(admin, second.idj, 9)
    expect(await detail(second.idj)).toMatchObject({ disetujui: 9, tahap: 'ditolak', dijawab_oleh: 'admin' })
    expect(await recordsOf()).toEqual([])
  })

  it.skipIf(skip)('one level (the default): the first answer is final, as the spec has it', async () => {
    const { idj } = await ask({ tglawal: '2026-11-30', tglakhir: '2026-11-30' })
    expect((await detail(idj)).tahap).toBe('menunggu_yayasan')
    await answer(unitAdmin, idj, 1)
    expect(await detail(idj)).toMatchObject({ disetujui: 1, dijawab_oleh: 'unit', setuju_unit_oleh: null })
    expect(await recordsOf()).toHaveLength(1)
  })

  it.skipIf(skip)('a request over the balance, with the pending ones counted, is refused', async () => {
    const before = await balance()
    // Four weeks of Monday to Friday less the school's day off: more than a year's balance.
    const longLeave = { tglawal: '2026-11-23', tglakhir: '2026-12-18' }
    expect(
      await callFail('POST presensi/ijin', {
        token: employee,
        body: { ...longLeave, idjenis: CUTI_TAHUNAN, kategori: 1, sebab: 'Lama', keterangan: '' },
      }),
    ).toEqual({ status: 400, pesan: CUTI_MESSAGES.balanceShort(before, 19) })

    const { idj } = await ask()
    const left = before - LEAVE_WORKING_DAYS.length
    const next = { tglawal: '2026-12-07', tglakhir: '2026-12-18' }
    expect(
      await callFail('POST presensi/ijin', {
        token: employee,
        body: { ...next, idjenis: CUTI_TAHUNAN, kategori: 1, sebab: 'Lagi', keterangan: '' },
      }),
    ).toEqual({ status: 400, pesan: CUTI_MESSAGES.balanceShort(left, 10) })
    expect((await detail(idj)).disetujui).toBe(0)
  })

  it.skipIf(skip)('an approval the balance no longer covers is refused, writing nothing', async () => {
    const before = await balance()
    const { idj } = await ask()
    // Between the request and its approval, HR takes the year's days by hand.
    await callOk('POST api/cuti/penyesuaian', {
      token: admin,
      body: { idp, tgl: '2026-11-16', hari: -before, keterangan: 'Koreksi saldo' },
    })
    expect(await refusedAnswer(admin, idj, 1)).toEqual({
      status: 409,
      pesan: CUTI_MESSAGES.balanceShort(0, LEAVE_WORKING_DAYS.length),
    })
    expect(await detail(idj)).toMatchObject({ disetujui: 0, dijawab_oleh: null })
    expect(await recordsOf()).toEqual([])
    expect(await balance()).toBe(0)
  })

  it.skipIf(skip)(
    'a cancellation gives the days back and removes only the records its approval wrote',
    async () => {
      const before = await balance()
      const { idj } = await ask()
      await answer(admin, idj, 1)
      expect(await balance()).toBe(before - LEAVE_WORKING_DAYS.length)
      // The employee came in on the Saturday (no leave day), and the admin turned Monday into a presence.
      await setUp(server, async (db) => {
        await db
          .insertInto('absensi')
          .values({
            ...{ idp, tgl: SATURDAY, status: 0, waktu_masuk: '08:00', waktu_pulang: null, keterlambatan: 0 },
            ...{
              pulangawal: 0,
              waktukerja: 0,
              lokasi: '',
              device: 1,
              tglentri: SATURDAY,
              waktuentri: '08:00',
            },
            ...{ idar: null, lat: null, lng: null, opr: 'admin', catatan: 'Acara sekolah' },
          })
          .execute()
        await db
          .updateTable('absensi')
          .set({ status: 0, waktu_masuk: '07:05' })
          .where('idp', '=', idp)
          .where('tgl', '=', LEAVE.tglawal)
          .execute()
      })
      expect(
        await callFail('POST api/pengajuanijin/{idj}/batal', {
          token: admin,
          params: { idj },
          body: { alasan: ' ' },
        }),
      ).toEqual({ status: 400, pesan: CUTI_MESSAGES.cancelReasonRequired })
      await callOk('POST api/pengajuanijin/{idj}/batal', {
        token: unitAdmin,
        params: { idj },
        body: { alasan: 'Ada ujian' },
      })
      expect((await recordsOf()).map((row) => row.tgl)).toEqual([LEAVE.tglawal, SATURDAY])
      expect(await balance()).toBe(before)
      expect(await detail(idj)).toMatchObject({
        disetujui: 9,
        tahap: 'dibatalkan',
        dibatalkan_oleh: 'unit',
        alasan_batal: 'Ada ujian',
      })
      const trail = await server.db
        .selectFrom('jejak_perubahan')
        .select(['namauser', 'keterangan'])
        .where('tabel', '=', 'pengajuan_ijin')
        .where('idrekaman', '=', String(idj))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(trail.keterangan).toContain('Ada ujian')
      expect(
        await callFail('POST api/pengajuanijin/{idj}/batal', {
          token: admin,
          params: { idj },
          body: { alasan: 'Lagi' },
        }),
      ).toEqual({ status: 409, pesan: CUTI_MESSAGES.notCancellable })
    },
  )

  it.skipIf(skip)(
    'the employee cancels a pending request, or an approved one only before its first day',
    async () => {
      const pending = await ask({ tglawal: '2026-11-30', tglakhir: '2026-11-30' })
      await callOk('POST presensi/ijin/{idj}/batal', {
        token: employee,
        params: { idj: pending.idj },
        body: { alasan: 'Tidak jadi' },
      })
      expect((await detail(pending.idj)).tahap).toBe('dibatalkan')
      const approved = await ask({ tglawal: '2026-12-01', tglakhir: '2026-12-01' })
      await answer(admin, approved.idj, 1)
      const later = await ask({ tglawal: '2026-12-03', tglakhir: '2026-12-03' })
      await answer(admin, later.idj, 1)
      const onFirstDay = jakarta('2026-12-01T08:00')
      server.setNow(onFirstDay)
      employee = await employeeToken(server, idp, onFirstDay)
      await callOk('POST presensi/ijin/{idj}/batal', {
        token: employee,
        params: { idj: later.idj },
        body: { alasan: 'Tidak jadi' },
      })
      expect((await recordsOf()).map((row) => row.tgl)).toEqual(['2026-12-01'])
      expect(
        await callFail('POST presensi/ijin/{idj}/batal', {
          token: employee,
          params: { idj: approved.idj },
          body: { alasan: 'Sudah masuk' },
        }),
      ).toEqual({ status: 409, pesan: CUTI_MESSAGES.alreadyStarted })
    },
  )
})

describe('leave writes replayed from the journal (sql.js)', () => {
  /** The rows a leave decision and its cancellation write, in key order. */
  const leaveState = (server: TestServer, idp: number) =>
    ['absensi', 'cuti_mutasi', 'pengajuan_ijin'].map((table) =>
      server.rows(`SELECT * FROM ${table} WHERE idp = ? ORDER BY 1`, [idp]),
    )

  it('a restart after an approval and a cancellation finds exactly the committed state', async () => {
    selectTestEngine('sqljs')
    const store = new MemoryStore()
    const live = await startTestServer({ store, loggedIn: [DEMO_ADMIN] })
    live.setNow(NOW)
    const admin = live.sessions.get(DEMO_ADMIN.usernama) ?? ''
    const idp = await hire(live)
    const employee = await employeeToken(live, idp, NOW)
    // The set-up writes outside the journal (as a boot snapshot's): made durable as a snapshot, so
    // the journal holds the leave writes alone.
    await live.host.checkpoint()
    const ask = async (range: typeof LEAVE) =>
      (
        await callOk('POST presensi/ijin', {
          token: employee,
          body: { ...range, idjenis: CUTI_TAHUNAN, kategori: 1, sebab: 'Pulang kampung', keterangan: '' },
        })
      ).idj
    const approve = (idj: number) =>
      callOk('PUT api/pengajuanijin', { token: admin, body: { idj, disetujui: 1, catatan: '' } })
    const kept = await ask({ tglawal: '2026-11-30', tglakhir: '2026-12-01' })
    const cancelled = await ask({ tglawal: '2026-12-03', tglakhir: '2026-12-04' })
    await approve(kept)
    await approve(cancelled)
    await callOk('POST api/pengajuanijin/{idj}/batal', {
      token: admin,
      params: { idj: cancelled },
      body: { alasan: 'Tidak jadi' },
    })
    const committed = leaveState(live, idp)
    const [records, ledger] = committed
    expect(records?.map((row) => [row.tgl, row.idj])).toEqual([
      ['2026-11-30', kept],
      ['2026-12-01', kept],
    ])
    expect(ledger?.map((row) => [row.jenis, row.hari, row.idj])).toEqual([
      ['ambil', -2, kept],
      ['ambil', -2, cancelled],
      ['kembali', 2, cancelled],
    ])

    expect(store.journalBytes(), 'the leave writes are in the journal').toBeGreaterThan(0)
    const restarted = await startTestServer({ store })
    expect(restarted.host.recovery).toBeNull()
    expect(leaveState(restarted, idp)).toEqual(committed)
  }, 120_000)
})
