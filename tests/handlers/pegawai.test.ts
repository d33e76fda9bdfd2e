import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { verifyPassword } from '../../src/api-handlers/auth/password.ts'
import {
  JAM_AJAR_MESSAGES,
  MESIN_MESSAGES,
  PASSWORD_MESSAGES,
  PEGAWAI_MESSAGES,
} from '../../src/contract/messages.ts'
import { pegawaiCreateBody, pegawaiUpdateBody } from '../../src/contract/pegawai-schema.ts'
import { callOk, jakarta, rawCall, setupTestServer, sqlRows } from '../support/test-server.ts'

const t = setupTestServer({
  now: jakarta('2026-11-22T09:00'),
  logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN },
})

const rows = <T>(query: string): T[] => sqlRows<T>(t.server, query)
const count = (query: string) => Number(Object.values(rows<Record<string, number>>(query)[0] ?? {})[0])
const baru = {
  nip: ' 1990.0001 ',
  nama: 'Siti Aminah',
  jk: 'P',
  tempat: 'Sleman',
  tgllahir: '1990-11-23',
  kode: 'PST',
  idshift: 1,
  wa: '0812-3456-7890',
  email: 'siti@example.com',
  status: 0,
  tglkeluar: '2026-01-01',
  pass: 'rahasia1',
}
const list = (query: string, token = t.admin) =>
  rawCall('GET', `api/datapegawai?${query}`, { token }) as Promise<{
    status: number
    body: Record<string, unknown>
  }>

describe('Pegawai list', () => {
  it('pages 20 at a time by default with the empty parameters the SPEC client sends', async () => {
    const { status, body } = await list(
      'page=1&status=&halaman=&cari=&jeniscari=&nip=&nama=&jabatan=&pendidikan=',
    )
    expect(status).toBe(200)
    const total = count('SELECT COUNT(*) FROM pegawai')
    expect(body.tot_pegawai).toBe(total)
    expect(body.tot_page).toBe(Math.ceil(total / 20))
    const datae = body.datae as { no: number; nama: string }[]
    expect(datae).toHaveLength(20)
    expect(datae[0]?.no).toBe(1)
    const page3 = (await list('page=3&halaman=10')).body.datae as { no: number }[]
    expect(page3[0]?.no).toBe(21)
    expect(JSON.stringify(body)).not.toMatch(/pass/)
  })

  it('filters by status and searches in general or specific mode', async () => {
    const active = count('SELECT COUNT(*) FROM pegawai WHERE status = 0')
    expect((await list('status=0')).body.tot_pegawai).toBe(active)
    const [someone] = rows<{ nama: string; nip: string; jabatan: string }>(
      'SELECT nama, nip, jabatan FROM pegawai LIMIT 1',
    )
    const general = (await list(`jeniscari=umum&cari=${encodeURIComponent(someone?.nip ?? '')}`)).body
      .datae as { nip: string }[]
    expect(general.map((r) => r.nip)).toContain(someone?.nip)
    const specific = (
      await list(
        `jeniscari=khusus&nama=${encodeURIComponent(someone?.nama ?? '')}&jabatan=${encodeURIComponent(someone?.jabatan ?? '')}`,
      )
    ).body.datae as { nama: string; jabatan: string }[]
    expect(specific.length).toBeGreaterThan(0)
    expect(
      specific.every(
        (r) => r.nama.includes(someone?.nama ?? '') && r.jabatan.includes(someone?.jabatan ?? ''),
      ),
    ).toBe(true)
    // The spec's client sends every parameter, jeniscari empty: then every text given filters.
    const nama = encodeURIComponent(someone?.nama ?? '')
    const sameName = count(`SELECT COUNT(*) FROM pegawai WHERE nama LIKE '%${someone?.nama}%'`)
    const unspecified = await list(
      `page=1&status=&halaman=&cari=&jeniscari=&nip=&nama=${nama}&jabatan=&pendidikan=`,
    )
    expect(unspecified.body.tot_pegawai).toBe(sameName)
    const both = await list(`jeniscari=&cari=${nama}&nip=no-such-nip`)
    expect(both.body.tot_pegawai).toBe(0)
    // An explicit mode uses only its own fields.
    expect((await list(`jeniscari=umum&cari=${nama}&nip=no-such-nip`)).body.tot_pegawai).toBe(sameName)
    expect((await list('jeniscari=spesifik')).status).toBe(400)
    expect((await list('halaman=15')).status).toBe(400)
    expect((await list('status=5')).status).toBe(400)
    expect((await list('', t.unit)).status).toBe(403)
  })
})

