// test-clock: dependent — queued check-ins sent late, dated by the clock
import { describe, expect, it } from 'vitest'
import { DEMO_SELFIE } from '../../scripts/openapi/demo-calls.ts'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { PRESENSI_MESSAGES as M } from '../../src/contract/messages.ts'
import { lateAfterGrace } from '../../src/domain/attendance.ts'
import { toHhmm, toMinutes, weekday, zonedDate, zonedTime } from '../../src/domain/calendar.ts'
import { areasOf, employeeToken, employeeWorkingOn } from '../support/presensi.ts'
import { callFail, callOk, jakarta, loginAs, setupTestServer, TEST_TODAY } from '../support/test-server.ts'

/**
 * A check-in made without signal and sent later (issue 34, docs/presensi-pegawai.md): it counts at
 * the time it was taken, the record says when it arrived, a re-send of the same sending writes
 * nothing, and one older than the delay limit (setting batas_tunda_jam) or from the future is refused.
 */
const t = setupTestServer({ logins: { admin: DEMO_ADMIN } })

const HOUR_MS = 3_600_000

/** An employee working today (own-unit areas), with the shift's start and the centre of an own area. */
async function workingToday() {
  const who = await employeeWorkingOn(t.server, TEST_TODAY, { lokasiMasuk: 2 })
  const [area] = await areasOf(t.server.db, who.kode)
  if (!area) throw new Error(`unit ${who.kode} has no area`)
  const shiftDay = await t.server.db
    .selectFrom('shift_hari')
    .select('waktu_masuk')
    .where('idshift', '=', who.idshift)
    .where('hari', '=', weekday(TEST_TODAY))
    .executeTakeFirstOrThrow()
  return { ...who, area, start: toMinutes(shiftDay.waktu_masuk) }
}

/** Signs in at `now` and moves the server's clock there: the sending arrives then. */
async function arrivingAt(idp: number, now: Date) {
  t.server.setNow(now)
  return employeeToken(t.server, idp, now)
}

const queued = (area: { lat: number; lng: number }, diambil: Date, id_kirim = crypto.randomUUID()) => ({
  lat: area.lat,
  lng: area.lng,
  akurasi: 10,
  foto: DEMO_SELFIE,
  diambil: diambil.toISOString(),
  id_kirim,
})

const stamp = (at: Date) => `${zonedDate(at)} ${zonedTime(at)}`

const recordsOf = (idp: number) =>
  t.server.db.selectFrom('absensi').selectAll().where('idp', '=', idp).where('tgl', '=', TEST_TODAY).execute()

/** As the admin, signed in at the server's current time. */
async function setDelayLimit(hours: number) {
  const token = await loginAs(DEMO_ADMIN.usernama, DEMO_ADMIN.pass)
  const current = await callOk('GET api/pengaturan', { token })
  await callOk('PUT api/pengaturan', { token, body: { ...current, batas_tunda_jam: hours } })
  expect((await callOk('GET api/pengaturan', { token })).batas_tunda_jam).toBe(hours)
}

