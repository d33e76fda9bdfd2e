import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { watchHashing } from '../support/hashing.ts'
import { loginAs, rawCall, setupTestServer, sqlRows } from '../support/test-server.ts'

const t = setupTestServer({ logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const rows = <T>(query: string): T[] => sqlRows<T>(t.server, query)
const me = (usernama: string) =>
  rows<{ iduser: number; ids: string | null }>(
    `SELECT iduser, ids FROM pengguna WHERE usernama = '${usernama}'`,
  )[0]
const otherUnit = () =>
  rows<{ kode: string }>(
    `SELECT kode FROM kantor WHERE kode <> '${me('unit')?.ids}' AND pusat = 0 LIMIT 1`,
  )[0]?.kode

describe('Pengguna', () => {
  it('lists every user for level 0 with the access label data, and only its unit for level 1', async () => {
    const all = (await rawCall('GET', 'api/masterpengguna', { token: t.admin })).body.datae as {
      levelx: number
      sekolah: string
    }[]
    expect(all.length).toBe(rows('SELECT iduser FROM pengguna').length)
    expect(all.find((u) => u.levelx === 1)?.sekolah).not.toBe('')
    const mine = (await rawCall('GET', 'api/masterpengguna', { token: t.unit })).body.datae as {
      iduser: number
      levelx: number
      ids: string
    }[]
    const expected = rows<{ iduser: number }>(
      `SELECT iduser FROM pengguna WHERE levelx = 1 AND ids = '${me('unit')?.ids}' ORDER BY iduser`,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(mine.map((u) => u.iduser).sort((a, b) => a - b)).toEqual(expected.map((u) => u.iduser))
    expect(mine.every((u) => u.levelx === 1 && u.ids === me('unit')?.ids)).toBe(true)
  })

  it("adds, checks the name ('ok' free, 'gagal' taken), edits without changing the password, and deletes", async () => {
    const body = {
      usernama: 'operator.sd',
      namalengkap: 'Operator SD',
      levelx: 1,
      pass: 'rahasia1',
      ids: me('unit')?.ids,
    }
    expect(
      (await rawCall('GET', 'api/masterpengguna/cek/operator.sd?iduser=', { token: t.admin })).body.status,
    ).toBe('ok')
    const created = await rawCall('POST', 'api/masterpengguna', { token: t.admin, body })
    expect(created.body.pesan).toBe('Data telah ditambahkan!')
    const iduser = Number(created.body.iduser)
    const taken = await rawCall('GET', 'api/masterpengguna/cek/operator.sd?iduser=', { token: t.admin })
    expect(taken.body).toEqual({ status: 'gagal', pesan: 'Nama pengguna sudah digunakan!' })
    expect(
      (await rawCall('GET', `api/masterpengguna/cek/operator.sd?iduser=${iduser}`, { token: t.admin })).body
        .status,
    ).toBe('ok')
    const dup = await rawCall('POST', 'api/masterpengguna', { token: t.admin, body })
    expect(dup).toMatchObject({ status: 409, body: { pesan: 'Nama pengguna sudah digunakan!' } })
    await rawCall('PUT', 'api/masterpengguna', {
      token: t.admin,
      body: { ...body, iduser, namalengkap: 'Operator SD 1', pass: '' },
    })
    expect(await loginAs('operator.sd', 'rahasia1')).toMatch(/^[0-9a-f]{64}$/)
    expect((await rawCall('DELETE', `api/masterpengguna/${iduser}`, { token: t.admin })).body.pesan).toBe(
      'Data telah dihapus!',
    )
  })

  it.each([
    [{ usernama: '', namalengkap: 'A', levelx: 1, pass: 'rahasia1', ids: 'PST' }, 'Lengkapi isian!'],
    [{ usernama: 'abc', namalengkap: '', levelx: 1, pass: 'rahasia1', ids: 'PST' }, 'Lengkapi isian!'],
    [{ usernama: 'abc', namalengkap: 'A', levelx: 1, pass: '', ids: 'PST' }, 'Lengkapi isian!'],
    [{ usernama: 'abc', namalengkap: 'A', pass: 'rahasia1', ids: 'PST' }, 'Lengkapi isian!'],
    [
      { usernama: 'abc', namalengkap: 'A', levelx: 1, pass: 'rahasia1', ids: null },
      'Pilih unit untuk Admin Unit!',
    ],
  ])('refuses %j', async (body, pesan) => {
    const answer = await rawCall('POST', 'api/masterpengguna', { token: t.admin, body })
    expect(answer).toMatchObject({ status: 400, body: { status: 'gagal', pesan } })
  })

  it('keeps a unit admin inside its unit and below level 0', async () => {
    const promote = await rawCall('POST', 'api/masterpengguna', {
      token: t.unit,
      body: { usernama: 'naik.level', namalengkap: 'X', levelx: 0, pass: 'rahasia1' },
    })
    expect(promote.status).toBe(403)
    const elsewhere = await rawCall('POST', 'api/masterpengguna', {
      token: t.unit,
      body: { usernama: 'unit.lain', namalengkap: 'X', levelx: 1, pass: 'rahasia1', ids: otherUnit() },
    })
    expect(elsewhere.status).toBe(403)
    const own = await rawCall('POST', 'api/masterpengguna', {
      token: t.unit,
      body: {
        usernama: 'rekan.unit',
        namalengkap: 'Rekan',
        levelx: 1,
        pass: 'rahasia1',
        ids: me('unit')?.ids,
      },
    })
    expect(own.status).toBe(200)
    expect(
      (await rawCall('DELETE', `api/masterpengguna/${me('admin')?.iduser}`, { token: t.unit })).status,
    ).toBe(404)
    expect(
      (await rawCall('GET', `api/masterpengguna/${me('admin')?.iduser}`, { token: t.unit })).status,
    ).toBe(404)
  })

  it('never deletes oneself or the last Admin Yayasan, nor demotes the last one', async () => {
    const self = await rawCall('DELETE', `api/masterpengguna/${me('admin')?.iduser}`, { token: t.admin })
    expect(self).toMatchObject({
      status: 409,
      body: { pesan: 'Anda tidak dapat menghapus akun Anda sendiri.' },
    })
    const levelZero = rows<{ iduser: number }>('SELECT iduser FROM pengguna WHERE levelx = 0')
    expect(levelZero).toHaveLength(1)
    const demote = await rawCall('PUT', 'api/masterpengguna', {
      token: t.admin,
      body: {
        iduser: me('admin')?.iduser,
        usernama: 'admin',
        namalengkap: 'Admin',
        levelx: 1,
        pass: '',
        ids: 'PST',
      },
    })
    expect(demote).toMatchObject({
      status: 409,
      body: { pesan: 'Admin Yayasan terakhir tidak dapat diturunkan menjadi Admin Unit.' },
    })
    // With a second level-0 admin, the first can be removed by the second.
    const second = await rawCall('POST', 'api/masterpengguna', {
      token: t.admin,
      body: { usernama: 'ketua', namalengkap: 'Ketua Yayasan', levelx: 0, pass: 'rahasia1' },
    })
    const ketua = await loginAs('ketua', 'rahasia1')
    // Not the last one any more, but still nobody demotes their own account.
    const demoteSelf = await rawCall('PUT', 'api/masterpengguna', {
      token: t.admin,
      body: {
        iduser: me('admin')?.iduser,
        usernama: 'admin',
        namalengkap: 'Admin',
        levelx: 1,
        pass: '',
        ids: 'PST',
      },
    })
    expect(demoteSelf).toMatchObject({
      status: 409,
      body: { pesan: 'Anda tidak dapat menurunkan hak akses akun Anda sendiri.' },
    })
    expect(
      (await rawCall('DELETE', `api/masterpengguna/${me('admin')?.iduser}`, { token: ketua })).status,
    ).toBe(200)
    const last = await rawCall('PUT', 'api/masterpengguna', {
      token: ketua,
      body: {
        iduser: Number(second.body.iduser),
        usernama: 'ketua',
        namalengkap: 'Ketua',
        levelx: 1,
        pass: '',
        ids: 'PST',
      },
    })
    expect(last.status).toBe(409)
  })

  describe("a user's sessions end when their password, level or unit changes", () => {
    const unitUser = () => {
      const unit = me('unit')
      return {
        iduser: unit?.iduser,
        usernama: 'unit',
        namalengkap: 'Admin Unit',
        levelx: 1,
        pass: '',
        ids: unit?.ids,
      }
    }
    const stillSignedIn = async (token: string) =>
      (await rawCall('GET', 'api/cek/pengguna', { token })).status === 200
    const edit = (body: Record<string, unknown>, token = t.admin) =>
      rawCall('PUT', 'api/masterpengguna', { token, body: { ...unitUser(), ...body } })

    it('an edit that changes none of them (the name) keeps the session', async () => {
      expect((await edit({ namalengkap: 'Admin Unit SD' })).status).toBe(200)
      expect(await stillSignedIn(t.unit)).toBe(true)
    })

    it.each([
      ['password', () => ({ pass: 'rahasia2' })],
      ['level', () => ({ levelx: 0, ids: null })],
      ['unit', () => ({ ids: otherUnit() })],
    ])('a new %s signs the user out everywhere (401)', async (_label, change) => {
      const second = await loginAs('unit', 'unit123')
      expect((await edit(change())).status).toBe(200)
      expect(await stillSignedIn(t.unit)).toBe(false)
      expect(await stillSignedIn(second)).toBe(false)
      expect(await stillSignedIn(t.admin)).toBe(true)
    })

    it("changing one's own password keeps this session and ends the others", async () => {
      const elsewhere = await loginAs('unit', 'unit123')
      expect((await edit({ pass: 'rahasia2' }, t.unit)).status).toBe(200)
      expect(await stillSignedIn(t.unit)).toBe(true)
      expect(await stillSignedIn(elsewhere)).toBe(false)
    })
  })

  it('hashes a new password off the request queue: a GET sent meanwhile is answered first', async () => {
    // The PUT's hash is held until the GET has been answered: a hash computed on the queue would
    // keep the GET from its turn, and this test would time out.
    const hashing = watchHashing({ hold: true })
    const finished: string[] = []
    const change = rawCall('PUT', 'api/masterpengguna', {
      token: t.admin,
      body: {
        iduser: me('unit')?.iduser,
        usernama: 'unit',
        namalengkap: 'A',
        levelx: 1,
        pass: 'rahasia2',
        ids: me('unit')?.ids,
      },
    }).then((answer) => finished.push(`PUT ${answer.status}`))
    await hashing.started()
    await rawCall('GET', 'api/masterpengguna', { token: t.admin }).then((answer) =>
      finished.push(`GET ${answer.status}`),
    )
    hashing.release()
    await change
    expect(finished).toEqual(['GET 200', 'PUT 200'])
    expect(await loginAs('unit', 'rahasia2')).toMatch(/^[0-9a-f]{64}$/)
  })
})
