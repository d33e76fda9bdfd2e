import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { rawCall, setupTestServer } from '../support/test-server.ts'

/**
 * Units, positions and education levels as master data (issue 20, docs/master-data.md): on every
 * engine (PRESENSI_TEST_ENGINE=pglite runs the same file on PostgreSQL).
 */
const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const db = () => t.server.db
const trail = (tabel: string, idrekaman: string) =>
  db()
    .selectFrom('jejak_perubahan')
    .select(['jenis', 'sebelum', 'sesudah', 'keterangan'])
    .where('tabel', '=', tabel)
    .where('idrekaman', '=', idrekaman)
    .orderBy('id')
    .execute()
const count = async (table: 'pegawai' | 'area_absensi', kode: string) =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kode', '=', kode)
        .executeTakeFirstOrThrow()
    ).n,
  )

const UNIT = {
  kode: 'SDIT7',
  cabang: 'SD Islam Terpadu 7',
  alamat: 'Jl. Gejayan No. 7, Sleman',
  kepala: 'Siti Aminah, S.Pd.',
}

describe('Unit (api/kantor)', () => {
  it('lists code, name, address and head; a unit admin sees only its unit', async () => {
    const all = await rawCall('GET', 'api/kantor', { token: t.admin })
    const stored = await db().selectFrom('kantor').select(['kode', 'cabang', 'alamat', 'kepala']).execute()
    expect(all.body.datae).toHaveLength(stored.length)
    expect(all.body.datae).toEqual(expect.arrayContaining(stored))
    const own = await rawCall('GET', 'api/kantor', { token: t.unit })
    expect(own.body.datae).toEqual(stored.filter((row) => row.kode === DEMO_UNIT_ADMIN.ids))
    expect((await rawCall('GET', `api/kantor/${DEMO_UNIT_ADMIN.ids}`, { token: t.unit })).status).toBe(403)
  })

  it('adds, reads, edits (the code stays) and deletes an unused unit, each with a trail entry', async () => {
    const added = await rawCall('POST', 'api/kantor', {
      token: t.admin,
      body: { ...UNIT, cabang: `  ${UNIT.cabang} ` },
    })
    expect(added).toMatchObject({
      status: 200,
      body: { status: 'sukses', pesan: 'Data telah ditambahkan!', kode: 'SDIT7' },
    })
    expect((await rawCall('GET', 'api/kantor/SDIT7', { token: t.admin })).body).toEqual(UNIT)
    const edited = { ...UNIT, cabang: 'SD Islam Terpadu Tujuh', kepala: 'Ahmad Fauzi, M.Pd.' }
    expect((await rawCall('PUT', 'api/kantor', { token: t.admin, body: edited })).body.pesan).toBe(
      'Data tersimpan',
    )
    expect((await rawCall('GET', 'api/kantor/SDIT7', { token: t.admin })).body).toEqual(edited)
    expect((await rawCall('DELETE', 'api/kantor/SDIT7', { token: t.admin })).body.pesan).toBe(
      'Data telah dihapus!',
    )
    expect((await rawCall('GET', 'api/kantor/SDIT7', { token: t.admin })).status).toBe(404)
    const entries = await trail('kantor', 'SDIT7')
    expect(entries.map((entry) => entry.jenis)).toEqual(['tambah', 'ubah', 'hapus'])
    expect(JSON.parse(String(entries[1]?.sesudah))).toMatchObject({ kepala: 'Ahmad Fauzi, M.Pd.' })
  })

  it('refuses a taken code (any case) or name with 409, and an unknown unit with 404', async () => {
    const taken = await rawCall('POST', 'api/kantor', {
      token: t.admin,
      body: { ...UNIT, kode: DEMO_UNIT_ADMIN.ids.toLowerCase() },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.pesan).toMatch(
      new RegExp(`^Kode unit ${DEMO_UNIT_ADMIN.ids.toLowerCase()} sudah dipakai oleh `),
    )
    const other = await db()
      .selectFrom('kantor')
      .select('cabang')
      .where('kode', '=', DEMO_UNIT_ADMIN.ids)
      .executeTakeFirstOrThrow()
    const sameName = await rawCall('POST', 'api/kantor', {
      token: t.admin,
      body: { ...UNIT, cabang: other.cabang.toUpperCase() },
    })
    expect(sameName.status).toBe(409)
    expect(sameName.body.pesan).toBe(
      `Unit dengan nama ${other.cabang.toUpperCase()} sudah ada (kode ${DEMO_UNIT_ADMIN.ids})!`,
    )
    expect((await rawCall('PUT', 'api/kantor', { token: t.admin, body: UNIT })).status).toBe(404)
    expect((await rawCall('DELETE', 'api/kantor/SDIT7', { token: t.admin })).status).toBe(404)
  })

  it('refuses deleting a unit in use, saying how many employees, areas and users use it', async () => {
    const kode = DEMO_UNIT_ADMIN.ids
    const [pegawai, area] = [await count('pegawai', kode), await count('area_absensi', kode)]
    const answer = await rawCall('DELETE', `api/kantor/${kode}`, { token: t.admin })
    const { cabang } = await db()
      .selectFrom('kantor')
      .select('cabang')
      .where('kode', '=', kode)
      .executeTakeFirstOrThrow()
    expect(answer.status).toBe(409)
    expect(answer.body.pesan).toBe(
      `Unit ${cabang} masih dipakai oleh ${pegawai} pegawai, ${area} area absensi dan 1 pengguna. Pindahkan atau hapus lebih dahulu sebelum menghapus unit ini.`,
    )
    expect(await count('pegawai', kode)).toBe(pegawai)
  })

  it('never deletes the head office, even unused', async () => {
    const pusat = await db()
      .selectFrom('kantor')
      .select(['kode', 'cabang'])
      .where('pusat', '=', 1)
      .executeTakeFirstOrThrow()
    const answer = await rawCall('DELETE', `api/kantor/${pusat.kode}`, { token: t.admin })
    expect(answer).toMatchObject({
      status: 409,
      body: { pesan: `${pusat.cabang} adalah unit pusat dan tidak dapat dihapus.` },
    })
  })

  it.each([
    [{ ...UNIT, kode: '' }, 'Isikan kode unit terlebih dahulu!'],
    [{ ...UNIT, kode: 'SD IT 7' }, 'Kode unit hanya boleh huruf, angka, tanda - dan _ (tanpa spasi)'],
    [{ ...UNIT, cabang: ' ' }, 'Isikan nama unit terlebih dahulu!'],
    [{ ...UNIT, kode: 'X'.repeat(21) }, 'Maksimal 20 karakter'],
  ])('refuses %j in Indonesian', async (body, pesan) => {
    expect(await rawCall('POST', 'api/kantor', { token: t.admin, body })).toMatchObject({
      status: 400,
      body: { status: 'gagal', pesan },
    })
  })
})

describe.each([
  { table: 'jabatan', label: 'Jabatan' },
  { table: 'pendidikan', label: 'Jenjang pendidikan' },
] as const)('$table: rename and delete', ({ table, label }) => {
  /** The entry most employees hold, with their ids. */
  async function mostHeld() {
    const employees = await db().selectFrom('pegawai').select(['idp', table]).execute()
    const byName = new Map<string, number[]>()
    for (const row of employees) byName.set(row[table], [...(byName.get(row[table]) ?? []), row.idp])
    const [nama, idps] = [...byName.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []]
    const entry = await db().selectFrom(table).select('id').where(table, '=', nama).executeTakeFirstOrThrow()
    return { id: entry.id, nama, idps: idps.sort((a, b) => a - b) }
  }

  it('a rename carries every employee holding it along, with one trail entry each', async () => {
    const held = await mostHeld()
    const renamed = `${held.nama} (baru)`
    const answer = await rawCall('PUT', `api/${table}`, {
      token: t.admin,
      body: { id: held.id, [table]: renamed },
    })
    expect(answer.body).toEqual({ status: 'sukses', pesan: 'Data tersimpan' })
    const now = await db()
      .selectFrom('pegawai')
      .select('idp')
      .where(table, '=', renamed)
      .orderBy('idp')
      .execute()
    expect(now.map((row) => row.idp)).toEqual(held.idps)
    expect(await db().selectFrom('pegawai').select('idp').where(table, '=', held.nama).execute()).toEqual([])
    const [entry] = await trail(table, String(held.id))
    expect(entry).toMatchObject({ jenis: 'ubah', keterangan: `${held.idps.length} pegawai ikut diubah` })
    const [employee] = await trail('pegawai', String(held.idps[0]))
    expect(employee?.keterangan).toBe(`${label} ${held.nama} diganti nama menjadi ${renamed}`)
    expect(JSON.parse(String(employee?.sesudah))).toMatchObject({ [table]: renamed })
  })

  it('refuses a rename to another entry’s name (409) and an unknown id (404)', async () => {
    const [one, other] = await db().selectFrom(table).selectAll().orderBy('id').limit(2).execute()
    const taken = await rawCall('PUT', `api/${table}`, {
      token: t.admin,
      body: { id: one?.id, [table]: String(other?.[table as keyof typeof other]).toLowerCase() },
    })
    expect(taken.status).toBe(409)
    const unknown = await rawCall('PUT', `api/${table}`, {
      token: t.admin,
      body: { id: 987654, [table]: 'Apa Saja' },
    })
    expect(unknown.status).toBe(404)
    expect((await rawCall('DELETE', `api/${table}/987654`, { token: t.admin })).status).toBe(404)
  })

  it('refuses deleting an entry in use with the count; deletes an unused one', async () => {
    const held = await mostHeld()
    const refused = await rawCall('DELETE', `api/${table}/${held.id}`, { token: t.admin })
    expect(refused.status).toBe(409)
    expect(refused.body.pesan).toBe(
      `${label} ${held.nama} masih dipakai oleh ${held.idps.length} pegawai. Ganti ${table} pegawai tersebut sebelum menghapusnya.`,
    )
    const created = await rawCall('POST', `api/${table}`, {
      token: t.admin,
      body: { [table]: 'Belum Dipakai' },
    })
    const id = Number(created.body.id)
    expect((await rawCall('DELETE', `api/${table}/${id}`, { token: t.admin })).body.pesan).toBe(
      'Data telah dihapus!',
    )
    expect(await db().selectFrom(table).select('id').where('id', '=', id).execute()).toEqual([])
    expect((await trail(table, String(id))).map((entry) => entry.jenis)).toEqual(['tambah', 'hapus'])
  })
})
