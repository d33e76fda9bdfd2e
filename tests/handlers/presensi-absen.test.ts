// test-clock: dependent — the app's check-in on today's shift, its window and lateness
import { describe, expect, it } from 'vitest'
import { DEMO_SELFIE } from '../../scripts/openapi/demo-calls.ts'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { PRESENSI_MESSAGES as M } from '../../src/contract/messages.ts'
import { lateAfterGrace } from '../../src/domain/attendance.ts'
import { addDays, toHhmm, toMinutes, weekday, zonedDate, zonedTime } from '../../src/domain/calendar.ts'
import { distanceMetres } from '../../src/domain/geo.ts'
import { jpegDataUrl, MAX_PICTURE_BYTES } from '../../src/domain/jpeg.ts'
import {
  areasOf,
  employeeToken,
  employeeWorkingOn,
  northOf,
  setUp,
  type TestEmployee,
} from '../support/presensi.ts'
import {
  call,
  callFail,
  callOk,
  jakarta,
  setupTestServer,
  TEST_NOW,
  TEST_TODAY,
} from '../support/test-server.ts'

/**
 * The employee app's check-in and check-out (issue 17, docs/presensi-pegawai.md): every rule and
 * message of POST presensi/datang and presensi/pulang, and what GET presensi/hari-ini shows. Each
 * refusal writes nothing. Times and dates derive from TEST_NOW (npm run test:clock moves it).
 */
const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

interface Signed extends TestEmployee {
  token: string
}

async function signIn(employee: TestEmployee, now = TEST_NOW): Promise<Signed> {
  return { ...employee, token: await employeeToken(t.server, employee.idp, now) }
}

/** An employee working today under a schedule whose arrival rule is `rule`, signed in. */
async function working(rule: 0 | 1 | 2, kode?: string) {
  return signIn(await employeeWorkingOn(t.server, TEST_TODAY, { lokasiMasuk: rule, kode }))
}

const at = (point: { lat: number; lng: number }, akurasi = 10, foto: string = DEMO_SELFIE) => ({
  ...point,
  akurasi,
  foto,
})

const datang = (who: Signed, body: ReturnType<typeof at>) =>
  call('POST presensi/datang', { token: who.token, body })

const recordsOf = (idp: number, tgl = TEST_TODAY) =>
  t.server.db.selectFrom('absensi').selectAll().where('idp', '=', idp).where('tgl', '=', tgl).execute()

/** The centre of the first area of a unit. */
async function insideOwnArea(kode: string) {
  const [area] = await areasOf(t.server.db, kode)
  if (!area) throw new Error(`unit ${kode} has no area`)
  return area
}

async function headOfficeArea() {
  const pusat = await t.server.db
    .selectFrom('kantor')
    .select('kode')
    .where('pusat', '=', 1)
    .executeTakeFirstOrThrow()
  return insideOwnArea(pusat.kode)
}

/** An employee of a unit other than the head office (and than `except`), of arrival rule `rule`, working today. */
async function unitEmployee(rule: 0 | 1 | 2 = 2, except?: string) {
  const pusat = await headOfficeArea()
  const candidates = await t.server.db
    .selectFrom('kantor')
    .select('kode')
    .where('kode', 'not in', [pusat.kode, except ?? pusat.kode])
    .orderBy('kode')
    .execute()
  for (const { kode } of candidates) {
    try {
      return await working(rule, kode)
    } catch {
      // this unit has no such employee today: try the next
    }
  }
  throw new Error(`no unit employee of rule ${rule} works today`)
}

