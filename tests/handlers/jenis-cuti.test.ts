import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { JENIS_IJIN, JENIS_SAKIT, type JenisCutiInput } from '../../src/contract/jenis-cuti.ts'
import { JENIS_CUTI_MESSAGES as M } from '../../src/contract/messages.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { setUp } from '../support/presensi.ts'
import {
  callFail,
  callOk,
  mswServer,
  selectTestEngine,
  startTestServer,
  TEST_ENGINES,
  type TestServer,
} from '../support/test-server.ts'

/**
 * Leave types (issue 31, docs/cuti.md "Jenis cuti") on every engine: the seeded list, the form's
 * validation, a taken code, the spec's Ijin and Sakit protected, a type in use kept, and every
 * write in the audit trail.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const ENGINES = TEST_ENGINES.filter((engine) => engine !== 'postgres' || !skipWithoutPostgres('leave types'))

const umrah: JenisCutiInput = {
  ...{ kode: 'cu', nama: 'Cuti Umrah', hitung: 'cuti', perlu_surat: 1, pakai_saldo: 0 },
  ...{ kuota: 10, kuota_per: 'peristiwa', maks_hari: 10, hari_kalender: 0, masa_kerja_bulan: 24 },
  ...{ tanpa_upah: 0, aktif: 1 },
}

describe.each(ENGINES)('leave types on %s', (engine) => {
  let server: TestServer
  let admin = ''
  let unitAdmin = ''

  beforeEach(async () => {
    selectTestEngine(engine)
    server = await startTestServer({ loggedIn: [DEMO_ADMIN, DEMO_UNIT_ADMIN] })
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    unitAdmin = server.sessions.get(DEMO_UNIT_ADMIN.usernama) ?? ''
  }, 120_000)

  const list = async (token = admin) => (await callOk('GET api/jeniscuti', { token })).datae
  const typeOf = async (idjenis: number) =>
    callOk('GET api/jeniscuti/{idjenis}', { token: admin, params: { idjenis } })
  const create = (body: JenisCutiInput) => callOk('POST api/jeniscuti', { token: admin, body })
  const trailOf = (idjenis: number) =>
    server.db
      .selectFrom('jejak_perubahan')
      .select('jenis')
      .where('tabel', '=', 'jenis_cuti')
      .where('idrekaman', '=', String(idjenis))
      .orderBy('id')
      .execute()

  /** A request of the type, as a request written in the app would name it. */
  const requestOf = (idjenis: number) =>
    setUp(server, async (db) => {
      const { idp } = await db.selectFrom('pegawai').select('idp').orderBy('idp').executeTakeFirstOrThrow()
      const dates = { tglx: '2026-11-10', tglawal: '2026-11-12', tglakhir: '2026-11-12', hari: 1 }
      await db
        .insertInto('pengajuan_ijin')
        .values({
          idp,
          ...dates,
          alasan: 'Umrah',
          keterangan: '',
          status: 1,
          disetujui: 0,
          catatan: '',
          idjenis,
        })
        .execute()
    })

  it('lists the seeded types by id, to every admin; only level 0 writes', async () => {
    const rows = await list(unitAdmin)
    expect(rows.map((row) => row.idjenis)).toEqual([...rows.map((row) => row.idjenis)].sort((a, b) => a - b))
    expect(rows.slice(0, 3).map(({ idjenis, kode, hitung }) => ({ idjenis, kode, hitung }))).toEqual([
      { idjenis: JENIS_IJIN, kode: 'I', hitung: 'ijin' },
      { idjenis: JENIS_SAKIT, kode: 'S', hitung: 'sakit' },
      { idjenis: 3, kode: 'CT', hitung: 'cuti' },
    ])
    expect(rows.find((row) => row.kode === 'DL')?.hitung).toBe('dinas')
    expect((await callFail('POST api/jeniscuti', { token: unitAdmin, body: umrah })).status).toBe(403)
    expect(
      (await callFail('DELETE api/jeniscuti/{idjenis}', { token: unitAdmin, params: { idjenis: 12 } }))
        .status,
    ).toBe(403)
  })

  it('adds a type with its code upper-cased, reads it back, edits and deletes it, each in the trail', async () => {
    const { idjenis } = await create(umrah)
    expect(await typeOf(idjenis)).toEqual({ ...umrah, idjenis, kode: 'CU' })
    await callOk('PUT api/jeniscuti', {
      token: admin,
      body: { ...umrah, idjenis, nama: 'Cuti Ibadah Umrah', aktif: 0 },
    })
    expect(await typeOf(idjenis)).toMatchObject({ nama: 'Cuti Ibadah Umrah', aktif: 0 })
    await callOk('DELETE api/jeniscuti/{idjenis}', { token: admin, params: { idjenis } })
    expect(
      (await callFail('GET api/jeniscuti/{idjenis}', { token: admin, params: { idjenis } })).status,
    ).toBe(404)
    expect((await trailOf(idjenis)).map((row) => row.jenis)).toEqual(['tambah', 'ubah', 'hapus'])
  })

  it('refuses a wrong field with its message and adds nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kode: '' }, M.kodeRequired],
      [{ kode: 'ABCDEFGHIJK' }, M.kodeTooLong],
      [{ nama: '  ' }, M.namaRequired],
      [{ hitung: 'libur' }, M.hitungInvalid],
      [{ kuota: -1 }, 'Kuota harus bilangan bulat 0 sampai 366'],
      [{ maks_hari: 1.5 }, 'Lama maksimal harus bilangan bulat 0 sampai 366'],
      [{ masa_kerja_bulan: 121 }, 'Masa kerja harus bilangan bulat 0 sampai 120'],
      [{ kuota: 3, kuota_per: '' }, M.kuotaNeedsPer],
      [{ kuota: 0, kuota_per: 'tahun' }, M.perNeedsKuota],
      [{ perlu_surat: 2 }, M.flagInvalid],
    ]
    const before = await list()
    for (const [change, pesan] of cases) {
      const body = { ...umrah, ...change } as JenisCutiInput
      expect(await callFail('POST api/jeniscuti', { token: admin, body }), JSON.stringify(change)).toEqual({
        status: 400,
        pesan,
      })
    }
    expect(await list()).toEqual(before)
  })

  it('refuses a taken code, however it is typed, naming the type that has it', async () => {
    expect(await callFail('POST api/jeniscuti', { token: admin, body: { ...umrah, kode: 'ct' } })).toEqual({
      status: 409,
      pesan: M.kodeTaken('CT', 'Cuti Tahunan'),
    })
    const { idjenis } = await create(umrah)
    expect(
      await callFail('PUT api/jeniscuti', { token: admin, body: { ...umrah, idjenis, kode: 'DL' } }),
    ).toEqual({ status: 409, pesan: M.kodeTaken('DL', 'Dinas Luar') })
  })

  it("keeps the spec's Ijin and Sakit: never deleted, deactivated or counted otherwise; renamed freely", async () => {
    const sakit = await typeOf(JENIS_SAKIT)
    const refusal = (body: typeof sakit) => callFail('PUT api/jeniscuti', { token: admin, body })
    expect(await refusal({ ...sakit, aktif: 0 })).toEqual({ status: 409, pesan: M.specKindStaysActive })
    expect(await refusal({ ...sakit, hitung: 'cuti' })).toEqual({ status: 409, pesan: M.specKindKeepsHitung })
    for (const idjenis of [JENIS_IJIN, JENIS_SAKIT])
      expect(await callFail('DELETE api/jeniscuti/{idjenis}', { token: admin, params: { idjenis } })).toEqual(
        {
          status: 409,
          pesan: M.specKindNotDeletable,
        },
      )
    await callOk('PUT api/jeniscuti', {
      token: admin,
      body: { ...sakit, nama: 'Sakit (dengan surat)', perlu_surat: 1 },
    })
    expect(await typeOf(JENIS_SAKIT)).toEqual({ ...sakit, nama: 'Sakit (dengan surat)', perlu_surat: 1 })
  })

  it('keeps a type some request asked for: no delete, no other count; deactivating it is the way', async () => {
    const { idjenis } = await create(umrah)
    await requestOf(idjenis)
    await requestOf(idjenis)
    expect(await callFail('DELETE api/jeniscuti/{idjenis}', { token: admin, params: { idjenis } })).toEqual({
      status: 409,
      pesan: M.inUse(2),
    })
    const asDinas = { ...umrah, idjenis, hitung: 'dinas' } as const
    expect(await callFail('PUT api/jeniscuti', { token: admin, body: asDinas })).toEqual({
      status: 409,
      pesan: M.hitungInUse(2),
    })
    await callOk('PUT api/jeniscuti', { token: admin, body: { ...umrah, idjenis, aktif: 0 } })
    expect((await typeOf(idjenis)).aktif).toBe(0)
  })

  it('answers 404 for a type that is not there', async () => {
    const params = { idjenis: 9999 }
    expect((await callFail('DELETE api/jeniscuti/{idjenis}', { token: admin, params })).status).toBe(404)
    const body = { ...umrah, idjenis: 9999 }
    expect((await callFail('PUT api/jeniscuti', { token: admin, body })).status).toBe(404)
  })
})
