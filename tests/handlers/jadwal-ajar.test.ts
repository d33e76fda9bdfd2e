import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { JAM_AJAR_MESSAGES as M } from '../../src/contract/messages.ts'
import { jadwalToRows, rowsToJadwal } from '../../src/domain/jadwal-xlsx.ts'
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
 * The timetable (issue 33, docs/jam-mengajar.md) on every engine: the bell schedule's rules, the
 * clash rules (a class, a teacher in the unit, a teacher at another unit at an overlapping time)
 * with their exact messages, the copy from the previous semester, and the xlsx import: its round
 * trip and a bad row refused with nothing changed. The test clock is in semester 1 of 2026/2027.
 */
beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mswServer.close())

const ENGINES = TEST_ENGINES.filter(
  (engine) => engine !== 'postgres' || !skipWithoutPostgres('the timetable'),
)

const UNIT: string = DEMO_UNIT_ADMIN.ids ?? 'SDIT1'
const OTHER_UNIT: string = 'SMPIT1'
const IDTA = 2

/** Senin and Selasa: three periods and a break; another unit's periods start 15 minutes later. */
const bellSchedule = (shift = 0) =>
  [1, 2].flatMap((hari) => {
    const at = (minutes: number) => {
      const total = 7 * 60 + shift + minutes
      return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
    }
    return [
      { hari, jamke: 1, mulai: at(0), selesai: at(35), keterangan: '' },
      { hari, jamke: 2, mulai: at(35), selesai: at(70), keterangan: '' },
      { hari, jamke: null, mulai: at(70), selesai: at(85), keterangan: 'Istirahat' },
      { hari, jamke: 3, mulai: at(85), selesai: at(120), keterangan: '' },
    ]
  })

