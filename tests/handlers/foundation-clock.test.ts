// test-clock: dependent — the foundation's zone against the process's
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/demo.ts'
import { ABSENSI_MESSAGES } from '../../src/contract/messages.ts'
import { addDays, toMinutes, weekday, type ZonaWaktu } from '../../src/domain/calendar.ts'
import { callOk, setupTestServer, sqlRows } from '../support/test-server.ts'

/**
 * The foundation's clock (docs/clock.md): every "today" and "now" of the handlers is read in the
 * `zona_waktu` setting, never in the host's zone. The server runs at instants where UTC and the
 * Indonesian zones are on different dates, and this file runs under TZ=UTC whatever the machine
 * says (a server reading the host's calendar fails every test here).
 */

const originalTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'UTC'
})
afterAll(() => {
  process.env.TZ = originalTz
})

/** 23:30 UTC on Monday 16 November: Tuesday 17 November at 06:30 WIB, 07:30 WITA, 08:30 WIT. */
const LATE_UTC = new Date('2026-11-16T23:30:00Z')

const t = setupTestServer({ now: LATE_UTC, logins: { admin: DEMO_ADMIN } })

const exec = (statement: string, params: (string | number)[] = []) =>
  t.server.host.connection.sqlite.run(statement, params)

async function chooseZone(zona_waktu: ZonaWaktu): Promise<void> {
  const current = await callOk('GET api/pengaturan', { token: t.admin })
  await callOk('PUT api/pengaturan', { token: t.admin, body: { ...current, zona_waktu } })
}

/** An active office employee (shift 1) with no records from `from` to `to`. */
function employeeWithoutRecords(from: string, to: string): { idp: number; idshift: number } {
  const [employee] = sqlRows<{ idp: number; idshift: number }>(
    t.server,
    `SELECT idp, idshift FROM pegawai WHERE status = 0 AND idshift = 1 AND tipe = 'normal' ORDER BY idp LIMIT 1`,
  )
  if (!employee) throw new Error('fixture: no office employee')
  exec('DELETE FROM absensi WHERE idp = ? AND tgl BETWEEN ? AND ?', [employee.idp, from, to])
  return employee
}

const dashboardDate = async () => (await callOk('GET api/beranda/ringkasan', { token: t.admin })).tgl

const check = async (idp: number, tgl: string) =>
  callOk('GET api/absensi/cek/{tgl}/{idp}', { token: t.admin, params: { tgl, idp } })

describe('a server on a UTC host at 23:30 (06:30 the next morning in Jakarta)', () => {
  const today = '2026-11-17'

  it("the dashboard is about the foundation's today, in each of the three zones", async () => {
    expect(await dashboardDate()).toBe(today)
    for (const zona of ['Asia/Makassar', 'Asia/Jayapura'] as const) {
      await chooseZone(zona)
      expect(await dashboardDate()).toBe(today)
    }
  })

  it('the manual-attendance window runs from 3 days before to 1 day after the WIB today', async () => {
    const { idp } = employeeWithoutRecords(addDays(today, -5), addDays(today, 2))
    const answers = async (tgl: string) => (await check(idp, tgl)).pesan === ABSENSI_MESSAGES.outsideWindow
    expect(await answers(addDays(today, 1))).toBe(false) // 18 Nov: "tomorrow" only in WIB
    expect(await answers(addDays(today, -3))).toBe(false)
    expect(await answers(addDays(today, 2))).toBe(true)
    expect(await answers(addDays(today, -4))).toBe(true) // 13 Nov: in the window of a UTC today
  })

  it('a manual arrival records the WIB date and time as tglentri/waktuentri, lateness by the day’s shift', async () => {
    const { idp, idshift } = employeeWithoutRecords(today, today)
    await callOk('POST api/absensi/datang', {
      token: t.admin,
      body: { tgl: today, waktu: '07:47', idp, idar: 0, device: '1', status: 0, catatan: 'Jam 06:30 WIB' },
    })
    const [shiftDay] = sqlRows<{ waktu_masuk: string }>(
      t.server,
      'SELECT waktu_masuk FROM shift_hari WHERE idshift = ? AND hari = ?',
      [idshift, weekday(today)],
    )
    if (!shiftDay) throw new Error('fixture: shift 1 has no Tuesday')
    const [stored] = sqlRows<Record<string, unknown>>(
      t.server,
      'SELECT tglentri, waktuentri, keterlambatan FROM absensi WHERE idp = ? AND tgl = ?',
      [idp, today],
    )
    expect(stored).toEqual({
      tglentri: today,
      waktuentri: '06:30',
      keterlambatan: Math.max(0, toMinutes('07:47') - toMinutes(shiftDay.waktu_masuk)),
    })
  })

  it('the leave filter keeps requests ending today (WIB) and drops those that ended yesterday', async () => {
    const [ending, ended] = sqlRows<{ idj: number }>(
      t.server,
      'SELECT idj FROM pengajuan_ijin ORDER BY idj LIMIT 2',
    )
    if (!ending || !ended) throw new Error('fixture: fewer than two leave requests')
    exec('UPDATE pengajuan_ijin SET tglawal = ?, tglakhir = ? WHERE idj = ?', [
      '2026-11-10',
      today,
      ending.idj,
    ])
    exec('UPDATE pengajuan_ijin SET tglawal = ?, tglakhir = ? WHERE idj = ?', [
      '2026-11-10',
      '2026-11-16',
      ended.idj,
    ])
    const { datae } = await callOk('GET api/pengajuanijin', {
      token: t.admin,
      query: { verifikasi: '', filtertanggal: true },
    })
    const ids = datae.map((row) => row.idj)
    expect(ids).toContain(ending.idj)
    expect(ids).not.toContain(ended.idj)
  })

  it('an age turns on the WIB birthday', async () => {
    const { idp } = employeeWithoutRecords(today, today)
    exec("UPDATE pegawai SET tgllahir = '1990-11-17' WHERE idp = ?", [idp])
    const { detail } = await callOk('GET api/datapegawai/{idp}', { token: t.admin, params: { idp } })
    expect(detail?.umur).toBe(36)
  })
})

