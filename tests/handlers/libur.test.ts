import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { formatTanggalId } from '../../src/api-handlers/format-id.ts'
import { loginAs, rawCall, setupTestServer } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN } })

/**
 * Libur Khusus and Hari Rapat behave alike; only the path and the answered date field differ, so
 * these tests go through rawCall with the path as data (each call's shape is still the contract's).
 */
const lists = [
  {
    path: 'api/hari_libur',
    field: 'tgllibur',
    nama: 'Libur Khusus',
    notFound: 'Libur Khusus tidak ditemukan!',
  },
  {
    path: 'api/hari_khusus',
    field: 'tglkhusus',
    nama: 'Hari Rapat',
    notFound: 'Hari Rapat tidak ditemukan!',
  },
] as const

describe.each(lists)('$nama ($path)', ({ path, field, nama, notFound }) => {
  const list = async () =>
    (await rawCall('GET', path, { token: t.admin })).body.datae as Record<string, unknown>[]

  it('adds (trimmed), reads, lists newest first, edits and deletes an entry', async () => {
    const created = await rawCall('POST', path, {
      token: t.admin,
      body: { tgllibur: '2031-08-17', keterangan: '  Hari Kemerdekaan  ' },
    })
    expect(created).toMatchObject({
      status: 200,
      body: { status: 'sukses', pesan: 'Data telah ditambahkan!' },
    })
    const idx = Number(created.body.idx)
    expect((await rawCall('GET', `${path}/${idx}`, { token: t.admin })).body).toEqual({
      idx,
      [field]: '2031-08-17',
      keterangan: 'Hari Kemerdekaan',
    })
    const rows = await list()
    expect(rows[0]).toEqual({ idx, [field]: '2031-08-17', keterangan: 'Hari Kemerdekaan' })
    const dates = rows.map((row) => String(row[field]))
    expect(dates).toEqual([...dates].sort().reverse())

    // Keeping its own date while editing is no conflict.
    const edited = await rawCall('PUT', path, {
      token: t.admin,
      body: { idx, tgllibur: '2031-08-17', keterangan: 'HUT RI' },
    })
    expect(edited).toMatchObject({ status: 200, body: { pesan: 'Data tersimpan' } })
    const moved = await rawCall('PUT', path, {
      token: t.admin,
      body: { idx, tgllibur: '2031-08-18', keterangan: 'HUT RI' },
    })
    expect(moved.status).toBe(200)
    expect((await rawCall('GET', `${path}/${idx}`, { token: t.admin })).body[field]).toBe('2031-08-18')

    expect((await rawCall('DELETE', `${path}/${idx}`, { token: t.admin })).body.pesan).toBe(
      'Data telah dihapus!',
    )
    expect((await rawCall('GET', `${path}/${idx}`, { token: t.admin })).status).toBe(404)
  })

  it.each([
    ['an impossible date', { tgllibur: '2031-02-30', keterangan: 'x' }, 'Tanggal tidak valid'],
    ['month 13', { tgllibur: '2031-13-01', keterangan: 'x' }, 'Tanggal tidak valid'],
    [
      'a date in another format',
      { tgllibur: '17-08-2031', keterangan: 'x' },
      'Format tanggal harus TTTT-BB-HH',
    ],
    ['a missing date', { keterangan: 'x' }, 'Isikan tanggal terlebih dahulu!'],
    ['an empty date', { tgllibur: '', keterangan: 'x' }, 'Isikan tanggal terlebih dahulu!'],
    ['an empty Uraian', { tgllibur: '2031-08-17', keterangan: '   ' }, 'Isikan uraian terlebih dahulu!'],
    ['an overlong Uraian', { tgllibur: '2031-08-17', keterangan: 'x'.repeat(201) }, 'Maksimal 200 karakter'],
  ])('refuses %s with 400 and writes nothing', async (_, input, pesan) => {
    const before = await t.server.writeCount()
    expect(await rawCall('POST', path, { token: t.admin, body: input })).toEqual({
      status: 400,
      body: { status: 'gagal', pesan },
    })
    expect(await t.server.writeCount()).toBe(before)
  })

  it('refuses (409) a date already listed, on add and on edit', async () => {
    const before = await list()
    const [first, second] = before
    if (!first || !second) throw new Error('the demo seed lists at least two dates')
    const taken = String(first[field])
    expect(
      await rawCall('POST', path, { token: t.admin, body: { tgllibur: taken, keterangan: 'Lagi' } }),
    ).toEqual({
      status: 409,
      body: { status: 'gagal', pesan: `Tanggal ${formatTanggalId(taken)} sudah terdaftar sebagai ${nama}!` },
    })
    const edit = await rawCall('PUT', path, {
      token: t.admin,
      body: { idx: second.idx, tgllibur: taken, keterangan: 'Pindah' },
    })
    expect(edit.status).toBe(409)
    expect(await list()).toEqual(before)
    expect((await rawCall('GET', `${path}/${second.idx}`, { token: t.admin })).body).toEqual(second)
  })

  it('treats empty query parameters as not given', async () => {
    const answer = await rawCall('GET', `${path}?cari=&page=`, { token: t.admin })
    expect(answer.status).toBe(200)
    expect(answer.body.datae).toEqual(await list())
  })

  it('answers 404 for unknown entries', async () => {
    expect((await rawCall('GET', `${path}/9999`, { token: t.admin })).body).toEqual({
      status: 'gagal',
      pesan: notFound,
    })
    expect(
      (
        await rawCall('PUT', path, {
          token: t.admin,
          body: { idx: 9999, tgllibur: '2031-01-05', keterangan: 'x' },
        })
      ).status,
    ).toBe(404)
    // Even with a date another entry holds: the entry is missing, that comes first.
    const [listed] = await list()
    const takenDate = listed?.[field] as string
    expect(takenDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const onTakenDate = await rawCall('PUT', path, {
      token: t.admin,
      body: { idx: 9999, tgllibur: takenDate, keterangan: 'x' },
    })
    expect(onTakenDate.body).toEqual({ status: 'gagal', pesan: notFound })
    expect(onTakenDate.status).toBe(404)
    expect((await rawCall('DELETE', `${path}/9999`, { token: t.admin })).status).toBe(404)
  })

  it('is level 0 only (403 for a unit admin)', async () => {
    const unit = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
    const entry = { tgllibur: '2031-01-05', keterangan: 'x' }
    expect((await rawCall('GET', path, { token: unit })).status).toBe(403)
    expect((await rawCall('GET', `${path}/1`, { token: unit })).status).toBe(403)
    expect((await rawCall('POST', path, { token: unit, body: entry })).status).toBe(403)
    expect((await rawCall('PUT', path, { token: unit, body: { idx: 1, ...entry } })).status).toBe(403)
    expect((await rawCall('DELETE', `${path}/1`, { token: unit })).status).toBe(403)
  })
})

it('keeps the two lists apart: a holiday date may also be a meeting day', async () => {
  const [holiday] = (await rawCall('GET', 'api/hari_libur', { token: t.admin })).body.datae as {
    tgllibur: string
  }[]
  if (!holiday) throw new Error('the demo seed lists holidays')
  const answer = await rawCall('POST', 'api/hari_khusus', {
    token: t.admin,
    body: { tgllibur: holiday.tgllibur, keterangan: 'Rapat darurat' },
  })
  expect(answer.status).toBe(200)
})