describe('GET presensi/hari-ini', () => {
  it("shows a record a fingerprint machine took: device 2 and the machine's name (issue 32)", async () => {
    const who = await unitEmployee(2)
    await setUp(t.server, async (db) => {
      const { idmesin } = await db
        .insertInto('mesin')
        .values({
          nama: 'Mesin Ruang Guru',
          sn: 'UJI-HARI-INI',
          kode: who.kode,
          idar: null,
          arah: 'urutan',
          aktif: 1,
        })
        .returning('idmesin')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('absensi')
        .values({
          ...{ idp: who.idp, tgl: TEST_TODAY, status: 0, waktu_masuk: '07:01', keterlambatan: 0 },
          ...{
            pulangawal: 0,
            waktukerja: 0,
            lokasi: '',
            device: 2,
            tglentri: TEST_TODAY,
            waktuentri: '07:02',
          },
          ...{ opr: '', catatan: '', sumber_masuk: 2, idmesin_masuk: idmesin },
        })
        .execute()
    })
    const today = await callOk('GET presensi/hari-ini', { token: who.token })
    expect(today.absensi).toMatchObject({ device: 2, waktu_masuk: '07:01', mesin_masuk: 'Mesin Ruang Guru' })
    expect(today.absensi).not.toHaveProperty('sumber_masuk')
    expect(today.absensi).not.toHaveProperty('mesin_pulang')
  })

  it('shows the foundation date and time, the schedule, the allowed areas and no record yet', async () => {
    const who = await unitEmployee(2)
    const today = await callOk('GET presensi/hari-ini', { token: who.token })
    const shiftDay = await t.server.db
      .selectFrom('shift_hari')
      .selectAll()
      .where('idshift', '=', who.idshift)
      .where('hari', '=', weekday(TEST_TODAY))
      .executeTakeFirstOrThrow()
    expect(today).toMatchObject({
      tanggal: TEST_TODAY,
      waktu: zonedTime(TEST_NOW),
      hari_kerja: true,
      alasan_libur: null,
      jadwal: { waktu_masuk: shiftDay.waktu_masuk, waktu_pulang: shiftDay.waktu_pulang },
      hari_rapat: false,
      absensi: null,
      berikutnya: 'datang',
    })
    expect(today.area_datang.bebas).toBe(false)
    expect(new Set(today.area_datang.daftar.map((area) => area.kode))).toEqual(new Set([who.kode]))
  })

  it('says why a Libur Khusus is no working day, with its uraian, and refuses the check-in', async () => {
    const who = await unitEmployee(2)
    await callOk('POST api/hari_libur', {
      token: t.admin,
      body: { tgllibur: TEST_TODAY, keterangan: 'Cuti bersama Maulid' },
    })
    const today = await callOk('GET presensi/hari-ini', { token: who.token })
    expect(today).toMatchObject({ hari_kerja: false, alasan_libur: 'Cuti bersama Maulid', berikutnya: null })
    const before = await t.server.writeCount()
    expect(
      await callFail('POST presensi/datang', { token: who.token, body: at(await insideOwnArea(who.kode)) }),
    ).toEqual({
      status: 409,
      pesan: M.notWorkingDay('Cuti bersama Maulid'),
    })
    expect(await t.server.writeCount()).toBe(before)
  })

  it("says 'Libur' on the schedule's day off", async () => {
    const who = await unitEmployee(2)
    await setUp(t.server, (db) =>
      db
        .updateTable('shift_hari')
        .set({ libur: 1 })
        .where('idshift', '=', who.idshift)
        .where('hari', '=', weekday(TEST_TODAY))
        .execute(),
    )
    const today = await callOk('GET presensi/hari-ini', { token: who.token })
    expect(today).toMatchObject({ hari_kerja: false, alasan_libur: 'Libur', jadwal: null })
    expect(
      await callFail('POST presensi/datang', { token: who.token, body: at(await insideOwnArea(who.kode)) }),
    ).toEqual({
      status: 409,
      pesan: M.notWorkingDay('Libur'),
    })
  })
})

