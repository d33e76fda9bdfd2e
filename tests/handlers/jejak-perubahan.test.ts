// test-clock: dependent — every entry is stamped with the foundation's date and time, whatever the process zone
import type { Selectable } from 'kysely'
import { describe, expect, it } from 'vitest'
import {
  DEMO_FILE_CALLS,
  type DemoState,
  demoCalls,
  demoRequest,
  prepareDemo,
} from '../../scripts/openapi/demo-calls.ts'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { EMPLOYEE_AUTHOR_ID } from '../../src/api-handlers/presensi/author.ts'
import { contract, type Endpoint, type EndpointName } from '../../src/contract/index.ts'
import type { JejakPerubahanTable } from '../../src/db/schema.ts'
import { zonedTime } from '../../src/domain/calendar.ts'
import {
  callFail,
  callOk,
  preparedOnce,
  setupTestServer,
  TEST_NOW,
  TEST_TODAY,
  testEngine,
} from '../support/test-server.ts'

/**
 * The audit trail (docs/audit-trail.md): every write call of the contract leaves an entry, in the
 * same transaction as its change; the list filters; secrets never reach it.
 */
const t = setupTestServer({ logins: { admin: DEMO_ADMIN } })
/** The demo calls' state, prepared once; each write call's test boots a fresh copy of it. */
const demo = preparedOnce(t, (t) => prepareDemo(t.server.server, t.server.db, TEST_NOW, t.admin))

type Entry = Selectable<JejakPerubahanTable>

/** Read through Kysely: the same on every engine (PRESENSI_TEST_ENGINE). */
const entries = () => t.server.db.selectFrom('jejak_perubahan').selectAll().orderBy('id').execute()
/** Entries that were not there before: compared whole, since a reset starts the ids again. */
const added = (before: Entry[], after: Entry[]) => {
  const known = new Set(before.map((entry) => JSON.stringify(entry)))
  return after.filter((entry) => !known.has(JSON.stringify(entry)))
}

/**
 * Calls that write nothing a person changed: a login and a logout touch only sessions, an export
 * only its time stamp. Every other POST, PUT and DELETE that writes must leave an entry.
 */
const NOT_RECORDED: ReadonlySet<EndpointName> = new Set([
  'login',
  'logout',
  'dataEkspor',
  'presensiLogin',
  'presensiLogout',
])
const writeCalls = (Object.keys(contract) as EndpointName[]).filter((name) => {
  const endpoint = contract[name] as Endpoint
  return endpoint.method !== 'GET' && !endpoint.answersWithoutWriting && !NOT_RECORDED.has(name)
})

async function send(name: EndpointName, state: DemoState): Promise<Response> {
  const call = demoCalls[name](state)
  const body = DEMO_FILE_CALLS.has(name) ? await t.server.exportFile() : call.body
  return t.server.server.handle(demoRequest(contract[name], { ...call, body }, t.admin))
}

const adminRow = () =>
  t.server.db
    .selectFrom('pengguna')
    .select(['iduser', 'namalengkap'])
    .where('usernama', '=', DEMO_ADMIN.usernama)
    .executeTakeFirst()

/** The employee whose token an employee-app demo call carries, as the trail names them. */
async function employeeAuthor(name: EndpointName, state: DemoState) {
  const bearer = demoCalls[name](state).bearer
  const employee = [state.pegawaiBaru, state.pegawaiDatang, state.lesson.guru].find(
    (candidate) => candidate.token === bearer,
  )
  const row = await t.server.db
    .selectFrom('pegawai')
    .select(['nama', 'nip'])
    .where('idp', '=', employee?.idp ?? 0)
    .executeTakeFirstOrThrow()
  return { iduser: EMPLOYEE_AUTHOR_ID, namalengkap: `Pegawai: ${row.nama} (${row.nip})` }
}

describe('every write call of the contract leaves an entry', () => {
  it('covers the write calls (a new one joins this walk through its demo call)', () => {
    expect(writeCalls.length).toBeGreaterThan(30)
    expect(writeCalls).toEqual(
      expect.arrayContaining(['pegawaiDelete', 'ijinVerify', 'dataImpor', 'dataReset']),
    )
  })

  it.each(writeCalls)('%s', async (name) => {
    const state = await demo()
    // An employee-app call is the employee's own change: no admin user (iduser 0), the employee named.
    const who =
      (contract[name] as Endpoint).access === 'pegawai' ? await employeeAuthor(name, state) : await adminRow()
    const before = await entries()
    const response = await send(name, state)
    expect(response.status, await response.clone().text()).toBe(200)
    const fresh = added(before, await entries())
    expect(fresh.length, `${name} left no entry in jejak_perubahan`).toBeGreaterThan(0)
    for (const entry of fresh) {
      expect(entry).toMatchObject({ iduser: who?.iduser, namauser: who?.namalengkap, tgl: TEST_TODAY })
      expect(['tambah', 'ubah', 'hapus']).toContain(entry.jenis)
    }
  })
})