describe('a check-in sent late', () => {
  it('counts at the time it was taken (lateness from it), and the admin sees both times', async () => {
    const who = await workingToday()
    const taken = jakarta(`${TEST_TODAY}T${toHhmm(who.start + 40)}:00`)
    const sent = new Date(taken.getTime() + 3 * HOUR_MS)
    const token = await arrivingAt(who.idp, sent)
    const grace = (await callOk('GET api/pengaturan', { token: t.admin })).toleransi_terlambat_menit

    const saved = await callOk('POST presensi/datang', { token, body: queued(who.area, taken) })

    expect(saved.data).toMatchObject({
      tgl: TEST_TODAY,
      waktu_masuk: zonedTime(taken),
      terlambat: lateAfterGrace(40, grace),
      kirim_masuk: stamp(sent),
    })
    expect(saved.pesan).toContain(M.sentLate(zonedTime(sent)).trim())
    const harian = await callOk('GET api/laporan/absensi/harian/{tgl}', {
      token: t.admin,
      params: { tgl: TEST_TODAY },
    })
    expect(harian.umum.find((row) => row.idp === who.idp)).toMatchObject({
      waktu_masuk: zonedTime(taken),
      keterlambatan: 40,
      kirim_masuk: stamp(sent),
    })
    const riwayat = await callOk('GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}', {
      token: t.admin,
      params: { tglawal: TEST_TODAY, tglakhir: TEST_TODAY },
    })
    expect(riwayat.datae.find((row) => row.idp === who.idp)?.kirim_masuk).toBe(stamp(sent))
  })

  it('a re-send of the same sending answers the first success and writes nothing', async () => {
    const who = await workingToday()
    const taken = jakarta(`${TEST_TODAY}T${toHhmm(who.start - 5)}:00`)
    const token = await arrivingAt(who.idp, new Date(taken.getTime() + HOUR_MS))
    const body = queued(who.area, taken)
    const first = await callOk('POST presensi/datang', { token, body })
    const before = await t.server.writeCount()

    t.server.setNow(new Date(taken.getTime() + 2 * HOUR_MS))
    expect(await callOk('POST presensi/datang', { token, body })).toEqual(first)

    expect(await t.server.writeCount()).toBe(before)
    expect(await recordsOf(who.idp)).toHaveLength(1)
    // Another sending of that day is a second check-in, refused as before.
    expect(await callFail('POST presensi/datang', { token, body: queued(who.area, taken) })).toEqual({
      status: 409,
      pesan: M.alreadyArrived,
    })
  })

  it('a departure sent late keeps its taken time and says when it arrived', async () => {
    const who = await workingToday()
    const arrived = jakarta(`${TEST_TODAY}T${toHhmm(who.start)}:00`)
    const token = await arrivingAt(who.idp, arrived)
    await callOk('POST presensi/datang', { token, body: { ...queued(who.area, arrived) } })
    const taken = new Date(arrived.getTime() + 8 * HOUR_MS)
    const sent = new Date(taken.getTime() + 30 * 60_000)
    t.server.setNow(sent)

    const left = await callOk('POST presensi/pulang', { token, body: queued(who.area, taken) })

    expect(left.data).toMatchObject({ waktu_pulang: zonedTime(taken), kirim_pulang: stamp(sent) })
    expect(left.data.kirim_masuk).toBeUndefined() // the arrival went as it was taken
  })

  it('refuses one older than the limit, and takes it on its own day once the limit allows', async () => {
    const who = await workingToday()
    const taken = jakarta(`${TEST_TODAY}T${toHhmm(who.start)}:00`)
    const sent = new Date(taken.getTime() + 18 * HOUR_MS) // the next day
    expect(zonedDate(sent)).not.toBe(TEST_TODAY)
    const token = await arrivingAt(who.idp, sent)
    const before = await t.server.writeCount()

    expect(await callFail('POST presensi/datang', { token, body: queued(who.area, taken) })).toEqual({
      status: 400,
      pesan: M.takenTooLongAgo(12),
    })
    expect(await t.server.writeCount()).toBe(before)

    await setDelayLimit(24)
    const saved = await callOk('POST presensi/datang', { token, body: queued(who.area, taken) })
    expect(saved.data).toMatchObject({ tgl: TEST_TODAY, waktu_masuk: zonedTime(taken) })
  })

  it('refuses a taken time in the future beyond clock skew; a moment ago keeps the server time', async () => {
    const who = await workingToday()
    const now = jakarta(`${TEST_TODAY}T${toHhmm(who.start)}:00`)
    const token = await arrivingAt(who.idp, now)
    expect(
      await callFail('POST presensi/datang', {
        token,
        body: queued(who.area, new Date(now.getTime() + 10 * 60_000)),
      }),
    ).toEqual({ status: 400, pesan: M.takenInFuture })

    const saved = await callOk('POST presensi/datang', {
      token,
      body: queued(who.area, new Date(now.getTime() - 60_000)),
    })
    expect(saved.data.waktu_masuk).toBe(zonedTime(now))
    expect(saved.data.kirim_masuk).toBeUndefined()
  })
})
