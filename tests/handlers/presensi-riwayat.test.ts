// test-clock: dependent — the history of today's month (a month end, a Sunday)
import { describe, expect, it } from 'vitest'
import { DEMO_SELFIE } from '../../scripts/openapi/demo-calls.ts'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { monthRange } from '../../src/api-handlers/presensi/riwayat.ts'
import { PRESENSI_MESSAGES as M } from '../../src/contract/messages.ts'
import { addDays } from '../../src/domain/calendar.ts'
import { employeeToken, employeeWorkingOn } from '../support/presensi.ts'
import { callFail, callOk, setupTestServer, TEST_NOW, TEST_TODAY } from '../support/test-server.ts'

/**
 * GET presensi/riwayat (issue 17): the employee's own month, days and counts, by the period
 * recap's own code: they must agree with what Rekapitulasi Absensi shows the admin.
 */
const t = setupTestServer({ logins: { admin: DEMO_ADMIN } })

const month = TEST_TODAY.slice(0, 7)

async function signedIn() {
  const who = await employeeWorkingOn(t.server, TEST_TODAY)
  return { ...who, token: await employeeToken(t.server, who.idp, TEST_NOW) }
}

describe('GET presensi/riwayat', () => {
  it('the counts and days agree with the period recap of the month, an app check-in of today included', async () => {
    const who = await signedIn()
    const today = await callOk('GET presensi/hari-ini', { token: who.token })
    const [place] = today.area_datang.daftar
    if (!place) throw new Error('no allowed area')
    await callOk('POST presensi/datang', {
      token: who.token,
      body: { lat: place.lat, lng: place.lng, akurasi: 5, foto: DEMO_SELFIE },
    })
    const own = await callOk('GET presensi/riwayat', { token: who.token, query: { bulan: month } })

    const { from, to } = monthRange(month)
    const range = { tglawal: from, tglakhir: to }
    await callOk('POST api/laporan/generate', { token: t.admin, body: range })
    const recap = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}', {
      token: t.admin,
      params: range,
    })
    const row = recap.datae.find((r) => r.idp === who.idp)
    if (!row) throw new Error('the employee is missing from the recap')
    expect(own.jumlah).toEqual({
      masuk: row.masuk,
      ijin: row.ijin,
      sakit: row.sakit,
      cuti: row.cuti,
      dinas: row.dinas,
      alpha: row.alpha,
      terlambat: row.jum_telat,
      menit_terlambat: row.keterlambatan,
      menit_pulangawal: row.pulangawal,
    })
    expect(own.jumlah.masuk).toBeGreaterThan(0)
    const detail = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
      token: t.admin,
      params: { ...range, idp: who.idp },
    })
    expect(own.datae).toEqual(detail.data)
    expect(own.datae.find((day) => day.tgl === TEST_TODAY)).toMatchObject({
      masuk: 1,
      waktu_masuk: today.waktu,
    })
  })

  it('an empty month before the employee joined, and a malformed month refused', async () => {
    const who = await signedIn()
    const long = addDays(TEST_TODAY, -3650).slice(0, 7)
    expect(await callOk('GET presensi/riwayat', { token: who.token, query: { bulan: long } })).toMatchObject({
      bulan: long,
      jumlah: { masuk: 0, alpha: 0 },
    })
    expect(await callFail('GET presensi/riwayat', { token: who.token, query: { bulan: '2026-13' } })).toEqual(
      {
        status: 400,
        pesan: M.bulanFormat,
      },
    )
  })

  it('a month range covers its last day, December and February included', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  })
})