describe('what an entry holds', () => {
  it('an employee edit: before and after per field, the foundation clock, secrets masked', async () => {
    const detail = await callOk('GET api/datapegawai/{idp}', { token: t.admin, params: { idp: 1 } })
    const old = detail.detail
    if (!old) throw new Error('demo employee 1 missing')
    const hash = await t.server.db
      .selectFrom('pegawai')
      .select('pass_hash')
      .where('idp', '=', 1)
      .executeTakeFirst()
    const { umur: _umur, cabang: _cabang, status_aktif: _aktif, image1: _image1, idp, ...fields } = old
    await callOk('PUT api/datapegawai', {
      token: t.admin,
      body: { ...fields, idp, idshift: old.idshift ?? 1, nama: 'Nama Baru', pass: 'rahasia99' },
    })
    const [entry] = (await entries()).slice(-1)
    expect(entry).toMatchObject({
      tabel: 'pegawai',
      idrekaman: '1',
      jenis: 'ubah',
      tgl: TEST_TODAY,
      jam: zonedTime(TEST_NOW),
    })
    const sebelum = JSON.parse(entry?.sebelum ?? '{}')
    const sesudah = JSON.parse(entry?.sesudah ?? '{}')
    expect([sebelum.nama, sesudah.nama]).toEqual([old.nama, 'Nama Baru'])
    expect([sebelum.pass_hash, sesudah.pass_hash]).toEqual(['(disembunyikan)', '(diubah, disembunyikan)'])
    expect(entry?.sebelum).not.toContain(hash?.pass_hash)
    expect(entry?.sesudah).not.toContain('rahasia99')
  })

  it('an employee delete: the row before and the records that went with it', async () => {
    const { terkait } = await callOk('GET api/datapegawai/{idp}', { token: t.admin, params: { idp: 2 } })
    const idsOf = (table: 'absensi' | 'pengajuan_ijin') =>
      t.server.db.selectFrom(table).select('idp').where('idp', '=', 2).execute()
    const [absensi, ijin] = await Promise.all([idsOf('absensi'), idsOf('pengajuan_ijin')])
    expect(terkait).toEqual({ absensi: absensi.length, ijin: ijin.length })
    expect(terkait?.absensi).toBeGreaterThan(0)
    await callOk('DELETE api/datapegawai/{idp}', { token: t.admin, params: { idp: 2 } })
    const [entry] = (await entries()).slice(-1)
    expect(entry).toMatchObject({ tabel: 'pegawai', idrekaman: '2', jenis: 'hapus', sesudah: null })
    expect(entry?.keterangan).toBe(
      `Beserta ${terkait?.absensi} catatan absensi dan ${terkait?.ijin} pengajuan ijin`,
    )
    expect(JSON.parse(entry?.sebelum ?? '{}')).toMatchObject({ idp: 2, pass_hash: '(disembunyikan)' })
  })

  it('an unknown employee has no counts', async () => {
    const answer = await callOk('GET api/datapegawai/{idp}', { token: t.admin, params: { idp: 987654 } })
    expect(answer).toMatchObject({ exist: 'non', terkait: null })
  })
})

describe('as durable as the change: a refused or rolled-back change leaves no entry', () => {
  it('a refused change (409) leaves none', async () => {
    const before = await entries()
    const taken = await callOk('POST api/jabatan', { token: t.admin, body: { jabatan: 'Bendahara Baru' } })
    expect(taken.id).toBeGreaterThan(0)
    const afterCreate = await entries()
    expect(added(before, afterCreate)).toHaveLength(1)
    expect(
      (await callFail('POST api/jabatan', { token: t.admin, body: { jabatan: 'bendahara baru' } })).status,
    ).toBe(409)
    expect(await entries()).toEqual(afterCreate)
  })

  it.runIf(testEngine() === 'sqljs')(
    'a change rolled back when its storage fails (507) takes its entry with it',
    async () => {
      const before = await entries()
      const store = t.server.store
      const disk = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      store.append = () => {
        throw disk
      }
      const failed = await callFail('POST api/jabatan', {
        token: t.admin,
        body: { jabatan: 'Tidak Tersimpan' },
      })
      expect(failed.status).toBe(507)
      expect(await entries()).toEqual(before)
      const jabatan = t.server.db.selectFrom('jabatan').select('id').where('jabatan', '=', 'Tidak Tersimpan')
      expect(await jabatan.execute()).toEqual([])
    },
  )
})

describe("the replace of an import, through the tabs' request ledger (the browser's path)", () => {
  it.runIf(testEngine() === 'sqljs')(
    'answers once, records once, and a repeat gets the recorded answer',
    async () => {
      const file = await t.server.exportFile()
      const send = () =>
        t.server.host.serve(
          new Request('http://localhost/admin/api/data/impor', {
            method: 'POST',
            headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'application/vnd.sqlite3' },
            body: file as Uint8Array<ArrayBuffer>,
          }),
          'impor-sekali',
        )
      const first = await send()
      expect(first.status).toBe(200)
      const replaced = async () => (await entries()).filter((entry) => entry.tabel === 'semua data')
      expect(await replaced()).toHaveLength(1)
      const again = await send()
      expect([again.status, await again.json()]).toEqual([200, await first.clone().json()])
      expect(await replaced()).toHaveLength(1)
    },
  )
})