describe("the zone setting decides whether today's working day is over (Alpha)", () => {
  // 06:30 UTC on Monday 16: 13:30 WIB, 14:30 WITA, 15:30 WIT; shift 1 ends at its Monday's waktu_pulang.
  const monday = '2026-11-16'
  const at = new Date('2026-11-16T06:30:00Z')

  it.each([
    ['Asia/Jakarta', false],
    ['Asia/Makassar', true],
    ['Asia/Jayapura', true],
  ] as [ZonaWaktu, boolean][])('in %s Monday is over: %s', async (zona, over) => {
    const { idp, idshift } = employeeWithoutRecords(addDays(monday, -5), addDays(monday, 3))
    const [day] = sqlRows<{ waktu_pulang: string }>(
      t.server,
      'SELECT waktu_pulang FROM shift_hari WHERE idshift = ? AND hari = 1',
      [idshift],
    )
    expect(day?.waktu_pulang).toBe('14:00') // between 13:30 WIB and 14:30 WITA
    await chooseZone(zona)
    t.server.setNow(at)
    const { data } = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
      token: t.admin,
      params: { tglawal: monday, tglakhir: monday, idp },
    })
    expect(data.map((row) => [row.tgl, row.alpha])).toEqual(over ? [[monday, 1]] : [])
  })
})

describe('the zone setting decides the date where the three zones disagree', () => {
  // 15:30 UTC: 22:30 WIB and 23:30 WITA on Monday 16, 00:30 WIT on Tuesday 17.
  // 16:30 UTC: 23:30 WIB on Monday 16, 00:30 WITA and 01:30 WIT on Tuesday 17.
  const monday = '2026-11-16'
  const tuesday = '2026-11-17'
  const cases: [string, ZonaWaktu, string][] = [
    ['2026-11-16T15:30:00Z', 'Asia/Jakarta', monday],
    ['2026-11-16T15:30:00Z', 'Asia/Makassar', monday],
    ['2026-11-16T15:30:00Z', 'Asia/Jayapura', tuesday],
    ['2026-11-16T16:30:00Z', 'Asia/Jakarta', monday],
    ['2026-11-16T16:30:00Z', 'Asia/Makassar', tuesday],
    ['2026-11-16T16:30:00Z', 'Asia/Jayapura', tuesday],
  ]

  it.each(cases)(
    'at %s in %s today is %s: dashboard, window, alpha, leave filter, age',
    async (at, zona, today) => {
      const { idp } = employeeWithoutRecords(addDays(monday, -5), addDays(tuesday, 3))
      const holidays = sqlRows(t.server, 'SELECT 1 FROM hari_libur WHERE tgllibur BETWEEN ? AND ?', [
        monday,
        tuesday,
      ])
      expect(holidays).toEqual([]) // both days are working days for shift 1
      await chooseZone(zona) // at 23:30 UTC, before moving the clock back: the session stays valid
      t.server.setNow(new Date(at))

      expect(await dashboardDate()).toBe(today)

      const outside = async (tgl: string) => (await check(idp, tgl)).pesan === ABSENSI_MESSAGES.outsideWindow
      expect([await outside(addDays(today, 1)), await outside(addDays(today, 2))]).toEqual([false, true])

      // Alpha: a working day without a record counts once it is over (docs/decisions.md "Alpha only
      // once the day is over"): Monday is over in every zone (22:30 or later, after waktu_pulang);
      // a Tuesday that has only just begun in the zone is not, nor is any later day.
      const { data } = await callOk('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}', {
        token: t.admin,
        params: { tglawal: monday, tglakhir: addDays(tuesday, 1), idp },
      })
      expect(data.map((row) => [row.tgl, row.alpha])).toEqual([[monday, 1]])

      const [request] = sqlRows<{ idj: number }>(
        t.server,
        'SELECT idj FROM pengajuan_ijin ORDER BY idj LIMIT 1',
      )
      if (!request) throw new Error('fixture: no leave request')
      exec('UPDATE pengajuan_ijin SET tglawal = ?, tglakhir = ? WHERE idj = ?', [
        '2026-11-10',
        monday,
        request.idj,
      ])
      const { datae } = await callOk('GET api/pengajuanijin', {
        token: t.admin,
        query: { verifikasi: '', filtertanggal: true },
      })
      expect(datae.some((row) => row.idj === request.idj)).toBe(today === monday)

      exec("UPDATE pegawai SET tgllahir = '1990-11-17' WHERE idp = ?", [idp])
      const { detail } = await callOk('GET api/datapegawai/{idp}', { token: t.admin, params: { idp } })
      expect(detail?.umur).toBe(today === monday ? 35 : 36)
    },
  )
})
