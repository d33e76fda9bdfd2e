// test-clock: dependent — leave requests counted from today
import { describe, expect, it } from 'vitest'
import { DEMO_SELFIE } from '../../scripts/openapi/demo-calls.ts'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { DAYS_BACK } from '../../src/api-handlers/presensi/ijin.ts'
import { PRESENSI_MESSAGES as M } from '../../src/contract/messages.ts'
import { addDays, dateRange, weekday } from '../../src/domain/calendar.ts'
import { jpegDataUrl, MAX_LETTER_BYTES } from '../../src/domain/jpeg.ts'
import { unitDaysOff } from '../support/calendar.ts'
import { employeeToken, employeeWorkingOn, setUp } from '../support/presensi.ts'
import { callFail, callOk, setupTestServer, TEST_NOW, TEST_TODAY } from '../support/test-server.ts'

/**
 * Leave asked in the employee app (issue 17): a pending request exactly like those Pengajuan Ijin
 * verifies, refused for an overlap with a pending or approved one, or for a range that ended more
 * than 7 days ago; the app lists the own requests with the admin's answer.
 */
const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

/** An employee of the admin unit with no leave request, signed in. */
async function asker() {
  const who = await employeeWorkingOn(t.server, TEST_TODAY, { kode: DEMO_UNIT_ADMIN.ids })
  await setUp(t.server, (db) => db.deleteFrom('pengajuan_ijin').where('idp', '=', who.idp).execute())
  return { ...who, token: await employeeToken(t.server, who.idp, TEST_NOW) }
}

const request = (tglawal: string, tglakhir: string, extra: Record<string, unknown> = {}) => ({
  tglawal,
  tglakhir,
  kategori: 0 as const,
  sebab: 'Demam tinggi',
  keterangan: 'Istirahat di rumah',
  ...extra,
})

describe('POST presensi/ijin', () => {
  it('files a pending request the admin sees in Pengajuan Ijin, with its letter and working days', async () => {
    const who = await asker()
    const tglawal = addDays(TEST_TODAY, 1)
    const tglakhir = addDays(TEST_TODAY, 9)
    const { idj } = await callOk('POST presensi/ijin', {
      token: who.token,
      body: request(tglawal, tglakhir, { surat: DEMO_SELFIE }),
    })
    const days = await t.server.db
      .selectFrom('shift_hari')
      .select(['hari', 'libur'])
      .where('idshift', '=', who.idshift)
      .execute()
    const holidays = await unitDaysOff(t.server.db, who.kode, { from: tglawal, to: tglakhir })
    const working = dateRange(tglawal, tglakhir).filter(
      (tgl) => !holidays.has(tgl) && days.some((day) => day.hari === weekday(tgl) && day.libur === 0),
    )
    const seen = await callOk('GET api/pengajuanijin/{idj}', { token: t.unit, params: { idj } })
    expect(seen).toMatchObject({
      idp: who.idp,
      tglx: TEST_TODAY,
      tglawal,
      tglakhir,
      hari: working.length,
      alasan: 'Demam tinggi',
      keterangan: 'Istirahat di rumah',
      status: 0,
      disetujui: 0,
      catatan: '',
    })
    const letter = await fetch(`http://localhost/uploads/suratijin/${idj}.jpg`, {
      headers: { Authorization: `Bearer ${t.unit}` },
    })
    expect(jpegDataUrl(new Uint8Array(await letter.arrayBuffer()))).toBe(DEMO_SELFIE)
  })

  it('refuses a range overlapping a pending or an approved request, not a rejected one', async () => {
    const who = await asker()
    const first = await callOk('POST presensi/ijin', {
      token: who.token,
      body: request(addDays(TEST_TODAY, 2), addDays(TEST_TODAY, 4)),
    })
    const overlapping = request(addDays(TEST_TODAY, 4), addDays(TEST_TODAY, 6))
    const refusal = {
      status: 409,
      pesan: M.overlaps(addDays(TEST_TODAY, 2), addDays(TEST_TODAY, 4)),
    }
    expect(await callFail('POST presensi/ijin', { token: who.token, body: overlapping })).toEqual(refusal)
    await callOk('PUT api/pengajuanijin', {
      token: t.admin,
      body: { idj: first.idj, disetujui: 1, catatan: '' },
    })
    expect(await callFail('POST presensi/ijin', { token: who.token, body: overlapping })).toEqual(refusal)
    const second = await callOk('POST presensi/ijin', {
      token: who.token,
      body: request(addDays(TEST_TODAY, 10), addDays(TEST_TODAY, 12)),
    })
    await callOk('PUT api/pengajuanijin', {
      token: t.admin,
      body: { idj: second.idj, disetujui: 9, catatan: 'Tanpa surat' },
    })
    await callOk('POST presensi/ijin', {
      token: who.token,
      body: request(addDays(TEST_TODAY, 11), addDays(TEST_TODAY, 11)),
    })
  })

  it(`accepts a range ending ${DAYS_BACK} days ago, not one ending before`, async () => {
    const who = await asker()
    const limit = addDays(TEST_TODAY, -DAYS_BACK)
    const before = await t.server.writeCount()
    expect(
      await callFail('POST presensi/ijin', {
        token: who.token,
        body: request(addDays(limit, -3), addDays(limit, -1)),
      }),
    ).toEqual({ status: 400, pesan: M.tooOld })
    expect(await t.server.writeCount()).toBe(before)
    await callOk('POST presensi/ijin', { token: who.token, body: request(addDays(limit, -2), limit) })
  })

  it('refuses an end before the start, a missing reason, a letter that is no JPEG', async () => {
    const who = await asker()
    const later = addDays(TEST_TODAY, 3)
    expect(
      await callFail('POST presensi/ijin', { token: who.token, body: request(later, TEST_TODAY) }),
    ).toEqual({ status: 400, pesan: M.endBeforeStart })
    expect(
      await callFail('POST presensi/ijin', {
        token: who.token,
        body: request(TEST_TODAY, later, { sebab: ' ' }),
      }),
    ).toEqual({ status: 400, pesan: M.sebabRequired })
    expect(
      await callFail('POST presensi/ijin', {
        token: who.token,
        body: request(TEST_TODAY, later, { surat: 'data:image/png;base64,iVBORw0KGgo=' }),
      }),
    ).toEqual({ status: 400, pesan: M.letterNotJpeg })
  })
})

