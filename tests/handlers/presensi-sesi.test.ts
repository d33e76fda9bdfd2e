// test-clock: dependent — the app's session and its today
import { describe, expect, it } from 'vitest'
import { DEMO_SELFIE } from '../../scripts/openapi/demo-calls.ts'
import { DEMO_ADMIN, DEMO_EMPLOYEE_PASSWORD, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { openAsEmployee } from '../../src/api-handlers/presensi/open-as-employee.ts'
import {
  LOGIN_MESSAGES,
  PRESENSI_MESSAGES as M,
  PASSWORD_MESSAGES,
  PEGAWAI_MESSAGES,
} from '../../src/contract/messages.ts'
import { employeeToken, employeeWorkingOn, setUp } from '../support/presensi.ts'
import { callFail, callOk, rawCall, setupTestServer, TEST_NOW, TEST_TODAY } from '../support/test-server.ts'

/**
 * The employee app's sessions (issue 17, docs/presensi-pegawai.md): login for an active employee
 * with app access, the admin login's slow-down on its own counters, tokens that never cross
 * between the employee app and the admin calls, logout, the own password, and the mock-only
 * 'Buka sebagai pegawai'.
 */
const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const login = (nip: string, pass: string) => rawCall('PUT', 'presensi/login', { body: { nip, pass } })

const anEmployee = () => employeeWorkingOn(t.server, TEST_TODAY)

describe('PUT presensi/login', () => {
  it('signs in an active employee with app access by NIP and the app password', async () => {
    const who = await anEmployee()
    const { status, body } = await login(who.nip, DEMO_EMPLOYEE_PASSWORD)
    expect(status).toBe(200)
    const cabang = await t.server.db
      .selectFrom('kantor')
      .select('cabang')
      .where('kode', '=', who.kode)
      .executeTakeFirstOrThrow()
    expect(body.data).toMatchObject({ idp: who.idp, nama: who.nama, nip: who.nip, cabang: cabang.cabang })
    const token = (body.data as { token_app: string }).token_app
    expect((await callOk('GET presensi/hari-ini', { token })).tanggal).toBe(TEST_TODAY)
  })

  it("refuses a wrong password and an unknown NIP alike: 'NIP atau kata sandi salah.'", async () => {
    const who = await anEmployee()
    expect(await login(who.nip, 'salah-sandi')).toMatchObject({
      status: 401,
      body: { pesan: M.wrongCredentials },
    })
    expect(await login('TIDAK-ADA-999', DEMO_EMPLOYEE_PASSWORD)).toMatchObject({
      status: 401,
      body: { pesan: M.wrongCredentials },
    })
  })

  it.each([
    ['app access off', { status_aktif: 0 as const }],
    ['non-active', { status: 1 as const }],
    ['left', { status: 2 as const }],
  ])('refuses an employee with %s (the right password), and ends its open sessions', async (_, change) => {
    const who = await anEmployee()
    const token = await employeeToken(t.server, who.idp, TEST_NOW)
    await setUp(t.server, (db) => db.updateTable('pegawai').set(change).where('idp', '=', who.idp).execute())
    expect(await login(who.nip, DEMO_EMPLOYEE_PASSWORD)).toMatchObject({
      status: 403,
      body: { pesan: M.inactive },
    })
    expect((await rawCall('GET', 'presensi/hari-ini', { token })).status).toBe(401)
  })

  it("slows down like the admin login, on counters of its own: a NIP never shares an admin username's", async () => {
    // An unknown NIP equal to the admin's username: 5 free failures, the 6th sets a delay.
    for (let i = 0; i < 6; i++) expect((await login(DEMO_ADMIN.usernama, 'tebakan')).status).toBe(401)
    const throttled = await login(DEMO_ADMIN.usernama, 'tebakan')
    expect(throttled.status).toBe(429)
    expect(String(throttled.body.pesan)).toMatch(
      new RegExp(`^${LOGIN_MESSAGES.tooManyAttempts} \\d+ detik\\.$`),
    )
    const admin = await rawCall('PUT', 'admin/login', {
      body: { usernama: DEMO_ADMIN.usernama, pass: DEMO_ADMIN.pass },
    })
    expect(admin.status).toBe(200)
    const keys = await t.server.db.selectFrom('login_gagal').select('usernama').execute()
    expect(keys.map((row) => row.usernama)).toContain(`pegawai:${DEMO_ADMIN.usernama}`)
    expect(keys.map((row) => row.usernama)).not.toContain(DEMO_ADMIN.usernama)
  })
})

describe('tokens never cross', () => {
  it('an admin token opens no employee-app call, an employee token no admin call (401)', async () => {
    const who = await anEmployee()
    const employee = await employeeToken(t.server, who.idp, TEST_NOW)
    for (const path of ['presensi/hari-ini', 'presensi/ijin', 'presensi/riwayat?bulan=2026-11'])
      expect((await rawCall('GET', path, { token: t.admin })).status, path).toBe(401)
    expect((await rawCall('POST', 'presensi/logout', { token: t.unit })).status).toBe(401)
    for (const path of ['api/cek/pengguna', 'api/beranda', 'api/pengajuanijin'])
      expect((await rawCall('GET', path, { token: employee })).status, path).toBe(401)
    expect((await rawCall('POST', 'admin/logout', { token: employee })).status).toBe(401)
    expect((await rawCall('GET', 'presensi/hari-ini', { token: 'bukan-token' })).status).toBe(401)
    expect((await rawCall('GET', 'presensi/hari-ini', { token: employee })).status).toBe(200)
  })

  it('logout ends the employee session only', async () => {
    const who = await anEmployee()
    const token = await employeeToken(t.server, who.idp, TEST_NOW)
    await callOk('POST presensi/logout', { token })
    expect((await rawCall('GET', 'presensi/hari-ini', { token })).status).toBe(401)
    expect((await rawCall('GET', 'api/cek/pengguna', { token: t.admin })).status).toBe(200)
  })

  it('a new app password set by an admin signs the employee out of the app', async () => {
    const who = await anEmployee()
    const token = await employeeToken(t.server, who.idp, TEST_NOW)
    await callOk('PUT api/apppegawai', {
      token: t.admin,
      body: { idp: who.idp, pass: 'sandi-baru-9', status_aktif: 1 },
    })
    expect((await rawCall('GET', 'presensi/hari-ini', { token })).status).toBe(401)
  })
})

describe('pictures', () => {
  it("an employee token opens the employee's own selfies and letters only (another's: 404)", async () => {
    const who = await anEmployee()
    const token = await employeeToken(t.server, who.idp, TEST_NOW)
    const others = await t.server.db
      .selectFrom('absensi_foto')
      .innerJoin('absensi', 'absensi.id', 'absensi_foto.absensi_id')
      .select(['absensi_foto.absensi_id', 'absensi_foto.jenis', 'absensi.idp'])
      .where('absensi.idp', '!=', who.idp)
      .executeTakeFirstOrThrow()
    const picture = (path: string, bearer: string) =>
      fetch(`http://localhost/uploads/${path}`, { headers: { Authorization: `Bearer ${bearer}` } })
    expect((await picture(`absensi/${others.absensi_id}_${others.jenis}.jpg`, token)).status).toBe(404)
    expect((await picture(`absensi/${others.absensi_id}_${others.jenis}.jpg`, t.admin)).status).toBe(200)
    const [place] = (await callOk('GET presensi/hari-ini', { token })).area_datang.daftar
    const own = await callOk('POST presensi/datang', {
      token,
      body: { lat: place?.lat ?? 0, lng: place?.lng ?? 0, akurasi: 5, foto: DEMO_SELFIE },
    })
    expect((await picture(`absensi/${own.data.id}_datang.jpg`, token)).status).toBe(200)
    const { idj } = await callOk('POST presensi/ijin', {
      token,
      body: {
        tglawal: TEST_TODAY,
        tglakhir: TEST_TODAY,
        kategori: 0,
        sebab: 'Demam',
        keterangan: '',
        surat: DEMO_SELFIE,
      },
    })
    expect((await picture(`suratijin/${idj}.jpg`, token)).status).toBe(200)
    expect((await picture(`suratijin/${idj}.jpg`, 'bukan-token')).status).toBe(401)
  })
})

describe('PUT presensi/sandi', () => {
  it('refuses a wrong old password and changes nothing', async () => {
    const who = await anEmployee()
    const token = await employeeToken(t.server, who.idp, TEST_NOW)
    const before = await t.server.writeCount()
    expect(
      await callFail('PUT presensi/sandi', { token, body: { lama: 'bukan-ini', baru: 'sandi-baru-1' } }),
    ).toEqual({
      status: 400,
      pesan: M.wrongOldPassword,
    })
    expect(await t.server.writeCount()).toBe(before)
  })

  it("requires the new one as the admin form does ('lengkapi isian kata sandi!')", async () => {
    const who = await anEmployee()
    const token = await employeeToken(t.server, who.idp, TEST_NOW)
    expect(
      await callFail('PUT presensi/sandi', { token, body: { lama: DEMO_EMPLOYEE_PASSWORD, baru: '' } }),
    ).toEqual({
      status: 400,
      pesan: PEGAWAI_MESSAGES.appPasswordRequired,
    })
  })

  // Issue 29: '12' was accepted here; the minimum is the admins' (PASSWORD_MIN_LENGTH).
  it("refuses a new one under 6 characters ('Kata sandi minimal 6 karakter') and accepts 6", async () => {
    const who = await anEmployee()
    const token = await employeeToken(t.server, who.idp, TEST_NOW)
    const before = await t.server.writeCount()
    expect(
      await callFail('PUT presensi/sandi', { token, body: { lama: DEMO_EMPLOYEE_PASSWORD, baru: '12' } }),
    ).toEqual({ status: 400, pesan: PASSWORD_MESSAGES.tooShort })
    expect(await t.server.writeCount()).toBe(before)
    expect((await login(who.nip, DEMO_EMPLOYEE_PASSWORD)).status).toBe(200)
    await callOk('PUT presensi/sandi', { token, body: { lama: DEMO_EMPLOYEE_PASSWORD, baru: '123456' } })
    expect((await login(who.nip, '123456')).status).toBe(200)
  })

  it('changes it: the new one logs in, the old one no more, other sessions end, this one stays', async () => {
    const who = await anEmployee()
    const mine = await employeeToken(t.server, who.idp, TEST_NOW)
    const other = await employeeToken(t.server, who.idp, TEST_NOW)
    expect(
      await callOk('PUT presensi/sandi', {
        token: mine,
        body: { lama: DEMO_EMPLOYEE_PASSWORD, baru: 'sandi-baru-1' },
      }),
    ).toEqual({
      status: 'sukses',
      pesan: M.passwordChanged,
    })
    expect((await rawCall('GET', 'presensi/hari-ini', { token: mine })).status).toBe(200)
    expect((await rawCall('GET', 'presensi/hari-ini', { token: other })).status).toBe(401)
    expect((await login(who.nip, DEMO_EMPLOYEE_PASSWORD)).status).toBe(401)
    expect((await login(who.nip, 'sandi-baru-1')).status).toBe(200)
  })
})

describe("openAsEmployee ('Buka sebagai pegawai', mock mode only)", () => {
  const open = (admin: { levelx: 0 | 1; ids?: string | null }, idp: number) =>
    openAsEmployee(t.server.server, admin.levelx === 0 ? t.admin : t.unit, idp)

  it("opens any employee's app for Admin Yayasan, its own unit's for an Admin Unit", async () => {
    const own = await employeeWorkingOn(t.server, TEST_TODAY, { kode: DEMO_UNIT_ADMIN.ids })
    const user = await open({ levelx: 0, ids: null }, own.idp)
    expect(user).toMatchObject({ idp: own.idp, nip: own.nip, nama: own.nama })
    expect((await rawCall('GET', 'presensi/hari-ini', { token: user.token_app })).status).toBe(200)
    const unitUser = await open({ levelx: 1, ids: DEMO_UNIT_ADMIN.ids }, own.idp)
    expect((await rawCall('GET', 'presensi/hari-ini', { token: unitUser.token_app })).status).toBe(200)
  })

  it('refuses an admin token that is no longer valid', async () => {
    const own = await employeeWorkingOn(t.server, TEST_TODAY)
    await callOk('POST admin/logout', { token: t.admin })
    await expect(open({ levelx: 0 }, own.idp)).rejects.toMatchObject({ status: 401 })
  })

  it("answers another unit's employee as missing, and refuses one without app access", async () => {
    const other = await t.server.db
      .selectFrom('pegawai')
      .select('idp')
      .where('kode', '!=', DEMO_UNIT_ADMIN.ids)
      .where('status', '=', 0)
      .orderBy('idp')
      .executeTakeFirstOrThrow()
    await expect(open({ levelx: 1, ids: DEMO_UNIT_ADMIN.ids }, other.idp)).rejects.toMatchObject({
      status: 404,
      message: PEGAWAI_MESSAGES.notFound,
    })
    await setUp(t.server, (db) =>
      db.updateTable('pegawai').set({ status_aktif: 0 }).where('idp', '=', other.idp).execute(),
    )
    await expect(open({ levelx: 0, ids: null }, other.idp)).rejects.toMatchObject({
      status: 403,
      message: M.inactive,
    })
  })
})