describe('Pegawai form', () => {
  it('adds an employee (hashed password, +62 number, no leave date while active) and reads it back', async () => {
    const created = await rawCall('POST', 'api/datapegawai', { token: t.admin, body: baru })
    expect(created.body).toMatchObject({ status: 'sukses', pesan: 'Data telah ditambahkan!' })
    const idp = Number(created.body.idp)
    const detail = await rawCall('GET', `api/datapegawai/${idp}`, { token: t.admin })
    expect(detail.body.exist).toBe('ya')
    expect(detail.body.detail).toMatchObject({
      nip: '1990.0001',
      wa: '+6281234567890',
      tglkeluar: null,
      umur: 35,
      cabang: 'Kantor Pusat Yayasan',
      status_aktif: 1,
    })
    expect(JSON.stringify(detail.body)).not.toMatch(/pass/)
    const [stored] = rows<{ pass_hash: string }>(`SELECT pass_hash FROM pegawai WHERE idp = ${idp}`)
    expect(stored?.pass_hash).not.toContain('rahasia1')
    expect(await verifyPassword('rahasia1', stored?.pass_hash ?? '')).toBe(true)
  })

  it('keeps the password when an edit leaves it empty, and changes app access separately', async () => {
    const idp = Number((await rawCall('POST', 'api/datapegawai', { token: t.admin, body: baru })).body.idp)
    const edit = {
      ...baru,
      idp,
      nama: 'Siti Aminah, S.Pd.',
      pass: '',
      status: 2,
      tglmasuk: '2020-07-01',
      tglkeluar: '2026-06-30',
    }
    expect((await rawCall('PUT', 'api/datapegawai', { token: t.admin, body: edit })).body.pesan).toBe(
      'Data tersimpan',
    )
    const [after] = rows<{ pass_hash: string; tglkeluar: string }>(
      `SELECT pass_hash, tglkeluar FROM pegawai WHERE idp = ${idp}`,
    )
    expect(await verifyPassword('rahasia1', after?.pass_hash ?? '')).toBe(true)
    expect(after?.tglkeluar).toBe('2026-06-30')
    const access = await rawCall('PUT', 'api/apppegawai', {
      token: t.admin,
      body: { idp, pass: 'baru123', status_aktif: 0 },
    })
    expect(access.body.pesan).toBe('Tersimpan!')
    const [flag] = rows<{ status_aktif: number; pass_hash: string }>(
      `SELECT status_aktif, pass_hash FROM pegawai WHERE idp = ${idp}`,
    )
    expect(flag?.status_aktif).toBe(0)
    expect(await verifyPassword('baru123', flag?.pass_hash ?? '')).toBe(true)
    const empty = await rawCall('PUT', 'api/apppegawai', {
      token: t.admin,
      body: { idp, pass: '', status_aktif: 1 },
    })
    expect(empty.body.pesan).toBe('lengkapi isian kata sandi!')
  })

  it.each([
    [{ ...baru, nip: '' }, 400, 'Pastikan lengkapi isian NIP dan Nama!'],
    [{ ...baru, nama: '   ' }, 400, 'Pastikan lengkapi isian NIP dan Nama!'],
    [{ ...baru, pass: '' }, 400, 'Kata Sandi belum diisi!'],
    [{ ...baru, idshift: undefined }, 400, 'Pilih dulu kaitan jadwal!'],
    [{ ...baru, idshift: 999 }, 400, 'Pilih dulu kaitan jadwal!'],
    [{ ...baru, wa: '12345' }, 400, 'Nomor WA harus berformat +62, contoh +6281234567890'],
    [{ ...baru, tgllahir: '1990-02-30' }, 400, 'Tanggal tidak valid'],
    [{ ...baru, image1: 'data:image/gif;base64,R0lGOD' }, 400, 'Foto harus berformat png, jpg atau jpeg'],
    [{ ...baru, nama: 'x'.repeat(101) }, 400, 'Maksimal 100 karakter'],
  ])('refuses %j', async (body, status, pesan) => {
    const before = count('SELECT COUNT(*) FROM pegawai')
    const answer = await rawCall('POST', 'api/datapegawai', { token: t.admin, body })
    expect(answer).toMatchObject({ status, body: { status: 'gagal', pesan } })
    expect(count('SELECT COUNT(*) FROM pegawai')).toBe(before)
  })

  // Issue 29: the app password '12' was accepted; admins' passwords needed 6 characters.
  it("refuses an app password under 6 characters on every call that sets one ('Kata sandi minimal 6 karakter')", async () => {
    const idp = Number((await rawCall('POST', 'api/datapegawai', { token: t.admin, body: baru })).body.idp)
    const hashBefore = rows<{ pass_hash: string }>(`SELECT pass_hash FROM pegawai WHERE idp = ${idp}`)
    const tooShort = { status: 400, body: { status: 'gagal', pesan: PASSWORD_MESSAGES.tooShort } }
    const before = count('SELECT COUNT(*) FROM pegawai')
    expect(
      await rawCall('POST', 'api/datapegawai', {
        token: t.admin,
        body: { ...baru, nip: '1990.0002', pass: '12' },
      }),
    ).toMatchObject(tooShort)
    expect(count('SELECT COUNT(*) FROM pegawai')).toBe(before)
    expect(
      await rawCall('PUT', 'api/datapegawai', { token: t.admin, body: { ...baru, idp, pass: '12' } }),
    ).toMatchObject(tooShort)
    expect(
      await rawCall('PUT', 'api/apppegawai', { token: t.admin, body: { idp, pass: '12', status_aktif: 1 } }),
    ).toMatchObject(tooShort)
    expect(rows(`SELECT pass_hash FROM pegawai WHERE idp = ${idp}`)).toEqual(hashBefore)
    const access = await rawCall('PUT', 'api/apppegawai', {
      token: t.admin,
      body: { idp, pass: '123456', status_aktif: 1 },
    })
    expect(access).toMatchObject({ status: 200, body: { pesan: 'Tersimpan!' } })
    const [after] = rows<{ pass_hash: string }>(`SELECT pass_hash FROM pegawai WHERE idp = ${idp}`)
    expect(await verifyPassword('123456', after?.pass_hash ?? '')).toBe(true)
  })

  it("refuses a NIP in use (409) and tells the form so on change ('non' = free)", async () => {
    const [taken] = rows<{ nip: string; idp: number }>('SELECT nip, idp FROM pegawai LIMIT 1')
    const dup = await rawCall('POST', 'api/datapegawai', {
      token: t.admin,
      body: { ...baru, nip: taken?.nip },
    })
    expect(dup).toMatchObject({ status: 409, body: { pesan: 'No induk pegawai sudah digunakan!' } })
    const check = (nilai: string, idp = '') =>
      rawCall('GET', `api/datapegawai/cek/data?tipedata=nip&nilai=${encodeURIComponent(nilai)}&idp=${idp}`, {
        token: t.admin,
      })
    expect((await check(taken?.nip ?? '')).body).toEqual({ cek: 'ada' })
    expect((await check(taken?.nip ?? '', String(taken?.idp))).body).toEqual({ cek: 'non' })
    expect((await check('TIDAK-ADA-999')).body).toEqual({ cek: 'non' })
  })

  it("answers a missing employee with exist 'non', and deletes one with their records", async () => {
    const missing = await rawCall('GET', 'api/datapegawai/99999', { token: t.admin })
    expect(missing.body).toMatchObject({ exist: 'non', detail: null })
    const [withRecords] = rows<{ idp: number }>('SELECT idp FROM absensi GROUP BY idp LIMIT 1')
    expect(
      (await rawCall('DELETE', `api/datapegawai/${withRecords?.idp}`, { token: t.admin })).body.pesan,
    ).toBe('Data telah dihapus!')
    expect(count(`SELECT COUNT(*) FROM absensi WHERE idp = ${withRecords?.idp}`)).toBe(0)
    expect((await rawCall('DELETE', `api/datapegawai/${withRecords?.idp}`, { token: t.admin })).status).toBe(
      404,
    )
  })
})

