import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { lessonNow, teachersOf } from '../support/lessons.ts'
import {
  callOk,
  mswServer,
  selectTestEngine,
  startTestServer,
  type TestServer,
} from '../support/test-server.ts'

/**
 * Issue 33's writes replayed from the journal on sql.js: whatever the timetable screens, the piket
 * and the app committed is exactly what a restart finds (the browser's durability, docs/durability.md).
 */
const KODE = DEMO_UNIT_KODE

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

/** Everything teaching hours write: the bell schedule, classes, cells and lesson records. */
const teachingState = (server: TestServer) => [
  server.rows('SELECT * FROM jam_pelajaran ORDER BY idjam', []),
  server.rows('SELECT * FROM kelas ORDER BY idkelas', []),
  server.rows('SELECT * FROM jadwal_ajar ORDER BY idjadwal', []),
  server.rows('SELECT * FROM absensi_ajar ORDER BY id', []),
]

describe('teaching writes replayed from the journal (sql.js)', () => {
  it("a restart after a class, a cell, the app's lesson, the piket's mark and a copy finds exactly the committed state", async () => {
    selectTestEngine('sqljs')
    const store = new MemoryStore()
    const live = await startTestServer({ store, loggedIn: [DEMO_ADMIN] })
    const admin = live.sessions.get(DEMO_ADMIN.usernama) ?? ''
    const lesson = await lessonNow(live, KODE)
    const [, other] = await teachersOf(live.db, KODE)
    if (!other) throw new Error(`unit ${KODE} has fewer than two teachers`)
    const cell = await live.db
      .selectFrom('jadwal_ajar')
      .select(['idta', 'semester', 'hari', 'jamke'])
      .where('idjadwal', '=', lesson.idjadwal)
      .executeTakeFirstOrThrow()
    // The set-up is made durable as a snapshot, so the journal holds the teaching writes alone.
    await live.host.checkpoint()

    await callOk('POST presensi/mengajar', {
      token: lesson.token,
      body: { lat: lesson.lat, lng: lesson.lng, akurasi: 10, idjadwal: lesson.idjadwal, materi: 'Pecahan' },
    })
    const { idkelas } = await callOk('POST api/kelas', {
      token: admin,
      body: { kode: KODE, idta: cell.idta, nama: 'IX Jurnal', urut: 50 },
    })
    const scope = { kode: KODE, idta: cell.idta, semester: cell.semester }
    const { idjadwal } = await callOk('POST api/jadwalajar', {
      token: admin,
      body: { ...scope, hari: cell.hari, jamke: cell.jamke, idkelas, mapel: 'IPA', idp: other.idp },
    })
    const tgl = (await callOk('GET presensi/mengajar', { token: lesson.token })).tgl
    await callOk('POST api/jurnalajar', {
      token: admin,
      body: { idjadwal, tgl, status: 'tidak', alasan: 'Rapat dinas', materi: '' },
    })
    const copied = await callOk('POST api/jadwalajar/salin', {
      token: admin,
      body: {
        ...{ kode: KODE, idta: cell.idta, semester: cell.semester === 1 ? 2 : 1 },
        ...{ dari_idta: cell.idta, dari_semester: cell.semester },
      },
    })
    expect(copied.jumlah, 'both cells copied').toBe(2)

    const committed = teachingState(live)
    const [, , , records] = committed
    expect(records?.map((row) => [row.idjadwal, row.status])).toEqual(
      expect.arrayContaining([
        [lesson.idjadwal, 'hadir'],
        [idjadwal, 'tidak'],
      ]),
    )
    expect(store.journalBytes(), 'the teaching writes are in the journal').toBeGreaterThan(0)
    const restarted = await startTestServer({ store })
    expect(restarted.host.recovery).toBeNull()
    expect(teachingState(restarted)).toEqual(committed)
  }, 120_000)
})
