// test-clock: free — the unit filter of lists; today only ends the period it lists
import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { addDays } from '../../src/domain/calendar.ts'
import { rawCall, setupTestServer, TEST_TODAY } from '../support/test-server.ts'

/**
 * The unit filter (issue 20) of the employee list, the period recap and the history: the `kode`
 * query parameter narrows to one unit inside the caller's scope; blank or absent means every unit
 * the caller sees (the spec's client sends every parameter, empty ones included); a unit admin
 * naming another unit is refused with 403. Expectations are read through Kysely, so the file runs
 * on every engine (PRESENSI_TEST_ENGINE).
 */

const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })
const OWN = DEMO_UNIT_ADMIN.ids
const from = addDays(TEST_TODAY, -20)
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

async function employeesOf(kode?: string) {
  let query = t.server.db.selectFrom('pegawai').select('idp')
  if (kode) query = query.where('kode', '=', kode)
  return sorted((await query.execute()).map((row) => row.idp))
}

async function recordsOf(kode?: string) {
  let query = t.server.db
    .selectFrom('absensi')
    .innerJoin('pegawai', 'pegawai.idp', 'absensi.idp')
    .select('absensi.id')
    .where('absensi.tgl', '>=', from)
    .where('absensi.tgl', '<=', TEST_TODAY)
  if (kode) query = query.where('pegawai.kode', '=', kode)
  return sorted((await query.execute()).map((row) => row.id))
}

/** Another office than the unit admin's, with employees. */
async function foreignKode() {
  const row = await t.server.db
    .selectFrom('pegawai')
    .select('kode')
    .where('kode', '!=', OWN)
    .orderBy('kode')
    .executeTakeFirstOrThrow()
  return row.kode
}

async function ids(path: string, token: string, key: 'idp' | 'id' = 'idp') {
  const { status, body } = await rawCall('GET', path, { token })
  expect(status, JSON.stringify(body)).toBe(200)
  return sorted((body.datae as Record<string, number>[]).map((row) => row[key] as number))
}

const PEGAWAI_QUERY = 'page=1&status=&halaman=100&cari=&jeniscari=&nip=&nama=&jabatan=&pendidikan='
const rekapPath = (kode: string) => `api/laporan/rekapitulasi/${from}/${TEST_TODAY}?kode=${kode}`
const riwayatPath = (kode: string, paged = '') =>
  `api/laporan/absensi/riwayat/${from}/${TEST_TODAY}?cari=&kode=${kode}${paged}`

describe('Pegawai: GET api/datapegawai?kode', () => {
  it('lists every unit for a blank kode and one unit for a chosen one, counted and paged', async () => {
    const kode = await foreignKode()
    const all = await rawCall('GET', `api/datapegawai?${PEGAWAI_QUERY}&kode=`, { token: t.admin })
    expect(all.body.tot_pegawai).toBe((await employeesOf()).length)
    const one = await rawCall('GET', `api/datapegawai?${PEGAWAI_QUERY}&kode=${kode}`, { token: t.admin })
    const expected = await employeesOf(kode)
    expect(expected.length).toBeGreaterThan(0)
    expect(one.body.tot_pegawai).toBe(expected.length)
    expect(one.body.tot_page).toBe(Math.ceil(expected.length / 100))
    expect(sorted((one.body.datae as { idp: number }[]).map((row) => row.idp))).toEqual(expected)
    expect(new Set((one.body.datae as { kode: string }[]).map((row) => row.kode))).toEqual(new Set([kode]))
  })

  it('combines the unit with the search, and answers an unknown unit with no rows', async () => {
    const kode = await foreignKode()
    const someone = await t.server.db
      .selectFrom('pegawai')
      .select(['nama', 'idp'])
      .where('kode', '=', kode)
      .orderBy('idp')
      .executeTakeFirstOrThrow()
    const search = `api/datapegawai?page=1&halaman=20&jeniscari=umum&cari=${encodeURIComponent(someone.nama)}`
    expect(await ids(`${search}&kode=${kode}`, t.admin)).toContain(someone.idp)
    expect(await ids(`${search}&kode=${OWN}`, t.admin)).not.toContain(someone.idp)
    expect(await ids(`api/datapegawai?${PEGAWAI_QUERY}&kode=TIDAK-ADA`, t.admin)).toEqual([])
  })
})

describe('Rekapitulasi: GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}?kode', () => {
  it('narrows the recap to the chosen unit; blank and absent mean every unit', async () => {
    const kode = await foreignKode()
    const every = await ids(rekapPath(''), t.admin)
    expect(every.length).toBeGreaterThan(0)
    expect(await ids(`api/laporan/rekapitulasi/${from}/${TEST_TODAY}`, t.admin)).toEqual(every)
    const one = await ids(rekapPath(kode), t.admin)
    const ofUnit = new Set(await employeesOf(kode))
    expect(one.length).toBeGreaterThan(0)
    expect(one).toEqual(every.filter((idp) => ofUnit.has(idp)))
  })

  it("gives a unit admin its own unit (blank or named) and refuses another unit's with 403", async () => {
    const own = await ids(rekapPath(''), t.unit)
    const ofOwn = new Set(await employeesOf(OWN))
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((idp) => ofOwn.has(idp))).toBe(true)
    expect(await ids(rekapPath(OWN), t.unit)).toEqual(own)
    const refused = await rawCall('GET', rekapPath(await foreignKode()), { token: t.unit })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      status: 'gagal',
      pesan: 'Anda hanya dapat mengelola data unit Anda sendiri.',
    })
  })
})

describe('Riwayat: GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}?kode', () => {
  it('narrows the history (whole and paged) to the chosen unit; blank means every unit', async () => {
    const kode = await foreignKode()
    expect(await ids(riwayatPath(''), t.admin, 'id')).toEqual(await recordsOf())
    const expected = await recordsOf(kode)
    expect(expected.length).toBeGreaterThan(10)
    expect(await ids(riwayatPath(kode), t.admin, 'id')).toEqual(expected)
    const paged = await rawCall('GET', riwayatPath(kode, '&page=1&halaman=10'), { token: t.admin })
    expect(paged.body.tot_data).toBe(expected.length)
    expect((paged.body.datae as unknown[]).length).toBe(10)
  })

  it("gives a unit admin its own unit (blank or named) and refuses another unit's with 403", async () => {
    const expected = await recordsOf(OWN)
    expect(expected.length).toBeGreaterThan(0)
    expect(await ids(riwayatPath(''), t.unit, 'id')).toEqual(expected)
    expect(await ids(riwayatPath(OWN), t.unit, 'id')).toEqual(expected)
    const refused = await rawCall('GET', riwayatPath(await foreignKode(), '&page=1&halaman=10'), {
      token: t.unit,
    })
    expect(refused.status).toBe(403)
  })
})
