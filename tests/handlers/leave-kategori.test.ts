// test-clock: dependent — leave on today, yesterday and two days ago, and who works on the day
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SELFIE } from '../../scripts/openapi/demo-calls.ts'
import { DEMO_ADMIN } from '../../seeds/demo.ts'
import { ABSENSI_MESSAGES, PRESENSI_MESSAGES } from '../../src/contract/messages.ts'
import { addDays } from '../../src/domain/calendar.ts'
import { skipWithoutPostgres } from '../support/postgres.ts'
import { employeeToken, employeeWorkingOn, leaveRecordOn } from '../support/presensi.ts'
import {
  callFail,
  callOk,
  mswServer,
  selectTestEngine,
  startTestServer,
  TEST_ENGINES,
  TEST_NOW,
  TEST_TODAY,
} from '../support/test-server.ts'

/**
 * A leave record of a type counted as cuti or dinas (status 1 with `absensi.kategori`, issue 31) is
 * named so outside the recaps too, on every engine: the employee app's Hari Ini (`kategori` on its
 * record, and the check-in refused as 'Cuti'), the manual history (`kategori` on its row, absent on
 * the SPEC's Ijin) and the manual check's refusal.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const YESTERDAY = addDays(TEST_TODAY, -1)
const TWO_DAYS_AGO = addDays(TEST_TODAY, -2)

describe.each(TEST_ENGINES)('a cuti or dinas record outside the recaps, on %s', (engine) => {
  const skip = engine === 'postgres' && skipWithoutPostgres('a cuti or dinas record outside the recaps')

  it('Hari Ini, the manual history and the manual check name it Cuti / Dinas Luar; Ijin stays Ijin', async () => {
    if (skip) return
    selectTestEngine(engine)
    const server = await startTestServer({ loggedIn: [DEMO_ADMIN] })
    const admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    const who = await employeeWorkingOn(server, TEST_TODAY)
    await leaveRecordOn(server, who.idp, TEST_TODAY, 'cuti')
    await leaveRecordOn(server, who.idp, YESTERDAY, 'dinas')
    await leaveRecordOn(server, who.idp, TWO_DAYS_AGO, null)
    const token = await employeeToken(server, who.idp, TEST_NOW)

    const today = await callOk('GET presensi/hari-ini', { token })
    expect(today.absensi).toMatchObject({ tgl: TEST_TODAY, status: 1, kategori: 'cuti' })
    expect(today.berikutnya).toBeNull()
    const [place] = today.area_datang.daftar
    const position = place ?? { lat: -6.2, lng: 106.8 }
    expect(
      await callFail('POST presensi/datang', {
        token,
        body: { lat: position.lat, lng: position.lng, akurasi: 5, foto: DEMO_SELFIE },
      }),
    ).toEqual({ status: 409, pesan: PRESENSI_MESSAGES.recordedAs('Cuti') })

    const history = await callOk('GET api/absensi/cek/riwayat/{idp}', {
      token: admin,
      params: { idp: who.idp },
    })
    if (history.tipe !== 'normal') throw new Error('the demo employee is a teacher')
    const rowOf = (tgl: string) => history.datae.find((row) => row.tgl === tgl)
    expect(rowOf(TEST_TODAY)).toMatchObject({ status: 1, kategori: 'cuti' })
    expect(rowOf(YESTERDAY)).toMatchObject({ status: 1, kategori: 'dinas' })
    // The SPEC's Ijin answers exactly as before: no kategori field at all.
    expect(rowOf(TWO_DAYS_AGO)).toEqual({
      id: expect.any(Number),
      tgl: TWO_DAYS_AGO,
      status: 1,
      waktu_masuk: null,
      waktu_pulang: null,
      catatan: `uji ${TWO_DAYS_AGO}`,
    })

    const check = (tgl: string) =>
      callOk('GET api/absensi/cek/{tgl}/{idp}', { token: admin, params: { tgl, idp: who.idp } })
    expect(await check(TEST_TODAY)).toEqual({
      status: 'fail',
      jenis: null,
      pesan: ABSENSI_MESSAGES.recordedAs('Cuti'),
    })
    expect((await check(YESTERDAY)).pesan).toBe(ABSENSI_MESSAGES.recordedAs('Dinas Luar'))
    expect((await check(TWO_DAYS_AGO)).pesan).toBe(ABSENSI_MESSAGES.recordedAs('Ijin'))
  }, 120_000)
})