describe.each(ENGINES)('the timetable on %s', (engine) => {
  let server: TestServer
  let admin = ''
  let unitAdmin = ''
  let teachers: { idp: number; nama: string; nip: string }[] = []
  let kelas: Record<string, number> = {}

  const scope = (semester: 1 | 2, kode = UNIT) => ({ kode, idta: IDTA, semester })
  const putBell = (semester: 1 | 2, kode = UNIT, shift = 0) =>
    callOk('PUT api/jampelajaran', {
      token: admin,
      body: { ...scope(semester, kode), datae: bellSchedule(shift) },
    })
  const addKelas = async (nama: string, kode = UNIT) =>
    (await callOk('POST api/kelas', { token: admin, body: { kode, idta: IDTA, nama, urut: 0 } })).idkelas
  const place = (
    semester: 1 | 2,
    cell: { hari: number; jamke: number; idkelas: number; mapel: string; idp: number },
  ) => callOk('POST api/jadwalajar', { token: admin, body: { ...scope(semester), ...cell } })
  const refusal = (
    semester: 1 | 2,
    cell: { hari: number; jamke: number; idkelas: number; mapel: string; idp: number },
    kode = UNIT,
  ) => callFail('POST api/jadwalajar', { token: admin, body: { ...scope(semester, kode), ...cell } })
  const cellsOf = async (semester: 1 | 2) =>
    (
      await callOk('GET api/jadwalajar', {
        token: admin,
        query: { kode: UNIT, idta: IDTA, semester },
      })
    ).datae
  const teacher = (i: number) => teachers[i] ?? { idp: 0, nama: '', nip: '' }

  beforeEach(async () => {
    selectTestEngine(engine)
    server = await startTestServer({ loggedIn: [DEMO_ADMIN, DEMO_UNIT_ADMIN] })
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    unitAdmin = server.sessions.get(DEMO_UNIT_ADMIN.usernama) ?? ''
    teachers = await server.db
      .selectFrom('pegawai')
      .select(['idp', 'nama', 'nip'])
      .where('kode', '=', UNIT)
      .where('tipe', '=', 'ajar')
      .orderBy('idp')
      .limit(3)
      .execute()
    // A timetable of its own: nothing seeded in semester 1 of this unit is kept.
    await setUp(server, async (db) => {
      for (const table of ['jadwal_ajar', 'jam_pelajaran', 'kelas'] as const)
        await db.deleteFrom(table).where('idta', '=', IDTA).execute()
    })
    await putBell(1)
    kelas = { '1A': await addKelas('1A'), '1B': await addKelas('1B') }
  }, 120_000)

  it('answers the active year and today’s semester by default', async () => {
    const bell = await callOk('GET api/jampelajaran', { token: unitAdmin, query: {} })
    expect({ kode: bell.kode, idta: bell.idta, semester: bell.semester }).toEqual(scope(1))
    expect(bell.datae.map((p) => [p.hari, p.jamke, p.mulai])).toEqual(
      bellSchedule().map((p) => [p.hari, p.jamke, p.mulai]),
    )
    expect(
      await callFail('GET api/jampelajaran', { token: unitAdmin, query: { kode: OTHER_UNIT } }),
    ).toMatchObject({
      status: 403,
    })
  })

  it('refuses overlapping periods and a period number twice a day', async () => {
    const [first, second] = bellSchedule()
    if (!first || !second) throw new Error('bell schedule')
    const overlapping = [first, { ...second, mulai: '07:30' }]
    expect(
      await callFail('PUT api/jampelajaran', { token: admin, body: { ...scope(1), datae: overlapping } }),
    ).toEqual({
      status: 409,
      pesan: M.periodsOverlap('Senin', 'jam ke-1 (07:00–07:35)', 'jam ke-2 (07:30–08:10)'),
    })
    const twice = [first, { ...second, jamke: 1 }]
    expect(
      await callFail('PUT api/jampelajaran', { token: admin, body: { ...scope(1), datae: twice } }),
    ).toEqual({
      status: 409,
      pesan: M.jamkeTwice('Senin', 1),
    })
  })

  it('refuses a class with two subjects and a teacher twice at once, with the cell that was there', async () => {
    await place(1, { hari: 1, jamke: 1, idkelas: kelas['1A'] ?? 0, mapel: 'Matematika', idp: teacher(0).idp })
    expect(
      await refusal(1, { hari: 1, jamke: 1, idkelas: kelas['1A'] ?? 0, mapel: 'IPA', idp: teacher(1).idp }),
    ).toEqual({ status: 409, pesan: M.kelasBentrok('1A', 'Matematika', 'Senin', 1) })
    expect(
      await refusal(1, { hari: 1, jamke: 1, idkelas: kelas['1B'] ?? 0, mapel: 'IPA', idp: teacher(0).idp }),
    ).toEqual({ status: 409, pesan: M.guruBentrok(teacher(0).nama, '1A', 'Senin', 'jam ke-1') })
    expect(await cellsOf(1)).toHaveLength(1)
  })

  it('refuses a teacher already teaching at another unit at an overlapping time', async () => {
    await putBell(1, OTHER_UNIT, 15)
    const kelasLain = await addKelas('7A', OTHER_UNIT)
    await callOk('POST api/jadwalajar', {
      token: admin,
      body: {
        ...scope(1, OTHER_UNIT),
        hari: 2,
        jamke: 1,
        idkelas: kelasLain,
        mapel: 'Tahfidz',
        idp: teacher(0).idp,
      },
    })
    // Selasa jam ke-2 here (07:35–08:10) meets jam ke-1 there (07:15–07:50).
    expect(
      await refusal(1, {
        hari: 2,
        jamke: 2,
        idkelas: kelas['1A'] ?? 0,
        mapel: 'Matematika',
        idp: teacher(0).idp,
      }),
    ).toEqual({
      status: 409,
      pesan: M.guruBentrok(teacher(0).nama, '7A SMP Islam Terpadu 1', 'Selasa', '07:15–07:50'),
    })
    // Jam ke-3 here (08:25–09:00) is after it: allowed.
    await place(1, { hari: 2, jamke: 3, idkelas: kelas['1A'] ?? 0, mapel: 'Matematika', idp: teacher(0).idp })
  })

  it('refuses a bell schedule that drops a period in use, naming the cell', async () => {
    await place(1, { hari: 2, jamke: 3, idkelas: kelas['1B'] ?? 0, mapel: 'Fikih', idp: teacher(1).idp })
    const shorter = bellSchedule().filter((p) => p.jamke !== 3)
    expect(
      await callFail('PUT api/jampelajaran', { token: admin, body: { ...scope(1), datae: shorter } }),
    ).toEqual({
      status: 409,
      pesan: M.periodInUse('Selasa', 3, '1B', 'Fikih'),
    })
  })

  it('copies the bell schedule and the cells from the previous semester into an empty one only', async () => {
    await place(1, { hari: 1, jamke: 1, idkelas: kelas['1A'] ?? 0, mapel: 'Matematika', idp: teacher(0).idp })
    await place(1, { hari: 2, jamke: 3, idkelas: kelas['1B'] ?? 0, mapel: 'Fikih', idp: teacher(1).idp })
    const salin = { ...scope(2), dari_idta: IDTA, dari_semester: 1 as const }
    expect(await callOk('POST api/jadwalajar/salin', { token: admin, body: salin })).toMatchObject({
      jumlah: 2,
    })
    const withoutIds = (cells: Awaited<ReturnType<typeof cellsOf>>) =>
      cells.map(({ idjadwal: _, ...cell }) => cell)
    expect(withoutIds(await cellsOf(2))).toEqual(withoutIds(await cellsOf(1)))
    const bell = await callOk('GET api/jampelajaran', { token: admin, query: { kode: UNIT, semester: 2 } })
    expect(bell.datae).toHaveLength(bellSchedule().length)
    expect(await callFail('POST api/jadwalajar/salin', { token: admin, body: salin })).toEqual({
      status: 409,
      pesan: M.targetNotEmpty,
    })
  })

  it('imports its own export back unchanged, and refuses a bad row with nothing changed', async () => {
    await place(1, { hari: 1, jamke: 1, idkelas: kelas['1A'] ?? 0, mapel: 'Matematika', idp: teacher(0).idp })
    await place(1, {
      hari: 1,
      jamke: 2,
      idkelas: kelas['1B'] ?? 0,
      mapel: 'IPA / Sains',
      idp: teacher(1).idp,
    })
    const before = await cellsOf(1)
    const bell = await callOk('GET api/jampelajaran', { token: admin, query: { kode: UNIT } })
    const classes = await callOk('GET api/kelas', { token: admin, query: { kode: UNIT } })
    const sheet = jadwalToRows(bell.datae, classes.datae, before, ['Jadwal Pelajaran'])
    const rows = rowsToJadwal(sheet)
    const trail = async () =>
      (
        await server.db
          .selectFrom('jejak_perubahan')
          .select('id')
          .where('tabel', '=', 'jadwal_ajar')
          .execute()
      ).length
    const entries = await trail()
    expect(
      await callOk('POST api/jadwalajar/impor', { token: admin, body: { ...scope(1), datae: rows } }),
    ).toMatchObject({
      jumlah: 2,
    })
    // Unchanged cells keep their ids (and the lessons recorded on them); one audit entry.
    expect(await cellsOf(1)).toEqual(before)
    expect(await trail()).toBe(entries + 1)

    const moved = rows.map((row) => ({ ...row, jamke: 3 }))
    const bad = [
      ...moved,
      { baris: 9, hari: 2, jamke: 1, kelas: '1A', mapel: 'PAI', guru: 'Guru Tak Dikenal' },
    ]
    expect(
      await callFail('POST api/jadwalajar/impor', { token: admin, body: { ...scope(1), datae: bad } }),
    ).toEqual({
      status: 400,
      pesan: M.importRowInvalid(9, M.guruUnknown('Guru Tak Dikenal')),
    })
    const [first] = moved
    if (!first) throw new Error('an exported row')
    // The same teacher in 1B at the same period as in 1A.
    const clash = [first, { ...first, baris: 12, kelas: '1B', mapel: 'PAI' }]
    expect(
      await callFail('POST api/jadwalajar/impor', { token: admin, body: { ...scope(1), datae: clash } }),
    ).toMatchObject({
      status: 409,
      pesan: M.importRowInvalid(12, M.guruBentrok(teacher(0).nama, '1A', 'Senin', 'jam ke-3')),
    })
    expect(await cellsOf(1)).toEqual(before)
    expect(await trail()).toBe(entries + 1)
  })

  it('refuses an employee who is not a teacher, and a class still in use', async () => {
    const staff = await server.db
      .selectFrom('pegawai')
      .select(['idp', 'nama'])
      .where('kode', '=', UNIT)
      .where('tipe', '=', 'normal')
      .executeTakeFirstOrThrow()
    expect(
      await refusal(1, { hari: 1, jamke: 1, idkelas: kelas['1A'] ?? 0, mapel: 'IPA', idp: staff.idp }),
    ).toEqual({
      status: 400,
      pesan: M.guruNotTeacher(staff.nama),
    })
    await place(1, { hari: 1, jamke: 1, idkelas: kelas['1A'] ?? 0, mapel: 'IPA', idp: teacher(2).idp })
    expect(
      await callFail('DELETE api/kelas/{idkelas}', { token: admin, params: { idkelas: kelas['1A'] ?? 0 } }),
    ).toEqual({ status: 409, pesan: M.kelasInUse('1A', 1) })
    expect(
      await callFail('POST api/kelas', {
        token: admin,
        body: { kode: UNIT, idta: IDTA, nama: '1B', urut: 0 },
      }),
    ).toEqual({ status: 409, pesan: M.kelasTaken('1B') })
  })
})
