// test-clock: dependent — which lessons are running, done or still to come is read from the clock
import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { loadLessons } from '../../src/api-handlers/lessons.ts'
import { COMMON_MESSAGES, JAM_AJAR_MESSAGES as M, PRESENSI_MESSAGES } from '../../src/contract/messages.ts'
import { addDays, NAMA_HARI, weekday, zonedTime } from '../../src/domain/calendar.ts'
import { distanceMetres } from '../../src/domain/geo.ts'
import { taughtBy } from '../../src/domain/lessons.ts'
import { openDayForUnit } from '../support/calendar.ts'
import { clearTimetable, lessonCell, periodAround, teachersOf } from '../support/lessons.ts'
import { areasOf, employeeToken, leaveRecordOn, northOf, setUp } from '../support/presensi.ts'
import { callFail, callOk, setupTestServer, TEST_NOW, TEST_TODAY } from '../support/test-server.ts'

/**
 * Teaching hours (issue 33, docs/jam-mengajar.md): the app's 'Mulai mengajar', the piket's Jurnal
 * Mengajar, the expected lessons (src/domain/lessons.ts through loadLessons) and the SPEC's 'ajar'
 * history, on the engine PRESENSI_TEST_ENGINE picks. The timetable is set up directly, around the
 * test clock: period 3 runs now, period 4 follows it, period 6 is later today.
 */
const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const KODE = DEMO_UNIT_KODE
const HARI = weekday(TEST_TODAY)
const CLOCK = zonedTime(TEST_NOW)
const NOW_PERIOD = periodAround(CLOCK, 3, -20)
const NEXT_PERIOD = periodAround(CLOCK, 4, 15)
const LATER_PERIOD = periodAround(CLOCK, 6, 120)

/** Two teachers of the unit, with today open (no day off, no record), and a cell now for the first. */
async function timetable() {
  const [guru, lain] = await teachersOf(t.server.db, KODE)
  if (!guru || !lain) throw new Error(`unit ${KODE} has fewer than two teachers`)
  const cells = await setUp(t.server, async (db) => {
    await openDayForUnit(db, KODE, TEST_TODAY)
    await clearTimetable(db, KODE)
    await db
      .deleteFrom('absensi')
      .where('idp', 'in', [guru.idp, lain.idp])
      .where('tgl', '=', TEST_TODAY)
      .execute()
    // The seeded teaching history of before timetables: the history test reads only its own records.
    await db.deleteFrom('absensi_ajar').where('idp', 'in', [guru.idp, lain.idp]).execute()
    const on = { kode: KODE, tgl: TEST_TODAY, hari: HARI }
    return {
      now: await lessonCell(db, { ...on, ...NOW_PERIOD, idp: guru.idp }),
      later: await lessonCell(db, { ...on, ...LATER_PERIOD, idp: guru.idp, kelas: 'VIII B', mapel: 'IPA' }),
      other: await lessonCell(db, { ...on, ...NOW_PERIOD, idp: lain.idp, kelas: 'IX A', mapel: 'IPS' }),
    }
  })
  return { guru, lain, cells, token: await employeeToken(t.server, guru.idp, TEST_NOW) }
}

async function school() {
  const [area] = await areasOf(t.server.db, KODE)
  if (!area) throw new Error(`unit ${KODE} has no area`)
  return area
}

const lessonsToday = (filter: { kode?: string; idp?: number }) =>
  loadLessons(t.server.db, { ...filter, from: TEST_TODAY, to: TEST_TODAY })

const recordsOf = (idjadwal: number) =>
  t.server.db.selectFrom('absensi_ajar').selectAll().where('idjadwal', '=', idjadwal).execute()

