import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import type { RekapDetailRow } from '../../src/contract/laporan.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { employeeToken, setUp } from '../support/presensi.ts'
import {
  callOk,
  jakarta,
  mswServer,
  selectTestEngine,
  startTestServer,
  type TestEngineName,
  type TestServer,
} from '../support/test-server.ts'

/**
 * Issue 30, "A day is Alpha only once it is over" (docs/decisions.md): at 07:25 WIB on a working
 * day an employee without a record is not Alpha for today in Rekapitulasi, its detail or Riwayat;
 * after the shift's waktu_pulang (14:00) the same day counts. The same data on every engine.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const MONDAY = '2026-11-16'
const TUESDAY = '2026-11-17'
const WEDNESDAY = '2026-11-18'
const range = { tglawal: MONDAY, tglakhir: WEDNESDAY }

/** Two employees hired on Monday on a shift working Mon–Wed 08:00–14:00 (no Libur Khusus then). */
async function hireTwo(server: TestServer) {
  return setUp(server, async (db) => {
    const { idshift } = await db
      .selectFrom('shift')
      .select('idshift')
      .orderBy('idshift')
      .executeTakeFirstOrThrow()
    const { kode } = await db.selectFrom('kantor').select('kode').orderBy('kode').executeTakeFirstOrThrow()
    await db
      .updateTable('shift_hari')
      .set({ libur: 0, waktu_masuk: '08:00', waktu_pulang: '14:00' })
      .where('idshift', '=', idshift)
      .where('hari', 'in', [1, 2, 3])
      .execute()
    await db
      .deleteFrom('hari_libur')
      .where('tgllibur', '>=', MONDAY)
      .where('tgllibur', '<=', WEDNESDAY)
      .execute()
    const hire = async (nip: string) => {
      const { idp } = await db
        .insertInto('pegawai')
        .values({
          ...{ nip, nama: `Uji ${nip}`, jk: 'L', tempat: '', tgllahir: null, alamat: '', jabatan: '' },
          ...{ pendidikan: '', catatan: '', wa: '', email: '', status: 0, tglmasuk: MONDAY, tglkeluar: null },
          ...{ kode, pass_hash: '', idshift, status_aktif: 1, tipe: 'normal', image1: null },
        })
        .returning('idp')
        .executeTakeFirstOrThrow()
      return idp
    }
    const absent = await hire('ALPHA-ABSEN')
    const early = await hire('ALPHA-DATANG')
    await db
      .insertInto('absensi')
      .values({
        ...{ idp: early, tgl: WEDNESDAY, status: 0, waktu_masuk: '07:10', waktu_pulang: null },
        ...{ keterlambatan: 0, pulangawal: 0, waktukerja: 0, idar: null, lokasi: '', device: 1 },
        ...{ tglentri: WEDNESDAY, waktuentri: '07:10', lat: null, lng: null, opr: 'admin', catatan: '' },
      })
      .execute()
    return { absent, early }
  })
}

const ENGINES: TestEngineName[] = ['sqljs', 'sqlite-file', 'pglite', 'postgres']

describe.each(ENGINES)('Alpha only once the day is over, on %s', (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres('Alpha only once the day is over')
  let server: TestServer
  let token = ''
  let staff: { absent: number; early: number }

  beforeAll(async () => {
    if (skip) return
    selectTestEngine(engine)
    server = await startTestServer({ now: jakarta(`${WEDNESDAY}T07:25`), loggedIn: [DEMO_ADMIN] })
    token = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    staff = await hireTwo(server)
  }, 120_000)

  async function recapOf(idp: number) {
    await callOk('POST api/laporan/generate', { token, body: range })
    const recap = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}', { token, params: range })
    const detail = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
      token,
      params: { ...range, idp },
    })
    return { row: recap.datae.find((r) => r.idp === idp), days: detail.data }
  }

  async function riwayatOf(idp: number, now: Date) {
    const own = await employeeToken(server, idp, now)
    return callOk('GET presensi/riwayat', { token: own, query: { bulan: '2026-11' } })
  }

  const dayCodes = (days: readonly RekapDetailRow[]) => days.map((d) => [d.tgl, d.masuk, d.alpha])

  it.skipIf(skip)('07:25: today is no Alpha yet; 14:30 (after waktu_pulang 14:00): it is', async () => {
    const early = await recapOf(staff.early)
    expect(early.row).toMatchObject({ masuk: 1, alpha: 2, gag_absen_pulang: 1 })
    expect(dayCodes(early.days)).toEqual([
      [MONDAY, 0, 1],
      [TUESDAY, 0, 1],
      [WEDNESDAY, 1, 0],
    ])

    const before = await recapOf(staff.absent)
    expect(before.row).toMatchObject({ masuk: 0, ijin: 0, sakit: 0, alpha: 2 })
    // Today not yet over and without a record: left out of the detail.
    expect(dayCodes(before.days)).toEqual([
      [MONDAY, 0, 1],
      [TUESDAY, 0, 1],
    ])
    const riwayatBefore = await riwayatOf(staff.absent, jakarta(`${WEDNESDAY}T07:25`))
    expect(riwayatBefore.jumlah.alpha).toBe(2)
    expect(riwayatBefore.datae.map((d) => d.tgl)).toEqual([MONDAY, TUESDAY])

    server.setNow(jakarta(`${WEDNESDAY}T14:30`))
    const after = await recapOf(staff.absent)
    expect(after.row).toMatchObject({ masuk: 0, alpha: 3 })
    expect(after.days.at(-1)).toEqual({
      tgl: WEDNESDAY,
      masuk: 0,
      waktu_masuk: null,
      waktu_pulang: null,
      pulangawal: 0,
      terlambat: 0,
      ijin: 0,
      sakit: 0,
      alpha: 1,
    })
    const riwayatAfter = await riwayatOf(staff.absent, jakarta(`${WEDNESDAY}T14:30`))
    expect(riwayatAfter.jumlah.alpha).toBe(3)
    expect(riwayatAfter.datae.at(-1)).toMatchObject({ tgl: WEDNESDAY, alpha: 1 })
    // The one who came still counts masuk, never Alpha, for today.
    expect((await recapOf(staff.early)).row).toMatchObject({ masuk: 1, alpha: 2 })
  })
})