describe('Every field of the contract is saved and read back (issue 28)', () => {
  const fieldsOf = (schema: typeof pegawaiCreateBody | typeof pegawaiUpdateBody) =>
    Object.keys(schema.in.shape).sort()
  /** The body's fields the detail answers: all but the password (checked against its hash). */
  const answered = (body: Record<string, unknown>) => Object.keys(body).filter((field) => field !== 'pass')
  const pick = (from: Record<string, unknown>, fields: string[]) =>
    Object.fromEntries(fields.map((field) => [field, from[field]]))

  type CreateInput = Required<z.input<typeof pegawaiCreateBody>>
  /**
   * Per field of the body, the value a create sends and the value the edit after it sends: unlike
   * each other, and unlike a column's default (status 0, app access 1, '').
   */
  const bodies = () => {
    const units = rows<{ kode: string }>('SELECT kode FROM kantor ORDER BY kode LIMIT 2')
    const shifts = rows<{ idshift: number }>('SELECT idshift FROM shift ORDER BY idshift LIMIT 2')
    const values: { [Field in keyof CreateInput]: [CreateInput[Field], CreateInput[Field]] } = {
      nip: ['RT-0001', 'RT-0002'],
      nama: ['Rina Tanjung', 'Rina Tanjung, S.Pd.'],
      pass: ['rahasia1', 'rahasia2'],
      idshift: [Number(shifts[0]?.idshift), Number(shifts[1]?.idshift)],
      kode: [String(units[0]?.kode), String(units[1]?.kode)],
      jk: ['P', 'L'],
      tempat: ['Bantul', 'Sleman'],
      tgllahir: ['1991-02-03', '1992-03-04'],
      alamat: ['Jl. Mawar 1', 'Jl. Melati 2'],
      jabatan: ['Guru Kelas', 'Kepala Sekolah'],
      pendidikan: ['S1', 'S2'],
      catatan: ['catatan pertama', 'catatan kedua'],
      wa: ['081211112222', '+6281233334444'],
      email: ['rina@example.com', 'rina.t@example.com'],
      status: [1, 2],
      tglmasuk: ['2020-01-02', '2021-02-03'],
      tglkeluar: ['2025-12-31', '2026-01-31'],
      image1: ['data:image/png;base64,iVBORw0KGgo=', 'data:image/jpeg;base64,/9j/4AAQ'],
      status_aktif: [0, 1],
      pin_mesin: ['9001', 'A17'],
      kategori_guru: ['GTT', 'honorer'],
    }
    const nth = (i: 0 | 1) =>
      Object.fromEntries(Object.entries(values).map(([field, pair]) => [field, pair[i]])) as CreateInput
    return { created: nth(0), edited: nth(1) }
  }
  const detailOf = async (idp: number) =>
    (await callOk('GET api/datapegawai/{idp}', { token: t.admin, params: { idp } })).detail as Record<
      string,
      unknown
    >
  const passHash = (idp: number) =>
    rows<{ pass_hash: string }>(`SELECT pass_hash FROM pegawai WHERE idp = ${idp}`)[0]?.pass_hash ?? ''

  it('the samples set every field of both bodies, each to another value', () => {
    const { created, edited } = bodies()
    expect(Object.keys(created).sort()).toEqual(fieldsOf(pegawaiCreateBody))
    expect([...Object.keys(edited), 'idp'].sort()).toEqual(fieldsOf(pegawaiUpdateBody))
    const first = pegawaiCreateBody.parse(created) as Record<string, unknown>
    const second = pegawaiUpdateBody.parse({ ...edited, idp: 1 }) as Record<string, unknown>
    for (const field of Object.keys(created)) expect(second[field], field).not.toEqual(first[field])
  })

  it('a create saves every field, an edit changes every field; the detail and the list read them back', async () => {
    const { created, edited } = bodies()
    const { idp } = await callOk('POST api/datapegawai', { token: t.admin, body: created })
    const fields = answered(created)
    expect(pick(await detailOf(idp), fields)).toEqual(pick(pegawaiCreateBody.parse(created), fields))
    expect(await verifyPassword(created.pass, passHash(idp))).toBe(true)

    await callOk('PUT api/datapegawai', { token: t.admin, body: { ...edited, idp } })
    const detail = await detailOf(idp)
    expect(pick(detail, fields)).toEqual(pick(pegawaiUpdateBody.parse({ ...edited, idp }), fields))
    expect(await verifyPassword(edited.pass, passHash(idp))).toBe(true)

    // The list row is the detail without the photo, the machines' PIN and the teacher's type and category.
    const { image1: _photo, pin_mesin: _pin, tipe: _tipe, kategori_guru: _kategori, ...withoutPhoto } = detail
    const listed = (await list(`jeniscari=khusus&nip=${edited.nip}`)).body.datae as Record<string, unknown>[]
    expect(listed).toEqual([{ ...withoutPhoto, no: 1 }])
  })
})