describe("the app's Mulai mengajar", () => {
  it('records the lesson of now at the school, and refuses outside its period, its area or twice', async () => {
    const { guru, cells, token } = await timetable()
    const area = await school()
    const at = { lat: area.lat, lng: area.lng, akurasi: 10 }
    const start = (idjadwal: number, point = at) =>
      ({ token, body: { ...point, idjadwal, materi: 'Pecahan senilai' } }) as const

    const later = await callFail('POST presensi/mengajar', start(cells.later))
    expect(later).toEqual({ status: 409, pesan: M.outsidePeriod(LATER_PERIOD.mulai, LATER_PERIOD.selesai) })
    expect(await callFail('POST presensi/mengajar', start(cells.other))).toEqual({
      status: 409,
      pesan: M.notYourLesson,
    })
    const away = northOf(area, area.radius + 300)
    const distance = Math.ceil(distanceMetres(away, area))
    expect(await callFail('POST presensi/mengajar', start(cells.now, { ...away, akurasi: 10 }))).toEqual({
      status: 400,
      pesan: PRESENSI_MESSAGES.outsideArea(distance, area.lokasi, area.radius),
    })
    expect(await recordsOf(cells.now)).toEqual([])

    const saved = await callOk('POST presensi/mengajar', start(cells.now))
    expect(saved.pesan).toBe(M.saved('VII A', 'Matematika'))
    expect(await recordsOf(cells.now)).toEqual([
      expect.objectContaining({
        ...{ idp: guru.idp, idp_jadwal: guru.idp, tgl: TEST_TODAY, status: 'hadir', dicatat: 'app' },
        ...{ waktu: NOW_PERIOD.mulai, matpel: 'Matematika', kelas: 'VII A', materi: 'Pecahan senilai' },
        ...{ lat: area.lat, lng: area.lng, jamke: NOW_PERIOD.jamke },
      }),
    ])
    expect(await callFail('POST presensi/mengajar', start(cells.now))).toEqual({
      status: 409,
      pesan: M.alreadyRecorded,
    })
    const today = await callOk('GET presensi/mengajar', { token })
    expect(today.datae.map((row) => [row.idjadwal, row.keadaan])).toEqual([
      [cells.now, 'hadir'],
      [cells.later, 'belum'],
    ])
  })

  it('records a double lesson (the next period of the same class and subject) with one start', async () => {
    const { guru, cells, token } = await timetable()
    const next = await setUp(t.server, (db) =>
      lessonCell(db, { kode: KODE, tgl: TEST_TODAY, hari: HARI, ...NEXT_PERIOD, idp: guru.idp }),
    )
    const area = await school()
    await callOk('POST presensi/mengajar', {
      token,
      body: { lat: area.lat, lng: area.lng, akurasi: 10, idjadwal: cells.now, materi: 'Pecahan' },
    })
    expect((await recordsOf(next)).map((row) => [row.status, row.waktu])).toEqual([
      ['hadir', NEXT_PERIOD.mulai],
    ])
  })

  it("refuses on the teacher's leave, which shows as the lesson's state", async () => {
    const { guru, cells, token } = await timetable()
    await leaveRecordOn(t.server, guru.idp, TEST_TODAY, 'cuti')
    const area = await school()
    const body = { lat: area.lat, lng: area.lng, akurasi: 10, idjadwal: cells.now, materi: 'Pecahan' }
    expect(await callFail('POST presensi/mengajar', { token, body })).toEqual({
      status: 409,
      pesan: M.onLeave,
    })
    const today = await callOk('GET presensi/mengajar', { token })
    expect(today.cuti).toBe('Cuti')
    expect(today.datae.map((row) => row.keadaan)).toEqual(['cuti', 'cuti'])
  })
})