describe('GET api/jejakperubahan', () => {
  async function someChanges() {
    await callOk('POST api/jabatan', { token: t.admin, body: { jabatan: 'Juru Arsip Uji' } })
    await callOk('POST api/pendidikan', { token: t.admin, body: { pendidikan: 'Jenjang Uji' } })
    await callOk('DELETE api/datapegawai/{idp}', { token: t.admin, params: { idp: 3 } })
  }

  it('lists newest first with values as objects, and filters by kind, table, record, user and date', async () => {
    await someChanges()
    const all = await callOk('GET api/jejakperubahan', { token: t.admin, query: {} })
    expect(all.total).toBe(3)
    expect(all.datae.map((entry) => [entry.tabel, entry.jenis])).toEqual([
      ['pegawai', 'hapus'],
      ['pendidikan', 'tambah'],
      ['jabatan', 'tambah'],
    ])
    expect(all.datae[2]?.sesudah).toMatchObject({ jabatan: 'Juru Arsip Uji' })
    expect(all.pilihan.tabel).toEqual(['jabatan', 'pegawai', 'pendidikan'])
    const who = await adminRow()
    expect(all.pilihan.pengguna).toEqual([{ iduser: who?.iduser, namauser: who?.namalengkap }])

    const list = (query: Record<string, string | number>) =>
      callOk('GET api/jejakperubahan', { token: t.admin, query }).then((answer) =>
        answer.datae.map((e) => e.tabel),
      )
    expect(await list({ jenis: 'hapus' })).toEqual(['pegawai'])
    expect(await list({ tabel: 'jabatan' })).toEqual(['jabatan'])
    expect(await list({ tabel: 'pegawai', idrekaman: '3' })).toEqual(['pegawai'])
    expect(await list({ idrekaman: '999' })).toEqual([])
    expect(await list({ iduser: who?.iduser ?? 0 })).toHaveLength(3)
    expect(await list({ iduser: 987654 })).toEqual([])
    expect(await list({ dari: TEST_TODAY, sampai: TEST_TODAY })).toHaveLength(3)
    expect(await list({ sampai: '2020-01-01' })).toEqual([])
  })

  it('pages, newest first', async () => {
    for (let i = 1; i <= 21; i++)
      await callOk('POST api/jabatan', { token: t.admin, body: { jabatan: `Jabatan Uji ${i}` } })
    const page = (n: number) =>
      callOk('GET api/jejakperubahan', { token: t.admin, query: { halaman: 20, page: n } })
    const first = await page(1)
    expect([first.total, first.tot_page, first.datae.length]).toEqual([21, 2, 20])
    expect(first.datae[0]?.sesudah).toMatchObject({ jabatan: 'Jabatan Uji 21' })
    const second = await page(2)
    expect(second.datae.map((entry) => entry.sesudah)).toEqual([
      expect.objectContaining({ jabatan: 'Jabatan Uji 1' }),
    ])
  })

  it('names the records its entries point at: the employee of a rejected leave, also once deleted', async () => {
    const pending = await t.server.db
      .selectFrom('pengajuan_ijin')
      .innerJoin('pegawai', 'pegawai.idp', 'pengajuan_ijin.idp')
      .select(['idj', 'pegawai.idp', 'pegawai.nama', 'pegawai.kode', 'pegawai.idshift'])
      .where('disetujui', '=', 0)
      .orderBy('idj')
      .executeTakeFirstOrThrow()
    await callOk('PUT api/pengajuanijin', {
      token: t.admin,
      body: { idj: pending.idj, disetujui: 9, catatan: 'Bentrok ujian' },
    })
    const named = async () => (await callOk('GET api/jejakperubahan', { token: t.admin, query: {} })).nama
    const rejection = await named()
    expect(rejection.pegawai).toEqual({ [pending.idp]: pending.nama })
    expect([rejection.shift, rejection.area, rejection.unit]).toEqual([{}, {}, {}])

    // The employee's delete names its unit and schedule, and the rejection keeps its name.
    await callOk('DELETE api/datapegawai/{idp}', { token: t.admin, params: { idp: pending.idp } })
    const unit = await t.server.db
      .selectFrom('kantor')
      .select('cabang')
      .where('kode', '=', pending.kode)
      .executeTakeFirstOrThrow()
    const afterDelete = await named()
    expect(afterDelete.pegawai).toEqual({ [pending.idp]: pending.nama })
    expect(afterDelete.unit).toEqual({ [pending.kode]: unit.cabang })
    expect(Object.keys(afterDelete.shift)).toEqual(pending.idshift === null ? [] : [String(pending.idshift)])
  })

  it('refuses a range that ends before it starts, and a page size it does not offer', async () => {
    const range = await callFail('GET api/jejakperubahan', {
      token: t.admin,
      query: { dari: '2026-02-01', sampai: '2026-01-01' },
    })
    expect(range.status).toBe(400)
    expect(
      (await callFail('GET api/jejakperubahan', { token: t.admin, query: { halaman: 7 as 20 } })).status,
    ).toBe(400)
  })
})