describe('Employee picker (api/uppegawai/cari)', () => {
  it('needs 3 characters and finds by NIP, name or position; a unit admin finds its unit only', async () => {
    const short = await rawCall('GET', 'api/uppegawai/cari?nip=&nama=si&jabatan=', { token: t.admin })
    expect(short).toMatchObject({
      status: 400,
      body: { pesan: 'ketikan nip atau nama minimal 3 karakter terlebih dahulu!' },
    })
    // Someone of the unit admin's own office, so the unit's answer below cannot be vacuously empty.
    const [someone] = rows<{ nama: string }>(
      "SELECT nama FROM pegawai WHERE nama LIKE '% %' AND kode = (SELECT ids FROM pengguna WHERE usernama = 'unit') LIMIT 1",
    )
    const part = (someone?.nama ?? '').split(' ')[0] ?? ''
    const found = (
      await rawCall('GET', `api/uppegawai/cari?nip=&nama=${encodeURIComponent(part)}&jabatan=`, {
        token: t.admin,
      })
    ).body.datae as { nama: string; cabang: string }[]
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((r) => r.nama.toLowerCase().includes(part.toLowerCase()))).toBe(true)
    const [own] = rows<{ ids: string; cabang: string }>(
      "SELECT ids, cabang FROM pengguna JOIN kantor ON kode = ids WHERE usernama = 'unit'",
    )
    const mine = (
      await rawCall('GET', `api/uppegawai/cari?nip=&nama=${encodeURIComponent(part)}&jabatan=`, {
        token: t.unit,
      })
    ).body.datae as { cabang: string }[]
    // Exactly the foundation-wide answer's rows of the unit's own office, and not none.
    expect(mine).toEqual(found.filter((r) => r.cabang === own?.cabang))
    expect(mine.length).toBeGreaterThan(0)
  })

  it('the SPEC search still refuses no text at all (400, its message)', async () => {
    const { status, body } = await rawCall('GET', 'api/uppegawai/cari?nip=&nama=&jabatan=', {
      token: t.admin,
    })
    expect({ status, body }).toEqual({
      status: 400,
      body: { status: 'gagal', pesan: PEGAWAI_MESSAGES.searchTooShort },
    })
  })

  it('api/uppegawai/awal lists the first 50 by name, of the unit for a unit admin (the picker as it opens)', async () => {
    const cari = async (token: string) =>
      (await rawCall('GET', 'api/uppegawai/awal', { token })) as {
        status: number
        body: { datae: { nama: string; cabang: string }[] }
      }
    const all = await cari(t.admin)
    expect(all.status).toBe(200)
    const firstByName = rows<{ nama: string }>('SELECT nama FROM pegawai ORDER BY nama LIMIT 50')
    expect(all.body.datae.map((r) => r.nama)).toEqual(firstByName.map((r) => r.nama))
    const [own] = rows<{ cabang: string; n: number }>(
      "SELECT cabang, (SELECT COUNT(*) FROM pegawai WHERE kode = ids) AS n FROM pengguna JOIN kantor ON kode = ids WHERE usernama = 'unit'",
    )
    const unit = (await cari(t.unit)).body.datae
    expect(unit).toHaveLength(Math.min(50, own?.n ?? -1))
    expect(unit.every((r) => r.cabang === own?.cabang)).toBe(true)
  })
})