describe('POST presensi/datang: where', () => {
  it('rule 2: accepts the own office, at the area, with device 0, the position and the selfie', async () => {
    const who = await unitEmployee(2)
    const area = await insideOwnArea(who.kode)
    const point = northOf(area, 5)
    const saved = await callOk('POST presensi/datang', { token: who.token, body: at(point) })
    expect(saved.data).toMatchObject({
      tgl: TEST_TODAY,
      status: 0,
      lokasi: area.lokasi,
      device: 0,
      foto_datang: true,
    })
    const [record] = await recordsOf(who.idp)
    expect(record).toMatchObject({
      device: 0,
      lokasi: area.lokasi,
      idar: area.idar,
      lat: point.lat,
      lng: point.lng,
      opr: '',
    })
    const picture = await fetch(`http://localhost/uploads/absensi/${record?.id}_datang.jpg`, {
      headers: { Authorization: `Bearer ${t.admin}` },
    })
    expect(picture.status).toBe(200)
    expect(jpegDataUrl(new Uint8Array(await picture.arrayBuffer()))).toBe(DEMO_SELFIE)
  })

  it('rule 2: refuses the head office outside a Hari Rapat, with the distance to the nearest own area', async () => {
    const who = await unitEmployee(2)
    const pusat = await headOfficeArea()
    const own = await areasOf(t.server.db, who.kode)
    const nearest = own.reduce((a, b) => (distanceMetres(pusat, a) <= distanceMetres(pusat, b) ? a : b))
    const before = await t.server.writeCount()
    expect(await callFail('POST presensi/datang', { token: who.token, body: at(pusat) })).toEqual({
      status: 400,
      pesan: M.outsideArea(Math.ceil(distanceMetres(pusat, nearest)), nearest.lokasi, nearest.radius),
    })
    expect(await t.server.writeCount()).toBe(before)
    expect(await recordsOf(who.idp)).toEqual([])
  })

  it('rule 2: accepts the head office on a Hari Rapat', async () => {
    const who = await unitEmployee(2)
    await callOk('POST api/hari_khusus', {
      token: t.admin,
      body: { tgllibur: TEST_TODAY, keterangan: 'Rapat yayasan' },
    })
    const today = await callOk('GET presensi/hari-ini', { token: who.token })
    const pusat = await headOfficeArea()
    expect(today).toMatchObject({ hari_rapat: true, keterangan_rapat: 'Rapat yayasan' })
    expect(today.area_datang.daftar.map((area) => area.kode)).toContain(pusat.kode)
    const saved = await callOk('POST presensi/datang', { token: who.token, body: at(pusat) })
    expect(saved.data.lokasi).toBe(pusat.lokasi)
  })

  it("rule 1: accepts any unit's area", async () => {
    const who = await working(1)
    const elsewhere = await t.server.db
      .selectFrom('area_absensi')
      .selectAll()
      .where('kode', '!=', who.kode)
      .orderBy('idar')
      .executeTakeFirstOrThrow()
    const saved = await callOk('POST presensi/datang', { token: who.token, body: at(elsewhere) })
    expect(saved.data.lokasi).toBe(elsewhere.lokasi)
  })

  it("rule 0: accepts anywhere, named 'Lokasi bebas' outside every area, without judging accuracy", async () => {
    const who = await unitEmployee(2)
    await setUp(t.server, (db) =>
      db.updateTable('shift').set({ lokasi_masuk: 0 }).where('idshift', '=', who.idshift).execute(),
    )
    expect((await callOk('GET presensi/hari-ini', { token: who.token })).area_datang.bebas).toBe(true)
    const far = northOf(await headOfficeArea(), 50_000)
    const saved = await callOk('POST presensi/datang', { token: who.token, body: at(far, 900) })
    expect(saved.data.lokasi).toBe(M.anywhere)
    expect((await recordsOf(who.idp))[0]).toMatchObject({ idar: null, lat: far.lat, lng: far.lng })
  })

  it('refuses an accuracy worse than the radius, even inside, and accepts one equal to it', async () => {
    const who = await unitEmployee(2)
    const area = await insideOwnArea(who.kode)
    expect(
      await callFail('POST presensi/datang', { token: who.token, body: at(area, area.radius + 1) }),
    ).toEqual({
      status: 400,
      pesan: M.lowAccuracy(area.radius + 1),
    })
    expect(await recordsOf(who.idp)).toEqual([])
    await callOk('POST presensi/datang', { token: who.token, body: at(area, area.radius) })
  })

  it("the issue's wording of the two refusals", () => {
    expect(M.outsideArea(350, 'SD Islam Terpadu 1', 100)).toBe(
      'Anda berada 350 m dari SD Islam Terpadu 1 (radius 100 m).',
    )
    expect(M.lowAccuracy(120)).toBe('Akurasi lokasi terlalu rendah (±120 m). Coba lagi di tempat terbuka.')
  })
})