describe("the piket's Jurnal Mengajar", () => {
  it("gives a substitute's lesson to the substitute, not to the absent teacher", async () => {
    const { guru, lain, cells } = await timetable()
    await setUp(t.server, (db) => db.deleteFrom('jadwal_ajar').where('idjadwal', '=', cells.other).execute())
    const set = (idp_pengganti: number) =>
      ({
        token: t.unit,
        body: { idjadwal: cells.now, tgl: TEST_TODAY, status: 'pengganti', idp_pengganti },
      }) as const
    expect(await callFail('POST api/jurnalajar', set(guru.idp))).toEqual({
      status: 400,
      pesan: M.penggantiSame,
    })
    expect((await callOk('POST api/jurnalajar', set(lain.idp))).pesan).toBe(COMMON_MESSAGES.saved)

    const [lesson] = (await lessonsToday({ kode: KODE })).filter((row) => row.idjadwal === cells.now)
    expect(lesson).toMatchObject({
      keadaan: 'pengganti',
      idp: guru.idp,
      idp_pengganti: lain.idp,
      dicatat: 'piket',
    })
    expect(lesson && taughtBy(lesson)).toBe(lain.idp)
    const [record] = await recordsOf(cells.now)
    expect(record).toMatchObject({ idp: lain.idp, idp_jadwal: guru.idp, opr: expect.any(String) })
    expect(record?.opr).not.toBe('')
  })

  it('refuses a substitute busy in that period with a lesson of their own', async () => {
    const { lain, cells } = await timetable()
    const body = {
      idjadwal: cells.now,
      tgl: TEST_TODAY,
      status: 'pengganti',
      idp_pengganti: lain.idp,
    } as const
    const refused = await callFail('POST api/jurnalajar', { token: t.unit, body })
    expect(refused).toEqual({
      status: 409,
      pesan: M.guruBentrok(
        lain.nama,
        'IX A',
        NAMA_HARI[HARI] ?? '',
        `${NOW_PERIOD.mulai}–${NOW_PERIOD.selesai}`,
      ),
    })
  })

  it('refuses another weekday, a lesson not begun yet, and a day off, where no lesson is expected', async () => {
    const { cells } = await timetable()
    const mark = (tgl: string, idjadwal = cells.now) =>
      callFail('POST api/jurnalajar', {
        token: t.unit,
        body: { idjadwal, tgl, status: 'tidak', alasan: 'Rapat' },
      })
    expect(await mark(addDays(TEST_TODAY, 1))).toEqual({
      status: 409,
      pesan: M.notThatDay(NAMA_HARI[HARI] ?? ''),
    })
    expect(await mark(TEST_TODAY, cells.later)).toEqual({ status: 409, pesan: M.future })

    await callOk('POST api/kalender', {
      token: t.admin,
      body: {
        ...{ jenis: 'unit', tglawal: TEST_TODAY, tglakhir: TEST_TODAY, keterangan: 'Class meeting' },
        ...{ semua_unit: 0, unit: [KODE] },
      },
    })
    expect(await mark(TEST_TODAY)).toEqual({ status: 409, pesan: M.dayOff('Class meeting') })
    expect(await lessonsToday({ kode: KODE })).toEqual([])
    const jurnal = await callOk('GET api/jurnalajar', {
      token: t.unit,
      query: { kode: KODE, tgl: TEST_TODAY },
    })
    expect(jurnal).toMatchObject({ tgl: TEST_TODAY, libur: 'Class meeting', datae: [] })
    expect(jurnal.guru.map((row) => row.idp)).toEqual(
      expect.arrayContaining((await teachersOf(t.server.db, KODE)).map((row) => row.idp)),
    )
  })

  it('shows a leave day as ijin, not as a lesson missed, and lets the piket replace and delete a record', async () => {
    const { guru, cells } = await timetable()
    await leaveRecordOn(t.server, guru.idp, TEST_TODAY, null)
    const states = async () =>
      (await lessonsToday({ idp: guru.idp })).map((row) => [row.idjadwal, row.keadaan, row.id !== null])
    expect(await states()).toEqual([
      [cells.now, 'ijin', false],
      [cells.later, 'ijin', false],
    ])
    const body = { idjadwal: cells.now, tgl: TEST_TODAY, status: 'tidak', alasan: 'Guru ijin' } as const
    await callOk('POST api/jurnalajar', { token: t.admin, body })
    await callOk('POST api/jurnalajar', { token: t.admin, body: { ...body, alasan: 'Guru ijin keluarga' } })
    const records = await recordsOf(cells.now)
    expect(records.map((row) => [row.status, row.alasan, row.dicatat])).toEqual([
      ['tidak', 'Guru ijin keluarga', 'admin'],
    ])
    await callOk('DELETE api/jurnalajar/{id}', { token: t.unit, params: { id: records[0]?.id ?? 0 } })
    expect(await states()).toEqual([
      [cells.now, 'ijin', false],
      [cells.later, 'ijin', false],
    ])
  })
})

describe("the SPEC's 'ajar' history", () => {
  it('lists the lessons the teacher taught, not those marked not taught', async () => {
    const { guru, cells, token } = await timetable()
    await setUp(t.server, (db) =>
      db.updateTable('pegawai').set({ idshift: 1 }).where('idp', '=', guru.idp).execute(),
    )
    const area = await school()
    await callOk('POST presensi/mengajar', {
      token,
      body: { lat: area.lat, lng: area.lng, akurasi: 10, idjadwal: cells.now, materi: 'Pecahan' },
    })
    const yesterday = addDays(TEST_TODAY, -7)
    await callOk('POST api/jurnalajar', {
      token: t.unit,
      body: { idjadwal: cells.now, tgl: yesterday, status: 'tidak', alasan: 'Sakit' },
    })
    const history = await callOk('GET api/absensi/cek/riwayat/{idp}', {
      token: t.unit,
      params: { idp: guru.idp },
    })
    expect(history.tipe).toBe('ajar')
    expect(history.datae).toEqual([
      { tgl: TEST_TODAY, matpel: 'Matematika', kelas: 'VII A', waktu: NOW_PERIOD.mulai },
    ])
  })
})