describe("The machines' PIN (issue 32)", () => {
  const detailOf = async (idp: number) =>
    (await callOk('GET api/datapegawai/{idp}', { token: t.admin, params: { idp } })).detail
  const create = (nip: string, pin_mesin?: string) =>
    rawCall('POST', 'api/datapegawai', { token: t.admin, body: { ...baru, nip, pin_mesin } })
  const firstEmployee = () =>
    rows<{ idp: number; nip: string; nama: string }>(
      'SELECT idp, nip, nama FROM pegawai ORDER BY idp LIMIT 1',
    )[0]

  it('absent or blank is the NIP: stored NULL, and the detail answers as the SPEC has it', async () => {
    const { body } = await create('PIN-0001')
    const { body: blank } = await create('PIN-0002', '  ')
    for (const idp of [body.idp, blank.idp]) {
      expect(rows(`SELECT pin_mesin FROM pegawai WHERE idp = ${idp}`)).toEqual([{ pin_mesin: null }])
      expect(await detailOf(Number(idp))).not.toHaveProperty('pin_mesin')
    }
  })

  it('a PIN is kept by an edit that does not send it, and a blank one gives the NIP back', async () => {
    const { body } = await create('PIN-0003', ' 7001 ')
    const idp = Number(body.idp)
    const detail = await detailOf(idp)
    expect(detail?.pin_mesin).toBe('7001')
    const { umur: _u, cabang: _c, status_aktif: _a, image1: _i, pin_mesin: _p, ...fields } = detail ?? {}
    const edit = { ...fields, idp, idshift: 1, nama: 'Siti Aminah, S.Pd.' }
    await callOk('PUT api/datapegawai', { token: t.admin, body: edit as never })
    expect((await detailOf(idp))?.pin_mesin).toBe('7001')
    await callOk('PUT api/datapegawai', { token: t.admin, body: { ...edit, pin_mesin: '' } as never })
    expect(await detailOf(idp)).not.toHaveProperty('pin_mesin')
  })

  it("another employee's PIN, or the NIP of one without a PIN, is refused with 409 naming them", async () => {
    const first = firstEmployee()
    const nipTaken = await create('PIN-0004', first?.nip)
    expect(nipTaken).toMatchObject({
      status: 409,
      body: { pesan: MESIN_MESSAGES.pinTaken(String(first?.nama)) },
    })
    await create('PIN-0005', '8001')
    const pinTaken = await create('PIN-0006', '8001')
    expect(pinTaken).toMatchObject({ status: 409, body: { pesan: MESIN_MESSAGES.pinTaken(baru.nama) } })
    // A NIP that is someone's PIN: the new employee's own PIN (the NIP) is taken too.
    expect((await create('8001')).status).toBe(409)
    expect(count("SELECT COUNT(*) FROM pegawai WHERE nip IN ('PIN-0004', 'PIN-0006', '8001')")).toBe(0)
  })

  it('a PIN the machines cannot hold is refused with 400', async () => {
    expect(await create('PIN-0007', 'abc-12')).toMatchObject({
      status: 400,
      body: { pesan: MESIN_MESSAGES.pinInvalid },
    })
  })
})