describe('the letter photo (issue 29: readable, so larger than a selfie)', () => {
  /** A JPEG data URL of exactly `size` bytes (the marker, then zeros). */
  const jpegOf = (size: number) => {
    const bytes = new Uint8Array(size)
    bytes.set([0xff, 0xd8, 0xff, 0xe0])
    return jpegDataUrl(bytes)
  }

  it('keeps a letter of 1 MB (a selfie may have 300 KB) and stores its bytes as sent', async () => {
    const who = await asker()
    const surat = jpegOf(MAX_LETTER_BYTES)
    const { idj } = await callOk('POST presensi/ijin', {
      token: who.token,
      body: request(TEST_TODAY, TEST_TODAY, { surat }),
    })
    const stored = await fetch(`http://localhost/uploads/suratijin/${idj}.jpg`, {
      headers: { Authorization: `Bearer ${t.admin}` },
    })
    expect(stored.status).toBe(200)
    expect((await stored.arrayBuffer()).byteLength).toBe(MAX_LETTER_BYTES)
  })

  it("refuses one byte more: 'Ukuran foto surat maksimal 1 MB.', nothing written", async () => {
    const who = await asker()
    const before = await t.server.writeCount()
    expect(
      await callFail('POST presensi/ijin', {
        token: who.token,
        body: request(TEST_TODAY, TEST_TODAY, { surat: jpegOf(MAX_LETTER_BYTES + 1) }),
      }),
    ).toEqual({ status: 400, pesan: M.letterTooBig })
    expect(await t.server.writeCount()).toBe(before)
  })
})

describe('GET presensi/ijin', () => {
  it("lists the own requests, newest first, with the admin's answer and note", async () => {
    const who = await asker()
    const older = await callOk('POST presensi/ijin', {
      token: who.token,
      body: request(addDays(TEST_TODAY, 1), addDays(TEST_TODAY, 1), {
        kategori: 1,
        sebab: 'Urusan keluarga',
      }),
    })
    const newer = await callOk('POST presensi/ijin', {
      token: who.token,
      body: request(addDays(TEST_TODAY, 5), addDays(TEST_TODAY, 5), { surat: DEMO_SELFIE }),
    })
    await callOk('PUT api/pengajuanijin', {
      token: t.unit,
      body: { idj: older.idj, disetujui: 9, catatan: 'Bertepatan dengan ujian' },
    })
    const { datae } = await callOk('GET presensi/ijin', { token: who.token })
    expect(datae).toEqual([
      expect.objectContaining({ idj: newer.idj, kategori: 0, disetujui: 0, catatan: '', surat: true }),
      expect.objectContaining({
        idj: older.idj,
        kategori: 1,
        sebab: 'Urusan keluarga',
        disetujui: 9,
        catatan: 'Bertepatan dengan ujian',
        surat: false,
      }),
    ])
  })
})