describe('POST presensi/datang and pulang: when and in which order', () => {
  it('records the lateness every report counts, and the admin sees the entry as App with it', async () => {
    const who = await unitEmployee(2)
    const shiftDay = await t.server.db
      .selectFrom('shift_hari')
      .selectAll()
      .where('idshift', '=', who.idshift)
      .where('hari', '=', weekday(TEST_TODAY))
      .executeTakeFirstOrThrow()
    const grace = (await callOk('GET api/pengaturan', { token: t.admin })).toleransi_terlambat_menit
    const minutesLate = grace + 17
    t.server.setNow(jakarta(`${TEST_TODAY}T${toHhmm(toMinutes(shiftDay.waktu_masuk) + minutesLate)}:00`))
    const token = await employeeToken(t.server, who.idp, jakarta(`${TEST_TODAY}T00:00:00`))
    const saved = await callOk('POST presensi/datang', { token, body: at(await insideOwnArea(who.kode)) })
    expect(saved.data.terlambat).toBe(lateAfterGrace(minutesLate, grace))
    expect(saved.data.terlambat).toBe(minutesLate)
    const harian = await callOk('GET api/laporan/absensi/harian/{tgl}', {
      token: t.admin,
      params: { tgl: TEST_TODAY },
    })
    expect(harian.umum.find((row) => row.idp === who.idp)).toMatchObject({
      device: 0,
      keterlambatan: minutesLate,
      di_luar_area: false,
    })
  })

  it('a second check-in, a check-out before any, and a second check-out are refused', async () => {
    const who = await unitEmployee(2)
    const area = await insideOwnArea(who.kode)
    expect(await callFail('POST presensi/pulang', { token: who.token, body: at(area) })).toEqual({
      status: 409,
      pesan: M.notArrived,
    })
    await callOk('POST presensi/datang', { token: who.token, body: at(area) })
    expect(await callFail('POST presensi/datang', { token: who.token, body: at(area) })).toEqual({
      status: 409,
      pesan: M.alreadyArrived,
    })
    const left = await callOk('POST presensi/pulang', { token: who.token, body: at(area) })
    expect(left.data).toMatchObject({ foto_datang: true, foto_pulang: true })
    expect(await callFail('POST presensi/pulang', { token: who.token, body: at(area) })).toEqual({
      status: 409,
      pesan: M.alreadyLeft,
    })
    expect(await recordsOf(who.idp)).toHaveLength(1)
    expect((await callOk('GET presensi/hari-ini', { token: who.token })).berikutnya).toBeNull()
  })

  it('the check-out: early leave and work time from the server clock', async () => {
    const who = await unitEmployee(2)
    const area = await insideOwnArea(who.kode)
    const shiftDay = await t.server.db
      .selectFrom('shift_hari')
      .selectAll()
      .where('idshift', '=', who.idshift)
      .where('hari', '=', weekday(TEST_TODAY))
      .executeTakeFirstOrThrow()
    const arrival = toMinutes(shiftDay.waktu_masuk) - 10
    const departure = toMinutes(shiftDay.waktu_pulang) - 25
    t.server.setNow(jakarta(`${TEST_TODAY}T${toHhmm(arrival)}:00`))
    const token = await employeeToken(t.server, who.idp, jakarta(`${TEST_TODAY}T${toHhmm(arrival)}:00`))
    await callOk('POST presensi/datang', { token, body: at(area) })
    t.server.setNow(jakarta(`${TEST_TODAY}T${toHhmm(departure)}:00`))
    const left = await callOk('POST presensi/pulang', { token, body: at(area) })
    expect(left.data).toMatchObject({
      waktu_masuk: toHhmm(arrival),
      waktu_pulang: toHhmm(departure),
      terlambat: 0,
      pulangawal: 25,
      waktukerja: departure - arrival,
    })
  })

  it('an Ijin or Sakit record of today refuses both', async () => {
    const who = await unitEmployee(2)
    await callOk('POST api/absensi/datang', {
      token: t.admin,
      body: { tgl: TEST_TODAY, waktu: '07:00', idp: who.idp, status: 2, catatan: 'Surat dokter' },
    })
    const area = await insideOwnArea(who.kode)
    expect(await callFail('POST presensi/datang', { token: who.token, body: at(area) })).toEqual({
      status: 409,
      pesan: M.recordedAs('Sakit'),
    })
    expect(await callFail('POST presensi/pulang', { token: who.token, body: at(area) })).toEqual({
      status: 409,
      pesan: M.recordedAs('Sakit'),
    })
  })

  it('the foundation clock: 23:30 UTC is 06:30 WIB of the next day', async () => {
    const tomorrow = addDays(TEST_TODAY, 1)
    const instant = new Date(`${TEST_TODAY}T23:30:00Z`)
    expect(zonedDate(instant)).toBe(tomorrow)
    const employee = await employeeWorkingOn(t.server, tomorrow)
    t.server.setNow(instant)
    const who = await signIn(employee, instant)
    const today = await callOk('GET presensi/hari-ini', { token: who.token })
    expect(today).toMatchObject({ tanggal: tomorrow, waktu: '06:30', hari_kerja: true })
    const [place] = today.area_datang.daftar
    if (!place) throw new Error('no allowed area')
    const saved = await callOk('POST presensi/datang', { token: who.token, body: at(place) })
    expect(saved.data).toMatchObject({ tgl: tomorrow, waktu_masuk: '06:30' })
    expect(await recordsOf(who.idp, tomorrow)).toHaveLength(1)
  })
})