describe("A teacher's category (issue 33)", () => {
  const detailOf = async (idp: number) =>
    (await callOk('GET api/datapegawai/{idp}', { token: t.admin, params: { idp } })).detail
  const stored = (idp: number) =>
    rows<{ kategori_guru: string | null }>(`SELECT kategori_guru FROM pegawai WHERE idp = ${idp}`)[0]
      ?.kategori_guru
  const create = (nip: string, kategori_guru?: unknown) =>
    rawCall('POST', 'api/datapegawai', { token: t.admin, body: { ...baru, nip, kategori_guru } })

  it('absent on a create is none: stored NULL, and the detail answers as the SPEC has it', async () => {
    const { body } = await create('KG-0001')
    const idp = Number(body.idp)
    expect(stored(idp)).toBeNull()
    const detail = await detailOf(idp)
    expect(detail).not.toHaveProperty('kategori_guru')
    expect(detail).not.toHaveProperty('tipe')
    const { body: withOne } = await create('KG-0002', 'GTT')
    expect(stored(Number(withOne.idp))).toBe('GTT')
  })

  it("is kept by an edit that does not send it, and null or '' clears it; a teacher's detail says so", async () => {
    const [teacher] = rows<{ idp: number; kategori_guru: string }>(
      "SELECT idp, kategori_guru FROM pegawai WHERE tipe = 'ajar' AND kategori_guru = 'GTY' ORDER BY idp LIMIT 1",
    )
    const idp = Number(teacher?.idp)
    const detail = await detailOf(idp)
    expect(detail).toMatchObject({ tipe: 'ajar', kategori_guru: 'GTY' })
    const {
      umur: _u,
      cabang: _c,
      status_aktif: _a,
      image1: _i,
      kategori_guru: _k,
      tipe: _t,
      ...fields
    } = detail ?? {}
    const edit = { ...fields, idp, nama: 'Guru Diedit, S.Pd.' }
    await callOk('PUT api/datapegawai', { token: t.admin, body: edit as never })
    expect(stored(idp)).toBe('GTY')
    await callOk('PUT api/datapegawai', {
      token: t.admin,
      body: { ...edit, kategori_guru: 'honorer' } as never,
    })
    expect(stored(idp)).toBe('honorer')
    for (const none of [null, '']) {
      await callOk('PUT api/datapegawai', {
        token: t.admin,
        body: { ...edit, kategori_guru: 'GTT' } as never,
      })
      await callOk('PUT api/datapegawai', { token: t.admin, body: { ...edit, kategori_guru: none } as never })
      expect(stored(idp)).toBeNull()
    }
    expect(await detailOf(idp)).not.toHaveProperty('kategori_guru')
  })

  it('another category is refused with 400', async () => {
    expect(await create('KG-0003', 'PNS')).toMatchObject({
      status: 400,
      body: { pesan: JAM_AJAR_MESSAGES.kategoriGuruInvalid },
    })
  })
})