describe('POST presensi/datang: the selfie', () => {
  const jpeg = (size: number) => {
    const bytes = new Uint8Array(size)
    bytes.set([0xff, 0xd8, 0xff, 0xe0])
    return jpegDataUrl(bytes)
  }
  const png = jpegDataUrl(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))

  it.each([
    ['missing', '', M.photoRequired],
    ['not a data URL', 'foto.jpg', M.photoNotJpeg],
    ['PNG bytes under a JPEG type', png, M.photoNotJpeg],
    ['a PNG data URL', DEMO_SELFIE.replace('image/jpeg', 'image/png'), M.photoNotJpeg],
    ['over 300 KB', jpeg(MAX_PICTURE_BYTES + 1), M.photoTooBig],
  ])('refuses a photo %s and writes nothing', async (_, foto, pesan) => {
    const who = await unitEmployee(2)
    const before = await t.server.writeCount()
    expect(
      await callFail('POST presensi/datang', {
        token: who.token,
        body: at(await insideOwnArea(who.kode), 10, foto),
      }),
    ).toEqual({
      status: 400,
      pesan,
    })
    expect(await t.server.writeCount()).toBe(before)
  })

  it('accepts a JPEG of exactly 300 KB', async () => {
    const who = await unitEmployee(2)
    await callOk('POST presensi/datang', {
      token: who.token,
      body: at(await insideOwnArea(who.kode), 10, jpeg(MAX_PICTURE_BYTES)),
    })
  })
})

describe('the same record for everyone who reads it', () => {
  it("a unit admin's daily recap shows its own employees' app entries only", async () => {
    const own = await working(2, DEMO_UNIT_ADMIN.ids)
    const other = await unitEmployee(2, DEMO_UNIT_ADMIN.ids)
    expect(other.kode).not.toBe(DEMO_UNIT_ADMIN.ids)
    await callOk('POST presensi/datang', { token: own.token, body: at(await insideOwnArea(own.kode)) })
    const otherPlace =
      other.kode === own.kode ? await insideOwnArea(own.kode) : await insideOwnArea(other.kode)
    await callOk('POST presensi/datang', { token: other.token, body: at(otherPlace) })
    const harian = await callOk('GET api/laporan/absensi/harian/{tgl}', {
      token: t.unit,
      params: { tgl: TEST_TODAY },
    })
    const ids = harian.umum.map((row) => row.idp)
    expect(ids).toContain(own.idp)
    expect(ids).not.toContain(other.idp)
    const all = await callOk('GET api/laporan/absensi/harian/{tgl}', {
      token: t.admin,
      params: { tgl: TEST_TODAY },
    })
    expect(all.umum.map((row) => row.idp)).toEqual(expect.arrayContaining([own.idp, other.idp]))
  })

  it('two check-ins at the same moment give one record', async () => {
    const who = await unitEmployee(2)
    const body = at(await insideOwnArea(who.kode))
    const answers = await Promise.all([datang(who, body), datang(who, body), datang(who, body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    expect(await recordsOf(who.idp)).toHaveLength(1)
  })
})
